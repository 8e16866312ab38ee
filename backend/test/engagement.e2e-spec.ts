import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContactMessageRequest, SupportRequest } from 'shared-contracts';
import { member, patch } from './support/listings.js';
import { SessionClient } from './support/session-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const contactForm = (overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest => ({
  name: 'Nadia Saidi',
  email: 'nadia@example.dz',
  phone: '027 87 00 00',
  subject: 'Visiting a listing',
  message: 'Can I visit the villa in Ain Oussera on Saturday morning?',
  inquiryType: 'property_inquiry',
  language: 'en',
  ...overrides,
});

const supportForm = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  name: 'Karim Benali',
  email: 'karim@example.dz',
  phone: '0661 23 45 67',
  company: 'Steppe Invest',
  message: 'We would like to back the platform in the south of the wilaya.',
  investmentType: 'partnership',
  supportPlan: 'investor_support',
  ...overrides,
});

describe('contact messages, Support Me offers and suggestions', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  beforeAll(async () => {
    // Behind a proxy, as in production: each test visitor comes from an address of its own.
    testApp = await startTestApp({ TRUST_PROXY: '1' });
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(() => testApp?.close());

  const query = (sql: string, values: unknown[] = []) => testApp.dataSource.query(sql, values);
  /** Each visitor from an address of its own: the forms are limited per address. */
  let addresses = 0;
  const visitor = async () => {
    addresses += 1;
    const client = new SessionClient(testApp.server);
    client.agent.set('X-Forwarded-For', `10.9.${Math.floor(addresses / 250)}.${addresses % 250}`);
    return client.start();
  };
  const mailSubjects = async (to: string, count: number): Promise<string[]> => {
    for (let tries = 0; tries < 100; tries += 1) {
      const rows: { subject: string; text: string }[] = await query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to]);
      if (rows.length >= count) return rows.map(({ subject, text }) => `${subject}\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  };

  it('stores a contact message and mails it to the address in the settings', async () => {
    await admin.put('/api/admin/settings', { contactEmail: 'team@djelfa-estates.dz' });
    const client = await visitor();
    const sent = await client.post('/api/contact', contactForm({ subject: 'A unique subject 7731' }));
    expect(sent.status).toBe(202);
    const [stored] = await query(`SELECT name, inquiry_type, language FROM contact_messages WHERE subject = 'A unique subject 7731'`);
    expect(stored).toEqual({ name: 'Nadia Saidi', inquiry_type: 'property_inquiry', language: 'en' });
    const mails = await mailSubjects('team@djelfa-estates.dz', 1);
    expect(mails.some((mail) => mail.includes('A unique subject 7731') && mail.includes('nadia@example.dz'))).toBe(true);
    const listed = await admin.get('/api/admin/contact-messages');
    expect(listed.body[0]).toMatchObject({ subject: 'A unique subject 7731', inquiryType: 'property_inquiry' });
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  it('answers a robot that filled the hidden field as anyone, and keeps nothing', async () => {
    const client = await visitor();
    expect((await client.post('/api/contact', contactForm({ subject: 'Robot 5521', website: 'http://spam.example' }))).status).toBe(202);
    expect((await client.post('/api/support', supportForm({ company: 'Robot 5521 Ltd', website: 'http://spam.example' }))).status).toBe(202);
    expect(await query(`SELECT id FROM contact_messages WHERE subject = 'Robot 5521'`)).toEqual([]);
    expect(await query(`SELECT id FROM support_requests WHERE company = 'Robot 5521 Ltd'`)).toEqual([]);
  });

  it('limits each address to 5 contact messages an hour (429 with the wait), whoever else writes', async () => {
    const client = await visitor();
    for (let n = 0; n < 5; n += 1) expect((await client.post('/api/contact', contactForm())).status).toBe(202);
    const refused = await client.post('/api/contact', contactForm());
    expect([refused.status, refused.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers['retry-after'] ?? refused.body.retryAfterSeconds)).toBeGreaterThan(0);
    expect((await (await visitor()).post('/api/contact', contactForm())).status).toBe(202);
  });

  it('names each missing or wrong field of the contact form', async () => {
    const client = await visitor();
    const empty = await client.post('/api/contact', { phone: 'call me', inquiryType: 'gossip' });
    expect(empty.status).toBe(400);
    expect(Object.fromEntries(empty.body.fields.map((field: { field: string; code: string }) => [field.field, field.code]))).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
      phone: 'invalid',
      inquiryType: 'invalid',
    });
  });

  it('stores a Support Me offer with the selected plan card, and mails it', async () => {
    await admin.put('/api/admin/settings', { contactEmail: 'support-team@djelfa-estates.dz' });
    const client = await visitor();
    expect((await client.post('/api/support', supportForm({ supportPlan: 'bank_partnership', company: 'Bank 4410' }))).status).toBe(202);
    const [stored] = await query(`SELECT support_plan, investment_type FROM support_requests WHERE company = 'Bank 4410'`);
    expect(stored).toEqual({ support_plan: 'bank_partnership', investment_type: 'partnership' });
    const mails = await mailSubjects('support-team@djelfa-estates.dz', 1);
    expect(mails.some((mail) => mail.includes('Bank partnership') && mail.includes('Bank 4410'))).toBe(true);
    const listed = await admin.get('/api/admin/support-requests');
    expect(listed.body.find((row: { company: string }) => row.company === 'Bank 4410')).toMatchObject({ supportPlan: 'bank_partnership' });
    const missing = await client.post('/api/support', { name: 'K', email: 'k@example.dz', message: 'We would like to help.' });
    expect(missing.body.fields).toEqual([{ field: 'phone', code: 'required' }]);
    expect((await client.post('/api/support', supportForm({ supportPlan: 'gold' as never }))).body.fields).toEqual([{ field: 'supportPlan', code: 'invalid' }]);
  });

  it('takes suggestions from members only, medium by default, each member seeing their own with the status admins set', async () => {
    expect((await (await visitor()).post('/api/suggestions', { title: 'Map search', category: 'feature', description: 'Search listings on a map of the wilaya.' })).status).toBe(
      401,
    );
    const { client } = await member(testApp.server, testApp.dataSource);
    const missing = await client.post('/api/suggestions', { priority: 'high' });
    expect([missing.status, missing.body.fields.map((field: { field: string }) => field.field).sort()]).toEqual([400, ['category', 'description', 'title']]);
    const made = await client.post('/api/suggestions', { title: 'Map search', category: 'feature', description: 'Search listings on a map of the wilaya.' });
    expect([made.status, made.body.priority, made.body.status]).toEqual([201, 'medium', 'new']);
    const other = (await member(testApp.server, testApp.dataSource)).client;
    await other.post('/api/suggestions', { title: 'Dark mode', category: 'ui', description: 'A dark theme for the evening.', priority: 'low' });
    const mine = await client.get('/api/suggestions/mine');
    expect([mine.body.map((row: { title: string }) => row.title), mine.headers['x-total-count']]).toEqual([['Map search'], '1']);

    expect((await patch(client, `/api/admin/suggestions/${made.body.id}`, { status: 'planned' })).status).toBe(403);
    expect((await client.get('/api/admin/suggestions')).status).toBe(403);
    expect((await patch(admin, `/api/admin/suggestions/${made.body.id}`, { status: 'someday' })).status).toBe(400);
    const planned = await patch(admin, `/api/admin/suggestions/${made.body.id}`, { status: 'planned' });
    expect([planned.status, planned.body.status, planned.body.user.id]).toEqual([200, 'planned', expect.any(Number)]);
    expect((await client.get('/api/suggestions/mine')).body[0].status).toBe('planned');
    const newOnes = (await admin.get('/api/admin/suggestions?status=new&pageSize=100')).body;
    expect(newOnes.some((row: { id: number }) => row.id === made.body.id)).toBe(false);
  });
});
