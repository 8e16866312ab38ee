import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { CSRF_HEADER, type PaymentInstructions, type PaymentRequest, type SubscriptionPlan } from 'shared-contracts';
import { PLAN_EXPIRY_JOB } from '../src/subscriptions/plan-expiry.job.js';
import { MAX_RECEIPT_PAGES } from '../src/subscriptions/receipt-pdf.js';
import { runJob } from './support/jobs.js';
import { listingPayload, member } from './support/listings.js';
import type { SessionClient } from './support/session-client.js';
import { mailsTo as mailsIn } from './support/mail-outbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { pngBomb, testImage } from './support/test-images.js';

const DAY = 86_400_000;

/** A PDF receipt, as a bank's app exports one; `openAction`: with a script run on opening. */
async function pdfReceipt(openAction = false, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([300, 400]).drawText('CCP 2500 DZD', { x: 40, y: 340, size: 14 });
  if (openAction) pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
  return Buffer.from(await pdf.save());
}

describe('plans bought by transfer: payment requests, approval, renewal and expiry', () => {
  let testApp: TestApp;
  let admin: SessionClient;
  beforeAll(async () => {
    testApp = await startTestApp();
    admin = (await member(testApp.server, testApp.dataSource, 'admin')).client;
  });
  afterAll(() => testApp?.close());

  const query = (sql: string, values: unknown[] = []) => testApp.dataSource.query(sql, values);
  const open = async (client: SessionClient, plan = 'basic', method = 'baridimob'): Promise<PaymentInstructions> => {
    const response = await client.post('/api/payments', { plan, method });
    expect(response.status).toBe(201);
    return response.body;
  };
  const sendReceipt = (client: SessionClient, id: number, transactionNumber: string, file: Buffer, name = 'receipt.png', method = 'baridimob') =>
    client.agent
      .post(`/api/payments/${id}/receipt`)
      .set(CSRF_HEADER, client.token)
      .field('method', method)
      .field('transactionNumber', transactionNumber)
      .attach('receipt', file, name);
  let receiptSerial = 0;
  /** A distinct image each call: receipts are refused by content when sent twice. */
  const freshReceipt = () => testImage('png', 20 + (receiptSerial += 1), 20);
  const paidPlan = async (client: SessionClient, plan = 'basic', transaction = `TX${Date.now()}${receiptSerial}`): Promise<PaymentRequest> => {
    const { payment } = await open(client, plan);
    const sent = await sendReceipt(client, payment.id, transaction, await freshReceipt());
    expect(sent.status).toBe(200);
    return sent.body;
  };
  const approve = (id: number) => admin.post(`/api/admin/payments/${id}/approve`);
  const planOf = async (id: number) => (await query('SELECT subscription_plan AS plan, plan_expires_at AS "expiresAt", plan_notice AS notice FROM users WHERE id = $1', [id]))[0];
  const mailsTo = async (to: string, count: number): Promise<string[]> => (await mailsIn(testApp.dataSource, to, count)).map(({ subject }) => subject);

  it('lists the plans from the database, and admins change price, limit and features', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    const plans: SubscriptionPlan[] = (await client.get('/api/plans')).body;
    expect(plans.map(({ name, price, listingLimit, duration }) => [name, price, listingLimit, duration])).toEqual([
      ['free', '0.00', 3, 0],
      ['basic', '2500.00', 10, 30],
      ['premium', '5000.00', 50, 30],
    ]);
    expect((await client.put('/api/admin/plans/basic', { price: 2000 })).status).toBe(403);
    const changed = await admin.put('/api/admin/plans/basic', { price: 2800, listingLimit: 12, features: [{ ar: 'حتى 12 عقارًا', en: 'Up to 12 properties' }] });
    expect([changed.status, changed.body.price, changed.body.listingLimit, changed.body.features]).toEqual([
      200,
      '2800.00',
      12,
      [{ ar: 'حتى 12 عقارًا', en: 'Up to 12 properties' }],
    ]);
    // A member of the plan sees it as the admin left it in their dashboard, as /subscription shows it.
    const subscriber = (await member(testApp.server, testApp.dataSource, 'user', 'basic')).client;
    expect((await subscriber.get('/api/dashboard/stats')).body).toMatchObject({
      plan: 'basic',
      allowedProperties: 12,
      planCanFeature: true,
      planFeatures: [{ ar: 'حتى 12 عقارًا', en: 'Up to 12 properties' }],
    });
    expect((await admin.put('/api/admin/plans/basic', { price: -1 })).status).toBe(400);
    // A field may be left out, but not emptied: null is refused at that field.
    for (const field of ['price', 'listingLimit', 'duration', 'canFeature', 'isActive', 'popular', 'features']) {
      const nulled = await admin.put('/api/admin/plans/basic', { [field]: null });
      expect([field, nulled.status, nulled.body.fields?.map(({ field: named }: { field: string }) => named)]).toEqual([field, 400, [field]]);
    }
    expect((await admin.put('/api/admin/plans/gold', { price: 1 })).status).toBe(400);
    // The new price is what a new request asks for.
    expect((await open(client)).payment.amount).toBe('2800.00');
    await admin.put('/api/admin/plans/basic', { price: 2500, listingLimit: 10 });
  });

  it('gives a unique reference and the accounts from the settings; opening again keeps the reference', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    await admin.put('/api/admin/settings', { payment: { baridimobRip: '00799999001234567890' } });
    const first = await open(client, 'premium');
    expect(first.payment).toMatchObject({ plan: 'premium', amount: '5000.00', method: 'baridimob', status: 'awaiting_receipt', hasReceipt: false });
    expect(first.payment.reference).toMatch(/^DJ-[A-Z2-9]{8}$/);
    expect(first.accounts.baridimobRip).toBe('00799999001234567890');
    const again = await open(client, 'premium', 'ccp');
    expect([again.payment.id, again.payment.reference, again.payment.method]).toEqual([first.payment.id, first.payment.reference, 'ccp']);
    expect((await client.post('/api/payments', { plan: 'free', method: 'cash' })).status).toBe(400);
  });

  it('takes a receipt and a transaction number once: pending, seen by the member, refused when used again', async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource);
    const { payment } = await open(client);
    const receipt = await freshReceipt();
    const sent = await sendReceipt(client, payment.id, ' 1234-5678 ', receipt);
    expect([sent.status, sent.body.status, sent.body.transactionNumber, sent.body.hasReceipt]).toEqual([200, 'pending', '12345678', true]);
    expect((await sendReceipt(client, payment.id, '99999999', await freshReceipt())).body.code).toBe('PAYMENT_NOT_OPEN');
    const mine = await client.get('/api/payments/mine');
    expect([mine.body.map((row: PaymentRequest) => row.status), mine.headers['x-total-count']]).toEqual([['pending'], '1']);
    const receiptBack = await client.get(`/api/payments/${payment.id}/receipt`);
    // What is shown is the image drawn anew, not the bytes sent.
    expect([receiptBack.status, receiptBack.headers['content-type'], receiptBack.headers['x-content-type-options']]).toEqual([200, 'image/webp', 'nosniff']);

    // Another member: the same number (however written), or the same file, is refused.
    const other = (await member(testApp.server, testApp.dataSource)).client;
    const otherPayment = (await open(other)).payment;
    const sameNumber = await sendReceipt(other, otherPayment.id, '12345678', await freshReceipt());
    expect([sameNumber.status, sameNumber.body.code]).toEqual([409, 'TRANSACTION_USED']);
    const sameFile = await sendReceipt(other, otherPayment.id, '87654321', receipt);
    expect([sameFile.status, sameFile.body.code]).toEqual([409, 'RECEIPT_USED']);
    // Nothing of the refused tries was kept: the request still waits for its receipt.
    expect((await other.get('/api/payments/mine')).body[0].status).toBe('awaiting_receipt');
    expect((await other.get(`/api/payments/${payment.id}/receipt`)).status).toBe(404);
    expect((await planOf(id)).plan).toBe('free');
  });

  it('takes a PDF, and refuses a file that is neither an image nor a PDF whatever its name', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    const { payment } = await open(client);
    const PDF = await pdfReceipt();
    const fake = await sendReceipt(client, payment.id, 'AB12CD34', Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf');
    expect([fake.status, fake.body.code]).toEqual([400, 'UNSUPPORTED_RECEIPT']);
    const missing = await client.agent.post(`/api/payments/${payment.id}/receipt`).set(CSRF_HEADER, client.token).field('method', 'ccp').field('transactionNumber', 'AB12CD34');
    expect([missing.status, missing.body.fields]).toEqual([400, [{ field: 'receipt', code: 'required' }]]);
    const badNumber = await sendReceipt(client, payment.id, '!', PDF, 'r.pdf');
    expect([badNumber.status, badNumber.body.fields[0].field]).toEqual([400, 'transactionNumber']);
    const pdf = await sendReceipt(client, payment.id, 'AB12CD34', PDF, 'r.pdf', 'ccp');
    expect([pdf.status, pdf.body.method]).toEqual([200, 'ccp']);
    // An admin opens the PDF's page drawn as an image, its text on it, never the PDF itself.
    const shown = await admin.get(`/api/admin/payments/${payment.id}/receipt`);
    expect([shown.status, shown.headers['content-type']]).toEqual([200, 'image/webp']);
    const { width, height } = await sharp(shown.body as Buffer).metadata();
    expect(height / width).toBeCloseTo(400 / 300, 1);
    const { channels } = await sharp(shown.body as Buffer).stats();
    expect(channels[0].min).toBeLessThan(60); // the text, dark on the white page
  });

  it('refuses a receipt that is not what it seems: an image of billions of pixels, a cut-off photo, a PDF that runs a script', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    const { payment } = await open(client);
    const huge = await sendReceipt(client, payment.id, 'HUGE0001', pngBomb(), 'receipt.png');
    expect([huge.status, huge.body.code]).toEqual([400, 'IMAGE_TOO_LARGE']);
    const photo = await testImage('jpeg', 400, 300);
    const cut = await sendReceipt(client, payment.id, 'CUT00001', photo.subarray(0, Math.floor(photo.length / 2)), 'receipt.jpg');
    expect([cut.status, cut.body.code]).toEqual([400, 'UNSUPPORTED_RECEIPT']);
    const scripted = await sendReceipt(client, payment.id, 'SCRIPT01', await pdfReceipt(true), 'receipt.pdf');
    expect([scripted.status, scripted.body.code]).toEqual([400, 'UNSUPPORTED_RECEIPT']);
    const long = await sendReceipt(client, payment.id, 'LONG0001', await pdfReceipt(false, MAX_RECEIPT_PAGES + 1), 'receipt.pdf');
    expect([long.status, long.body.code]).toEqual([400, 'UNSUPPORTED_RECEIPT']);
    expect((await client.get('/api/payments/mine')).body[0].status).toBe('awaiting_receipt');
  });

  it('keeps each member to their own requests, and the queue to admins', async () => {
    const { client } = await member(testApp.server, testApp.dataSource);
    const payment = await paidPlan(client);
    const PDF = await pdfReceipt();
    const stranger = (await member(testApp.server, testApp.dataSource)).client;
    expect((await stranger.get(`/api/payments/${payment.id}/receipt`)).status).toBe(404);
    expect(
      (
        await stranger.agent
          .post(`/api/payments/${payment.id}/receipt`)
          .set(CSRF_HEADER, stranger.token)
          .field('method', 'ccp')
          .field('transactionNumber', 'ZZ998877')
          .attach('receipt', PDF, 'r.pdf')
      ).status,
    ).toBe(404);
    expect((await client.get('/api/admin/payments')).status).toBe(403);
    expect((await client.post(`/api/admin/payments/${payment.id}/approve`)).status).toBe(403);
    const queue = await admin.get('/api/admin/payments?status=pending&pageSize=100');
    expect(queue.body.find((row: { id: number }) => row.id === payment.id)).toMatchObject({ status: 'pending', user: { email: expect.any(String) } });
    expect((await admin.get(`/api/admin/payments/${payment.id}/receipt`)).status).toBe(200);
  });

  it('starts the plan for 30 days at approval, with a notice, a mail and reward points', async () => {
    const { client, id, account } = await member(testApp.server, testApp.dataSource);
    const payment = await paidPlan(client, 'premium');
    const before = Date.now();
    const approved = await approve(payment.id);
    expect([approved.status, approved.body.status]).toEqual([200, 'approved']);
    const plan = await planOf(id);
    expect([plan.plan, plan.notice]).toEqual(['premium', 'premium']);
    expect(plan.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(plan.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect(new Date(approved.body.periodEnd).getTime()).toBe(plan.expiresAt.getTime());
    const me = (await client.get('/api/user')).body;
    expect([me.subscriptionPlan, me.planNotice, me.rewardPoints]).toEqual(['premium', 'premium', 500]);
    const points = (await client.get('/api/user/points')).body;
    expect(points).toEqual([expect.objectContaining({ reason: 'plan_payment', points: 500 })]);
    expect(await mailsTo(account.email, 1)).toEqual(['باقتك المميزة مفعّلة']);
    // Shown once: the notice is cleared.
    expect((await client.agent.delete('/api/payments/notice').set(CSRF_HEADER, client.token)).status).toBe(204);
    expect((await client.get('/api/user')).body.planNotice).toBeNull();
    // Decided once.
    expect((await approve(payment.id)).body.code).toBe('PAYMENT_NOT_OPEN');
    // The plan's limit holds at once: a premium member publishes a fourth listing.
    for (let n = 0; n < 4; n += 1) expect((await client.post('/api/properties', listingPayload())).status).toBe(201);
  });

  it('renews from the end date when the same plan is paid again before it ends', async () => {
    const { client, id } = await member(testApp.server, testApp.dataSource);
    await approve((await paidPlan(client)).id);
    const firstEnd: Date = (await planOf(id)).expiresAt;
    await approve((await paidPlan(client)).id);
    const secondEnd: Date = (await planOf(id)).expiresAt;
    expect(secondEnd.getTime()).toBe(firstEnd.getTime() + 30 * DAY);
    const points = (await client.get('/api/user/points')).body;
    expect(points.map((entry: { points: number }) => entry.points)).toEqual([250, 250]);
    expect((await client.get('/api/user')).body.rewardPoints).toBe(500);
  });

  it('rejects with a reason that is mailed; the number can then be used again', async () => {
    const { client, account } = await member(testApp.server, testApp.dataSource);
    const payment = await paidPlan(client, 'basic', 'REUSE0001');
    expect((await admin.post(`/api/admin/payments/${payment.id}/reject`, { reason: '' })).status).toBe(400);
    const rejected = await admin.post(`/api/admin/payments/${payment.id}/reject`, { reason: 'The amount on the receipt is 250 DZD, not 2500 DZD.' });
    expect([rejected.status, rejected.body.status, rejected.body.rejectReason]).toEqual([200, 'rejected', 'The amount on the receipt is 250 DZD, not 2500 DZD.']);
    expect((await client.get('/api/user')).body.subscriptionPlan).toBe('free');
    expect(await mailsTo(account.email, 1)).toEqual(['لم يُقبل طلب الدفع الخاص بك']);
    expect((await client.get('/api/payments/mine')).body[0]).toMatchObject({ status: 'rejected', rejectReason: expect.stringContaining('250 DZD') });
    const retry = await paidPlan(client, 'basic', 'REUSE0001');
    expect(retry.status).toBe('pending');
  });

  it('reminds 7 days and 1 day before, once each; at the end returns to free with the newest listings kept and the rest paused', async () => {
    const { client, id, account } = await member(testApp.server, testApp.dataSource);
    await approve((await paidPlan(client)).id);
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await client.post('/api/properties', listingPayload({ title: `إعلان رقم ${n + 1} للتجربة` }))).body.id);
    await query(`UPDATE properties SET created_at = now() - make_interval(days => 10 - id % 10) WHERE user_id = $1`, [id]);
    const newestFirst: number[] = (await query('SELECT id FROM properties WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [id])).map((row: { id: number }) => row.id);
    const mailsBefore = (await mailsTo(account.email, 1)).length;

    await query(`UPDATE users SET plan_expires_at = now() + interval '6 days' WHERE id = $1`, [id]);
    expect(await runJob(testApp, PLAN_EXPIRY_JOB)).toBe('completed');
    expect(await runJob(testApp, PLAN_EXPIRY_JOB)).toBe('completed');
    expect((await mailsTo(account.email, mailsBefore + 1)).slice(mailsBefore)).toEqual(['تنتهي باقتك الأساسية بعد 7 أيام']);
    await query(`UPDATE users SET plan_expires_at = now() + interval '20 hours' WHERE id = $1`, [id]);
    await runJob(testApp, PLAN_EXPIRY_JOB);
    await runJob(testApp, PLAN_EXPIRY_JOB);
    expect((await mailsTo(account.email, mailsBefore + 2)).slice(mailsBefore)).toEqual(['تنتهي باقتك الأساسية بعد 7 أيام', 'تنتهي باقتك الأساسية غدًا']);

    await query(`UPDATE users SET plan_expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await runJob(testApp, PLAN_EXPIRY_JOB);
    expect(await planOf(id)).toMatchObject({ plan: 'free', expiresAt: null });
    const states = await query('SELECT id, status FROM properties WHERE user_id = $1', [id]);
    expect(states).toHaveLength(5);
    const statusOf = (listing: number) => states.find((row: { id: number }) => row.id === listing).status;
    expect(newestFirst.map(statusOf)).toEqual(['active', 'active', 'active', 'paused', 'paused']);
    expect((await mailsTo(account.email, mailsBefore + 3)).slice(mailsBefore + 2)).toEqual(['انتهت باقتك الأساسية']);
    // The free plan's limit holds: a paused listing cannot be resumed beyond it.
    const resumed = await client.post(`/api/properties/${newestFirst[4]}/state`, { to: 'active' });
    expect([resumed.status, resumed.body.code]).toEqual([403, 'PLAN_LIMIT_REACHED']);
  });
});
