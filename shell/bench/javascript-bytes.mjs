// The JavaScript a first visit downloads, counted from the browser's own network events (CDP),
// with each file's size gzip-compressed too, since the targets are stated in gzip bytes.
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { browserCookies, expectArrived } from './sign-in.mjs';

/** @returns {Promise<{ files: { url: string, transferred: number, gzip: number }[] }>} */
export async function measureJavaScript(url, cookie) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (cookie) await context.addCookies(browserCookies(new URL(url).origin, cookie));
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      if (type === 'Script' || /javascript/.test(response.mimeType)) scripts.set(requestId, { url: response.url, transferred: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.transferred = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    expectArrived(url, page.url());
    const files = [];
    for (const script of scripts.values()) {
      const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
      files.push({ url: new URL(script.url).pathname, transferred: script.transferred, gzip: gzipSync(body, { level: 6 }).length });
    }
    return { files: files.sort((a, b) => b.gzip - a.gzip) };
  } finally {
    await browser.close();
  }
}
