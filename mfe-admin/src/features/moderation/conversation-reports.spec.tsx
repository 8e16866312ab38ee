import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConversationReport } from 'shared-contracts';
import { setLanguage, useToastStore } from 'shared-contracts/react';
import { fakeApiForEachTest, renderInArea, userFixture } from 'test-support/components';
import { ConversationReports } from './conversation-reports';
import { queuePath } from './moderation-api';

const report = (overrides: Partial<ConversationReport> = {}): ConversationReport => ({
  id: 12,
  conversationId: 40,
  reason: 'scam',
  details: 'Asks for a deposit before any visit.',
  reporterName: 'Karim Saadi',
  reportedName: 'Nadia Bensalem',
  status: 'open',
  createdAt: new Date().toISOString(),
  listing: { id: 9, title: 'شقة F3', titleEn: 'F3 flat', price: '6000000', priceUnit: 'dzd', priceType: 'sale', commune: null, thumbnail: null },
  messages: [
    { id: 1, fromReporter: true, body: 'Is the flat still available?', images: [], createdAt: new Date().toISOString() },
    {
      id: 2,
      fromReporter: false,
      body: '<a href="https://pay.example">Pay the deposit here</a>',
      images: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
      createdAt: new Date().toISOString(),
    },
    { id: 3, fromReporter: false, body: null, images: [], createdAt: new Date().toISOString() },
  ],
  ...overrides,
});

const PAGE = `${queuePath('conversationReports')}?page=1&pageSize=20`;

const api = fakeApiForEachTest('en');
beforeEach(() => {
  api.signIn(userFixture({ role: 'moderator' }));
  useToastStore.setState({ current: null });
});

describe('ConversationReports', () => {
  it('shows the reason, the listing in the page’s language and the messages, each marked by who wrote it, as plain text', async () => {
    api.answer(`GET ${PAGE}`, { body: [report()], total: 1 });
    renderInArea(<ConversationReports />);
    const row = (await screen.findByText('Scam')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Asks for a deposit before any visit.')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'F3 flat' }).getAttribute('href')).toBe('/property/9');
    expect(within(row).getByText('Nadia Bensalem')).toBeTruthy();
    const messages = within(within(row).getByRole('list', { name: 'The conversation’s messages, oldest first' })).getAllByRole('listitem');
    expect(messages.map((message) => message.textContent?.replace(/this minute/, ''))).toEqual([
      'ReporterIs the flat still available?',
      'Reported member<a href="https://pay.example">Pay the deposit here</a>',
      'Reported memberDeleted with its author’s account',
    ]);
    // The markup a member typed stays text: nothing in it can be followed.
    expect(within(messages[1]).queryByRole('link')).toBeNull();
    expect(within(messages[1]).getByRole('img', { name: 'A photo sent in the conversation' }).getAttribute('src')).toBe('/uploads/0123456789abcdef0123456789abcdef.thumb.webp');
  });

  it('closes the conversation only once the moderator confirms, in Arabic', async () => {
    await act(() => setLanguage('ar'));
    api.answer(`GET ${PAGE}`, { body: [report()], total: 1 });
    api.answer('PUT /api/admin/conversation-reports/12', { status: 204 });
    renderInArea(<ConversationReports />);
    fireEvent.click(await screen.findByRole('button', { name: 'إغلاق المحادثة' }));
    const question = await screen.findByRole('tooltip');
    expect(question.textContent).toContain('إغلاق هذه المحادثة؟');
    expect(api.sent.some(({ method }) => method === 'PUT')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'إغلاق المحادثة' }));
    await waitFor(() =>
      expect(api.sent.find(({ method }) => method === 'PUT')).toEqual({ method: 'PUT', url: '/api/admin/conversation-reports/12', body: { resolution: 'closed' } }),
    );
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('أُغلقت المحادثة: لم يعد بإمكان أي من العضوين الكتابة فيها.'));
  });

  it('dismisses a report at once, and shows a settled one’s outcome instead of the buttons', async () => {
    api.answer(`GET ${PAGE}`, { body: [report(), report({ id: 13, status: 'closed', reason: 'abuse' })], total: 2 });
    api.answer('PUT /api/admin/conversation-reports/12', { status: 204 });
    renderInArea(<ConversationReports />);
    const settled = (await screen.findByText('Abuse')).closest('tr') as HTMLElement;
    expect(within(settled).getByText('Conversation closed')).toBeTruthy();
    expect(within(settled).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(within(settled).queryByRole('button', { name: 'Close the conversation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(api.sent.find(({ method }) => method === 'PUT')?.body).toEqual({ resolution: 'dismissed' }));
  });
});
