import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage, useToastStore } from 'shared-contracts/react';
import { fakeApiForEachTest, userFixture } from 'test-support/components';
import { renderInArea } from 'test-support/components';
import { author, replyFixture, TOPIC_AUTHOR, topicFixture } from './forum-fixtures';
import { ReplyThread } from './reply-thread';

const MEMBER = 8;

/** A first-level reply (10) with an answer under it (11), by Karim. */
const THREAD = replyFixture(10, {
  children: [replyFixture(11, { parentId: 10, author: author(31, 'كريم ل.'), body: 'السطر الأول\nالسطر الثاني' })],
});

const api = fakeApiForEachTest('ar');
beforeEach(() => {
  useToastStore.setState({ current: null });
});

const renderThread = (topic = topicFixture(), reply = THREAD) =>
  renderInArea(
    <ol>
      <ReplyThread topic={topic} reply={reply} />
    </ol>,
  );
const post = (id: number) => within(screen.getByTestId(`forum-replies-${id}`));

describe('ReplyThread', () => {
  it('answers a second-level reply among its parent’s answers, starting from its quote', async () => {
    api.signIn(userFixture({ id: MEMBER }));
    api.answer('POST /api/forum/topics/5/replies', { status: 201, body: { id: 12, status: 'published' } });
    renderThread();
    fireEvent.click(await post(11).findByRole('button', { name: 'اقتباس' }));
    const box = await screen.findByLabelText<HTMLTextAreaElement>('جوابك');
    expect(box.value).toBe('> السطر الأول\n> السطر الثاني\n> — كريم ل.\n\n');
    fireEvent.change(box, { target: { value: `${box.value}أوافقك الرأي` } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('تم نشر ردّك.'));
    expect(api.sent.filter(({ method }) => method === 'POST')).toEqual([
      { method: 'POST', url: '/api/forum/topics/5/replies', body: { body: '> السطر الأول\n> السطر الثاني\n> — كريم ل.\n\nأوافقك الرأي', parentId: 10 } },
    ]);
    expect(screen.queryByLabelText('جوابك')).toBeNull();
  });

  it('answers a first-level reply under it, with an empty form', async () => {
    api.signIn(userFixture({ id: MEMBER }));
    api.answer('POST /api/forum/topics/5/replies', { status: 201, body: { id: 12, status: 'pending' } });
    renderThread();
    fireEvent.click(await post(10).findByRole('button', { name: 'رد' }));
    const box = await screen.findByLabelText<HTMLTextAreaElement>('جوابك');
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'شكراً على التوضيح' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('شكراً لك! سيظهر ردّك بعد موافقة المشرف.'));
    expect(api.sent.find(({ method }) => method === 'POST')?.body).toEqual({ body: 'شكراً على التوضيح', parentId: 10 });
  });

  it('lets the topic’s author mark someone else’s answer helpful, once', async () => {
    await act(() => setLanguage('en'));
    api.signIn(userFixture({ id: TOPIC_AUTHOR }));
    api.answer('PUT /api/forum/replies/12/helpful', { status: 204 });
    const mine = replyFixture(10, {
      author: author(TOPIC_AUTHOR, 'Amina B.'),
      children: [replyFixture(11, { parentId: 10, isHelpful: true }), replyFixture(12, { parentId: 10 })],
    });
    renderThread(topicFixture(), mine);
    fireEvent.click(await post(12).findByRole('button', { name: 'Mark as helpful' }));
    expect(post(10).queryByRole('button', { name: 'Mark as helpful' })).toBeNull();
    expect(post(11).queryByRole('button', { name: 'Mark as helpful' })).toBeNull();
    expect(post(11).getByText('Helpful answer')).toBeTruthy();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Marked as helpful: its author earns 25 points.'));
    expect(api.sent.filter(({ method }) => method !== 'GET').map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/forum/replies/12/helpful']);
  });

  it('offers no answer in a locked topic, nor to a visitor', async () => {
    api.signIn(userFixture({ id: MEMBER }));
    const { unmount } = renderThread(topicFixture({ isLocked: true }));
    await post(10).findByRole('button', { name: 'إبلاغ' });
    expect(post(10).queryByRole('button', { name: 'رد' })).toBeNull();
    expect(post(11).queryByRole('button', { name: 'اقتباس' })).toBeNull();
    unmount();
    api.uninstall();
    api.reset();
    api.install();
    renderThread();
    expect(await post(10).findByText('لا إعجابات')).toBeTruthy();
    expect(post(10).queryByRole('button', { name: 'رد' })).toBeNull();
  });
});
