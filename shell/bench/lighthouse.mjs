// Lighthouse's mobile performance run (simulated Slow 4G, the CPU slowdown given) against Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { median } from './cpu-calibration.mjs';
import { browserCookies, expectArrived } from './sign-in.mjs';

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
// The launcher Lighthouse's CLI starts Chromium with itself, so that a visit signed in runs in the
// same browser as any other.
const { launch } = await import(pathToFileURL(createRequire(LIGHTHOUSE_CLI).resolve('chrome-launcher')).href);

/**
 * Chromium as Lighthouse's CLI would start it, holding `cookie` (a Cookie header) as its own
 * cookies for `url`'s origin: Lighthouse keeps cookies between its runs' resets, and the page's
 * scripts see them (README "Performance": an --extra-headers cookie left every signed-in page
 * signed out).
 */
async function chromiumWith(url, cookie) {
  const browser = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  if (!cookie) return browser;
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    await cdp.contexts()[0].addCookies(browserCookies(new URL(url).origin, cookie));
    await cdp.close();
    return browser;
  } catch (error) {
    browser.kill();
    throw error;
  }
}

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
  const browser = await chromiumWith(url, cookie);
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
        `--port=${browser.port}`,
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { audits, categories, environment, finalDisplayedUrl } = JSON.parse(readFileSync(report, 'utf8'));
    expectArrived(url, finalDisplayedUrl);
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
    browser.kill();
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
