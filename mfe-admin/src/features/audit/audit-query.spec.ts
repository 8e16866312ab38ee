import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from 'shared-contracts';
import { auditUrl, changeText } from './audit-query';

const entry = (before: unknown, after: unknown) => ({ before, after }) as AuditEntry;

describe('auditUrl', () => {
  it('asks for 50 entries a page, with the search only when there is one', () => {
    expect(auditUrl('', 1)).toBe('/api/admin/audit?page=1&pageSize=50');
    expect(auditUrl('user.role', 3)).toBe('/api/admin/audit?page=3&pageSize=50&q=user.role');
  });

  it('encodes the search, Arabic and reserved characters included', () => {
    const url = new URL(auditUrl('أمينة & co', 1), 'https://djelfa.test');
    expect(url.searchParams.get('q')).toBe('أمينة & co');
    expect([...url.searchParams.keys()]).toEqual(['page', 'pageSize', 'q']);
  });
});

describe('changeText', () => {
  it('lists only the fields that changed, as JSON before and after', () => {
    expect(changeText(entry({ role: 'user', isActive: true, email: 'a@b.dz' }, { role: 'moderator', isActive: true, email: 'a@b.dz' }))).toBe('role: "user" → "moderator"');
    expect(changeText(entry({ featured: false, price: 100 }, { featured: true, price: 250 }))).toBe('featured: false → true; price: 100 → 250');
  });

  it('shows a field that appeared or disappeared as null on the other side', () => {
    expect(changeText(entry(null, { status: 'active' }))).toBe('status: null → "active"');
    expect(changeText(entry({ plan: 'pro' }, null))).toBe('plan: "pro" → null');
  });

  it('compares nested values by content, not by reference', () => {
    expect(changeText(entry({ siteName: { ar: 'عقارات الجلفة', en: 'Djelfa Estates' } }, { siteName: { ar: 'عقارات الجلفة', en: 'Djelfa Estates' } }))).toBe('');
    expect(changeText(entry({ tags: ['a'] }, { tags: ['a', 'b'] }))).toBe('tags: ["a"] → ["a","b"]');
  });

  it('reads the same object in another key order, and a missing value beside a null one, as no change', () => {
    expect(changeText(entry({ payment: { ccp: '1', rip: '2' } }, { payment: { rip: '2', ccp: '1' } }))).toBe('');
    expect(changeText(entry({ note: null }, {}))).toBe('');
  });

  it('says nothing for an entry without before and after (a deletion logged by its target only)', () => {
    expect(changeText(entry(null, null))).toBe('');
  });
});
