import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { APP_VERSION_HEADER, REMOTE_NAMES, type PrecacheList } from 'shared-contracts';
import { FIXTURE, frontendFixture } from './support/frontend-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What /sw.js precaches: the list the portal writes in front of the built worker. */
function precached(script: string): { list: PrecacheList; version: string } {
  const match = /^self\.__WB_MANIFEST=(\[.*?\]);self\.__APP_VERSION="([0-9a-f]{16})";\n/.exec(script);
  expect(match).not.toBeNull();
  expect(script.slice(match![0].length)).toBe(FIXTURE.worker);
  return { list: JSON.parse(match![1]) as PrecacheList, version: match![2] };
}

const worker = async (app: TestApp) => {
  const response = await request(app.server).get('/sw.js').expect(200);
  return { response, ...precached(response.text) };
};

describe('the service worker: /sw.js and the frame it keeps', () => {
  let testApp: TestApp;
  let root: string;

  beforeAll(async () => {
    root = frontendFixture();
    testApp = await startTestApp({ FRONTEND_ROOT: root, SERVE_FRONTENDS: 'true' });
  });
  afterAll(() => testApp?.close());

  it('is the built worker with every build’s start files in front, each under the folder it is served from, asked again each time', async () => {
    const { response, list } = await worker(testApp);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const urls = list.map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining(['/main.abcdef12.js', '/bootstrap.11111111.js', '/remotes.json', '/app-shell.html']));
    for (const name of REMOTE_NAMES) {
      expect(list).toContainEqual({ url: `/mfe/${name}/remoteEntry.js`, revision: `entry-${name}-1` });
      expect(list).toContainEqual({ url: `/mfe/${name}/mf-manifest.json`, revision: `manifest-${name}-1` });
    }
    // Named by their content: no revision needed. The list of remotes and the frame: their content's.
    expect(list.find(({ url }) => url === '/main.abcdef12.js')?.revision).toBeNull();
    expect(list.find(({ url }) => url === '/remotes.json')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stamps every page the portal draws with the version the worker stands for, so a worker tells a page of another version', async () => {
    const { version } = await worker(testApp);
    for (const path of ['/', '/about', '/no-such-page']) {
      const page = await request(testApp.server).get(path).set('Accept', 'text/html');
      expect({ path, version: page.headers[APP_VERSION_HEADER.toLowerCase()] }).toEqual({ path, version });
    }
  });

  it('changes when one area is deployed anew, without the shell: the browser then installs the new version beside the old', async () => {
    const { list: before, version: versionBefore } = await worker(testApp);
    writeFileSync(
      join(root, 'mfe-community/dist/precache.json'),
      JSON.stringify([
        { url: 'mf-manifest.json', revision: 'manifest-community-2' },
        { url: 'remoteEntry.js', revision: 'entry-community-2' },
      ]),
    );
    // The portal reads the builds again within seconds.
    let after = before;
    let versionAfter = versionBefore;
    for (const started = Date.now(); Date.now() - started < 15_000 && after.some(({ revision }) => revision === 'entry-community-1');) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ({ list: after, version: versionAfter } = await worker(testApp));
    }
    expect(after).toContainEqual({ url: '/mfe/community/remoteEntry.js', revision: 'entry-community-2' });
    // A new version, which the pages say too.
    expect(versionAfter).not.toBe(versionBefore);
    expect((await request(testApp.server).get('/').set('Accept', 'text/html')).headers[APP_VERSION_HEADER.toLowerCase()]).toBe(versionAfter);
    // The other areas and the shell are as they were.
    expect(after.filter(({ url }) => !url.startsWith('/mfe/community/'))).toEqual(before.filter(({ url }) => !url.startsWith('/mfe/community/')));
  });

  it('serves the frame alone, drawn in the browser, for the pages the worker never kept', async () => {
    const response = await request(testApp.server).get('/app-shell.html').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('data-prerender-slot');
  });

  it('is not there when the shell was built without one (a development build): 404', async () => {
    rmSync(join(root, 'shell/dist/sw.js'));
    let status = 200;
    for (const started = Date.now(); Date.now() - started < 15_000 && status === 200;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await request(testApp.server).get('/sw.js')).status;
    }
    expect(status).toBe(404);
  });
});
