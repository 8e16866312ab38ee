// The workspace's packages and how to tell whether each one's build is current. Used by
// `npm start` (build what is missing or stale) and `npm run dev`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const SHARED_INPUTS = ['shared-contracts/src', 'shared-contracts/build', 'shared-contracts/package.json'];
const frontEnd = (name, output) => ({ name, output, inputs: [`${name}/src`, `${name}/rspack.config.mjs`, `${name}/package.json`, ...SHARED_INPUTS] });

/** In build order: each package's build output, and what it is built from. */
export const PACKAGES = [
  { name: 'shared-contracts', output: 'shared-contracts/dist/index.js', inputs: SHARED_INPUTS },
  frontEnd('mfe-marketplace', 'mfe-marketplace/dist/mf-manifest.json'),
  frontEnd('mfe-community', 'mfe-community/dist/mf-manifest.json'),
  frontEnd('mfe-account', 'mfe-account/dist/mf-manifest.json'),
  frontEnd('mfe-admin', 'mfe-admin/dist/mf-manifest.json'),
  frontEnd('shell', 'shell/dist/index.html'),
  { name: 'backend', output: 'backend/dist/main.js', inputs: ['backend/src', 'backend/package.json', ...SHARED_INPUTS] },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Missing, or older than one of its sources. */
export function needsBuild({ output, inputs }) {
  const built = join(ROOT, output);
  if (!existsSync(built)) return true;
  return Math.max(...inputs.map((input) => newestChange(join(ROOT, input)))) > statSync(built).mtimeMs;
}

/** What the scripts that import the backend's own modules (seed, bench, db:…) need built. */
export const BACKEND_PACKAGES = ['shared-contracts', 'backend'];

/** Builds, in order, those of `names` whose build is missing or older than its sources. */
export function buildIfStale(names = PACKAGES.map(({ name }) => name)) {
  for (const pkg of PACKAGES.filter((entry) => names.includes(entry.name) && needsBuild(entry))) {
    console.log(`Building ${pkg.name}…`);
    const { status } = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: ROOT, stdio: 'inherit' });
    if (status !== 0) throw new Error(`npm run build -w ${pkg.name} failed`);
    // An incremental build may leave its output untouched (a change to a test or a comment):
    // marked current, or it would be built again at every call.
    const now = new Date();
    utimesSync(join(ROOT, pkg.output), now, now);
  }
}
