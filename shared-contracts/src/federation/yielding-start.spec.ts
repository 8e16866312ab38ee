import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import yieldingStart from './yielding-start.js';

type Hook = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

/**
 * A browser's `scheduler.yield()` as Chromium behaves: the yields asked for in one task all resume
 * together in the next one. `task` counts the tasks.
 */
function batchingScheduler() {
  const state = { task: 0, pending: [] as (() => void)[] };
  const scheduler = {
    yield: () =>
      new Promise<void>((resolve) => {
        if (state.pending.length === 0)
          setTimeout(() => {
            state.task += 1;
            state.pending.splice(0).forEach((resume) => resume());
          });
        state.pending.push(resolve);
      }),
  };
  return { state, scheduler };
}

describe('yieldingStart', () => {
  const global = globalThis as { scheduler?: unknown };
  let state: ReturnType<typeof batchingScheduler>['state'];

  beforeEach(() => {
    const fake = batchingScheduler();
    state = fake.state;
    global.scheduler = fake.scheduler;
  });
  afterEach(() => {
    delete global.scheduler;
  });

  it('resumes each shared module asked for at once in a task of its own, in order, unchanged', async () => {
    const beforeLoadShare = yieldingStart().beforeLoadShare as unknown as Hook;
    const resumed: [string, number][] = [];
    const names = ['react', 'react-dom/client', 'i18next'];
    const results = await Promise.all(
      names.map(async (pkgName) => {
        const args = await beforeLoadShare({ pkgName });
        resumed.push([args.pkgName, state.task]);
        return args;
      }),
    );
    expect(results.map((args) => args.pkgName)).toEqual(names);
    expect(resumed.map(([name]) => name)).toEqual(names);
    expect(new Set(resumed.map(([, task]) => task)).size).toBe(names.length);
  });

  it("starts each area's container in a task of its own too", async () => {
    const beforeInitContainer = yieldingStart().beforeInitContainer as unknown as Hook;
    const tasks = await Promise.all(['marketplace', 'community'].map((pkgName) => beforeInitContainer({ pkgName }).then(() => state.task)));
    expect(tasks[0]).not.toBe(tasks[1]);
  });
});
