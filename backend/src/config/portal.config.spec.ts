import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { portalConfig } from './portal.config.js';

describe('portalConfig', () => {
  it('reads and serves every build from its folder under FRONTEND_ROOT by default (npm start)', () => {
    const config = portalConfig({ FRONTEND_ROOT: '/srv/site' })();
    expect(config).toMatchObject({ serveFrontends: true, serveFiles: true, builds: { shell: { folder: join('/srv/site', 'shell', 'dist') } } });
    expect(config.builds.remotes.marketplace).toEqual({ folder: join('/srv/site', 'mfe-marketplace', 'dist') });
    expect(config.remotes.marketplace).toBe('/mfe/marketplace/mf-manifest.json');
  });

  it('reads a remote whose manifest is on another server from there', () => {
    const config = portalConfig({ REMOTE_URL_ADMIN: 'https://admin.example.dz/mf-manifest.json' })();
    expect(config.builds.remotes.admin).toBeNull();
    expect(config.remotes.admin).toBe('https://admin.example.dz/mf-manifest.json');
  });

  it("draws the pages from each build's own server and serves none of their files with SHELL_BUILD_URL (docker-compose)", () => {
    const config = portalConfig({
      SHELL_BUILD_URL: 'http://shell/',
      REMOTE_BUILD_URL_MARKETPLACE: 'http://marketplace/',
      REMOTE_BUILD_URL_COMMUNITY: 'http://community/',
      REMOTE_BUILD_URL_ACCOUNT: 'http://account/',
      REMOTE_URL_ADMIN: 'https://admin.example.dz/mf-manifest.json',
    })();
    expect(config).toMatchObject({ serveFrontends: true, serveFiles: false, builds: { shell: { url: 'http://shell/' } } });
    expect(config.builds.remotes).toEqual({
      marketplace: { url: 'http://marketplace/' },
      community: { url: 'http://community/' },
      account: { url: 'http://account/' },
      admin: null,
    });
  });

  it('refuses SHELL_BUILD_URL without the build address of an area served at a path of the site, and a build address that is not http(s)', () => {
    expect(() => portalConfig({ SHELL_BUILD_URL: 'http://shell/', REMOTE_BUILD_URL_MARKETPLACE: 'http://marketplace/' })()).toThrow(
      /REMOTE_BUILD_URL_COMMUNITY=undefined: .*required with SHELL_BUILD_URL/,
    );
    expect(() => portalConfig({ SHELL_BUILD_URL: 'shell:80' })()).toThrow('SHELL_BUILD_URL="shell:80": must be the http(s) URL');
    expect(() => portalConfig({ REMOTE_BUILD_URL_ADMIN: '/srv/admin' })()).toThrow('REMOTE_BUILD_URL_ADMIN="/srv/admin": must be the http(s) URL');
  });
});
