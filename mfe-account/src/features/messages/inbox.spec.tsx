import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONVERSATIONS_PER_PAGE } from 'shared-contracts';
import { fakeApiForEachTest, renderInArea } from 'test-support/components';
import { LISTING, summaryFixture } from './messages-fixtures';
import { MessagesTab } from './messages-tab';

const api = fakeApiForEachTest('en');
const page = (query = '') => `GET /api/conversations?page=1&pageSize=${CONVERSATIONS_PER_PAGE}${query}`;
const renderInbox = (path = '/dashboard/messages') => renderInArea(<MessagesTab />, { path, route: '/dashboard/messages' });

describe('the inbox', () => {
  it('lists the conversations with the listing, the other person, the last words and an unread mark', async () => {
    api.answer(page(), {
      body: [
        summaryFixture({ id: 7, unread: true, otherName: 'سليمة', lastMessage: 'هل الشقة متاحة؟' }),
        summaryFixture({ id: 5, role: 'seeker', otherName: null, lastMessage: null }),
      ],
      total: 2,
    });
    api.answer('GET /api/conversations/listings', { body: [] });
    renderInbox();
    const rows = await screen.findAllByTestId('conversation');
    expect(rows.map((row) => row.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/dashboard/messages/7');
    expect(within(rows[0]).getByTestId('conversation-name').textContent).toBe('سليمة');
    expect(within(rows[0]).getByTestId('conversation-listing').textContent).toBe('F3 flat for sale');
    expect(within(rows[0]).getByText('About your listing')).toBeTruthy();
    expect(within(rows[0]).getByTestId('conversation-unread').textContent).toBe('Unread');
    expect(within(rows[0]).getByRole('link').textContent).toContain('Unread');
    expect(within(rows[1]).getByTestId('conversation-name').textContent).toBe('Deleted account');
    expect(within(rows[1]).getByTestId('conversation-last').textContent).toBe('Message deleted');
    expect(within(rows[1]).getByText('You asked about')).toBeTruthy();
    expect(within(rows[1]).queryByTestId('conversation-unread')).toBeNull();
    // A seeker has no listing to filter by.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lets an owner keep one listing’s conversations, the listing in the address', async () => {
    api.answer(page(), { body: [summaryFixture()], total: 1 });
    api.answer(page('&propertyId=42'), { body: [], total: 0 });
    api.answer('GET /api/conversations/listings', { body: [LISTING, { ...LISTING, id: 43, title: 'فيلا', titleEn: null }] });
    renderInbox();
    const filter = await screen.findByRole('combobox', { name: 'Listing' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All my listings', 'F3 flat for sale', 'فيلا']);
    fireEvent.change(filter, { target: { value: '42' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/messages?propertyId=42'));
    expect((await screen.findByTestId('inbox-empty')).textContent).toBe('No conversation about this listing.');
  });

  it('opens on the listing a link names, and says when there is nothing yet', async () => {
    api.answer(page('&propertyId=42'), { body: [summaryFixture()], total: 1 });
    api.answer(page(), { body: [], total: 0 });
    api.answer('GET /api/conversations/listings', { body: [LISTING] });
    const { unmount } = renderInbox('/dashboard/messages?propertyId=42');
    expect(await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Listing' })).toHaveProperty('value', '42');
    expect(await screen.findAllByTestId('conversation')).toHaveLength(1);
    unmount();

    renderInbox();
    expect((await screen.findByTestId('inbox-empty')).textContent).toContain('No messages yet.');
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/search');
  });
});
