import { describe, expect, it } from '@jest/globals';
import { fakeApiForEachTest } from 'test-support/components';
import { fetchTopics } from './fetch-pages';

const api = fakeApiForEachTest();

describe('a page of a list, fetched from its key', () => {
  it('asks the key’s URL only (the reader in the key is for the cache), with the total the API counts', async () => {
    api.answer('GET /api/forum/topics?sort=activity&pageSize=20', { body: [{ id: 1 }, { id: 2 }], total: 57 });
    await expect(fetchTopics(['/api/forum/topics?sort=activity&pageSize=20', 'page', 7])).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 57 });
    expect(api.sent.map(({ url }) => url)).toEqual(['/api/forum/topics?sort=activity&pageSize=20']);
  });

  it('counts the items when the API sent no total', async () => {
    api.answer('GET /api/forum/topics', { body: [{ id: 1 }] });
    await expect(fetchTopics(['/api/forum/topics', 'page'])).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });
});
