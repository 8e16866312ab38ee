// `npm start`: the whole site on one port with the embedded database, from a fresh clone.
// Installs dependencies if needed, builds what is missing or stale, then runs the portal.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_NODE, isSupportedNode } from './supported-node.mjs';
import { ROOT, buildIfStale } from './workspace.mjs';

if (!isSupportedNode()) {
  console.error(`Node.js ${process.versions.node} is too old for Djelfa Estates: install Node.js ${SUPPORTED_NODE} (24 LTS is best), then run npm start again.`);
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const { status } = spawnSync(npm, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

if (!existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)…');
  run(['ci']);
}

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Ctrl-C reaches the server through the terminal's process group; it shuts down cleanly and
// this script leaves with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
