// What the service worker precaches of each front end's build (README "The app offline"): the
// files every visit of the area starts with, with their revisions. workbox-build reads them from
// the build folder; the portal joins the lists of all five builds when it serves the worker
// (backend/src/portal/service-worker.ts), so a new build of one area is a new worker without a
// new shell. The pages' own chunks are kept on first use: named by content, any build's is right.
import { getManifest } from 'workbox-build';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PRECACHE_FILE = 'precache.json';
// shared-contracts CONTENT_HASHED_FILE: this build script runs on plain Node, which reads no TypeScript.
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The start files named by the build's preload-manifest.json: the host's first script, entry and
 * the start-up packages it provides; a remote's manifest, entry and routes. A remote's provided
 * packages are not among them: its fallbacks, never loaded beside the shell.
 * @param {'host' | 'remote'} role
 * @param {{ initial: string[], entry: string[], provides: Record<string, string[]> }} preload
 */
export function startFiles(role, preload) {
  if (role === 'host') return [...new Set([...preload.initial, ...preload.entry, ...Object.values(preload.provides).flat()])];
  return ['mf-manifest.json', 'remoteEntry.js', ...preload.entry];
}

export class PrecacheListPlugin {
  /**
   * @param {'host' | 'remote'} role
   * @param {string} dist the app's build folder (the federation's builds of fallback packages write elsewhere, and need no list)
   */
  constructor(role, dist) {
    this.role = role;
    this.dist = dist;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    // At `done`, after PreloadManifestPlugin (registered before this one) wrote its manifest.
    compiler.hooks.done.tapPromise(PrecacheListPlugin.name, async (stats) => {
      const dist = compiler.outputPath;
      if (stats.hasErrors() || dist !== this.dist) return;
      const preload = JSON.parse(await readFile(join(dist, 'preload-manifest.json'), 'utf8'));
      const files = startFiles(this.role, preload);
      const { manifestEntries, warnings } = await getManifest({ globDirectory: dist, globPatterns: files, dontCacheBustURLsMatching: HASHED });
      if (warnings.length > 0) throw new Error(`precache list: ${warnings.join('; ')}`);
      const missing = files.filter((file) => !manifestEntries.some((entry) => entry.url === file));
      if (missing.length > 0) throw new Error(`precache list: not in the build: ${missing.join(', ')}`);
      await writeFile(join(dist, PRECACHE_FILE), JSON.stringify(manifestEntries.map(({ url, revision }) => ({ url, revision }))));
    });
  }
}
