import { expect, test } from '@playwright/test';

for (const [path, heading] of [
  ['/property/999999', 'العقار غير موجود'],
  ['/blog', 'المدونة'],
  ['/advisors/999999', 'المستشار غير موجود'],
] as const) {
  test(`${path} works when reloaded (the portal falls back to the shell's page)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test("the page served for a path announces its remote's files, so they load in parallel", async ({ request }) => {
  // A listing nobody may see: the page is the browser's to draw, and its code is what it waits for.
  const html = await (await request.get('/property/999999')).text();
  expect(html).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
  expect(html).toContain('href="/mfe/marketplace/mf-manifest.json"');
  expect(html).toContain('href="/mfe/marketplace/remoteEntry.js"');
  expect(html).not.toContain('/mfe/community/');
  // A listing drawn with its data is all there: its code comes after its photo, not ahead of it.
  const drawn = await (await request.get('/property/12')).text();
  expect(drawn).toContain('href="/mfe/marketplace/mf-manifest.json"');
  expect(drawn).not.toContain('href="/mfe/marketplace/remoteEntry.js"');

  const newTopic = await (await request.get('/forum/new')).text();
  expect(newTopic).toContain('href="/mfe/community/remoteEntry.js"');
  expect(newTopic).not.toContain('/mfe/marketplace/');
  // The blog and the forum, drawn with their articles and topics, likewise leave their code for after them.
  for (const path of ['/blog', '/forum']) {
    const drawnList = await (await request.get(path)).text();
    expect(drawnList).toContain('href="/mfe/community/mf-manifest.json"');
    expect(drawnList).not.toContain('href="/mfe/community/remoteEntry.js"');
  }
});

test('the remotes are listed in /remotes.json, not compiled into the shell', async ({ request }) => {
  const remotes = await (await request.get('/remotes.json')).json();
  expect(remotes).toEqual({
    marketplace: '/mfe/marketplace/mf-manifest.json',
    community: '/mfe/community/mf-manifest.json',
    account: '/mfe/account/mf-manifest.json',
    admin: '/mfe/admin/mf-manifest.json',
  });
});
