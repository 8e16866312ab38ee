// Lighthouse's mobile performance run (simulated Slow 4G, a CPU slowdown from the runs' own host index) against Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { median, slowdownFor } from './cpu-calibration.mjs';
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
 * @typedef {{ lcp: number, fcp: number, tbt: number, cls: number, score: number,
 *   scripts: { url: string, total: number, scripting: number, parse: number }[],
 *   work: { group: string, duration: number }[],
 *   longTasks: { url: string, start: number, duration: number }[] }} LabRun
 * @typedef {{ dir: string, benchmarkIndex: number, url: string, cookie?: string }} Gathered
 */

const runLighthouse = (args) => promisify(execFile)(process.execPath, [LIGHTHOUSE_CLI, ...args, '--only-categories=performance', '--quiet'], { maxBuffer: 64 * 1024 * 1024 });

/**
 * A load of `url`, recorded: the trace and the network log Lighthouse's simulation works from,
 * with the host's `benchmarkIndex` measured just before it. The page loads unthrottled (the phone
 * is simulated afterwards, `audit`), so the slowdown can be chosen once the runs' own indexes are
 * known. Remove the recording with `discard`.
 * @param {string} url
 * @param {{ cookie?: string }} options
 * @returns {Promise<Gathered>}
 */
async function gatherOnce(url, { cookie }) {
  const browser = await chromiumWith(url, cookie);
  const dir = mkdtempSync(join(tmpdir(), 'djelfa-lighthouse-'));
  try {
    await runLighthouse([url, `--gather-mode=${dir}`, `--port=${browser.port}`]);
    const { BenchmarkIndex, URL: urls } = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8'));
    expectArrived(url, urls.finalDisplayedUrl);
    return { dir, benchmarkIndex: BenchmarkIndex, url, cookie };
  } catch (error) {
    discard({ dir });
    throw error;
  } finally {
    browser.kill();
  }
}

/**
 * Lighthouse's figures for a recorded load, on a phone `cpuSlowdown` times slower than this host.
 * The recording's settings are the gather's, which Lighthouse holds the audit to: the slowdown is
 * written into them first (with simulated throttling the gather applies it only to
 * requestIdleCallback's deadlines, which the site does not call).
 * @param {Gathered} gathered
 * @param {number} cpuSlowdown
 * @returns {Promise<LabRun>}
 */
async function audit({ dir }, cpuSlowdown) {
  const artifactsFile = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const report = join(dir, 'report.json');
  await runLighthouse([`--audit-mode=${dir}`, '--output=json', `--output-path=${report}`, `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]);
  const { audits, categories } = JSON.parse(readFileSync(report, 'utf8'));
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    score: categories.performance.score,
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
}

/** Removes a recorded load from the disk. @param {{ dir: string }} gathered */
export const discard = ({ dir }) => rmSync(dir, { recursive: true, force: true });

/**
 * Lighthouse now and then fails to record its trace (NO_NAVSTART) and says to run it again: at
 * the gather, or only when the recording is audited.
 * @template T
 * @param {() => Promise<T>} run
 * @param {number} [attempts]
 * @param {() => Promise<void>} [beforeRetry] what makes the next attempt able to succeed
 * @returns {Promise<T>}
 */
async function withRetries(run, attempts = 3, beforeRetry = async () => {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await beforeRetry();
    }
  }
}

/**
 * One recorded load (gatherOnce), tried again when Lighthouse fails to record it.
 * @param {string} url
 * @param {{ cookie?: string }} [options]
 */
export const gather = (url, options = {}) => withRetries(() => gatherOnce(url, options));

/**
 * The figures of recorded loads on one simulated phone: `cpuSlowdown`, or else the slowdown of
 * Lighthouse's calculator for the median of the loads' own `benchmarkIndex` (README "Performance":
 * the host's pace moves within minutes, so a page's runs are their own calibration). The
 * recordings are discarded.
 * @param {Gathered[]} loads
 * @param {number} [slowdown]
 */
export async function auditAll(loads, slowdown) {
  const indexes = loads.map((load) => load.benchmarkIndex);
  const cpuSlowdown = slowdown ?? Math.round(slowdownFor(median(indexes)) * 10) / 10;
  const recorded = [...loads];
  try {
    /** @type {LabRun[]} */
    const runs = [];
    for (const [i, { url, cookie }] of loads.entries()) {
      // A recording Lighthouse cannot read is made again, and audited at the slowdown already chosen.
      const again = async () => {
        discard(recorded[i]);
        recorded[i] = await gather(url, { cookie });
      };
      runs.push(await withRetries(() => audit(recorded[i], cpuSlowdown), 3, again));
    }
    return { cpuSlowdown, indexes, runs };
  } finally {
    recorded.forEach(discard);
  }
}

/**
 * Lighthouse's simulated figures vary from run to run (they are derived from one real,
 * unthrottled load): the median of several runs, metric by metric; the main-thread time and the
 * long tasks of the median run (by TBT), so that its scripts explain its figure.
 * @param {LabRun[]} results
 */
export function summarize(results) {
  const runs = results.length;
  const of = (/** @type {'lcp'|'fcp'|'tbt'|'cls'|'score'} */ key) => median(results.map((r) => r[key]));
  const typical = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs / 2)];
  return {
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    score: of('score'),
    scripts: typical.scripts,
    work: typical.work,
    longTasks: typical.longTasks,
    runs,
  };
}
