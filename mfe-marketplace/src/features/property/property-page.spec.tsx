import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { similarPropertiesPath, swrConfig, type PropertyDetail } from 'shared-contracts';
import { initI18n, setLanguage, useToastStore } from 'shared-contracts/react';
import { useBrowserFavourites } from 'shared-contracts/react';
import { listingFixture } from '../../testing/listing-fixture';
import { PropertyPage } from './property-page';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
const requested: string[] = [];

/** The API as fetch sees it: each path answers from its queue (the last answer repeats). */
function fakeFetch(url: string): Promise<unknown> {
  requested.push(url);
  const queue = answers[url] ?? [{ status: 404, body: { code: 'NOT_FOUND' } }];
  const { status, body } = queue.length > 1 ? (queue.shift() as Answer) : queue[0];
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve({ ok: status < 400, status, statusText: '', headers: { get: () => null }, text: () => Promise.resolve(text) });
}

const SIMILAR_URL = similarPropertiesPath(42);

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  answers = {};
  requested.length = 0;
  (globalThis as { fetch?: unknown }).fetch = jest.fn(fakeFetch);
  useBrowserFavourites.setState({ ids: [] });
  useToastStore.setState({ current: null });
  await act(() => setLanguage('ar'));
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

const renderPage = (path = '/property/42') =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/property/:id" element={<PropertyPage />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

const listing = (overrides: Partial<PropertyDetail> = {}) => listingFixture({ videos: ['https://youtu.be/dQw4w9WgXcQ'], ...overrides });

describe('PropertyPage', () => {
  it('shows a spinner, then the listing: title, address, price with unit, badges, gallery, tour, tabs and side cards', async () => {
    answers['/api/properties/42'] = [{ status: 200, body: listing() }];
    answers[SIMILAR_URL] = [{ status: 200, body: [] }];
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('جارٍ تحميل العقار…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تفاصيل العقار');
    expect(await screen.findByRole('heading', { level: 1, name: 'شقة F3 مشمسة' })).toBeTruthy();
    const hero = screen.getByTestId('page-hero');
    expect(hero.textContent).toContain('حي 5 جويلية');
    expect(
      within(screen.getByTestId('property-badges'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['شقة', 'للبيع', 'مميز']);
    expect(screen.getByTestId('property-price').textContent).toContain('6.5 مليون د.ج');
    expect(screen.getByTestId('property-summary').textContent).toContain('95 م²');
    expect(screen.getByTestId('property-summary').textContent).toContain('3 غرف نوم');
    expect(screen.getByTestId('photo-counter').textContent).toBe('1 / 1');
    expect(screen.getByTestId('tour-card')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('التفاصيل');
    expect(
      within(screen.getByTestId('stats-card'))
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['12', 'شقة', 'الجلفة']);
  });

  it('offers the owner’s number on a click only, and a message box, in the Contact card', async () => {
    answers['/api/properties/42'] = [{ status: 200, body: listing() }];
    renderPage();
    const card = await screen.findByTestId('contact-card');
    expect(card.textContent).toContain('أمينة بن علي');
    expect(within(card).getByRole('button', { name: 'إظهار الرقم' })).toBeTruthy();
    expect(within(card).getByRole('textbox', { name: 'أرسل رسالة' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'اتصل الآن' })).toBeNull();
  });

  it('says so when the owner takes messages only: no number to show', async () => {
    answers['/api/properties/42'] = [{ status: 200, body: listing({ contactMode: 'messages_only', owner: { firstName: 'Karim', lastName: 'B', hasPhone: false } }) }];
    renderPage();
    const card = await screen.findByTestId('contact-card');
    expect(within(card).queryByRole('button', { name: 'إظهار الرقم' })).toBeNull();
    expect(card.textContent).toContain('يستقبل المعلن الرسائل فقط: راسله أدناه.');
  });

  it('uses the English texts, the Arabic title when there is no English one', async () => {
    await act(() => setLanguage('en'));
    answers['/api/properties/42'] = [{ status: 200, body: listing({ titleEn: null, isFeatured: false, priceType: 'rent', price: '25000.00', priceUnit: 'dzd' }) }];
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'شقة F3 مشمسة' })).toBeTruthy();
    expect(
      within(screen.getByTestId('property-badges'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apartment', 'For rent']);
    expect(screen.getByTestId('page-hero').textContent).toContain('5 July district');
    expect(screen.getByTestId('property-price').textContent).toContain('/ month');
  });

  it('lists the similar listings the server ranks, in its order, with more of the commune they come from', async () => {
    const others = [43, 44, 45, 46].map((id) => listing({ id, title: `شقة رقم ${id}` }));
    answers['/api/properties/42'] = [{ status: 200, body: listing() }];
    answers[SIMILAR_URL] = [{ status: 200, body: others }];
    renderPage();
    const similar = await screen.findByTestId('similar-properties');
    await screen.findAllByTestId('property-card');
    expect(
      within(similar)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['شقة رقم 43', 'شقة رقم 44', 'شقة رقم 45', 'شقة رقم 46']);
    expect(within(similar).getByRole('link', { name: 'المزيد في الجلفة' }).getAttribute('href')).toBe(`/search?commune=${encodeURIComponent('الجلفة')}`);
    expect(requested).toContain(SIMILAR_URL);
  });

  it('leads to more of the type when the similar ones are all in other communes', async () => {
    answers['/api/properties/42'] = [{ status: 200, body: listing() }];
    answers[SIMILAR_URL] = [{ status: 200, body: [listing({ id: 50, commune: 'مسعد' })] }];
    renderPage();
    const similar = await screen.findByTestId('similar-properties');
    const more = await within(similar).findByRole('link', { name: 'المزيد من نوع شقة' });
    expect(more.getAttribute('href')).toBe(`/search?propertyType=${encodeURIComponent('شقة')}`);
  });

  it("shows 'Property not found' with a way home for a missing listing", async () => {
    answers['/api/properties/999'] = [{ status: 404, body: { code: 'NOT_FOUND', message: 'No listing has the id 999.' } }];
    renderPage('/property/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'العقار غير موجود' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }));
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('treats an id that is no number as not found', async () => {
    answers['/api/properties/abc'] = [{ status: 400, body: { code: 'VALIDATION_FAILED' } }];
    renderPage('/property/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'العقار غير موجود' })).toBeTruthy();
  });

  it('shows what failed with a Retry that really asks again', async () => {
    await act(() => setLanguage('en'));
    answers['/api/properties/42'] = [
      { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
      { status: 200, body: listing() },
    ];
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this property');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny F3 apartment' })).toBeTruthy();
    expect(requested.filter((url) => url === '/api/properties/42')).toHaveLength(2);
  });

  it('saves the listing as a favourite, and copies its link with a notice where there is no share sheet', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    answers['/api/properties/42'] = [{ status: 200, body: listing() }];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'أضف إلى المفضلة' }));
    expect(useBrowserFavourites.getState().ids).toEqual([42]);
    expect(screen.getByRole('button', { name: 'أزل من المفضلة' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'مشاركة' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('تم نسخ رابط الإعلان'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/property/42`);
    delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  });
});
