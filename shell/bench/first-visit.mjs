// `npm run bench -- front-end`: the pages of the README's performance section on the built portal,
// each on a first visit (empty cache): the JavaScript downloaded, and Lighthouse's mobile lab figures
// with the CPU slowdown calibrated from this host as the page's runs found it (cpu-calibration.mjs,
// lighthouse.mjs auditAll), with the main-thread time
// by script so that a regression shows where it comes from. Measured, never asserted. Run
// `npm run build` first. BENCH_PAGES=/search,/blog measures only those; BENCH_RUNS sets the runs;
// BENCH_SLOWDOWN=8 audits every run at 8× instead of the calibrated slowdown.
// BENCH_BASELINE=<another checkout, built> measures its portal too, its runs alternating with
// this one's at the same slowdown: a change's before and after, side by side in one run.
import { measureJavaScript } from './javascript-bytes.mjs';
import { auditAll, discard, gather, summarize } from './lighthouse.mjs';
import { median, slowdownFor } from './cpu-calibration.mjs';
import { startPortal } from './portal-server.mjs';
import { DEMO, signedInCookie } from './sign-in.mjs';

// Issue 22's targets, by kind of page.
const MARKETPLACE = { tbtMs: 300, lcpMs: 2000, cls: 0.05, score: 95 };
const CONTENT = { tbtMs: 600, lcpMs: 2000, score: 90 };
const SIGNED_IN = { tbtMs: 600 };

/** `:listing`, `:article` and `:topic` stand for the most viewed listing, the newest article and topic. */
const ALL_PAGES = [
  { path: '/', target: { ...MARKETPLACE, jsGzipKb: 250 } },
  { path: '/search', target: MARKETPLACE },
  { path: `/search?commune=${encodeURIComponent('الجلفة')}&sort=price-asc`, target: MARKETPLACE },
  { path: '/property/:listing', target: MARKETPLACE },
  { path: '/blog', target: CONTENT },
  { path: '/blog/:article', target: CONTENT },
  { path: '/forum', target: CONTENT },
  { path: '/forum/:topic', target: CONTENT },
  { path: '/advisors', target: CONTENT },
  { path: '/about', target: CONTENT },
  { path: '/contact', target: CONTENT },
  { path: '/subscription', target: CONTENT },
  { path: '/dashboard', target: SIGNED_IN, account: 'user' },
  { path: '/dashboard/listings/new', target: SIGNED_IN, account: 'user' },
  { path: '/admin/overview', target: SIGNED_IN, account: 'admin' },
];
const asked = process.env.BENCH_PAGES?.split(',');
const PAGES = asked ? ALL_PAGES.filter(({ path }) => asked.includes(path)) : ALL_PAGES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A slowdown of one's choosing instead of the calibrated one: a faster host's phone, seen on a slower host (README "Performance"). */
const SLOWDOWN = process.env.BENCH_SLOWDOWN ? Number(process.env.BENCH_SLOWDOWN) : undefined;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mark = (value, limit, lower = true) => (limit === undefined ? '' : (lower ? value <= limit : value >= limit) ? ' ✓' : ` ✗ (target ${lower ? '≤' : '≥'} ${limit})`);

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

async function placeholders(base) {
  const [listing] = await json(`${base}/api/properties?sort=views&pageSize=1`);
  const posts = await json(`${base}/api/blogs?pageSize=1`);
  const topics = await json(`${base}/api/forum/topics?pageSize=1`);
  const first = (answer) => (Array.isArray(answer) ? answer[0] : answer.items?.[0]);
  return { ':listing': String(listing.id), ':article': first(posts)?.slug, ':topic': String(first(topics)?.id) };
}

/** One site under measurement: its portal, its stand-ins for `:listing`…, its signed-in cookies. */
async function site(name, root) {
  const portal = await startPortal(root);
  return { name, portal, stand: await placeholders(portal.url), cookies: {} };
}

