import { expect, test, type Page } from '@playwright/test';
import type { ConversationSummary } from 'shared-contracts';
import { FLOW, PROPERTY_TEXT, SHELL_TEXT, expectNoHorizontalOverflow, fillSignIn, newMember, open, signOut, startIn } from 'test-support';
import { MEMBER_PHONE, ownerWithListing, personAgent } from './support';

const LANGUAGES = ['ar', 'en'] as const;
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** The owner's number in any of the ways a page could hold it: as shown, or its digits (national, or international as in a tel: or WhatsApp link), without the leading 0. */
const NUMBER_TRACES = [MEMBER_PHONE.shown.slice(1), MEMBER_PHONE.shown.slice(1).replace(/\s/g, '')];

/** The listing's links to call or write on WhatsApp (the footer's is the site's own number). */
const callLinks = (page: Page) => page.getByRole('main').locator('a[href^="tel:"], a[href*="wa.me"]');

const expectNoTrace = (html: string) => {
  for (const trace of NUMBER_TRACES) expect(html.includes(trace), `the page holds ${trace}`).toBe(false);
};

/** The page's HTML as the portal serves it, to a person's browser and to a crawler. */
async function servedHtml(page: Page, path: string): Promise<string[]> {
  const agents: Record<string, string>[] = [{}, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }];
  return Promise.all(
    agents.map(async (headers) => {
      const response = await page.request.get(path, { headers: { Accept: 'text/html', ...headers } });
      expect(response.status()).toBe(200);
      return response.text();
    }),
  );
}

async function expectNoNumberIn(page: Page, path: string): Promise<void> {
  for (const html of await servedHtml(page, path)) {
    // The listing itself is drawn in it (its title), the number nowhere.
    expect(html.includes('data-testid="contact-card"'), 'the listing is drawn').toBe(true);
    expectNoTrace(html);
  }
}

