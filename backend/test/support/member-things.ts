import { expect } from '@jest/globals';
import { listingPayload, member } from './listings.js';
import type { SessionClient } from './session-client.js';
import type { TestApp } from './test-app.js';

/** One of each thing a member can own, made through the API. */
export type Owned = 'listing' | 'draft' | 'savedSearch' | 'payment' | 'topic' | 'reply' | 'post' | 'comment' | 'advisor' | 'advisorRequest' | 'conversation';

const POST_DOC = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'نص المقال.' }] }] };
/** A blog post as the editor sends it. */
export const BLOG_POST = {
  title: 'دليل الشراء',
  titleEn: null,
  excerpt: null,
  excerptEn: null,
  content: POST_DOC,
  contentEn: null,
  category: 'legal_guide',
  tags: [],
  tagsEn: [],
  coverImage: null,
  isFeatured: false,
  status: 'published',
  publishAt: null,
};

/** An advisor's application as the form sends it; `registrationNumber` must be the applicant's own. */
export const advisorApplication = (registrationNumber: string) => ({
  fullName: 'الأستاذ ياسين',
  profession: 'notary',
  registrationNumber,
  chamber: 'الغرفة الجهوية للموثقين',
  commune: 'مسعد',
  officeAddress: null,
  phone: '0661 23 45 67',
  specializations: ['real_estate_law'],
  languages: ['ar'],
  experienceYears: 8,
  bio: 'موثق منذ 2017 في مسعد، أحرّر عقود البيع والهبة والقسمة وأرافق الزبائن.',
  photo: null,
});

const made = async (response: Promise<{ status: number; body: { id: number } }>): Promise<number> => {
  const { status, body } = await response;
  expect(status).toBeLessThan(300);
  return body.id;
};

/**
 * A premium member (the owner) with a listing, a draft, a saved search, an open payment, a
 * published forum topic with a reply, a blog post (made an author by `admin`) with a comment, and
 * a verified advisor profile that a client of theirs asked a consultation of, and that client's
 * conversation about the listing.
 */
export async function memberThings(testApp: TestApp, admin: SessionClient): Promise<{ owner: SessionClient; client: SessionClient; ids: Record<Owned, number> }> {
  const a = await member(testApp.server, testApp.dataSource, 'user', 'premium');
  const owner = a.client;
  const ids = {} as Record<Owned, number>;
  ids.listing = await made(owner.post('/api/properties', listingPayload()));
  ids.draft = await made(owner.post('/api/user/drafts', { form: { title: 'فيلا' } }));
  ids.savedSearch = await made(owner.post('/api/user/saved-searches', { name: 'فلل', filters: { commune: 'الجلفة' }, frequency: 'off' }));
  ids.payment = (await owner.post('/api/payments', { plan: 'basic', method: 'cash' })).body.payment.id;
  ids.topic = await made(owner.post('/api/forum/topics', { title: 'سؤال عن الأراضي في الجلفة', body: 'ما هي الوثائق اللازمة لشراء أرض في الجلفة؟', category: 'legal', tags: [] }));
  await testApp.dataSource.query(`UPDATE forum_topics SET status = 'published' WHERE id = $1`, [ids.topic]);
  ids.reply = await made(owner.post(`/api/forum/topics/${ids.topic}/replies`, { body: 'أضيف: شهادة السلبية أيضاً.' }));
  expect((await admin.put(`/api/admin/users/${a.id}/blog-author`, { isBlogAuthor: true })).status).toBe(204);
  ids.post = await made(owner.post('/api/blogs', BLOG_POST));
  ids.comment = await made(owner.post(`/api/blogs/${ids.post}/comments`, { body: 'تعليق صاحب الحساب' }));
  ids.advisor = await made(owner.post('/api/advisors/application', advisorApplication(`CN-${a.id}`)));
  expect((await admin.put(`/api/admin/advisors/${ids.advisor}/verify`, { verified: true })).status).toBe(200);
  const client = (await member(testApp.server, testApp.dataSource)).client;
  ids.advisorRequest = await made(
    client.post(`/api/advisors/${ids.advisor}/requests`, { subject: 'قسمة منزل', message: 'ورثنا منزلاً ونريد قسمته بين أربعة إخوة، ما الإجراءات؟', preferredChannel: 'email' }),
  );
  ids.conversation = await made(client.post('/api/conversations', { propertyId: ids.listing, body: 'هل ما زال الإعلان متاحاً؟' }));
  return { owner, client, ids };
}
