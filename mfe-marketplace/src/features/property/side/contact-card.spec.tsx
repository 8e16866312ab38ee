import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGE_MAX_LENGTH, swrConfig, type ConversationDetail, type PropertyDetail } from 'shared-contracts';
import { fakeApiForEachTest, userFixture } from 'test-support/components';
import { listingFixture } from '../../../testing/listing-fixture';
import { ContactBar } from './contact-bar';
import { ContactCard } from './contact-card';
import { PhoneRevealProvider } from './phone-reveal';

const api = fakeApiForEachTest('ar');
afterEach(() => sessionStorage.clear());

const PHONE = '0661 23 45 67';
const DRAFT_KEY = 'djelfa-estates.message-draft.42';
const messagesOnly = { contactMode: 'messages_only', owner: { firstName: 'أمينة', lastName: 'بن علي', hasPhone: false } } as const;

function Location() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{pathname + search + hash}</div>;
}

/** The listing page's contact parts, as its view holds them: the card and the phone's bar sharing one reveal. */
const contactParts = (property: PropertyDetail, path: string): ReactElement => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/property/:id"
          element={
            <PhoneRevealProvider propertyId={property.id}>
              <ContactCard property={property} />
              <ContactBar property={property} />
            </PhoneRevealProvider>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>
  </SWRConfig>
);

const renderContact = (overrides: Partial<PropertyDetail> = {}, path = '/property/42') => render(contactParts(listingFixture(overrides), path));

const card = () => screen.getByTestId('contact-card');
const bar = () => screen.getByTestId('contact-bar');
const messageBox = () => within(card()).getByRole('textbox', { name: 'أرسل رسالة' });

const conversation = (id: number): ConversationDetail => ({
  id,
  listing: { id: 42, title: 'شقة F3 مشمسة', titleEn: null, price: '6.50', priceUnit: 'million', priceType: 'sale', commune: 'الجلفة', thumbnail: null },
  listingAvailable: true,
  role: 'seeker',
  otherName: 'أمينة',
  lastMessage: 'مرحباً',
  lastMessageAt: '2026-12-01T10:00:00.000Z',
  unread: false,
  blockedByMe: false,
  blockedMe: false,
  closed: false,
  reportedByMe: false,
});

const failure = (status: number, code: string, extra: object = {}) => ({ status, body: { statusCode: status, error: '', message: code, code, ...extra } });

