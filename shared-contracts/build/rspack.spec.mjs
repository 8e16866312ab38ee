import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { LANGUAGE_STORAGE_KEY } from './rspack.mjs';
import { frontendConfig } from './rspack.mjs';

describe('frontendConfig', () => {
  it('reads the stored language before the first paint under the same key as the app', () => {
    const source = readFileSync(new URL('../src/i18n/language.ts', import.meta.url), 'utf8');
    expect(source).toContain(`LANGUAGE_STORAGE_KEY = '${LANGUAGE_STORAGE_KEY}'`);
  });

  it('gives the shell an absolute base for deep links, and each remote one from where it is loaded', () => {
    const shell = frontendConfig({ name: 'shell', role: 'host', dir: '/x/shell' }, { mode: 'production' });
    const remote = frontendConfig({ name: 'admin', role: 'remote', dir: '/x/mfe-admin' }, { mode: 'production' });
    expect(shell.output?.publicPath).toBe('/');
    expect(remote.output?.publicPath).toBe('auto');
    expect(remote.output?.uniqueName).toBe('admin');
  });
});
