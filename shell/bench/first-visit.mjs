// `npm run bench` (front-end part): for /, /search (bare and filtered), a listing's page and /blog
// on the built portal, the JavaScript a first visit downloads and Lighthouse's mobile lab
// metrics. Measured, never asserted: the figures go into the README's performance section. Run
// `npm run build` first.
import { measureJavaScript } from './javascript-bytes.mjs';
import { lighthouse } from './lighthouse.mjs';
import { startPortal } from './portal-server.mjs';

// BENCH_PAGES=/search,/blog measures only those; `/property` stands for the most viewed listing's page.
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/search', `/search?commune=${encodeURIComponent('الجلفة')}&sort=price-asc`, '/property', '/blog'];
// Issue 15: LCP ≤ 2 s and TBT ≤ 600 ms on /, /search and a listing; ≤ 250 KB of JavaScript on /.
const MARKETPLACE = { lcpMs: 2000, tbtMs: 600 };
const targetOf = (path) => (path === '/' ? { ...MARKETPLACE, jsGzipKb: 250 } : path.startsWith('/search') || path.startsWith('/property') ? MARKETPLACE : undefined);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const portal = await startPortal();
try {
  const [mostViewed] = await (await fetch(`${portal.url}/api/properties?sort=views&pageSize=1`)).json();
  for (const asked of PAGES) {
    const path = asked === '/property' ? `/property/${mostViewed.id}` : asked;
    const { files } = await measureJavaScript(portal.url + path);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const transferred = files.reduce((sum, f) => sum + f.transferred, 0);
    const lab = await lighthouse(portal.url + path);
    const target = targetOf(path);
    console.log(`\n${path}`);
    console.log(`  JavaScript: ${files.length} files, ${kb(gzip)} KB gzip (${kb(transferred)} KB as sent)${target?.jsGzipKb ? `  [target ≤ ${target.jsGzipKb} KB]` : ''}`);
    for (const f of files.slice(0, 6)) console.log(`    ${kb(f.gzip).padStart(7)} KB  ${f.url}`);
    console.log(
      `  Lighthouse (mobile, Slow 4G, 4× CPU; median of ${lab.runs}): LCP ${(lab.lcp / 1000).toFixed(2)} s${target ? ` [target ≤ ${target.lcpMs / 1000} s]` : ''}, ` +
        `FCP ${(lab.fcp / 1000).toFixed(2)} s, TBT ${Math.round(lab.tbt)} ms${target ? ` [target ≤ ${target.tbtMs} ms]` : ''}, CLS ${lab.cls.toFixed(3)}, score ${Math.round(lab.score * 100)}`,
    );
  }
} finally {
  await portal.stop();
}
