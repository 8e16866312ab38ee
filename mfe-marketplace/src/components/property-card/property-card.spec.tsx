import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, setLanguage } from 'shared-contracts/react';
import { useBrowserFavourites } from 'shared-contracts/react';
import { listingFixture } from '../../testing/listing-fixture';
import { PLACEHOLDER_IMAGE } from 'shared-contracts/react';
import { PropertyCard } from './property-card';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  useBrowserFavourites.setState({ ids: [] });
  await act(() => setLanguage('ar'));
});

const renderCard = (overrides: Parameters<typeof listingFixture>[0] = {}) =>
  render(
    <MemoryRouter>
      <PropertyCard property={listingFixture(overrides)} />
    </MemoryRouter>,
  );

describe('PropertyCard', () => {
  it('shows the ownership document the owner states as a badge, in the language read, and nothing when none is stated', async () => {
    const { unmount } = renderCard({ ownershipDocument: 'land-registry-booklet' });
    expect(screen.getByTestId('ownership-badge').textContent).toBe('وثيقة الملكية: دفتر عقاري');
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('ownership-badge').textContent).toBe('Ownership document: Land registry booklet');
    unmount();
    renderCard({ ownershipDocument: null });
    expect(screen.queryByTestId('ownership-badge')).toBeNull();
  });

  it('shows the Arabic title, price with its unit and dinar figure, where and what, and the facts present', () => {
    renderCard();
    const card = screen.getByTestId('property-card');
    expect(within(card).getByRole('heading').textContent).toBe('شقة F3 مشمسة');
    expect(within(card).getByRole('link', { name: 'شقة F3 مشمسة' }).getAttribute('href')).toBe('/property/42');
    const price = within(card).getByTestId('property-price').textContent ?? '';
    expect(price).toContain('مليون');
    expect(price).toContain('= 6,500,000 د.ج');
    expect(card.textContent).toContain('شقة · بيع · الجلفة');
    expect(card.textContent).toContain('95 م²');
    expect(card.textContent).toContain('3 غرف');
    expect(card.textContent).not.toMatch(/حمام/);
    expect(within(card).getByText('مميز')).toBeTruthy();
  });

  it('switches to the English texts, falling back to the Arabic title when there is none', async () => {
    await act(() => setLanguage('en'));
    const { unmount } = renderCard();
    expect(screen.getByRole('heading').textContent).toBe('Sunny F3 apartment');
    expect(screen.getByTestId('property-card').textContent).toContain('Apartment · Sale · Djelfa');
    unmount();
    renderCard({ titleEn: null });
    expect(screen.getByRole('heading').textContent).toBe('شقة F3 مشمسة');
  });

  it('marks rent per month and exchange as negotiable', () => {
    const { unmount } = renderCard({ priceType: 'rent', price: '35000.00', priceUnit: 'dzd', priceDzd: '35000.00' });
    expect(screen.getByTestId('property-price').textContent).toContain('شهرياً');
    unmount();
    renderCard({ priceType: 'exchange' });
    expect(screen.getByTestId('property-price').textContent).toContain('قابل للتفاوض');
  });

  it('leads to the owner through the listing’s message box, and never holds a number (a list shows none)', async () => {
    const { container, unmount } = renderCard();
    const contact = screen.getByRole('link', { name: 'تواصل مع معلن شقة F3 مشمسة' });
    expect(contact.textContent).toBe('تواصل');
    expect(contact.getAttribute('href')).toBe('/property/42#message');
    expect(container.querySelector('a[href^="tel:"], a[href*="wa.me"]')).toBeNull();
    unmount();
    await act(() => setLanguage('en'));
    renderCard({ contactMode: 'messages_only', owner: { firstName: 'أمينة', lastName: 'بن علي', hasPhone: false } });
    expect(screen.getByRole('link', { name: 'Contact the owner of Sunny F3 apartment' }).getAttribute('href')).toBe('/property/42#message');
  });

  it('shows the placeholder when there is no photo or the photo fails to load', () => {
    const { container, unmount } = renderCard({ images: [] });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    unmount();
    const view = renderCard();
    const image = view.container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/uploads/0123456789abcdef0123456789abcdef.thumb.webp');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('toggles the favourite, kept in the store', () => {
    renderCard();
    const save = screen.getByRole('button', { name: 'أضف إلى المفضلة' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    expect(useBrowserFavourites.getState().ids).toEqual([42]);
    fireEvent.click(screen.getByRole('button', { name: 'أزل من المفضلة' }));
    expect(useBrowserFavourites.getState().ids).toEqual([]);
  });
});
