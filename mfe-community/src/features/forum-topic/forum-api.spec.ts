import { describe, expect, it } from '@jest/globals';
import { ApiError } from 'shared-contracts';
import { fakeApiForEachTest } from 'test-support/components';
import { like, moderate, report, reply, watch } from './forum-api';

const api = fakeApiForEachTest();

const answerAll = (...requests: string[]) => requests.forEach((request) => api.answer(request, { status: 204 }));

describe('the forum’s writes', () => {
  it('likes with PUT and takes the like back with DELETE', async () => {
    answerAll('PUT /api/forum/replies/12/like', 'DELETE /api/forum/topics/5/like');
    await like('replies', 12, true);
    await like('topics', 5, false);
    expect(api.sent).toEqual([
      { method: 'PUT', url: '/api/forum/replies/12/like', body: undefined },
      { method: 'DELETE', url: '/api/forum/topics/5/like', body: undefined },
    ]);
  });

  it('reports with a reason, leaving out details that were not written', async () => {
    answerAll('POST /api/forum/topics/5/report');
    await report('topics', 5, 'spam', '');
    await report('topics', 5, 'abuse', 'شتائم في الرد');
    expect(api.sent.map(({ body }) => body)).toEqual([{ reason: 'spam' }, { reason: 'abuse', details: 'شتائم في الرد' }]);
  });

  it('hides a topic with `hidden`, and pins or locks it with `value`', async () => {
    answerAll('PUT /api/forum/topics/5/hidden', 'PUT /api/forum/topics/5/pin', 'PUT /api/forum/topics/5/lock');
    await moderate(5, 'hidden', true);
    await moderate(5, 'pin', false);
    await moderate(5, 'lock', true);
    expect(api.sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/forum/topics/5/hidden', { hidden: true }],
      ['/api/forum/topics/5/pin', { value: false }],
      ['/api/forum/topics/5/lock', { value: true }],
    ]);
  });

  it('answers the topic itself without a parent, or a reply under it', async () => {
    api.answer('POST /api/forum/topics/5/replies', { status: 201, body: { id: 40, status: 'published' } });
    await expect(reply(5, 'أوافق', null)).resolves.toEqual({ id: 40, status: 'published' });
    await reply(5, 'وأنا كذلك', 12);
    expect(api.sent.map(({ body }) => body)).toEqual([{ body: 'أوافق' }, { body: 'وأنا كذلك', parentId: 12 }]);
  });

  it('watches and stops watching a topic', async () => {
    answerAll('PUT /api/forum/topics/5/watch', 'DELETE /api/forum/topics/5/watch');
    await watch(5, true);
    await watch(5, false);
    expect(api.sent.map(({ method }) => method)).toEqual(['PUT', 'DELETE']);
  });

  it('passes a refusal on with its status (the reply form says “slow down” on a 429)', async () => {
    api.answer('POST /api/forum/topics/5/replies', { status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    const refusal = await reply(5, 'مرة أخرى', null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(429);
  });
});
