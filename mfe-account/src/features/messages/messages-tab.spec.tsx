import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'shared-contracts/react';
import { fakeApiForEachTest, renderInArea } from 'test-support/components';
import { detailFixture, messageFixture } from './messages-fixtures';
import { MessagesTab } from './messages-tab';

const api = fakeApiForEachTest('en');
const DETAIL = 'GET /api/conversations/5';
const MESSAGES = 'GET /api/conversations/5/messages';

const renderConversation = (id = '5') => renderInArea(<MessagesTab />, { path: `/dashboard/messages/${id}`, route: '/dashboard/messages/:id' });
const messages = () => screen.findAllByTestId('message');

describe('a conversation', () => {
  it('quotes the listing, shows the messages oldest first, each side on its own, a deleted one, links only from members past their first days', async () => {
    api.answer(DETAIL, { body: detailFixture() });
    api.answer(MESSAGES, {
      body: [
        messageFixture(13, { mine: true, body: 'Yes, come on Saturday.', read: false }),
        messageFixture(12, { mine: true, body: 'Hello', read: true }),
        messageFixture(11, { body: null }),
        messageFixture(10, { body: 'Photos: https://example.com/flat\nthanks', linksClickable: true }),
        messageFixture(9, { body: 'My site https://spam.example', linksClickable: false }),
      ],
    });
    renderConversation();
    const shown = await messages();
    expect(shown.map((item) => item.getAttribute('data-message-id'))).toEqual(['9', '10', '11', '12', '13']);
    expect(shown.map((item) => item.getAttribute('data-mine'))).toEqual(['false', 'false', 'false', 'true', 'true']);

    const quote = screen.getByTestId('conversation-quote');
    expect(within(quote).getByRole('link', { name: 'F3 flat for sale' }).getAttribute('href')).toBe('/property/42');
    expect(within(quote).getByText('About your listing')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Conversation with \u2068Salima\u2069');

    expect(within(shown[0]).queryByRole('link')).toBeNull();
    expect(within(shown[0]).getByTestId('message-body').textContent).toBe('My site https://spam.example');
    const link = within(shown[1]).getByRole('link', { name: 'https://example.com/flat' });
    expect(link.getAttribute('rel')).toContain('nofollow');
    expect(link.getAttribute('rel')).toContain('ugc');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(shown[2]).getByText('Message deleted')).toBeTruthy();
    expect(within(shown[3]).getByTestId('receipt').textContent).toContain('Read');
    expect(within(shown[4]).getByTestId('receipt').textContent).toContain('Sent');
    expect(within(shown[1]).queryByTestId('receipt')).toBeNull();
  });

  it('sends an answer and shows it; a refusal is said in the page’s language and the conversation asked again', async () => {
    api.answer(DETAIL, { body: detailFixture() });
    api.answer(MESSAGES, { body: [messageFixture(10)] }, { body: [messageFixture(11, { mine: true, body: 'On Saturday?' }), messageFixture(10)] });
    api.answer('POST /api/conversations/5/messages', { status: 201, body: messageFixture(11, { mine: true, body: 'On Saturday?' }) });
    renderConversation();
    await messages();
    const box = screen.getByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '  On Saturday?  ' } });
    expect(screen.getByText('16 / 2000')).toBeTruthy();
    fireEvent.click(send);
    await waitFor(async () => expect(await messages()).toHaveLength(2));
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({ body: 'On Saturday?', images: [] });
    expect((box as HTMLTextAreaElement).value).toBe('');

    api.answer('POST /api/conversations/5/messages', { status: 403, body: { code: 'MESSAGES_BLOCKED', message: 'blocked' } });
    const asked = api.sent.filter((request) => request.url === '/api/conversations/5').length;
    fireEvent.change(box, { target: { value: 'Still there?' } });
    fireEvent.click(send);
    expect((await screen.findByTestId('composer-problem')).textContent).toBe('Messages between you and this person are blocked.');
    await waitFor(() => expect(api.sent.filter((request) => request.url === '/api/conversations/5').length).toBeGreaterThan(asked));
  });

  it('keeps the answer box shown but inert, with the reason, once blocked; Unblock lifts it', async () => {
    await act(() => setLanguage('ar'));
    api.answer(DETAIL, { body: detailFixture({ blockedByMe: true }) }, { body: detailFixture() });
    api.answer(MESSAGES, { body: [messageFixture(10)] });
    api.answer('DELETE /api/conversations/5/block', { status: 204 });
    renderConversation();
    expect((await screen.findByTestId('composer-stopped')).textContent).toBe('حظرت \u2068Salima\u2069: لا يرسل أحدكما رسائل إلى الآخر. ألغِ الحظر لتكتب من جديد.');
    expect(screen.getByLabelText('رسالتك')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الحظر' }));
    await waitFor(() => expect(screen.queryByTestId('composer-stopped')).toBeNull());
    expect(api.sent.some((request) => request.method === 'DELETE' && request.url === '/api/conversations/5/block')).toBe(true);
    expect(screen.getByLabelText('رسالتك')).toHaveProperty('disabled', false);
  });

  it('asks before blocking, and says why the other side cannot be written to', async () => {
    api.answer(DETAIL, { body: detailFixture() }, { body: detailFixture({ blockedByMe: true }) });
    api.answer(MESSAGES, { body: [messageFixture(10)] });
    api.answer('PUT /api/conversations/5/block', { status: 204 });
    renderConversation();
    await messages();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const asking = screen.getByRole('group', { name: 'Block \u2068Salima\u2069?' });
    expect(api.sent.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.click(within(asking).getByRole('button', { name: 'Block' }));
    expect((await screen.findByTestId('composer-stopped')).textContent).toContain('You blocked');
    expect(api.sent.some((request) => request.method === 'PUT' && request.url === '/api/conversations/5/block')).toBe(true);
  });

  it('reports with a reason and details, then says it was reported', async () => {
    api.answer(DETAIL, { body: detailFixture() }, { body: detailFixture({ reportedByMe: true }) });
    api.answer(MESSAGES, { body: [messageFixture(10)] });
    api.answer('POST /api/conversations/5/report', { status: 204 });
    renderConversation();
    await messages();
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const form = screen.getByTestId('report-form');
    const sendReport = within(form).getByRole('button', { name: 'Send the report' });
    expect(sendReport).toHaveProperty('disabled', true);
    fireEvent.click(within(form).getByLabelText('A scam (asks for money, a fake listing)'));
    fireEvent.change(within(form).getByLabelText('Details (optional)'), { target: { value: ' Asked for a deposit by transfer ' } });
    fireEvent.click(sendReport);
    expect((await screen.findByTestId('reported')).textContent).toBe('You reported this conversation: the moderators will read its last messages.');
    expect(api.sent.find((request) => request.url === '/api/conversations/5/report')?.body).toEqual({ reason: 'scam', details: 'Asked for a deposit by transfer' });
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('says a listing sold or deleted since is no longer available, and links to it no more', async () => {
    api.answer(DETAIL, { body: detailFixture({ listingAvailable: false, role: 'seeker' }) });
    api.answer(MESSAGES, { body: [messageFixture(10)] });
    renderConversation();
    const quote = await screen.findByTestId('conversation-quote');
    expect(within(quote).getByTestId('listing-unavailable').textContent).toBe('No longer available');
    expect(within(quote).queryByRole('link')).toBeNull();
    expect(within(quote).getByText('You asked about')).toBeTruthy();
  });

  it('answers an id that is not the reader’s conversation as not found', async () => {
    api.answer(DETAIL, { status: 404, body: { code: 'NOT_FOUND' } });
    renderConversation();
    expect((await screen.findByTestId('conversation-not-found')).textContent).toContain('This conversation does not exist, or it is not yours.');
    renderConversation('abc');
    expect(await screen.findAllByTestId('conversation-not-found')).toHaveLength(2);
  });
});
