import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_STORAGE_KEY, frontendConfig } from './rspack.mjs';

const MARKETPLACE = fileURLToPath(new URL('../../mfe-marketplace', import.meta.url));
/** @param {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} config */
const builds = (config) => [config].flat();

describe('frontendConfig', () => {
  it('reads the stored language before the first paint under the same key as the app', () => {
    const source = readFileSync(new URL('../src/i18n/language.ts', import.meta.url), 'utf8');
    expect(source).toContain(`LANGUAGE_STORAGE_KEY = '${LANGUAGE_STORAGE_KEY}'`);
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
});
