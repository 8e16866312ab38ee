import { describe, expect, it } from '@jest/globals';
import type { Manifest } from '@module-federation/sdk';
import type { PreloadManifest } from 'shared-contracts';
import { hintTags, remoteBaseUrl, remoteHints, shellHints } from './preload-hints.js';

const mf = {
  id: 'marketplace',
  name: 'marketplace',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [],
  shared: [],
  remotes: [],
} as unknown as Manifest;

const shell: PreloadManifest = {
  initial: ['main.js'],
  entry: ['bootstrap.js', 'bootstrap.css'],
  consumes: ['react', 'react-dom'],
  provides: { react: ['react.js'], 'react-dom': ['react-dom.js'], antd: ['shell-antd.js'], unused: ['unused.js'] },
  styleMarks: { 'bootstrap.css': 'shell:chunk-1' },
};

const marketplace: PreloadManifest = {
  initial: [],
  entry: ['192.js', 'routes.js', 'routes.css'],
  consumes: ['react', 'antd', 'cssinjs'],
  provides: { react: ['own-react.js'], antd: ['own-antd.js'], cssinjs: ['cssinjs.js'] },
  styleMarks: { 'routes.css': 'marketplace:chunk-976' },
};

describe('shellHints', () => {
  it('lists the entry script first, then the start-up files and the providers of what it consumes, and nothing it merely provides', () => {
    expect(shellHints(shell)).toEqual([
      { href: '/main.js', as: 'script' },
      { href: '/bootstrap.js', as: 'script' },
      { href: '/bootstrap.css', as: 'style', mark: 'shell:chunk-1' },
      { href: '/react.js', as: 'script' },
      { href: '/react-dom.js', as: 'script' },
    ]);
  });
});

describe('remoteHints', () => {
  const hints = remoteHints('/mfe/marketplace/mf-manifest.json', mf, marketplace, shell);

  it('announces the whole chain at once: manifest, remoteEntry, exposed routes', () => {
    expect(hints.slice(0, 5)).toEqual([
      { href: '/mfe/marketplace/mf-manifest.json', as: 'fetch' },
      { href: '/mfe/marketplace/remoteEntry.js', as: 'script' },
      { href: '/mfe/marketplace/192.js', as: 'script' },
      { href: '/mfe/marketplace/routes.js', as: 'script' },
      { href: '/mfe/marketplace/routes.css', as: 'style', mark: 'marketplace:chunk-976' },
    ]);
  });

  it("takes a singleton the shell provides from the shell's copy, and any other from the remote", () => {
    const hrefs = hints.map((h) => h.href);
    expect(hrefs).toContain('/shell-antd.js');
    expect(hrefs).toContain('/mfe/marketplace/cssinjs.js');
    expect(hrefs).not.toContain('/mfe/marketplace/own-antd.js');
  });

  it('does not announce what the shell has already loaded', () => {
    expect(hints.map((h) => h.href)).not.toContain('/mfe/marketplace/own-react.js');
  });

  it('uses an explicit publicPath, for a remote served from elsewhere', () => {
    const elsewhere = { ...mf, metaData: { ...mf.metaData, publicPath: 'https://cdn.example/m/' } } as Manifest;
    expect(remoteBaseUrl('https://x.example/mf-manifest.json', elsewhere)).toBe('https://cdn.example/m/');
    expect(remoteBaseUrl('https://x.example/a/mf-manifest.json', mf)).toBe('https://x.example/a/');
  });
});

describe('hintTags', () => {
  it('with the page drawn in the HTML: its stylesheets block the first paint, its code is not preloaded', () => {
    expect(
      hintTags(
        [
          { href: '/a.css', as: 'style' },
          { href: '/a.js', as: 'script' },
          { href: '/r.json', as: 'fetch' },
        ],
        { prerendered: true },
      ),
    ).toBe('<link rel="stylesheet" href="/a.css"><link rel="preload" href="/r.json" as="fetch" crossorigin="anonymous">');
  });

  it("carries a stylesheet's rspack mark, so that the runtime does not link the same stylesheet again", () => {
    expect(hintTags([{ href: '/m/routes.css', as: 'style', mark: 'marketplace:chunk-976' }], { prerendered: true })).toBe(
      '<link rel="stylesheet" href="/m/routes.css" data-rspack="marketplace:chunk-976">',
    );
    expect(remoteHints('/mfe/marketplace/mf-manifest.json', mf, marketplace, shell)).toContainEqual({
      href: '/mfe/marketplace/routes.css',
      as: 'style',
      mark: 'marketplace:chunk-976',
    });
  });

  it('marks fetches crossorigin so they match the runtime fetch() and are not downloaded twice', () => {
    expect(
      hintTags([
        { href: '/a.json', as: 'fetch' },
        { href: '/a.js', as: 'script' },
      ]),
    ).toBe('<link rel="preload" href="/a.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/a.js" as="script">');
  });
});
