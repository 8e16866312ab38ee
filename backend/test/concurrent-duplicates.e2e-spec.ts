import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { API_ERROR_CODES, CSRF_HEADER } from 'shared-contracts';
import { routeInputs, type RouteInputs } from './support/fuzz/route-inputs.js';
import { listingPayload, member } from './support/listings.js';
import { advisorApplication, BLOG_POST, memberThings, type Owned } from './support/member-things.js';
import { newAccount, SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testImage } from './support/test-images.js';

type Who = 'visitor' | 'owner' | 'client' | 'admin' | 'newcomer';
/** One request, sent several times at once by the same person (a double tap, a retry on a slow network). */
interface Twice {
  as: Who;
  /** The thing the route's id names. */
  id?: Owned;
  body?: (ids: Record<Owned, number>) => object;
  /** Multipart: the file of the request, with these fields. */
  file?: { field: string; fields: Record<string, string> };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Every POST route that makes or changes something, in the order they are sent (a receipt before
 * its approval). A route that is none of these is in NOT_A_CREATE, with why.
 */
const TWICE: Record<string, Twice> = {
  'POST /api/register': { as: 'visitor', body: () => newAccount() },
  'POST /api/admin/users': {
    as: 'admin',
    body: () => ({ username: `invited_${unique()}`, email: `invited.${unique()}@example.dz`, firstName: 'Karim', lastName: 'Benali', role: 'user', language: 'ar' }),
  },
  'POST /api/uploads': { as: 'owner', file: { field: 'file', fields: {} } },
  'POST /api/properties': { as: 'owner', body: () => listingPayload() },
  'POST /api/properties/:id/state': { as: 'owner', id: 'listing', body: () => ({ to: 'paused' }) },
  'POST /api/properties/:id/renew': { as: 'owner', id: 'listing' },
  'POST /api/properties/:id/boost': { as: 'owner', id: 'listing' },
  'POST /api/user/drafts': { as: 'owner', body: () => ({ form: { title: 'فيلا بحديقة' } }) },
  'POST /api/user/drafts/:id/publish': { as: 'owner', id: 'draft' },
  'POST /api/admin/properties/bulk': { as: 'admin', body: () => ({ ids: [1], action: 'feature' }) },
  'POST /api/admin/moderation/properties/:id/approve': { as: 'admin', id: 'listing' },
  'POST /api/admin/moderation/properties/:id/reject': { as: 'admin', id: 'listing', body: () => ({ reason: 'صور غير واضحة للعقار' }) },
  'POST /api/properties/:id/report': { as: 'client', id: 'listing', body: () => ({ reason: 'fraud', details: 'يطلب عربوناً قبل الزيارة.' }) },
  'POST /api/listing-events': { as: 'visitor', body: () => ({ events: [{ propertyId: 1, kind: 'call' }] }) },
  'POST /api/user/favorites/merge': { as: 'client', id: 'listing', body: () => ({ ids: [] }) },
  'POST /api/user/saved-searches': { as: 'client', body: () => ({ name: 'شقق', filters: { commune: 'الجلفة' }, frequency: 'off' }) },
  'POST /api/user/saved-searches/:id/seen': { as: 'owner', id: 'savedSearch' },
  'POST /api/blogs': { as: 'owner', body: () => BLOG_POST },
  'POST /api/blogs/:id/comments': { as: 'client', id: 'post', body: () => ({ body: 'مقال مفيد، شكراً.' }) },
  'POST /api/forum/topics': {
    as: 'client',
    body: () => ({ title: 'أين أجد مقاولاً في مسعد؟', body: 'أبحث عن مقاول لبناء منزل من طابقين في مسعد.', category: 'general', tags: [] }),
  },
  'POST /api/forum/topics/:id/replies': { as: 'client', id: 'topic', body: () => ({ body: 'جرّب مكاتب الدراسات في المدينة.' }) },
  'POST /api/forum/:kind/:id/report': { as: 'client', id: 'topic', body: () => ({ reason: 'spam', details: 'إعلان مقنّع.' }) },
  'POST /api/advisors/application': { as: 'newcomer', body: () => advisorApplication(`CN-${unique()}`) },
  'POST /api/admin/advisors': { as: 'admin', body: () => advisorApplication(`AV-${unique()}`) },
  'POST /api/advisors/:id/requests': {
    as: 'client',
    id: 'advisor',
    body: () => ({ subject: 'قسمة منزل', message: 'ورثنا منزلاً ونريد قسمته بين أربعة إخوة، ما الإجراءات؟', preferredChannel: 'email' }),
  },
  'POST /api/advisor-requests/:id/rating': { as: 'client', id: 'advisorRequest', body: () => ({ stars: 5 }) },
  'POST /api/newsletter': { as: 'visitor', body: () => ({ email: `reader.${unique()}@example.dz`, language: 'ar' }) },
  'POST /api/contact': {
    as: 'visitor',
    body: () => ({
      name: 'نادية',
      email: 'nadia@example.dz',
      phone: null,
      subject: 'سؤال عن الإعلانات',
      message: 'كيف أبرز إعلاني في الصفحة الرئيسية؟',
      inquiryType: 'general',
      website: '',
      language: 'ar',
    }),
  },
  'POST /api/support': {
    as: 'visitor',
    body: () => ({
      name: 'نادية',
      email: 'nadia@example.dz',
      phone: null,
      company: null,
      message: 'أود دعم الموقع بإعلانات لشركتي.',
      investmentType: 'advertising',
      supportPlan: null,
      website: '',
      language: 'ar',
    }),
  },
  'POST /api/suggestions': {
    as: 'client',
    body: () => ({ title: 'خريطة للإعلانات', category: 'feature', description: 'أقترح عرض الإعلانات على خريطة الولاية.', priority: 'medium' }),
  },
  'POST /api/payments': { as: 'client', body: () => ({ plan: 'basic', method: 'cash' }) },
  'POST /api/payments/:id/receipt': { as: 'owner', id: 'payment', file: { field: 'receipt', fields: { method: 'cash', transactionNumber: 'TWICE0001' } } },
  'POST /api/admin/payments/:id/approve': { as: 'admin', id: 'payment' },
  'POST /api/admin/payments/:id/reject': { as: 'admin', id: 'payment', body: () => ({ reason: 'المبلغ في الوصل غير صحيح.' }) },
  'POST /api/admin/users/:id/reset-password': { as: 'admin', id: 'listing' },
  'POST /api/properties/:id/phone': { as: 'visitor', id: 'listing' },
  'POST /api/conversations': { as: 'client', body: (ids) => ({ propertyId: ids.listing, body: 'هل يمكنني زيارة الشقة يوم السبت؟' }) },
  'POST /api/conversations/:id/messages': { as: 'client', id: 'conversation', body: () => ({ body: 'وهل السعر قابل للتفاوض؟' }) },
  'POST /api/conversations/:id/report': { as: 'owner', id: 'conversation', body: () => ({ reason: 'spam' }) },
};

/** POST routes that make nothing a second copy of could clash with, and why. */
const NOT_A_CREATE: Record<string, string> = {
  'POST /api/login': 'signs in; throttled (sign-in-throttling.e2e-spec)',
  'POST /api/logout': 'ends the session',
  'POST /api/push/subscriptions': 'an upsert on the endpoint, unique in push_subscriptions (push.e2e-spec)',
  'POST /api/login/two-factor': 'each code is taken once under a row lock (two-factor.e2e-spec)',
  'POST /api/password/forgot': 'queues a mail, capped per email (password-reset.e2e-spec)',
  'POST /api/password/reset': 'the token is claimed by one update (password-reset.e2e-spec)',
  'POST /api/user/two-factor/setup': 'replaces the pending secret',
  'POST /api/user/two-factor/enable': 'needs a fresh code of the app',
  'POST /api/user/two-factor/disable': 'needs the password',
  'POST /api/user/password': 'needs the current password',
  'POST /api/user/sessions/end-others': 'ends sessions',
  'POST /api/user/deletion': 'schedules the account’s deletion (account-deletion.e2e-spec)',
};

/** Each answer of a request sent three times at once: none a 5xx, every error with a code the front ends translate. */
function expectEachHandled(route: string, answers: Response[]): void {
  for (const { status, body } of answers) {
    expect({ route, status: status < 500 ? 'not a 5xx' : status }).toEqual({ route, status: 'not a 5xx' });
    if (status >= 400) expect({ route, code: API_ERROR_CODES.includes(body?.code) }).toEqual({ route, code: true });
  }
}

describe('every create route, sent three times at once: never a 5xx', () => {
  let testApp: TestApp;
  let routes: RouteInputs[];
  let callers: Record<Exclude<Who, 'newcomer'>, SessionClient>;
  let ids: Record<Owned, number>;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await testImage('png', 40, 30);
    testApp = await startTestApp();
    routes = routeInputs(testApp.app);
    const admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
    const things = await memberThings(testApp, admin);
    ids = things.ids;
    // A request the client can rate: answered and completed by the advisor (the owner).
    for (const status of ['accepted', 'completed'])
      expect((await things.owner.put(`/api/user/advisor-requests/${ids.advisorRequest}/status`, { status })).status).toBeLessThan(300);
    await testApp.dataSource.query('UPDATE users SET reward_points = 1000 WHERE id = (SELECT user_id FROM properties WHERE id = $1)', [ids.listing]);
    callers = { visitor: await new SessionClient(testApp.server).start(), owner: things.owner, client: things.client, admin };
  });
  afterAll(() => testApp?.close());