for (const language of LANGUAGES) {
  const text = PROPERTY_TEXT[language];

  test.describe(`in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    // A person's browser: numbers are shown to people, never to a crawler (as the headless one says it is).
    test.use({ userAgent: personAgent() });

    test.beforeEach(async ({ page }) => {
      await startIn(page, language);
    });

    test('at 390 px the sticky bar has Show number and Message; the number, absent from the page’s HTML before, is revealed to the bar and the card alike', async ({
      page,
      browser,
      baseURL,
    }) => {
      const { ownerContext, listing } = await ownerWithListing(browser, baseURL);
      const path = `/property/${listing.id}`;
      await expectNoNumberIn(page, path);

      await page.setViewportSize(SIZES.phone);
      await open(page, path);
      const card = page.getByTestId('contact-card');
      const bar = page.getByTestId('contact-bar');
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('button')).toHaveText([text.contact.showNumber, text.contact.messageButton]);
      await expect(card.getByRole('button', { name: text.contact.showNumber })).toBeVisible();
      expectNoTrace(await page.content());
      await expect(callLinks(page)).toHaveCount(0);

      await bar.getByRole('button', { name: text.contact.showNumber }).click();
      const call = bar.getByRole('link', { name: text.contact.callNumber.replace('{{phone}}', MEMBER_PHONE.shown) });
      await expect(call).toHaveAttribute('href', `tel:+${MEMBER_PHONE.international}`);
      await expect(call).toBeInViewport({ ratio: 1 });

      // The card, further down, shows the same number (one reveal for the page), with Call and WhatsApp.
      const number = card.getByTestId('owner-phone').locator('bdi[dir="ltr"]');
      await expect(number).toHaveText(MEMBER_PHONE.shown);
      await expect(card.getByRole('button', { name: text.contact.showNumber })).toHaveCount(0);
      await expect(card.getByRole('link', { name: text.contact.call })).toHaveAttribute('href', `tel:+${MEMBER_PHONE.international}`);
      const whatsapp = new URL((await card.getByRole('link', { name: text.contact.whatsapp }).getAttribute('href'))!);
      expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${MEMBER_PHONE.international}`);
      expect(whatsapp.searchParams.get('text')).toContain((language === 'en' && listing.titleEn) || listing.title);
      expect(whatsapp.searchParams.get('text')).toContain(`${new URL(page.url()).origin}${path}`);
      // Drawn left to right inside, in either page's direction.
      expect(await number.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`contact-bar-revealed-${language}.png`) });

      // From a desktop's width the bar goes; the card keeps the number.
      await page.setViewportSize(SIZES.desktop);
      await expect(bar).toBeHidden();
      await expect(number).toBeVisible();
      await card.screenshot({ path: test.info().outputPath(`contact-card-revealed-${language}.png`) });
      await ownerContext.close();
    });

    test('a messages-only listing shows no number anywhere, its HTML included: a message box, no Show number, Call nor WhatsApp; the phone’s bar has Message only', async ({
      page,
      browser,
      baseURL,
    }) => {
      const { ownerContext, listing } = await ownerWithListing(browser, baseURL, { contactMode: 'messages_only' });
      const path = `/property/${listing.id}`;
      await expectNoNumberIn(page, path);

      await page.setViewportSize(SIZES.desktop);
      await open(page, path);
      const card = page.getByTestId('contact-card');
      await expect(card).toContainText(text.contact.messagesOnly);
      await expect(card.getByRole('textbox', { name: text.message.label })).toBeVisible();
      await expect(page.getByRole('button', { name: text.contact.showNumber })).toHaveCount(0);
      await expect(callLinks(page)).toHaveCount(0);
      expectNoTrace(await page.content());
      const bar = page.getByTestId('contact-bar');
      await expect(bar).toBeHidden();

      await page.setViewportSize(SIZES.phone);
      await expect(bar.getByRole('button')).toHaveText([text.contact.messageButton]);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await ownerContext.close();
    });

    // One width each language: the Arabic page on a phone, the English one on a desktop.
    const flowSize = language === 'ar' ? 'phone' : 'desktop';
    test(
      `a visitor who is not signed in writes, signs in, comes back to the box with the text kept and sends it (${flowSize})`,
      { tag: FLOW },
      async ({ page, browser, baseURL }) => {
        const { owner, ownerContext, listing } = await ownerWithListing(browser, baseURL);
        const seeker = await newMember(page, 'سليمة', { language });
        await signOut(page);
        await page.setViewportSize(SIZES[flowSize]);
        await open(page, `/property/${listing.id}`);

        const card = page.getByTestId('contact-card');
        const box = card.getByRole('textbox', { name: text.message.label });
        const words = language === 'ar' ? 'السلام عليكم، هل يمكنني زيارة الشقة يوم السبت؟' : 'Hello, could I visit the flat on Saturday?';
        await box.fill(words);
        await expect(card).toContainText(text.message.counter.replace('{{length}}', String(words.length)).replace('{{max}}', '2000'));
        await card.getByRole('button', { name: text.message.send }).click();

        // Asked to sign in; then back at the box, the text kept, the cursor in it: Send is all that is left.
        await expect(page).toHaveURL(new URL(`/auth?next=${encodeURIComponent(`/property/${listing.id}#message`)}`, baseURL).href);
        await fillSignIn(page, seeker, SHELL_TEXT[language].auth);
        await expect(page).toHaveURL(new URL(`/property/${listing.id}#message`, baseURL).href);
        await expect(box).toHaveValue(words);
        await expect(box).toBeFocused();
        await expect(box).toBeInViewport();
        await card.getByRole('button', { name: text.message.send }).click();

        const sent = card.getByTestId('message-sent');
        await expect(sent).toContainText(text.message.sent);
        await expect(box).toHaveValue('');
        const [conversation] = (await (await page.request.get('/api/conversations')).json()) as ConversationSummary[];
        expect(conversation).toMatchObject({ listing: { id: listing.id }, role: 'seeker', lastMessage: words });
        await expect(sent.getByRole('link', { name: text.message.seeConversation })).toHaveAttribute('href', `/dashboard/messages/${conversation.id}`);
        // The owner has it too.
        const [theirs] = (await (await owner.request.get(`/api/conversations?propertyId=${listing.id}`)).json()) as ConversationSummary[];
        expect(theirs).toMatchObject({ id: conversation.id, role: 'owner', unread: true });
        await expectNoHorizontalOverflow(page);
        await ownerContext.close();
      },
    );
  });
}
