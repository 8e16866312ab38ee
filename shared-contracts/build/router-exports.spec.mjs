import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTER_EXPORTS } from './federation.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FRONT_END_SOURCES = ['shell/src', 'mfe-marketplace/src', 'mfe-community/src', 'mfe-account/src', 'mfe-admin/src', 'shared-contracts/src'];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // `.server` files render at build time in Node, never through the shared router.
    return /\.tsx?$/.test(name) && !/\.(spec|server)\.tsx?$/.test(name) ? [path] : [];
  });
}

const routerImports = FRONT_END_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'react-router(?:-dom)?'/g)].map(([, typeOnly, clause]) => ({ file, typeOnly: !!typeOnly, clause })),
);

describe('the router export list (shared tree-shaken, see federation.mjs)', () => {
  it('is exactly what the front ends import: a missing name would fail only at run time', () => {
    const used = new Set(
      routerImports
        .filter(({ typeOnly }) => !typeOnly)
        .flatMap(({ clause }) =>
          clause
            .replace(/[{}]/g, '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type ')),
        ),
    );
    expect([...used].sort()).toEqual([...ROUTER_EXPORTS].sort());
  });

  it('is only ever imported by name (a namespace or default import cannot be checked)', () => {
    const unnamed = routerImports.filter(({ typeOnly, clause }) => !typeOnly && !clause.startsWith('{'));
    expect(unnamed.map(({ file }) => file)).toEqual([]);
  });
});
