// `BASELINE=<another checkout, built> node shell/bench/trace-ab.mjs /property/38 /search`: this
// build against another, loads alternating, from the browser's trace alone (unthrottled, no
// Lighthouse): the medians of the page's HTML parsing time and its main thread's work before the
// first paint, its layout time, its longest layout and the font look-ups in
// its layouts, its style time, and its tasks of 10 ms or more after the first paint (the ones
// Lighthouse's simulation keeps) with their time past 10 ms each and the blocking time they would
// make at SLOWDOWN× (6 unless set). Lighthouse's medians of three or five move by more than most
// changes on this host; these, over RUNS (12) loads each, mostly do not (README "Performance").
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { startPortal } from './portal-server.mjs';
import { visitorContext } from './sign-in.mjs';
import { LONG_TASK_MS, longTasksAfterPaint } from './trace-tasks.mjs';

const RUNS = Number(process.env.RUNS ?? 12);
const SLOWDOWN = Number(process.env.SLOWDOWN ?? 6);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts'];

/** @param {string} url */
async function figuresOf(browser, url) {
  const context = await visitorContext(browser, url);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const { main, tasks } = longTasksAfterPaint(traceEvents);
  const named = (name) => main.filter((event) => event.name === name);
  const ms = (events) => events.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const layouts = named('Layout');
  const inLayout = (event) => layouts.some((layout) => layout.ts <= event.ts && event.ts <= layout.ts + layout.dur);
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  return {
    'HTML parse ms': ms(named('ParseHTML')),
    'main thread ms before paint': ms(main.filter((event) => event.name === 'RunTask' && paint && event.ts < paint.ts)),
    'layout ms': ms(layouts),
    'longest layout ms': Math.max(0, ...layouts.map((layout) => layout.dur / 1000)),
    'font look-ups in layouts': named('FontCache::GetFontPlatformData').filter(inLayout).length,
    'style ms': ms(named('UpdateLayoutTree')),
    'tasks ≥ 10 ms after paint': tasks.length,
    'their ms past 10': tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0),
    [`blocking at ${SLOWDOWN}×`]: tasks.reduce((sum, task) => sum + Math.max(0, task.ms * SLOWDOWN - 50), 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.env.BASELINE) throw new Error('Set BASELINE to another checkout, built (npm run build), to compare this one with.');
const portals = [await startPortal(process.env.BASELINE), await startPortal()];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const path of process.argv.slice(2)) {
    const runs = portals.map(() => []);
    for (const portal of portals) await figuresOf(browser, portal.url + path); // the portals' first answers warm up
    for (let run = 0; run < RUNS; run++) for (const [i, portal] of portals.entries()) runs[i].push(await figuresOf(browser, portal.url + path));
    console.log(`\n${path}, medians of ${RUNS} loads each:    baseline       now`);
    for (const figure of Object.keys(runs[0][0])) {
      const [before, after] = runs.map((loads) => median(loads.map((load) => load[figure])));
      console.log(`  ${figure.padEnd(28)} ${before.toFixed(1).padStart(8)}  ${after.toFixed(1).padStart(8)}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(portals.map((portal) => portal.stop()));
}