describe('the owner’s number', () => {
  it('is in the page only after Show number, revealed once for the card and the bar, with Call and WhatsApp holding the title and link', async () => {
    api.answer('POST /api/properties/42/phone', { body: { phone: PHONE } });
    const { container } = renderContact();
    expect(container.textContent).not.toContain('0661');
    expect(within(card()).queryByRole('link', { name: 'اتصل الآن' })).toBeNull();

    fireEvent.click(within(card()).getByRole('button', { name: 'إظهار الرقم' }));
    const number = await within(card()).findByText(PHONE);
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(within(card()).getByRole('link', { name: 'اتصل الآن' }).getAttribute('href')).toBe('tel:+213661234567');
    const whatsapp = new URL(within(card()).getByRole('link', { name: 'واتساب' }).getAttribute('href') ?? '');
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/213661234567');
    expect(whatsapp.searchParams.get('text')).toContain('شقة F3 مشمسة');
    expect(whatsapp.searchParams.get('text')).toContain(`${window.location.origin}/property/42`);
    // The bar shares the reveal: it calls the number, asked for once.
    expect(
      within(bar())
        .getByRole('link', { name: `اتصل بالرقم ${PHONE}` })
        .getAttribute('href'),
    ).toBe('tel:+213661234567');
    expect(api.sent.filter(({ url }) => url === '/api/properties/42/phone')).toEqual([{ method: 'POST', url: '/api/properties/42/phone', body: undefined }]);
  });

  it('says why past the day’s limit, Show number still there to try later', async () => {
    api.answer('POST /api/properties/42/phone', failure(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 120 }), { body: { phone: PHONE } });
    renderContact();
    const show = within(card()).getByRole('button', { name: 'إظهار الرقم' });
    fireEvent.click(show);
    expect((await within(card()).findByRole('alert')).textContent).toBe('محاولات كثيرة جداً. أعد المحاولة بعد دقيقتين.');
    expect(show.hasAttribute('disabled')).toBe(false);
    fireEvent.click(show);
    expect(await within(card()).findByText(PHONE)).toBeTruthy();
    expect(within(card()).queryByRole('alert')).toBeNull();
  });

  it('goes inert when the owner no longer gives a number (404), in the card and the bar', async () => {
    api.answer('POST /api/properties/42/phone', failure(404, 'NOT_FOUND'));
    renderContact();
    fireEvent.click(within(bar()).getByRole('button', { name: 'إظهار الرقم' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('لم يعد المعلن يعرض رقمه في هذا الإعلان: راسله بدلاً من ذلك.');
    expect(within(card()).getByRole('button', { name: 'إظهار الرقم' }).hasAttribute('disabled')).toBe(true);
    expect(within(bar()).getByRole('button', { name: 'إظهار الرقم' }).hasAttribute('disabled')).toBe(true);
  });

  it('is never offered when the owner takes messages only: no number, no call, no WhatsApp, anywhere', () => {
    const { container } = renderContact(messagesOnly);
    expect(card().textContent).toContain('يستقبل المعلن الرسائل فقط: راسله أدناه.');
    expect(screen.queryByRole('button', { name: 'إظهار الرقم' })).toBeNull();
    expect(container.querySelector('a[href^="tel:"], a[href*="wa.me"]')).toBeNull();
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['مراسلة']);
  });
});

describe('the message box', () => {
  it('sends a signed-in visitor’s message, then links to the conversation and empties the box', async () => {
    api.signIn(userFixture({ id: 9 }));
    api.answer('POST /api/conversations', { status: 201, body: conversation(31) });
    renderContact();
    await waitFor(() => expect(api.sent.some(({ url }) => url === '/api/user')).toBe(true));
    const typed = '  مرحباً، هل ما زال متاحاً؟  ';
    fireEvent.change(messageBox(), { target: { value: typed } });
    expect(within(card()).getByText(`${typed.length} / ${MESSAGE_MAX_LENGTH}`)).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'إرسال' }));
    const sent = await within(card()).findByTestId('message-sent');
    expect(sent.getAttribute('role')).toBe('status');
    expect(within(sent).getByRole('link', { name: 'اطّلع على المحادثة' }).getAttribute('href')).toBe('/dashboard/messages/31');
    expect(api.sent.find(({ url }) => url === '/api/conversations')).toEqual({
      method: 'POST',
      url: '/api/conversations',
      body: { propertyId: 42, body: 'مرحباً، هل ما زال متاحاً؟' },
    });
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    expect(messageBox().getAttribute('maxlength')).toBe(String(MESSAGE_MAX_LENGTH));
  });

  it.each([
    ['to their own listing', failure(403, 'OWN_LISTING'), 'common:errors.codes.OWN_LISTING'],
    ['blocked between them', failure(403, 'MESSAGES_BLOCKED'), 'common:errors.codes.MESSAGES_BLOCKED'],
    ['the same text as sent elsewhere', failure(409, 'DUPLICATE_MESSAGE'), 'common:errors.codes.DUPLICATE_MESSAGE'],
    ['past a new member’s conversations of the day', failure(429, 'CONVERSATION_DAILY_LIMIT'), 'common:errors.codes.CONVERSATION_DAILY_LIMIT'],
    ['too many at once', failure(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 60 }), 'common:errors.codes.TOO_MANY_REQUESTS'],
    ['too long', failure(400, 'VALIDATION_FAILED', { fields: [{ field: 'body', code: 'tooLong', limit: 2000 }] }), 'common:errors.fields.tooLong'],
  ])('says why a message is refused (%s), the text kept', async (_case, answer, key) => {
    api.signIn(userFixture({ id: 9 }));
    api.answer('POST /api/conversations', answer);
    renderContact();
    await waitFor(() => expect(api.sent.some(({ url }) => url === '/api/user')).toBe(true));
    fireEvent.change(messageBox(), { target: { value: 'مرحباً' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'إرسال' }));
    const alert = await within(card()).findByRole('alert');
    // Each code's own sentence in the reader's language, never the API's English.
    expect(alert.textContent).toBe(i18n.t(key, { count: 1, limit: 2000 }));
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect((messageBox() as HTMLTextAreaElement).value).toBe('مرحباً');
    expect(screen.queryByTestId('message-sent')).toBeNull();
  });

  it('asks for a text before sending anything', () => {
    renderContact();
    fireEvent.change(messageBox(), { target: { value: '   ' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'إرسال' }));
    expect(within(card()).getByRole('alert').textContent).toBe('اكتب رسالتك أولاً.');
    expect(api.sent.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('keeps what a visitor who is not signed in wrote, sends them to sign in, and gives it back on their return', async () => {
    const { unmount } = renderContact();
    fireEvent.change(messageBox(), { target: { value: 'هل يمكن الزيارة يوم السبت؟' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'إرسال' }));
    expect(screen.getByTestId('location').textContent).toBe(`/auth?next=${encodeURIComponent('/property/42#message')}`);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBe('هل يمكن الزيارة يوم السبت؟');
    expect(api.sent.filter(({ method }) => method === 'POST')).toEqual([]);
    unmount();

    // Back from signing in: the box holds the text and has the focus, so that Send is all that is left.
    api.signIn(userFixture({ id: 9 }));
    api.answer('POST /api/conversations', { status: 201, body: conversation(32) });
    renderContact({}, '/property/42#message');
    await waitFor(() => expect((messageBox() as HTMLTextAreaElement).value).toBe('هل يمكن الزيارة يوم السبت؟'));
    expect(document.activeElement).toBe(messageBox());
    await waitFor(() => expect(api.sent.some(({ url }) => url === '/api/user')).toBe(true));
    fireEvent.click(within(card()).getByRole('button', { name: 'إرسال' }));
    await within(card()).findByTestId('message-sent');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is not offered to the owner on their own listing, who is led to its messages; no bar either', async () => {
    api.signIn(userFixture({ id: 7 }));
    renderContact();
    const own = await within(card()).findByTestId('own-listing');
    expect(own.textContent).toContain('هذا إعلانك.');
    expect(within(own).getByRole('link', { name: 'اطّلع على رسائله' }).getAttribute('href')).toBe('/dashboard/messages?propertyId=42');
    expect(within(card()).queryByRole('textbox')).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'إظهار الرقم' })).toBeNull();
    expect(screen.queryByTestId('contact-bar')).toBeNull();
  });

  it('takes the focus when the address names it (a card’s Contact), nothing typed for the visitor', async () => {
    renderContact(messagesOnly, '/property/42#message');
    await waitFor(() => expect(document.activeElement).toBe(messageBox()));
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('takes the focus from the bar’s Message', () => {
    renderContact(messagesOnly);
    fireEvent.click(within(bar()).getByRole('button', { name: 'مراسلة' }));
    expect(document.activeElement).toBe(messageBox());
  });
});

describe('drawn by the portal', () => {
  it('holds no number, and is hydrated as drawn even with a draft kept in the browser', async () => {
    const property = listingFixture();
    const html = renderToString(contactParts(property, '/property/42#message'));
    expect(html).not.toContain('0661');
    expect(html).toContain('إظهار الرقم');

    sessionStorage.setItem(DRAFT_KEY, 'نص محفوظ');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, contactParts(property, '/property/42#message'), { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    // Then, hydrated, the draft comes back.
    await waitFor(() => expect(container.querySelector('textarea')?.value).toBe('نص محفوظ'));
    container.remove();
  });
});
