import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, federation, frontendConfig } from './rspack.mjs';

const MARKETPLACE = fileURLToPath(new URL('../../mfe-marketplace', import.meta.url));
/** @param {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} config */
const builds = (config) => [config].flat();

describe('frontendConfig', () => {
  it('reads the stored language, else the cookie, before the first paint under the same names as the app', () => {
    const source = readFileSync(new URL('../src/i18n/language.ts', import.meta.url), 'utf8');
    expect(source).toContain(`LANGUAGE_STORAGE_KEY = '${LANGUAGE_STORAGE_KEY}'`);
    expect(source).toContain(`LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}'`);
  });

  it('gives the shell an absolute base for deep links, and each remote one from where it is loaded', () => {
    const [shell] = builds(frontendConfig({ name: 'shell', role: 'host', dir: '/x/shell' }, { mode: 'production' }));
    const [remote] = builds(frontendConfig({ name: 'admin', role: 'remote', dir: '/x/mfe-admin' }, { mode: 'production' }));
    expect(shell.output?.publicPath).toBe('/');
    expect(remote.output?.publicPath).toBe('auto');
    expect(remote.output?.uniqueName).toBe('admin');
  });

  it('adds a Node build of the static pages in production, after the browser build, with the same class names', () => {
    const [web, prerender] = builds(frontendConfig({ name: 'marketplace', role: 'remote', dir: MARKETPLACE }, { mode: 'production' }));
    expect(prerender?.target).toBe('node22');
    expect(prerender?.dependencies).toEqual([web.name]);
    expect(prerender?.output?.uniqueName).toBe(web.output?.uniqueName);
    expect(prerender?.module?.rules).toBe(web.module?.rules);
    expect(builds(frontendConfig({ name: 'marketplace', role: 'remote', dir: MARKETPLACE }, { mode: 'development' }))).toHaveLength(1);
  });

  it("gathers the shared packages every page starts with into two of the shell's files, React DOM in one and the rest in the other, and antd into neither", () => {
    const [shell] = builds(frontendConfig({ name: 'shell', role: 'host', dir: '/x/shell' }, { mode: 'production' }));
    const [remote] = builds(frontendConfig({ name: 'marketplace', role: 'remote', dir: MARKETPLACE }, { mode: 'production' }));
    const splitChunks = /** @type {{ cacheGroups: Record<string, { test: RegExp, name: string, priority: number }> }} */ (shell.optimization?.splitChunks);
    /** The file a module goes to: the matching group of the highest priority, as rspack picks it. */
    const fileOf = (/** @type {string} */ path) =>
      Object.values(splitChunks.cacheGroups)
        .filter(({ test }) => test.test(path))
        .sort((a, b) => b.priority - a.priority)[0]?.name;
    expect(fileOf('/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('startup-react-dom');
    expect(fileOf('/w/node_modules/scheduler/cjs/scheduler.production.js')).toBe('startup-react-dom');
    for (const path of [
      '/w/node_modules/react/cjs/react.production.js',
      '/w/node_modules/swr/dist/index/index.mjs',
      '/w/node_modules/i18next/dist/esm/i18next.js',
      '/w/shared-contracts/src/format/price.ts',
    ])
      expect(fileOf(path)).toBe('startup-shared');
    for (const path of ['/w/node_modules/antd/es/button/index.js', '/w/node_modules/@ant-design/cssinjs/es/index.js', '/w/shell/src/app/app.tsx'])
      expect(fileOf(path)).toBeUndefined();
    expect(remote.optimization?.splitChunks).toBeUndefined();
  });

  it("starts the federation in short tasks, and without linking an area's files twice, in every build: the shell and each area, in production and development", () => {
    for (const production of [true, false])
      for (const role of /** @type {const} */ (['host', 'remote']))
        expect(federation({ name: role === 'host' ? 'shell' : 'marketplace', role, production }).runtimePlugins).toEqual([
          expect.stringMatching(/shared-contracts[\\/]src[\\/]federation[\\/]yielding-start\.ts$/),
          expect.stringMatching(/shared-contracts[\\/]src[\\/]federation[\\/]no-second-links\.ts$/),
        ]);
  });
});
