let turn: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier call's work has ended: one at a time in this process. */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
}
