import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, setLanguage } from 'shared-contracts/react';
import { listingFixture } from '../../../testing/listing-fixture';
import { DetailTabs } from './detail-tabs';

beforeAll(async () => {
  await initI18n();
});

/** The Details tab's rows, label → value. */
const detailRows = () =>
  Object.fromEntries(
    within(screen.getByTestId('details-list'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('DetailTabs', () => {
  it('opens on Details: area, price per m², the rooms given, commune, ownership document, date and number', async () => {
    await act(() => setLanguage('ar'));
    render(<DetailTabs property={listingFixture()} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('التفاصيل');
    expect(detailRows()).toEqual({
      'نوع العقار': 'شقة',
      الغرض: 'للبيع',
      المساحة: '95 م²',
      'سعر المتر المربع': '68,421 د.ج/م²',
      'غرف النوم': '3',
      البلدية: 'الجلفة',
      'وثيقة الملكية': 'عقد موثق',
      'تاريخ النشر': '1 نوفمبر 2026',
      'رقم الإعلان': '#42',
    });
  });

  it('leaves out what the owner did not give: no rooms, no area and so no price per m²', async () => {
    await act(() => setLanguage('en'));
    render(<DetailTabs property={listingFixture({ bedrooms: null, bathrooms: 2, area: null, updatedAt: '2026-11-20T09:00:00.000Z' })} />);
    const rows = detailRows();
    expect(rows).not.toHaveProperty('Bedrooms');
    expect(rows).not.toHaveProperty('Area');
    expect(rows).not.toHaveProperty('Price per m²');
    expect(rows['Ownership document']).toBe('Notarised deed');
    expect(rows.Bathrooms).toBe('2');
    expect(rows['Listed on']).toBe('1 November 2026');
    expect(rows['Last updated']).toBe('20 November 2026');
  });

  it('shows the description and the features in the visitor’s language, the Arabic ones when there is no English', async () => {
    await act(() => setLanguage('en'));
    render(<DetailTabs property={listingFixture({ descriptionEn: null })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Description' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('قرب وسط المدينة');
    fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Balcony']);
  });

  it('says so when there are no features', async () => {
    await act(() => setLanguage('ar'));
    render(<DetailTabs property={listingFixture({ features: [], featuresEn: [] })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'المميزات' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('لم يذكر المعلن مميزات لهذا العقار.');
  });

  it('moves between tabs with the arrows as drawn: leftwards is onwards in Arabic', async () => {
    await act(() => setLanguage('ar'));
    const { unmount } = render(<DetailTabs property={listingFixture()} />);
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('الوصف');
    expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('التفاصيل');
    unmount();

    await act(() => setLanguage('en'));
    render(<DetailTabs property={listingFixture()} />);
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Description');
  });
});
