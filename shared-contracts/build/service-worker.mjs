// The build of the service worker (shell/src/service-worker/): one classic script at the
// host's root, /sw.js, so that its scope is the whole site. Not hashed: the browser checks its
// bytes for a new version, and the portal serves it with the list of what to precache written in
// front (backend/src/portal/service-worker.ts).
import { join } from 'node:path';

export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * @param {{ name: string, dir: string }} app the host
 * @param {{ resolve: import('@rspack/core').ResolveOptions, rules: import('@rspack/core').RuleSetRules }} shared its browser build's resolution and loaders
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceWorkerConfig(app, shared) {
  return {
    name: `${app.name}-service-worker`,
    // After the browser build: its clean-up would otherwise remove sw.js.
    dependencies: [app.name],
    mode: 'production',
    context: app.dir,
    target: ['webworker', 'es2020'],
    devtool: false,
    entry: { sw: './src/service-worker/worker.ts' },
    output: { path: join(app.dir, 'dist'), filename: SERVICE_WORKER_FILE, uniqueName: `${app.name}-service-worker`, clean: false, chunkFormat: false, iife: true },
    resolve: shared.resolve,
    module: { rules: shared.rules },
    // One file: a worker cannot load chunks before it is installed.
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
