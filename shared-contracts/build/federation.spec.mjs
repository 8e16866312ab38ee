import { describe, expect, it } from '@jest/globals';
import { BUNDLED_PER_AREA, SINGLETONS, sharedDependencies } from './federation.mjs';

describe('sharedDependencies', () => {
  const shared = sharedDependencies();

  it('shares one instance of React, the router, i18next, SWR, zustand, dayjs, the antd style cache and the contracts', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'i18next',
      'react-i18next',
      'swr',
      'zustand',
      'dayjs',
      '@ant-design/cssinjs',
      'shared-contracts',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('shares subpaths too, so react-dom/client and shared-contracts/react are not downloaded twice', () => {
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react/', 'react-dom/', 'dayjs/', 'shared-contracts/']));
  });

  it('never shares antd or its icons: each area bundles only what it uses', () => {
    for (const name of BUNDLED_PER_AREA) {
      expect(Object.keys(shared).some((key) => key === name || key.startsWith(`${name}/`))).toBe(false);
    }
  });

  it('pins each to the version installed at the workspace root, with no range to check at run time, never eager', () => {
    expect(shared['react-dom']).toEqual({ singleton: true, version: '19.3.1', requiredVersion: false });
    expect(Object.values(shared).some((config) => 'eager' in config)).toBe(false);
    expect(SINGLETONS).toHaveLength(new Set(SINGLETONS).size);
  });
});