  it('knows every POST route: sent three times at once below, or said why it is not a create', () => {
    const posts = routes.filter(({ method }) => method === 'POST').map(({ method, path }) => `${method} ${path}`);
    expect(posts.filter((route) => !(route in TWICE) && !(route in NOT_A_CREATE))).toEqual([]);
    expect([...Object.keys(TWICE), ...Object.keys(NOT_A_CREATE)].filter((route) => !posts.includes(route))).toEqual([]);
  });

  it('answers each with a 2xx, or a 4xx that says why (taken, already done, not open any more), never a 5xx', async () => {
    for (const [route, { as, id, body, file }] of Object.entries(TWICE)) {
      const caller = as === 'newcomer' ? (await member(testApp.server, testApp.dataSource)).client : callers[as];
      const path = route
        .slice('POST '.length)
        .replace(':kind', 'topics')
        .replace(/:\w+/g, String(id ? ids[id] : 0));
      const sent = body?.(ids);
      const once = () => {
        const request = caller.agent.post(path).set(CSRF_HEADER, caller.token);
        if (!file) return request.send(sent ?? {});
        for (const [name, value] of Object.entries(file.fields)) request.field(name, value);
        return request.attach(file.field, photo, 'photo.png');
      };
      expectEachHandled(route, await Promise.all([once(), once(), once()]));
    }
  }, 120_000);
});
