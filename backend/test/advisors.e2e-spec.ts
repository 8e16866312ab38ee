import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AdvisorApplication, AdvisorCard, OwnAdvisorProfile, ReceivedAdvisorRequest, SentAdvisorRequest } from 'shared-contracts';
import { del, member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let serial = 0;
const application = (fields: Partial<AdvisorApplication> = {}): AdvisorApplication => ({
  fullName: `الأستاذ ياسين ${++serial}`,
  profession: 'notary',
  registrationNumber: `CN-${serial}`,
  chamber: 'الغرفة الجهوية للموثقين',
  commune: 'مسعد',
  officeAddress: null,
  phone: '0661 23 45 67',
  specializations: ['real_estate_law'],
  languages: ['ar', 'fr'],
  experienceYears: 8,
  bio: 'موثق منذ 2017 في مسعد، أحرّر عقود البيع والهبة والقسمة وأرافق الزبائن في الإجراءات.',
  photo: null,
  ...fields,
});

describe('the legal advisors directory', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(() => testApp?.close());

  const newMember = async () => (await member(testApp.server, testApp.dataSource)).client;
  const directory = async (query = '') => {
    const response = await request(testApp.server).get(`/api/advisors${query}`).expect(200);
    return { items: response.body as AdvisorCard[], total: Number(response.headers['x-total-count']) };
  };
  /** An advisor an admin has verified, and their account. */
  const verifiedAdvisor = async (fields: Partial<AdvisorApplication> = {}) => {
    const client = await newMember();
    const profile = (await client.post('/api/advisors/application', application(fields))).body as OwnAdvisorProfile;
    expect((await admin.put(`/api/admin/advisors/${profile.id}/verify`, { verified: true })).status).toBe(200);
    return { client, profile };
  };
  /** Whether `to` was mailed `subject`: mail goes through the job queue, so this waits for it a while. */
  const mailed = async (to: string, subject: string) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const rows: unknown[] = await testApp.dataSource.query('SELECT 1 FROM mail_outbox WHERE "to" = $1 AND subject = $2', [to, subject]);
      if (rows.length > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  it('lists an applicant only once an admin has verified them; a refused one stays out', async () => {
    const client = await newMember();
    const applied = await client.post('/api/advisors/application', application({ fullName: 'الأستاذة ليلى تجريبي' }));
    expect([applied.status, applied.body.status, applied.body.isVerified]).toEqual([201, 'pending', false]);
    const id = applied.body.id as number;
    expect((await directory(`?q=${encodeURIComponent('ليلى تجريبي')}`)).items).toEqual([]);
    await request(testApp.server).get(`/api/advisors/${id}`).expect(404);
    expect((await client.get(`/api/advisors/${id}`)).status).toBe(200); // the applicant sees their own
    expect((await client.put(`/api/admin/advisors/${id}/verify`, { verified: true })).status).toBe(403);
    const verified = await admin.put(`/api/admin/advisors/${id}/verify`, { verified: true });
    expect([verified.body.status, verified.body.isVerified]).toEqual(['verified', true]);
    const listed = (await directory(`?q=${encodeURIComponent('ليلى تجريبي')}`)).items;
    expect(listed).toEqual([expect.objectContaining({ id, name: 'الأستاذة ليلى تجريبي', isVerified: true, ratingAverage: null, ratingCount: 0 })]);
    expect(await mailed((await client.get('/api/user')).body.email, 'ملفك ظاهر في الدليل')).toBe(true);

    const refused = (await (await newMember()).post('/api/advisors/application', application())).body as OwnAdvisorProfile;
    await admin.put(`/api/admin/advisors/${refused.id}/verify`, { verified: false, note: 'الرقم غير موجود' });
    await request(testApp.server).get(`/api/advisors/${refused.id}`).expect(404);
  });

  it('keeps one profile per account, checks the phone, and sends a changed registration number back to the admin', async () => {
    const { client, profile } = await verifiedAdvisor();
    expect([(await client.post('/api/advisors/application', application())).status, (await client.post('/api/advisors/application', application())).body.code]).toEqual([
      409,
      'ALREADY_APPLIED',
    ]);
    // Sent twice at once (a double tap): one profile, and the other is told so.
    const doubleTap = await newMember();
    const both = await Promise.all([doubleTap.post('/api/advisors/application', application()), doubleTap.post('/api/advisors/application', application())]);
    expect(both.map(({ status, body }) => [status, status === 409 ? body.code : 'created']).sort()).toEqual([
      [201, 'created'],
      [409, 'ALREADY_APPLIED'],
    ]);
    const badPhone = await (await newMember()).post('/api/advisors/application', application({ phone: '0123' }));
    expect([badPhone.status, badPhone.body.fields]).toEqual([400, [{ field: 'phone', code: 'invalid' }]]);
    const edited = await patch(client, '/api/user/advisor-profile', application({ registrationNumber: 'CN-NEW' }));
    expect(edited.body.status).toBe('pending');
    await request(testApp.server).get(`/api/advisors/${profile.id}`).expect(404);
  });

  it('filters by profession, specialization and commune, sorts as asked, pages; no hidden boost', async () => {
    const veteran = await verifiedAdvisor({ profession: 'surveyor', commune: 'الجلفة', experienceYears: 40, specializations: ['land_registry'] });
    await verifiedAdvisor({ profession: 'surveyor', commune: 'الجلفة', experienceYears: 2, specializations: ['land_registry'] });
    const surveyors = (await directory('?profession=surveyor&sort=experience')).items;
    expect(surveyors[0].id).toBe(veteran.profile.id);
    expect(surveyors.every((card) => card.profession === 'surveyor')).toBe(true);
    expect((await directory('?specialization=land_registry')).items.every((card) => card.specializations.includes('land_registry'))).toBe(true);
    expect((await directory(`?commune=${encodeURIComponent('الجلفة')}`)).items.every((card) => card.commune === 'الجلفة')).toBe(true);
    const byName = (await directory('?pageSize=100')).items.map((card) => card.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'ar')));
    expect((await directory('?pageSize=1&page=2')).items).toHaveLength(1);
    expect((await request(testApp.server).get('/api/advisors?sort=paid')).status).toBe(400);
    expect((await request(testApp.server).get('/api/advisors/featured?limit=2')).body).toHaveLength(2);
  });

  it('takes a consultation request to a listed advisor, mails them, and lets only them answer along the allowed steps', async () => {
    const { client: advisor, profile } = await verifiedAdvisor();
    const advisorEmail = (await advisor.get('/api/user')).body.email;
    const client = await newMember();
    const visitor = await new SessionClient(testApp.server).start();
    expect((await visitor.post(`/api/advisors/${profile.id}/requests`, { subject: 'سؤال', message: 'سؤال من زائر لم يسجل الدخول بعد.', preferredChannel: 'email' })).status).toBe(
      401,
    );
    expect(
      (await advisor.post(`/api/advisors/${profile.id}/requests`, { subject: 'سؤال لنفسي', message: 'رسالة إلى نفسي طويلة بما يكفي.', preferredChannel: 'email' })).status,
    ).toBe(403);
    const sent = await client.post(`/api/advisors/${profile.id}/requests`, {
      subject: 'قسمة منزل موروث',
      message: 'ورثنا منزلاً ونريد قسمته بين أربعة إخوة، ما الإجراءات؟',
      preferredChannel: 'phone',
      phone: '0770 11 22 33',
    });
    expect(sent.status).toBe(201);
    expect(await mailed(advisorEmail, 'طلب استشارة جديد: قسمة منزل موروث')).toBe(true);
    const inbox = (await advisor.get('/api/user/advisor-requests/received')).body as ReceivedAdvisorRequest[];
    expect(inbox[0]).toMatchObject({ subject: 'قسمة منزل موروث', status: 'new', preferredChannel: 'phone', requester: { phone: '0770 11 22 33' } });
    const id = sent.body.id as number;
    expect((await client.put(`/api/user/advisor-requests/${id}/status`, { status: 'accepted' })).status).toBe(404);
    expect((await advisor.put(`/api/user/advisor-requests/${id}/status`, { status: 'completed' })).body.code).toBe('INVALID_TRANSITION');
    expect((await advisor.put(`/api/user/advisor-requests/${id}/status`, { status: 'accepted' })).status).toBe(204);
    expect(((await client.get('/api/user/advisor-requests/sent')).body as SentAdvisorRequest[])[0]).toMatchObject({ id, status: 'accepted', rating: null });
  });

  it('takes a rating only from the requester of a completed consultation, once; the average follows', async () => {
    const { client: advisor, profile } = await verifiedAdvisor();
    const client = await newMember();
    const ask = async () =>
      (await client.post(`/api/advisors/${profile.id}/requests`, { subject: 'عقد إيجار', message: 'أريد مراجعة عقد إيجار قبل توقيعه من فضلك.', preferredChannel: 'email' })).body
        .id as number;
    const [first, second] = [await ask(), await ask()];
    const early = await client.post(`/api/advisor-requests/${first}/rating`, { stars: 5 });
    expect([early.status, early.body.code]).toEqual([403, 'REQUEST_NOT_COMPLETED']);
    for (const id of [first, second]) {
      await advisor.put(`/api/user/advisor-requests/${id}/status`, { status: 'accepted' });
      await advisor.put(`/api/user/advisor-requests/${id}/status`, { status: 'completed' });
    }
    expect((await (await newMember()).post(`/api/advisor-requests/${first}/rating`, { stars: 1 })).status).toBe(404);
    expect((await client.post(`/api/advisor-requests/${first}/rating`, { stars: 5, comment: 'ممتاز' })).status).toBe(201);
    expect((await client.post(`/api/advisor-requests/${first}/rating`, { stars: 5 })).body.code).toBe('ALREADY_RATED');
    expect((await client.post(`/api/advisor-requests/${second}/rating`, { stars: 4 })).status).toBe(201);
    expect((await client.post(`/api/advisor-requests/${second}/rating`, { stars: 9 })).status).toBe(400);
    const card = (await request(testApp.server).get(`/api/advisors/${profile.id}`)).body as AdvisorCard;
    expect([card.ratingAverage, card.ratingCount]).toEqual([4.5, 2]);
    const ratings = await request(testApp.server).get(`/api/advisors/${profile.id}/ratings`);
    expect(ratings.body.map((rating: { stars: number }) => rating.stars)).toEqual([4, 5]);
  });

  it('lets only admins list applications and remove a profile (softly)', async () => {
    const { profile } = await verifiedAdvisor();
    expect((await (await newMember()).get('/api/admin/advisors')).status).toBe(403);
    expect((await admin.get('/api/admin/advisors?status=verified')).body.length).toBeGreaterThan(0);
    expect((await del(admin, `/api/admin/advisors/${profile.id}`)).status).toBe(204);
    await request(testApp.server).get(`/api/advisors/${profile.id}`).expect(404);
  });

  it('lets an admin add a checked advisor with every field: listed at once, recorded; a member cannot', async () => {
    const form = application({
      fullName: 'الأستاذة سعاد مرابط',
      profession: 'lawyer',
      officeAddress: 'شارع الأمير عبد القادر، الجلفة',
      languages: ['ar', 'fr', 'en'],
      experienceYears: 15,
    });
    const added = await admin.post('/api/admin/advisors', form);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      status: 'verified',
      name: form.fullName,
      profession: 'lawyer',
      registrationNumber: form.registrationNumber,
      officeAddress: form.officeAddress,
      experienceYears: 15,
      userId: null,
    });
    const { items } = await directory(`?q=${encodeURIComponent('سعاد مرابط')}`);
    expect(items.map((card) => card.id)).toEqual([added.body.id]);
    expect((await admin.post('/api/admin/advisors', { ...form, experienceYears: -1 })).status).toBe(400);
    expect((await (await newMember()).post('/api/admin/advisors', form)).status).toBe(403);
    const [entry] = (await admin.get('/api/admin/audit?pageSize=1')).body;
    expect(entry).toMatchObject({ action: 'advisor.add', targetId: String(added.body.id) });
  });
});
