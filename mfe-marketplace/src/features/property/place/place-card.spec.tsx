import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { initI18n, setLanguage } from 'shared-contracts/react';
import { listingFixture } from '../../../testing/listing-fixture';
import { PlaceCard } from './place-card';

// The map loads only when the card comes near: here it never does.
class FarObserver {
  observe() {}
  disconnect() {}
}
const original = globalThis.IntersectionObserver;
beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  globalThis.IntersectionObserver = FarObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

const renderCard = (overrides: Parameters<typeof listingFixture>[0]) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: () => new Promise(() => undefined) }}>
      <PlaceCard property={listingFixture(overrides)} />
    </SWRConfig>,
  );

describe('PlaceCard', () => {
  it('names the commune and links the exact point to the maps app, with no map until scrolled near', async () => {
    await act(() => setLanguage('en'));
    renderCard({ commune: 'مسعد', location: { lat: 34.15111, lng: 3.50222, approximate: false } });
    expect(screen.getByTestId('place-commune').textContent).toBe('Messaad');
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=34.15111%2C3.50222');
    expect(screen.queryByTestId('place-approximate')).toBeNull();
    expect(screen.getByRole('region', { name: 'Location' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
  });

  it('says an approximate point is approximate, and a listing without one is at its commune’s centre', async () => {
    await act(() => setLanguage('ar'));
    const { unmount } = renderCard({ location: { lat: 34.67, lng: 3.26, approximate: true } });
    expect(screen.getByTestId('place-approximate').textContent).toContain('500');
    unmount();
    renderCard({ commune: 'الجلفة', location: null });
    expect(screen.getByTestId('place-commune').textContent).toBe('الجلفة');
    expect(screen.getByTestId('place-approximate').textContent).toContain('مركز البلدية');
    expect(screen.getByRole('link', { name: 'فتح في الخرائط' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=34.67279%2C3.26300');
  });
});
