// `node shell/bench/long-tasks.mjs /search /forum`: each main-thread task of 10 ms or more after
// the first paint, from the browser's trace alone (no sampling profiler, whose overhead blurs
// the task lengths cpu-profile.mjs reports), with what it ran: which script it evaluated or
// called, microtasks, style, layout, garbage collection. Lighthouse's simulation of a phone
// leaves tasks under 10 ms unthrottled out and multiplies the others by the CPU slowdown, so
// these are the tasks its TBT counts. Unthrottled; RUNS=5 for more runs; the last line of each
// run is its count and its milliseconds beyond 10 per task; ACCOUNT=user or admin visits signed in
// as that demo account. `npm run build` first.
import { LONG_TASK_MS, longTasksAfterPaint } from './trace-tasks.mjs';
import { visitorContext } from './sign-in.mjs';
import { visitPages } from './visit-pages.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CHILD_US = 1_000;
/** What a task did, in the trace's own words; a child of these names is shown with its script. */
const WORK = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

const fileOf = (url) => (url ? `:${new URL(url).pathname.split('/').pop()}` : '');
const ms = (us) => (us / 1000).toFixed(1);

/** @returns {Promise<{ afterPaint: number, ms: number, did: string }[]>} */
async function tasksOnce(browser, url) {
  const context = await visitorContext(browser, url);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const { main, tasks } = longTasksAfterPaint(traceEvents);
  return tasks.map((task) => {
    const children = main.filter((event) => WORK.has(event.name) && event.dur >= CHILD_US && event.ts >= task.start && event.ts + event.dur <= task.end);
    const did = children.map((event) => `${event.name}${fileOf(event.args?.data?.url)} ${ms(event.dur)}`).join(' | ');
    return { afterPaint: task.afterPaint, ms: task.ms, did };
  });
}

await visitPages(async (browser, url, path) => {
  await tasksOnce(browser, url); // the portal's own first answers warm up
  for (let run = 1; run <= RUNS; run++) {
    const tasks = await tasksOnce(browser, url);
    console.log(`\n${path}, run ${run}:`);
    for (const task of tasks) console.log(`  +${task.afterPaint.toFixed(0).padStart(5)} ms ${task.ms.toFixed(1).padStart(6)} ms  ${task.did}`);
    const beyond = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
    console.log(`  ${tasks.length} tasks of ${LONG_TASK_MS} ms or more; ${beyond.toFixed(1)} ms beyond ${LONG_TASK_MS} ms each`);
  }
});
