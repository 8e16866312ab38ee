import { expect, test } from '@playwright/test';
import { areaTookOver, shellPageTookOver } from 'test-support';
import { START_UP_STEPS } from '../src/app/start-up-steps';

type TraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number };

/** The main-thread task an event of the trace happened in. */
const taskOf = (traceEvents: TraceEvent[], event: TraceEvent) =>
  traceEvents.find(
    (task) => task.name === 'RunTask' && task.ph === 'X' && task.pid === event.pid && task.tid === event.tid && task.ts <= event.ts && event.ts <= task.ts + (task.dur ?? 0),
  );

// Each step of the start evaluates a group of modules or draws the page: one task however long,
// ten times as long on a phone as here (README, "The start in turns").
test('the start runs in turns: each of its steps in a task of its own on the main thread', async ({ browser, page }) => {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto('/search');
  await areaTookOver(page);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

  const steps = Object.values(START_UP_STEPS);
  const marks = steps.map((name) => traceEvents.find((event) => event.name === name && event.cat.includes('user_timing')));
  expect(steps.filter((_, i) => !marks[i])).toEqual([]);
  const owners = marks.map((mark) => taskOf(traceEvents, mark!));
  expect(steps.filter((_, i) => !owners[i])).toEqual([]);
  expect(new Set(owners).size).toBe(steps.length);
});

// The entry script is `async`: a deferred one runs in the task that ends the parse, with the
// layout of the page's last part (README "The entry script in a task of its own").
for (const path of ['/', '/about']) {
  test(`on ${path} the entry script runs in a task of its own, not in the one that ends the page's parsing`, async ({ browser, page }) => {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(path);
    await (path === '/' ? areaTookOver(page) : shellPageTookOver(page));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: (TraceEvent & { args?: { data?: { url?: string } } })[] };

    const entry = traceEvents.find((event) => event.name === 'EvaluateScript' && /\/main\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? ''));
    const parsed = traceEvents.find((event) => event.name === 'MarkDOMContent' && event.pid === entry?.pid);
    expect(entry).toBeDefined();
    expect(parsed).toBeDefined();
    expect(taskOf(traceEvents, entry!)).toBeDefined();
    expect(taskOf(traceEvents, entry!)).not.toBe(taskOf(traceEvents, parsed!));
  });
}

// The scripts every first visit runs nearly all of: compiled while they download, off the main
// thread (README "Compiled while they download").
const START_SCRIPTS = /\/(main|startup-shared|startup-react-dom|bootstrap)\.[0-9a-f]+\.js$|\/remoteEntry\.js$|\/__federation_expose_[^/]+\.js$/;

for (const path of ['/', '/blog', '/subscription']) {
  test(`the start's scripts on ${path} ask V8 to compile them whole while they stream in, and no other does`, async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: new URL(response.url()).pathname, body: response.text() });
    });
    await page.goto(path);
    await areaTookOver(page);
    const hinted = [];
    for (const { url, body } of scripts) if ((await body).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(url);
    const start = scripts.map(({ url }) => url).filter((url) => START_SCRIPTS.test(url));
    // The shell's four and the area's entry and routes.
    expect(start.length).toBeGreaterThanOrEqual(6);
    expect(hinted.sort()).toEqual(start.sort());
  });
}

// Chromium loads an SVG icon as an SVG document of its own on the page's main thread, 10–25 ms
// on our machine after the first paint, a PNG off it (README "The icon as a PNG").
for (const path of ['/', '/search', '/about']) {
  test(`the site's icon on ${path} is a 48 px PNG, not an SVG`, async ({ page, request }) => {
    await page.goto(path);
    const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons).toHaveLength(1);
    const icon = await request.get(icons[0]);
    expect(icon.headers()['content-type']).toBe('image/png');
    const png = await icon.body();
    // The PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
  });
}
