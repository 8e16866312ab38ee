import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { FIXTURE, frontendFixture } from './support/frontend-fixture.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('portal mode: the API, the shell and the remotes from one server', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      FRONTEND_ROOT: frontendFixture(),
      SERVE_FRONTENDS: 'true',
      REMOTE_URL_ADMIN: 'https://admin.example.dz/mfe/mf-manifest.json',
    });
  });
  afterAll(() => testApp?.close());

  it('writes /remotes.json from its configuration, with each remote overridable', async () => {
    const response = await request(testApp.server).get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      marketplace: '/mfe/marketplace/mf-manifest.json',
      community: '/mfe/community/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      admin: 'https://admin.example.dz/mfe/mf-manifest.json',
    });
  });

  it.each([
    ['/search', 'marketplace', 200],
    ['/property/12', 'marketplace', 404], // no such listing: the page itself says so
    ['/blog/some-post', 'community', 404], // no such article, likewise
    ['/forum/7', 'community', 200],
    ['/settings', 'account', 200],
  ])('answers %s (a deep link) with the shell page preloading the %s remote', async (path, remote, status) => {
    const response = await request(testApp.server).get(path).set('Accept', 'text/html').expect(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.text;
    expect(html).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
    expect(html).toContain('<link rel="preload" href="/bootstrap.11111111.js" as="script">');
    expect(html).toContain('<link rel="preload" href="/react.22222222.js" as="script">');
    expect(html).toContain(`<link rel="preload" href="/mfe/${remote}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(html).toContain(`<link rel="preload" href="/mfe/${remote}/remoteEntry.js" as="script">`);
    expect(html).toContain(`href="/mfe/${remote}/cssinjs.44444444.js"`);
    expect(html.match(/\/mfe\/(\w+)\//g)?.every((m) => m === `/mfe/${remote}/`)).toBe(true);
    // The hints come before the page's own scripts.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
  });

  it("draws a prerendered page into the HTML: the frame around the area page, in the visitor's language alone, the page where the browser hydrates it", async () => {
    const html = (await request(testApp.server).get('/').set('Accept', 'text/html').expect(200)).text;
    // A first visit: Arabic, the site's default.
    expect(html).toContain(
      '<div id="root"><div data-prerender="ar"><header>عقارات الجلفة</header><main><!--$--><div data-remote="marketplace"><h1>اعثر على عقارك</h1></div><!--/$--></main></div></div>',
    );
    const english = await request(testApp.server).get('/').set('Accept', 'text/html').set('Cookie', 'djelfa-estates.language=en').expect(200);
    expect(english.text).toContain(
      '<div id="root"><div data-prerender="en"><header>Djelfa Estates</header><main><!--$--><div data-remote="marketplace"><h1>Find your property</h1></div><!--/$--></main></div></div>',
    );
    expect(english.text).not.toContain('اعثر على عقارك</h1>');
    // A cache between the site and its visitors keeps each language apart.
    expect(english.headers.vary).toMatch(/\bCookie\b/);
    // The first paint needs the page's styles; its code is not preloaded: the entry script asks for it.
    expect(html).toContain('<link rel="stylesheet" href="/mfe/marketplace/routes.55555555.css">');
    expect(html).toContain('<script async src="/main.abcdef12.js"></script>');
    expect(html).not.toContain('as="script"');
    const about = (await request(testApp.server).get('/about').set('Accept', 'text/html')).text;
    expect(about).toContain('<h1>من نحن</h1>');
    expect(about).not.toContain('<h1>About</h1>');
    expect(about).not.toContain('as="script"');
  });

  it('names a prerendered page in its <title> and description, the Arabic in place and the English for the pre-paint script', async () => {
    const html = (await request(testApp.server).get('/').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<title data-en="Find your property | Djelfa Estates">اعثر على عقارك | عقارات الجلفة</title>');
    expect(html).toContain('<meta name="description" content="عقارات &quot;الجلفة&quot; &lt;كلها&gt;" data-en="All of Djelfa.">');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('renders a prerendered page in the browser when the URL has a query: its filters are not the defaults drawn', async () => {
    const html = (await request(testApp.server).get('/?purpose=rent').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('href="/mfe/marketplace/remoteEntry.js"');
  });

  it('leaves the root empty for a page that is not prerendered (one with data, such as a listing); 404 for a listing no one may see', async () => {
    const html = (await request(testApp.server).get('/property/12').set('Accept', 'text/html').expect(404)).text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="preload" href="/mfe/marketplace/routes.55555555.css" as="style">');
    // Drawn by the browser, the page waits for its code: all of it is announced at once.
    expect(html).toContain('<link rel="preload" href="/mfe/marketplace/remoteEntry.js" as="script">');
  });

  it.each(['/no/such/page', '/propertyy/12', '/auth/other', '/404'])('answers %s, which no page has, with 404 and Page Not Found drawn, without an area', async (path) => {
    const html = (await request(testApp.server).get(path).set('Accept', 'text/html').expect(404)).text;
    expect(html).toContain('<h1>الصفحة غير موجودة</h1>');
    expect(html).toContain('<title data-en="Page Not Found | Djelfa Estates">الصفحة غير موجودة | عقارات الجلفة</title>');
    expect(html).toContain('<script async src="/main.abcdef12.js"></script>');
    expect(html).not.toContain('/mfe/');
  });

  it.each(['/property', '/property/12/photos', '/blog/a/b', '/forum/7/replies/2', '/advisors'])(
    "answers %s, under a remote's prefix but none of the pages its build lists, with 404",
    async (path) => {
      const html = (await request(testApp.server).get(path).set('Accept', 'text/html').expect(404)).text;
      expect(html).toContain('<h1>الصفحة غير موجودة</h1>');
    },
  );

  it.each(['/blog/archive/2026', '/forum/7', '/dashboard/listings/3/edit', '/settings/anything'])(
    "serves %s, a page its remote's build lists (or a remote whose build does not list them), without the shell knowing it",
    async (path) => {
      await request(testApp.server).get(path).set('Accept', 'text/html').expect(200);
    },
  );

  it('serves no hints for a remote whose manifest cannot be read (down elsewhere)', async () => {
    const html = (await request(testApp.server).get('/admin').set('Accept', 'text/html').expect(200)).text;
    expect(html).toContain('href="/bootstrap.11111111.js"');
    expect(html).not.toContain('admin.example.dz');
  });

  it('allows scripts from this site, the remotes served elsewhere and the page inline script only', async () => {
    const csp = (await request(testApp.server).get('/').set('Accept', 'text/html')).headers['content-security-policy'];
    const hash = createHash('sha256').update(FIXTURE.inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' https://admin.example.dz 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self' https://admin.example.dz");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets a listing's virtual tour show YouTube's still and play in YouTube's privacy-enhanced player, its map draw MAP_TILES_URL's tiles, nothing else framed", async () => {
    const csp = (await request(testApp.server).get('/property/12').set('Accept', 'text/html')).headers['content-security-policy'];
    const directives = Object.fromEntries(csp.split(';').map((directive: string) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
    expect(directives['img-src']).toBe("'self' data: https://i.ytimg.com https://tile.openstreetmap.org");
    expect(directives['frame-src']).toBe('https://www.youtube-nocookie.com');
    expect(directives['default-src']).toBe("'self'");
  });

  it('caches hashed files for a year and revalidates the rest', async () => {
    const main = await request(testApp.server).get('/main.abcdef12.js').expect(200);
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(testApp.server).get('/mfe/community/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toBe('var community = {};');
  });

  it('compresses what it sends', async () => {
    const response = await request(testApp.server).get('/main.abcdef12.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toBe(FIXTURE.mainJs);
  });

  it('never answers a missing file or an API path with the page', async () => {
    const missing = await request(testApp.server).get('/mfe/marketplace/gone.12345678.js').set('Accept', 'text/html').expect(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    await request(testApp.server).get('/api/nothing-here').set('Accept', 'text/html').expect(404).expect('content-type', /json/);
    await request(testApp.server).get('/api/health').expect(200);
  });
});

describe('with SERVE_FRONTENDS=false (the front ends have servers of their own)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ FRONTEND_ROOT: frontendFixture(), SERVE_FRONTENDS: 'false' });
  });
  afterAll(() => testApp?.close());

  it('still answers /remotes.json and the API, but serves no page', async () => {
    await request(testApp.server).get('/remotes.json').expect(200);
    await request(testApp.server).get('/api/health').expect(200);
    await request(testApp.server).get('/').set('Accept', 'text/html').expect(404);
  });
});
