// Completes package-lock.json with the platform-specific optional packages this machine's npm
// registry does not serve (macOS, Windows, other CPUs). npm records them, with their os/cpu, in
// a lockfile made against the full registry; without them `npm ci` refuses the lockfile
// ("Missing: @rspack/binding-darwin-arm64 from lock file"). Each entry's version is the exact one
// its parent pins, and its os/cpu/libc come from the package's name, as these packages name
// themselves. Run it after `npm install <package>`; a test checks the lockfile is complete.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];
const CPU = ['arm64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'x64', 'wasm32'];

/** `@swc/core-linux-arm-gnueabihf` → { os: ['linux'], cpu: ['arm'], libc: ['glibc'] } */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!cpu) return null;
  const abi = parts.at(-1);
  const libc = os === 'linux' ? (abi.startsWith('musl') ? 'musl' : abi.startsWith('gnu') ? 'glibc' : undefined) : undefined;
  return { ...(os && { os: [os] }), cpu: [cpu], ...(libc && { libc: [libc] }) };
}

export function completeLockfile(lock) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[key] || lock.packages[`${path}/${key}`] || !platform) continue;
      lock.packages[key] = { version, ...(entry.dev && { dev: true }), optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = join(ROOT, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'The lockfile is complete.');
}
