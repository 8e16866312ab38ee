import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { initI18n } from 'shared-contracts/react';
import { renderInArea } from 'test-support/components';
import { ListPager, pagesShown } from './list-pager';

describe('pagesShown: the first, the last and two either side of the current page, gaps between', () => {
  it('names every page of a short list', () => {
    expect(pagesShown(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('leaves a gap on each side of the current page in a long list', () => {
    expect(pagesShown(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
  it('leaves one gap near an end', () => {
    expect(pagesShown(1, 12)).toEqual([1, 2, 3, null, 12]);
    expect(pagesShown(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});

describe('ListPager: the pages of a list as links', () => {
  beforeAll(async () => {
    await initI18n();
  });

  const hrefFor = (page: number) => `/forum?page=${page}`;

  it('draws nothing when the list fits on one page', () => {
    renderInArea(<ListPager page={1} pageSize={10} total={10} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links each page by its address, marks the current one and names the arrows in Arabic', () => {
    renderInArea(<ListPager page={6} pageSize={10} total={115} hrefFor={hrefFor} />);
    const pager = screen.getByRole('navigation', { name: 'الصفحات' });
    const links = within(pager).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['‹', '1', '4', '5', '6', '7', '8', '12', '›']);
    expect(within(pager).getByRole('link', { name: 'الصفحة 6' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'الصفحة السابقة' }).getAttribute('href')).toBe('/forum?page=5');
    expect(within(pager).getByRole('link', { name: 'الصفحة التالية' }).getAttribute('href')).toBe('/forum?page=7');
    expect(within(pager).getByRole('link', { name: 'الصفحة 12' }).getAttribute('href')).toBe('/forum?page=12');
  });

  it('goes to a page in the app when one is clicked', () => {
    renderInArea(<ListPager page={1} pageSize={10} total={30} hrefFor={hrefFor} />);
    fireEvent.click(screen.getByRole('link', { name: 'الصفحة 3' }));
    expect(screen.getByTestId('location').textContent).toBe('/forum?page=3');
  });
});
