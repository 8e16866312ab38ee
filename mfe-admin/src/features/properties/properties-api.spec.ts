import { describe, expect, it } from '@jest/globals';
import { membersUrl, propertiesUrl, propertyParams } from './properties-api';

const query = (url: string) => Object.fromEntries(new URL(url, 'https://djelfa.test').searchParams);

describe('propertyParams: the table’s filters, for its page and its CSV export', () => {
  it('holds nothing when no filter is set, blank searches included', () => {
    expect(propertyParams({ q: '  ', owner: '' }).toString()).toBe('');
  });

  it('holds every filter set, the searches trimmed, in Arabic too', () => {
    const params = propertyParams({ q: ' فيلا ', owner: ' amina ', status: 'paused', type: 'شقة', commune: 'مسعد', document: 'notarial-deed', featured: true, sort: 'price_desc' });
    expect(Object.fromEntries(params)).toEqual({
      q: 'فيلا',
      owner: 'amina',
      status: 'paused',
      type: 'شقة',
      commune: 'مسعد',
      document: 'notarial-deed',
      featured: 'true',
      sort: 'price_desc',
    });
  });

  it('keeps “not featured” as a filter of its own, apart from “either”', () => {
    expect(propertyParams({ q: '', owner: '', featured: false }).get('featured')).toBe('false');
    expect(propertyParams({ q: '', owner: '', featured: undefined }).has('featured')).toBe(false);
  });
});

describe('propertiesUrl', () => {
  it('asks for a page of 20 with the filters', () => {
    expect(propertiesUrl({ q: '', owner: '' }, 1)).toBe('/api/admin/properties?page=1&pageSize=20');
    expect(query(propertiesUrl({ q: 'شقة', owner: '', status: 'active' }, 3))).toEqual({ q: 'شقة', status: 'active', page: '3', pageSize: '20' });
  });
});

describe('membersUrl: whom Add Property may write for', () => {
  it('asks for ten active members, matching the trimmed search when there is one', () => {
    expect(query(membersUrl(''))).toEqual({ active: 'true', pageSize: '10' });
    expect(query(membersUrl('   '))).toEqual({ active: 'true', pageSize: '10' });
    expect(query(membersUrl(' أمينة '))).toEqual({ active: 'true', pageSize: '10', q: 'أمينة' });
  });
});
