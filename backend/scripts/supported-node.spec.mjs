import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ROOT } from './workspace.mjs';
import { LOWEST_SUPPORTED, SUPPORTED_NODE, isSupportedNode } from './supported-node.mjs';

/** Every installed package's own engines.node. */
function installedEngines() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === '.bin') continue;
      const path = join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        walk(path);
        continue;
      }
      const manifest = join(path, 'package.json');
      if (existsSync(manifest)) {
        const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof engines?.node === 'string') found.push({ name: `${name}@${version}`, range: engines.node });
      }
      if (existsSync(join(path, 'node_modules'))) walk(join(path, 'node_modules'));
    }
  };
  walk(join(ROOT, 'node_modules'));
  return found;
}

describe('the supported Node.js versions', () => {
  it('are what package.json engines says', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node).toBe(SUPPORTED_NODE);
  });

  it('are the versions the check accepts', () => {
    for (const version of ['20.20.2', '22.12.0', '22.22.2', '22.22.3', '23.11.0', '24.14.9', '24.15.0', '24.21.0', '26.0.0', '27.1.0']) {
      expect([version, isSupportedNode(version)]).toEqual([version, semver.satisfies(version, SUPPORTED_NODE)]);
    }
  });

  it('are supported by every installed package, from the lowest of each line', () => {
    const engines = installedEngines();
    expect(engines.length).toBeGreaterThan(100);
    for (const version of LOWEST_SUPPORTED) {
      expect([version, engines.filter(({ range }) => !semver.satisfies(version, range, { includePrerelease: true })).map(({ name, range }) => `${name} (${range})`)]).toEqual([
        version,
        [],
      ]);
    }
  });
});
