import { describe, expect, it } from '@jest/globals';
import noSecondLinks from './no-second-links.js';

type Hook = (args: { preloadOps: unknown[] }) => void;

describe('noSecondLinks', () => {
  it("asks the federation to preload none of an area's files: rspack links them, reusing the portal's links", () => {
    const preloadOps: unknown[] = [{ nameOrAlias: 'community', exposes: ['./routes'], resourceCategory: 'sync' }];
    (noSecondLinks().beforePreloadRemote as unknown as Hook)({ preloadOps });
    expect(preloadOps).toEqual([]);
  });
});
