import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_FILTERS, type SearchFilters as Filters } from 'shared-contracts';
import { initI18n, setLanguage } from 'shared-contracts/react';
import { SearchFilters } from './search-filters';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await act(() => setLanguage('ar'));
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function renderFilters(filters: Filters = { ...DEFAULT_FILTERS }) {
  const onChange = jest.fn<(next: Filters) => void>();
  const view = render(<SearchFilters filters={filters} onChange={onChange} />);
  return { onChange, rerender: (next: Filters) => view.rerender(<SearchFilters filters={next} onChange={onChange} />) };
}

describe('SearchFilters', () => {
  it('shows the filters it is given, the lists in Arabic', () => {
    renderFilters({ ...DEFAULT_FILTERS, keyword: 'فيلا', commune: 'مسعد', purpose: 'rent', priceRange: '1000000-5000000' });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('فيلا');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'البلدية' }).value).toBe('مسعد');
    expect(screen.getByRole('option', { name: 'كراء' }).getAttribute('value')).toBe('rent');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'الغرض' }).value).toBe('rent');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'فئة السعر' }).value).toBe('1000000-5000000');
  });

  it('applies a list choice at once', () => {
    const { onChange } = renderFilters();
    fireEvent.change(screen.getByRole('combobox', { name: 'نوع العقار' }), { target: { value: 'فيلا' } });
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, propertyType: 'فيلا' });
  });

  it('applies the keyword once typing pauses, or at once on Enter, trimmed', () => {
    const { onChange } = renderFilters();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'شق' } });
    fireEvent.change(box, { target: { value: 'شقة ' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(500));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, keyword: 'شقة' });

    fireEvent.change(box, { target: { value: 'villa' } });
    fireEvent.submit(box.closest('form')!);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, keyword: 'villa' });
  });

  it('applies the price slider once it rests, the lower thumb never past the upper', () => {
    const { onChange } = renderFilters({ ...DEFAULT_FILTERS, maxPrice: 2_000_000 });
    fireEvent.change(screen.getByRole('slider', { name: 'أدنى سعر' }), { target: { value: '3000000' } });
    expect(screen.getByTestId('price-range-label').textContent).toBe('2M – 2M');
    act(() => void jest.advanceTimersByTime(500));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, minPrice: 2_000_000, maxPrice: 2_000_000 });
  });

  it('follows new filters from the URL (back and forward), without sending them back', () => {
    const { onChange, rerender } = renderFilters({ ...DEFAULT_FILTERS, keyword: 'فيلا' });
    rerender({ ...DEFAULT_FILTERS, keyword: 'ارض', minPrice: 500_000 });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('ارض');
    expect(screen.getByTestId('price-range-label').textContent).toBe('500K – 10M+');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('labels price brackets left to right, the last one open-ended', () => {
    renderFilters();
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toContain('\u20661M – 5M\u2069');
    expect(labels).toContain('\u206650M+\u2069');
  });
});
