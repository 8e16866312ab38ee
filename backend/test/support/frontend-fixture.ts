import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';

/** A front-end build tree of the shape `npm run build` writes, small enough to read in a test. */
export const FIXTURE = {
  inlineScript: "document.documentElement.dataset.early='1'",
  // Big enough for the compression middleware (1 KB threshold).
  mainJs: `console.log(${JSON.stringify('shell '.repeat(400))});`,
  // The shell's built service worker, before the portal writes in what it precaches.
  worker: "self.addEventListener('fetch', () => {});",
};

function write(root: string, path: string, content: string | object): void {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

export function frontendFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'djelfa-frontends-'));
  write(
    root,
    'shell/dist/index.html',
    `<!doctype html><html lang="ar" dir="rtl"><head><meta name="description" content="The site."><title>Djelfa Estates</title><script>${FIXTURE.inlineScript}</script><script async src="/main.abcdef12.js"></script></head><body><div id="root"></div></body></html>`,
  );
  write(root, 'shell/dist/main.abcdef12.js', FIXTURE.mainJs);
  write(root, 'shell/dist/sw.js', FIXTURE.worker);
  write(root, 'shell/dist/precache.json', [
    { url: 'main.abcdef12.js', revision: null },
    { url: 'bootstrap.11111111.js', revision: null },
  ]);
  // The shell's frame for / (slot empty: the marketplace fills it) and one of its own pages.
  write(root, 'shell/dist/prerender.json', {
    '/': {
      ar: '<header>عقارات الجلفة</header><main><div data-prerender-slot=""></div></main>',
      en: '<header>Djelfa Estates</header><main><div data-prerender-slot=""></div></main>',
    },
    '/about': { ar: '<main><div data-prerender-slot=""><h1>من نحن</h1></div></main>', en: '<main><div data-prerender-slot=""><h1>About</h1></div></main>' },
    '/404': {
      ar: '<main><div data-prerender-slot=""><h1>الصفحة غير موجودة</h1></div></main>',
      en: '<main><div data-prerender-slot=""><h1>Page Not Found</h1></div></main>',
      meta: { ar: { title: 'الصفحة غير موجودة | عقارات الجلفة', description: 'لا صفحة هنا.' }, en: { title: 'Page Not Found | Djelfa Estates', description: 'No page here.' } },
    },
  });
  write(root, 'mfe-marketplace/dist/prerender.json', {
    '/': {
      ar: '<h1>اعثر على عقارك</h1>',
      en: '<h1>Find your property</h1>',
      meta: {
        ar: { title: 'اعثر على عقارك | عقارات الجلفة', description: 'عقارات "الجلفة" <كلها>' },
        en: { title: 'Find your property | Djelfa Estates', description: 'All of Djelfa.' },
      },
    },
  });
  write(root, 'shell/dist/preload-manifest.json', {
    initial: ['main.abcdef12.js'],
    entry: ['bootstrap.11111111.js'],
    consumes: ['react'],
    provides: { react: ['react.22222222.js'] },
  });
  for (const name of REMOTE_NAMES) {
    write(root, `mfe-${name}/dist/mf-manifest.json`, {
      id: name,
      name,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared: [],
      exposes: [],
      remotes: [],
    });
    write(root, `mfe-${name}/dist/preload-manifest.json`, {
      initial: [],
      entry: [`routes.3333333${name.length}.js`, 'routes.55555555.css'],
      consumes: ['react', 'cssinjs'],
      provides: { cssinjs: ['cssinjs.44444444.js'] },
    });
    write(root, `mfe-${name}/dist/remoteEntry.js`, `var ${name} = {};`);
    write(root, `mfe-${name}/dist/precache.json`, [
      { url: 'mf-manifest.json', revision: `manifest-${name}-1` },
      { url: 'remoteEntry.js', revision: `entry-${name}-1` },
      { url: `routes.3333333${name.length}.js`, revision: null },
    ]);
  }
  // The pages the marketplace and community builds say they have; the account's build says nothing (as a dev server).
  write(root, 'mfe-marketplace/dist/pages.json', ['/', '/search', '/property/:id']);
  write(root, 'mfe-community/dist/pages.json', ['/blog', '/blog/:slug', '/blog/archive/:year', '/forum', '/forum/:id']);
  return root;
}
