// The second, production-only build of a front end that has `src/prerender.server.tsx`: the same
// code for Node, run once after the build to write `dist/prerender.json` — each static page's
// first render in Arabic and English, which the portal puts into the HTML it serves.
// CSS Modules get the same class names as in the browser build (same rules, same uniqueName).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PRERENDER_ENTRY = './src/prerender.server.tsx';
export const PRERENDER_FILE = 'prerender.json';

// SERVER_BUNDLE_FILES of shared-contracts/src/portal/build-artifacts.ts, in the bundle's folder (plain Node reads no TypeScript).
const BUNDLE_FILES = 'files.json';
const BUNDLE_ENTRY = 'prerender.cjs';

const RUNNER = fileURLToPath(new URL('./run-prerender.mjs', import.meta.url));

export const hasPrerender = (/** @type {string} */ dir) => existsSync(join(dir, PRERENDER_ENTRY));

class WritePrerenderPlugin {
  /** @param {string} dist the browser build's folder */
  constructor(dist) {
    this.dist = dist;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('WritePrerenderPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const bundle = join(compiler.outputPath, BUNDLE_ENTRY);
      execFileSync(process.execPath, [RUNNER, bundle, join(this.dist, PRERENDER_FILE)], { stdio: 'inherit' });
      writeBundleFiles(compiler.outputPath, stats);
    });
  }
}

/**
 * The bundle's list of files, for the portal that draws pages with it from another server
 * (ServerBundleFiles): the chunks are required by the entry, so it needs every one of them, and
 * a version that is the same for the same bytes, so that an unchanged redeploy is not reloaded.
 * @param {string} folder
 * @param {import('@rspack/core').Stats} stats
 */
function writeBundleFiles(folder, stats) {
  const files = (stats.toJson({ all: false, assets: true }).assets ?? []).map(({ name }) => name).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(folder, file)));
  const version = hash.digest('hex').slice(0, 16);
  writeFileSync(join(folder, BUNDLE_FILES), JSON.stringify({ version, entry: BUNDLE_ENTRY, files }));
}

/**
 * @param {{ name: string, dir: string }} app
 * @param {{ resolve: import('@rspack/core').ResolveOptions, rules: import('@rspack/core').RuleSetRules }} shared what the browser build uses too
 * @returns {import('@rspack/core').Configuration}
 */
export function prerenderConfig(app, shared) {
  const dist = join(app.dir, 'dist');
  return {
    name: `${app.name}-prerender`,
    // After the browser build: its clean-up would otherwise remove prerender.json.
    dependencies: [app.name],
    mode: 'production',
    context: app.dir,
    target: 'node22',
    devtool: false,
    entry: { prerender: PRERENDER_ENTRY },
    output: { path: join(dist, '.prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, uniqueName: app.name, clean: true },
    resolve: shared.resolve,
    module: { rules: shared.rules, generator: { 'css/auto': { exportsOnly: true } } },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new WritePrerenderPlugin(dist)],
  };
}
