import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApiForEachTest } from 'test-support/components';
import { renderInArea } from 'test-support/components';
import { replyFixture, topicFixture } from './forum-fixtures';
import { TopicReplies } from './topic-replies';

const api = fakeApiForEachTest('ar');
const repliesUrl = (page: number) => `/api/forum/topics/5/replies?page=${page}&pageSize=20`;

beforeAll(() => {
  // jsdom lays nothing out: a new page of replies scrolls to their heading, here to nowhere.
  Element.prototype.scrollIntoView = () => undefined;
});

describe('TopicReplies', () => {
  it('shows the page of replies its address names, and pages on by links that keep the page in the address', async () => {
    api.answer(`GET ${repliesUrl(2)}`, { body: [replyFixture(30)], total: 45 });
    api.answer(`GET ${repliesUrl(3)}`, { body: [replyFixture(50)], total: 45 });
    renderInArea(<TopicReplies topic={topicFixture({ replyCount: 45 })} />, { path: '/forum/5?page=2', route: '/forum/:id' });
    expect(await screen.findByTestId('forum-replies-30')).toBeTruthy();
    const pageLink = (page: number) => screen.getByRole('link', { name: `الصفحة ${page}` });
    expect(pageLink(2).getAttribute('aria-current')).toBe('page');
    expect(pageLink(1).getAttribute('href')).toBe('/forum/5#replies-title');
    expect(pageLink(3).getAttribute('href')).toBe('/forum/5?page=3#replies-title');

    fireEvent.click(pageLink(3));
    expect(await screen.findByTestId('forum-replies-50')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forum/5?page=3'));
  });
});