const sites = [await site('now', undefined)];
if (process.env.BENCH_BASELINE) sites.unshift(await site('baseline', process.env.BENCH_BASELINE));
try {
  /** Each page's slowdown and the host indexes it came from. */
  const calibrations = [];

  for (const { path: pattern, target, account } of PAGES) {
    const visits = [];
    for (const one of sites) {
      const path = pattern.replace(/:[a-z]+/, (name) => one.stand[name]);
      const cookie = account ? (one.cookies[account] ??= await signedInCookie(one.portal.url, DEMO[account])) : undefined;
      visits.push({ one, path, cookie, loads: [], runs: [], files: (await measureJavaScript(one.portal.url + path, cookie)).files });
    }
    // The sites' runs alternate, so that a change of the machine's pace falls on both alike; all
    // of them are one phone: the slowdown of the median of their own host indexes.
    try {
      for (let i = 0; i < RUNS; i++) for (const visit of visits) visit.loads.push(await gather(visit.one.portal.url + visit.path, { cookie: visit.cookie }));
    } catch (error) {
      visits.flatMap((visit) => visit.loads).forEach(discard); // each holds a trace of tens of MB
      throw error;
    }
    const { cpuSlowdown, indexes, runs } = await auditAll(
      visits.flatMap((visit) => visit.loads),
      SLOWDOWN,
    );
    visits.forEach((visit, v) => (visit.runs = runs.slice(v * RUNS, (v + 1) * RUNS)));
    calibrations.push({ cpuSlowdown, indexes });
    console.log(`\n${decodeURI(pattern)}: host index ${indexes.map(Math.round).join(', ')} → median ${Math.round(median(indexes))} → CPU slowdown ${cpuSlowdown}×`);
    for (const { one, path, files, runs } of visits) {
      const lab = summarize(runs);
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      console.log(`\n${decodeURI(path)}${account ? ` (signed in: ${account})` : ''}${sites.length > 1 ? ` — ${one.name}` : ''}`);
      console.log(`  JavaScript: ${files.length} files, ${kb(gzip)} KB gzip${mark(gzip / 1024, target.jsGzipKb)}`);
      for (const f of files.slice(0, 4)) console.log(`    ${kb(f.gzip).padStart(7)} KB  ${f.url}`);
      console.log(
        `  Lighthouse (mobile, Slow 4G, CPU ${cpuSlowdown}×; median of ${lab.runs}): ` +
          `TBT ${Math.round(lab.tbt)} ms${mark(lab.tbt, target.tbtMs)}, LCP ${seconds(lab.lcp)}${mark(lab.lcp, target.lcpMs)}, ` +
          `FCP ${seconds(lab.fcp)}, CLS ${lab.cls.toFixed(3)}${mark(lab.cls, target.cls)}, score ${Math.round(lab.score * 100)}${mark(Math.round(lab.score * 100), target.score, false)}`,
      );
      console.log(`  Main thread: ${lab.work.map((w) => `${w.group} ${Math.round(w.duration)} ms`).join(', ')}`);
      for (const script of lab.scripts.slice(0, 5)) {
        console.log(
          `    ${String(Math.round(script.total)).padStart(6)} ms (script ${Math.round(script.scripting)}, parse ${Math.round(script.parse)})  ${script.url.replace(one.portal.url, '')}`,
        );
      }
      const tasks = [...lab.longTasks].sort((a, b) => a.start - b.start);
      console.log(`  Long tasks of the median run (simulated; TBT counts what each has past 50 ms after FCP): ${tasks.length}`);
      for (const task of tasks) console.log(`    at ${seconds(task.start)} ${String(Math.round(task.duration)).padStart(5)} ms  ${task.url.replace(one.portal.url, '')}`);
    }
  }
  const all = calibrations.flatMap(({ indexes }) => indexes);
  const slowdowns = calibrations.map(({ cpuSlowdown }) => cpuSlowdown);
  console.log(
    `\nbenchmarkIndex over the whole bench: median ${Math.round(median(all))}, ${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))}; pages' slowdowns ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}× (${slowdownFor(median(all)).toFixed(1)}× from the median of all)`,
  );
} finally {
  await Promise.all(sites.map(({ portal }) => portal.stop()));
}
