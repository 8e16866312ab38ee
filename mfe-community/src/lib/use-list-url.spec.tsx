import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ADVISORS_PER_PAGE, BLOG_POSTS_PER_PAGE, FORUM_TOPICS_PER_PAGE } from 'shared-contracts';
import { advisorListState, advisorsKey } from '../features/advisors/advisors-api';
import { blogListState, blogPageKeys } from '../features/blog/blog-api';
import { forumListState, topicsKey } from '../features/forum/forum-api';
import { listApiQuery, readListState, useListUrl } from './use-list-url';

const FILTERS = ['category', 'commune'] as const;
const read = (query: string) => readListState(new URLSearchParams(query), FILTERS, 'latest');

describe('readListState', () => {
  it('reads an empty address as the first page, unfiltered, in the default order', () => {
    expect(read('')).toEqual({ q: '', filters: {}, sort: 'latest', page: 1 });
  });

  it('reads the keyword, the page’s own filters only, the sort and the page', () => {
    expect(read('q=شقة&category=legal_guide&commune=&author=9&sort=popular&page=3')).toEqual({
      q: 'شقة',
      filters: { category: 'legal_guide' },
      sort: 'popular',
      page: 3,
    });
  });

  it('reads a sort the page does not offer as its default', () => {
    expect(readListState(new URLSearchParams('sort=cheapest'), ['category'], 'latest', ['latest', 'popular']).sort).toBe('latest');
    expect(readListState(new URLSearchParams('sort=popular'), ['category'], 'latest', ['latest', 'popular']).sort).toBe('popular');
  });

  it('reads a keyword of spaces as none, so that it hides nothing as a filter would', () => {
    expect(read('q=+++')).toMatchObject({ q: '' });
    expect(read('q=+villa+')).toMatchObject({ q: 'villa' });
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=', 'sort='])('falls back to page 1 and the default sort for %s', (query) => {
    expect(read(query)).toMatchObject({ sort: 'latest', page: 1 });
  });
});

describe('listApiQuery', () => {
  it('always names the sort and the page size, and leaves out the first page and empty values', () => {
    const query = listApiQuery({ q: '  ', filters: { category: '' }, sort: 'latest', page: 1 }, 'latest', 12);
    expect(query).toBe('sort=latest&pageSize=12');
  });

  it('sends the trimmed keyword, the filters set and a later page', () => {
    const query = new URLSearchParams(listApiQuery({ q: ' أرض فلاحية ', filters: { commune: 'مسعد' }, sort: 'popular', page: 4 }, 'latest', 12));
    expect(Object.fromEntries(query)).toEqual({ q: 'أرض فلاحية', commune: 'مسعد', sort: 'popular', page: '4', pageSize: '12' });
  });
});

describe('useListUrl', () => {
  const renderList = (path: string) => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    return renderHook(() => ({ list: useListUrl(FILTERS, 'latest', ['latest', 'popular']), location: useLocation() }), { wrapper });
  };

  it('takes its state from the address and links to another page keeping the filters', () => {
    const { result } = renderList('/blog?category=investment&page=2');
    const { state, hrefOf } = result.current.list;
    expect(state).toEqual({ q: '', filters: { category: 'investment' }, sort: 'latest', page: 2 });
    expect(hrefOf({ ...state, page: 3 })).toBe('?category=investment&page=3');
    expect(hrefOf({ ...state, page: 1 })).toBe('?category=investment');
  });

  it('writes a change into the address, defaults left out, and reads it back', () => {
    const { result } = renderList('/blog?page=5');
    act(() => result.current.list.go({ q: 'بناء', filters: { category: 'technology' }, sort: 'latest', page: 1 }));
    expect(result.current.location.search).toBe(`?${new URLSearchParams({ q: 'بناء', category: 'technology' })}`);
    expect(result.current.list.state).toEqual({ q: 'بناء', filters: { category: 'technology' }, sort: 'latest', page: 1 });
    expect(result.current.list.apiQuery(9)).toBe(`${new URLSearchParams({ q: 'بناء', category: 'technology' })}&sort=latest&pageSize=9`);
  });
});

describe('the community lists’ API keys', () => {
  it('heads only the first page of the unfiltered blog with the featured articles', () => {
    const first = blogPageKeys(blogListState(new URLSearchParams('')));
    expect(first).toEqual({
      filtered: false,
      list: [`/api/blogs?sort=latest&pageSize=${BLOG_POSTS_PER_PAGE}`, 'page'],
      featured: ['/api/blogs?featured=true&pageSize=3', 'page'],
    });
    expect(blogPageKeys(blogListState(new URLSearchParams('page=2'))).featured).toBeNull();
    for (const query of ['category=investment', 'q=villa']) {
      expect(blogPageKeys(blogListState(new URLSearchParams(query)))).toMatchObject({ filtered: true, featured: null });
    }
  });

  it('keys the forum’s topics by who reads them, a visitor being null', () => {
    const state = forumListState(new URLSearchParams('category=legal&sort=views'));
    const url = `/api/forum/topics?category=legal&sort=views&pageSize=${FORUM_TOPICS_PER_PAGE}`;
    expect(topicsKey(state, null)).toEqual([url, 'page', null]);
    expect(topicsKey(state, 7)).toEqual([url, 'page', 7]);
  });

  it('asks for the advisors by name unless another order is chosen', () => {
    expect(advisorsKey(advisorListState(new URLSearchParams('profession=lawyer')))).toEqual([`/api/advisors?profession=lawyer&sort=name&pageSize=${ADVISORS_PER_PAGE}`, 'page']);
    expect(advisorsKey(advisorListState(new URLSearchParams('sort=rating&page=2')))[0]).toBe(`/api/advisors?sort=rating&page=2&pageSize=${ADVISORS_PER_PAGE}`);
  });
});
