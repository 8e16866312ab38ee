import { describe, expect, it } from '@jest/globals';
import type { PrerenderedPages } from 'shared-contracts';
import { composePage, withPrerenderedPage, withServerData } from './prerendered-page.js';

const SLOT = '<div data-prerender-slot="">';
const shell: PrerenderedPages = {
  '/': { ar: `<header>الرئيسية</header><main>${SLOT}</div></main>`, en: `<header>Home</header><main>${SLOT}</div></main>` },
  '/about': { ar: `<main>${SLOT}<h1>من نحن</h1></div></main>`, en: `<main>${SLOT}<h1>About</h1></div></main>` },
  '/dashboard': { ar: `<main>${SLOT}</div></main>`, en: `<main>${SLOT}</div></main>` },
};
const marketplace: PrerenderedPages = { '/': { ar: '<h1>اعثر</h1>', en: '<h1>Find</h1>' } };

describe('composePage', () => {
  it("puts the area's page into the shell's frame, in each language, where the browser's first render draws it: in the area's Suspense boundary", () => {
    expect(composePage(shell, marketplace, '/')).toEqual({
      ar: `<header>الرئيسية</header><main><!--$--><div data-remote="marketplace"><h1>اعثر</h1></div><!--/$--></main>`,
      en: `<header>Home</header><main><!--$--><div data-remote="marketplace"><h1>Find</h1></div><!--/$--></main>`,
    });
  });

  it("takes one of the shell's own pages as it is", () => {
    expect(composePage(shell, null, '/about')).toBe(shell['/about']);
  });

  it('draws nothing when the area has no prerender of that page (it needs data or a session)', () => {
    expect(composePage(shell, marketplace, '/dashboard')).toBeNull();
    expect(composePage(shell, null, '/dashboard')).toBeNull();
    expect(composePage(shell, marketplace, '/property/12')).toBeNull();
  });
});

describe('withPrerenderedPage', () => {
  const html = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';

  it("puts the visitor's language alone into the root, shown only if the pre-paint script chose that language too", () => {
    const arabic = withPrerenderedPage(html, { ar: '<h1>اعثر</h1>', en: '<h1>Find</h1>' }, 'ar');
    expect(arabic).toContain('<div id="root"><div data-prerender="ar"><h1>اعثر</h1></div></div>');
    expect(arabic).not.toContain('Find');
    expect(withPrerenderedPage(html, { ar: '<h1>اعثر</h1>', en: '<h1>Find</h1>' }, 'en')).toContain('<div id="root"><div data-prerender="en"><h1>Find</h1></div></div>');
    expect(arabic).toContain('html[lang=en] [data-prerender=ar]:not([data-live]),html:not([lang=en]) [data-prerender=en]:not([data-live]){display:none}');
    expect(arabic.indexOf('<style>')).toBeLessThan(arabic.indexOf('</head>'));
  });

  it('refuses a page without an empty root rather than draw it twice', () => {
    expect(() => withPrerenderedPage('<div id="root">x</div>', { ar: '', en: '' }, 'ar')).toThrow('empty <div id="root">');
  });
});

describe('withServerData', () => {
  it('carries the answers as JSON that no text inside can end early', () => {
    const html = withServerData('<html><body><div id="root"></div></body></html>', [{ key: '/api/properties/1', data: { title: '</script><script>alert(1)</script>' } }]);
    const [, json] = /<script type="application\/json" id="server-data">(.*)<\/script><\/body>/.exec(html)!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual([{ key: '/api/properties/1', data: { title: '</script><script>alert(1)</script>' } }]);
  });
});
