// `node shell/bench/cpu-profile.mjs /search /blog`: where a first visit's main thread goes, by
// package (antd, @ant-design/cssinjs, react-dom…) and by our own folders, from V8's sampling
// profiler mapped through the build's source maps (ACCOUNT=user or admin: signed in as that demo account); then each long task after the first paint
// (what Lighthouse's TBT counts) with the owners sampled inside it. Lighthouse names only the
// chunk, and a chunk mixes a dozen packages. Build with `SOURCE_MAPS=1 npm run build` first
// (maps on disk only: the scripts the portal serves are the same bytes). Unthrottled: read the
// shares, not the milliseconds. PROFILE_RUNS=5 for more runs; PROFILE_DETAIL=i18next to see
// inside one package.
import { ownerOfFrame } from './source-owners.mjs';
import { visitorContext } from './sign-in.mjs';
import { LONG_TASK_MS, longTasksAfterPaint } from './trace-tasks.mjs';
import { visitPages } from './visit-pages.mjs';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const DETAIL = process.env.PROFILE_DETAIL;
const SAMPLING_US = 100;

/** Each sample's owner and time (µs, the trace's clock). */
function samplesOf(profile) {
  const ownerOfNode = new Map(profile.nodes.map((node) => [node.id, ownerOfFrame(node.callFrame, DETAIL)]));
  let at = profile.startTime;
  return profile.samples.map((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    return { owner: ownerOfNode.get(id), at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 };
  });
}

function sumByOwner(samples) {
  const totals = new Map();
  for (const { owner, ms } of samples) if (owner !== '(idle)') totals.set(owner, (totals.get(owner) ?? 0) + ms);
  return totals;
}

async function profileOnce(browser, url) {
  const context = await visitorContext(browser, url);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const samples = samplesOf(profile);
  const tasks = longTasksAfterPaint(traceEvents).tasks.map((task) => ({
    ...task,
    owners: sumByOwner(samples.filter(({ at }) => at >= task.start && at < task.end)),
  }));
  return { totals: sumByOwner(samples), tasks };
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
const top = (owners, count) =>
  [...owners]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([owner, time]) => `${owner.trim()} ${time.toFixed(0)}`)
    .join(', ');

function report(path, runs) {
  const owners = [...new Set(runs.flatMap((run) => [...run.totals.keys()]))];
  const rows = owners.map((owner) => [owner, medianOf(runs.map((run) => run.totals.get(owner) ?? 0))]).sort((a, b) => b[1] - a[1]);
  const total = medianOf(runs.map((run) => [...run.totals.values()].reduce((a, b) => a + b, 0)));
  console.log(`\n${path}: ${total.toFixed(0)} ms of main thread (median of ${RUNS}, unthrottled); self time by owner, median:`);
  for (const [owner, time] of rows.filter(([, time]) => time >= (DETAIL ? 0.3 : 1))) console.log(`  ${ms(time)}  ${owner}`);

  const blocking = (run) => run.tasks.reduce((sum, task) => sum + task.ms, 0);
  const median = [...runs].sort((a, b) => blocking(a) - blocking(b))[Math.floor(runs.length / 2)];
  console.log(`\n  Tasks of ${LONG_TASK_MS} ms or more after the first paint, the median run (${blocking(median).toFixed(0)} ms in ${median.tasks.length}):`);
  for (const task of median.tasks) console.log(`  +${task.afterPaint.toFixed(0).padStart(5)} ${ms(task.ms)}  ${top(task.owners, 5)}`);
}

await visitPages(async (browser, url, path) => {
  await profileOnce(browser, url); // the portal's own first answers warm up
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(browser, url));
  report(path, runs);
});
