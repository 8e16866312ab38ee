// Lighthouse's mobile performance run (simulated Slow 4G, 4× CPU) against Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** @typedef {{ lcp: number, fcp: number, tbt: number, cls: number, score: number }} LabMetrics */

/** @returns {Promise<LabMetrics>} */
async function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'djelfa-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [LIGHTHOUSE_CLI, url, '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
    );
    const { audits, categories } = JSON.parse(readFileSync(report, 'utf8'));
    return {
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      score: categories.performance.score,
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
 * Lighthouse's simulated figures vary from run to run (they are derived from one real,
 * unthrottled load): the median of several runs, metric by metric.
 * @returns {Promise<LabMetrics & { runs: number }>}
 */
export async function lighthouse(url, runs = 3) {
  /** @type {LabMetrics[]} */
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await withRetries(() => lighthouseOnce(url)));
  const median = (/** @type {keyof LabMetrics} */ key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { lcp: median('lcp'), fcp: median('fcp'), tbt: median('tbt'), cls: median('cls'), score: median('score'), runs };
}
