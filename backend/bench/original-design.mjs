// The design this replaces: GET /api/properties answered every active listing, and the browser
// filtered and sorted them. Served here as the original did, to measure what it costs.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { normalizeForSearch } from 'shared-contracts';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Serves every active listing as one JSON array (each as the API shapes it); returns its URL and a close(). */
export async function serveWholeList(dataSource, propertyJson) {
  const rows = await dataSource.query(`SELECT ${propertyJson('p')} AS body FROM properties p WHERE p.is_active AND p.status = 'active' ORDER BY p.created_at DESC, p.id DESC`);
  const body = `[${rows.map((row) => row.body).join(',')}]`;
  // Connection: close — parsing 100,000 listings outlasts the keep-alive timeout, and undici would
  // then reuse a socket the server is closing (ECONNRESET).
  const server = createServer((_req, res) => res.setHeader('Content-Type', 'application/json').setHeader('Connection', 'close').end(body));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/api/properties`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The front end's old work for one search: the whole download, then filter, sort and the first 24. */
function firstPageInBrowser(listings, { keyword, commune, sort }) {
  const words = normalizeForSearch(keyword).split(' ');
  const text = (p) => normalizeForSearch([p.title, p.titleEn, p.description, p.descriptionEn, p.address, p.addressEn].filter(Boolean).join(' '));
  const found = listings.filter((p) => p.commune === commune && words.every((word) => text(p).includes(word)));
  const sign = sort === 'price-desc' ? -1 : 1;
  return found.sort((a, b) => sign * (Number(a.priceDzd) - Number(b.priceDzd))).slice(0, 24);
}

/** Bytes and milliseconds to the first result page, median of `runs`. */
export async function timeOriginal(url, search, runs = 3) {
  const times = [];
  let bytes = 0;
  let gzipBytes = 0;
  let count = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const body = await (await fetch(url)).text();
    count = firstPageInBrowser(JSON.parse(body), search).length;
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(body);
    gzipBytes = gzipSync(body).length;
  }
  return { bytes, gzipBytes, ms: median(times), firstPage: count };
}

/** The same search through the new API, median of `runs`. */
export async function timeApi(base, search, runs = 5) {
  const times = [];
  let body = '';
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    body = await (await fetch(`${base}/api/properties?${new URLSearchParams(search)}`)).text();
    JSON.parse(body);
    times.push(performance.now() - started);
  }
  return { bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length, ms: median(times), firstPage: JSON.parse(body).length };
}
