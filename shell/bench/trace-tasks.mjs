/**
 * Lighthouse's simulation of a phone leaves each task under 10 ms unthrottled out of its model
 * and multiplies the others by the CPU slowdown: the tasks its TBT is made of.
 */
export const LONG_TASK_MS = 10;

/**
 * From a Chromium trace of one page load: the page's main-thread events (complete ones), and its
 * tasks of LONG_TASK_MS or more that started after the first contentful paint.
 * @param {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number }[]} traceEvents
 */
export function longTasksAfterPaint(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return { main: [], tasks: [] };
  const main = traceEvents.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X');
  const tasks = main
    .filter((task) => task.name === 'RunTask' && task.ts >= paint.ts && (task.dur ?? 0) >= LONG_TASK_MS * 1000)
    .map((task) => ({ start: task.ts, end: task.ts + (task.dur ?? 0), afterPaint: (task.ts - paint.ts) / 1000, ms: (task.dur ?? 0) / 1000 }));
  return { main, tasks };
}
