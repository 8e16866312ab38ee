import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ModerationCounts } from 'shared-contracts';
import { setLanguage } from 'shared-contracts/react';
import { MODERATION_URL } from '../moderation/moderation-api';
import { fakeApiForEachTest, userFixture } from 'test-support/components';
import { renderInArea } from 'test-support/components';
import { AdminPage } from './admin-page';

/** Waiting in each queue: 7 in the moderators’ queues, 9 more in the admins’ own (advisors, payments). */
const COUNTS: ModerationCounts = { listings: 2, listingReports: 1, conversationReports: 3, forumReports: 0, forumPosts: 1, comments: 0, advisors: 5, payments: 4 };

const api = fakeApiForEachTest('en');
beforeEach(() => {
  api.answer(`GET ${MODERATION_URL}`, { body: COUNTS });
});

const renderAt = (path: string) => renderInArea(<AdminPage />, { path, route: '/admin/*' });
const tabs = async (label = 'Admin sections') => within(await screen.findByRole('navigation', { name: label })).findAllByRole('link');

describe('AdminPage', () => {
  it('shows a moderator the overview and moderation tabs only, with what waits in their queues', async () => {
    api.signIn(userFixture({ role: 'moderator' }));
    renderAt('/admin/overview');
    const links = await tabs();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin/overview', '/admin/moderation']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByLabelText('7 waiting')).toBeTruthy();
    expect(document.title).toContain('Overview · Admin Panel');
  });

  it('keeps a tab the role cannot use closed, even at its own address', async () => {
    api.signIn(userFixture({ role: 'moderator' }));
    renderAt('/admin/users');
    await tabs();
    expect(screen.getByText('Your role cannot open this section.')).toBeTruthy();
    expect(screen.queryByTestId('users-table')).toBeNull();
    expect(api.sent.some(({ url }) => url.startsWith('/api/admin/users'))).toBe(false);
  });

  it('shows an admin every tab, in Arabic and right to left, the badge counting every queue', async () => {
    await act(() => setLanguage('ar'));
    api.signIn(userFixture({ role: 'admin' }));
    renderAt('/admin/audit');
    const links = await tabs('أقسام الإدارة');
    expect(links.map((link) => link.textContent?.replace(/\d+$/, ''))).toEqual([
      'نظرة عامة',
      'المراجعة',
      'العقارات',
      'المستخدمون',
      'المدونة',
      'المستشارون',
      'الرسائل',
      'الإعدادات',
      'سجل العمليات',
    ]);
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByLabelText('16 عنصرًا في الانتظار')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سجل العمليات' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the overview at /admin, titled as the panel itself', async () => {
    api.signIn(userFixture({ role: 'admin' }));
    renderAt('/admin');
    expect(await tabs()).toHaveLength(9);
    // The overview is the current tab, for a screen reader too.
    expect((await tabs()).filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.getAttribute('href'))).toEqual(['/admin/overview']);
    expect(document.title.startsWith('Admin Panel')).toBe(true);
    expect(document.title).not.toContain('Overview');
    // The overview, in a chunk of its own, reads its figures once it has loaded.
    await waitFor(() => expect(api.sent.some(({ url }) => url === '/api/admin/stats')).toBe(true));
  });

  it('shows a member no tab at all', async () => {
    api.signIn(userFixture({ role: 'user' }));
    renderAt('/admin');
    await waitFor(() => expect(api.sent.map(({ url }) => url)).toContain('/api/user'));
    await act(() => Promise.resolve());
    expect(screen.getByText('Your role cannot open this section.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).queryAllByRole('link')).toEqual([]);
  });
});
