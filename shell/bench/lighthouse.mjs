// Lighthouse's mobile performance run (simulated Slow 4G, 4× CPU) against Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** @returns {Promise<{ lcp: number, fcp: number, tbt: number, cls: number, score: number }>} */
export async function lighthouse(url) {
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
