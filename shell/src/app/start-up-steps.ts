/**
 * The start's steps, each run in a task of its own (bootstrap.ts) and marked under these names
 * in the page's performance timeline, where traces and Lighthouse's user timings show them.
 */
export const START_UP_STEPS = {
  helpers: 'start-up:helpers',
  strings: 'start-up:strings',
  reactDom: 'start-up:react-dom',
  app: 'start-up:app',
  render: 'start-up:render',
} as const;

export type StartUpStep = keyof typeof START_UP_STEPS;
