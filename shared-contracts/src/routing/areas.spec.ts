import { describe, expect, it } from '@jest/globals';
import { protectionOf } from '../auth/rules.js';
import { isKnownPage, isUnderPrefix, matchesPattern, remoteForPath } from './areas.js';

describe('area prefixes', () => {
  it('a prefix covers itself and every path below it; home only itself', () => {
    expect(isUnderPrefix('/dashboard', '/dashboard')).toBe(true);
    expect(isUnderPrefix('/dashboard', '/dashboard/')).toBe(true);
    expect(isUnderPrefix('/dashboard', '/dashboard/listings/7/edit')).toBe(true);
    expect(isUnderPrefix('/dashboard', '/dashboards')).toBe(false);
    expect(isUnderPrefix('/', '/')).toBe(true);
    expect(isUnderPrefix('/', '/anything')).toBe(false);
  });

  it('finds the remote whose prefix covers a path, or none', () => {
    expect(remoteForPath('/')).toBe('marketplace');
    expect(remoteForPath('/property/12')).toBe('marketplace');
    expect(remoteForPath('/dashboard/listings/new')).toBe('account');
    expect(remoteForPath('/blog/archive/2026')).toBe('community');
    expect(remoteForPath('/admin/users')).toBe('admin');
    expect(remoteForPath('/about')).toBeNull();
    expect(remoteForPath('/propertyy')).toBeNull();
  });

  it("knows a page by the shell's own paths and the patterns each remote's build lists", () => {
    const pages = { marketplace: ['/', '/search', '/property/:id'], community: null, account: ['/dashboard', '/dashboard/listings/:id/edit'], admin: [] };
    const pagesOf = (name: keyof typeof pages) => pages[name];
    expect(isKnownPage('/auth/reset', pagesOf)).toBe(true);
    expect(isKnownPage('/property/12', pagesOf)).toBe(true);
    expect(isKnownPage('/property', pagesOf)).toBe(false);
    expect(isKnownPage('/dashboard/listings/3/edit', pagesOf)).toBe(true);
    expect(isKnownPage('/dashboard/nothing', pagesOf)).toBe(false);
    expect(isKnownPage('/blog/whatever/here', pagesOf)).toBe(true); // a build that does not say: served
    expect(isKnownPage('/admin', pagesOf)).toBe(false);
    expect(isKnownPage('/nowhere', pagesOf)).toBe(false);
  });

  it('matches route patterns segment by segment', () => {
    expect(matchesPattern('/property/:id', '/property/12/')).toBe(true);
    expect(matchesPattern('/property/:id', '/property/')).toBe(false);
  });

  it('protects every page below a protected prefix', () => {
    expect(protectionOf('/dashboard')).toBe('user');
    expect(protectionOf('/dashboard/listings/new')).toBe('user');
    expect(protectionOf('/settings/')).toBe('user');
    expect(protectionOf('/admin/users')).toBe('admin');
    expect(protectionOf('/subscription')).toBeNull();
  });
});
