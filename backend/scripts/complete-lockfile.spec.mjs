import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { completeLockfile, platformOf } from './complete-lockfile.mjs';
import { ROOT } from './workspace.mjs';

describe('the lockfile', () => {
  it('lists every platform package, so `npm ci` accepts it (run complete-lockfile.mjs after npm install)', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
    expect(completeLockfile(lock)).toEqual([]);
  });

  it('reads a platform from a package name the way these packages name themselves', () => {
    expect(platformOf('@rspack/binding-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@swc/core-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['glibc'] });
    expect(platformOf('@unrs/resolver-binding-linux-riscv64-musl')).toEqual({ os: ['linux'], cpu: ['riscv64'], libc: ['musl'] });
    expect(platformOf('@rspack/binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeNull();
  });
});
