// Lighthouse's mobile performance run (simulated Slow 4G, the CPU slowdown given) against Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { median } from './cpu-calibration.mjs';

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * @typedef {{ lcp: number, fcp: number, tbt: number, cls: number, score: number, benchmarkIndex: number,
 *   scripts: { url: string, total: number, scripting: number, parse: number }[],
 *   work: { group: string, duration: number }[],
 *   longTasks: { url: string, start: number, duration: number }[] }} LabRun
 */

/**
 * @param {string} url
 * @param {{ cpuSlowdown?: number, cookie?: string }} options
 * @returns {Promise<LabRun>}
 */
async function lighthouseOnce(url, { cpuSlowdown, cookie }) {
  const dir = mkdtempSync(join(tmpdir(), 'djelfa-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
    );
    const { audits, categories, environment } = JSON.parse(readFileSync(report, 'utf8'));
    return {
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      score: categories.performance.score,
      benchmarkIndex: environment.benchmarkIndex,
      scripts: (audits['bootup-time'].details?.items ?? []).map((item) => ({
        url: item.url,
        total: item.total,
        scripting: item.scripting,
        parse: item.scriptParseCompile,
      })),
      work: (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => ({ group: item.groupLabel ?? item.group, duration: item.duration })),
      // The tasks of the simulated phone that TBT is made of, each with the script it is charged to.
      longTasks: (audits['long-tasks'].details?.items ?? []).map((item) => ({ url: String(item.url), start: item.startTime, duration: item.duration })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record its trace (NO_NAVSTART) and says to run it again.
 * @template T
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withRetries(run, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * The median of `runs` runs (summarize).
 * @param {string} url
 * @param {{ runs?: number, cpuSlowdown?: number, cookie?: string }} [options]
 */
export async function lighthouse(url, { runs = 3, ...options } = {}) {
  /** @type {LabRun[]} */
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, options));
  return summarize(results);
}

/**
 * One Lighthouse run.
 * @param {string} url
 * @param {{ cpuSlowdown?: number, cookie?: string }} [options]
 */
export const lighthouseRun = (url, options = {}) => withRetries(() => lighthouseOnce(url, options));

/**
 * Lighthouse's simulated figures vary from run to run (they are derived from one real,
 * unthrottled load): the median of several runs, metric by metric; the main-thread time and the
 * long tasks of the median run (by TBT), so that its scripts explain its figure.
 * @param {LabRun[]} results
 */
export function summarize(results) {
  const runs = results.length;
  const of = (/** @type {'lcp'|'fcp'|'tbt'|'cls'|'score'|'benchmarkIndex'} */ key) => median(results.map((r) => r[key]));
  const typical = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs / 2)];
  return {
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    score: of('score'),
    benchmarkIndexes: results.map((r) => r.benchmarkIndex),
    scripts: typical.scripts,
    work: typical.work,
    longTasks: typical.longTasks,
    runs,
  };
}
