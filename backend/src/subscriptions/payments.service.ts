import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { can, type AdminPaymentRequest, type PaymentInstructions, type PaymentMethod, type PaymentRequest, type PaymentStart, type PaymentStatus } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, QueryFailedError } from 'typeorm';
import { db, fragment, rowOf, rowsOf, total, pageOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserRow } from '../users/user-row.js';
import { adminPayments, PAYMENT_JSON } from './payment-sql.js';
import { PlansService } from './plans.service.js';
import type { ReceiptFile } from './receipt-file.js';

// No 0/O or 1/I/L: the reference is copied by hand into a transfer's label.
const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = (): string => `DJ-${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;

/** Spaces and dashes are how people copy a number, not part of it. */
export const normalTransactionNumber = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();

const paymentJson = fragment<PaymentRequest>(PAYMENT_JSON).as('body');

const notOpen = (): ConflictException => new ConflictException({ code: 'PAYMENT_NOT_OPEN', message: 'This payment request no longer waits for a receipt.' });
const notFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such payment request.' });

const USED: Record<string, { code: string; message: string }> = {
  UQ_payment_requests_transaction: { code: 'TRANSACTION_USED', message: 'This transaction number is already used by another payment request.' },
  UQ_payment_requests_receipt: { code: 'RECEIPT_USED', message: 'This receipt was already sent with another payment request.' },
};

/** A member's side of buying a plan: the request and its reference, then the receipt. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /** Opening the dialog again for the same plan gives the same reference, not a new request. */
  async open(user: UserRow, { plan: name, method }: PaymentStart): Promise<PaymentInstructions> {
    const plan = await this.plans.get(name);
    if (!plan.isActive || Number(plan.price) <= 0) throw new BadRequestException({ code: 'PLAN_UNAVAILABLE', message: `The ${name} plan cannot be bought at the moment.` });
    const [reopened] = await rowsOf(
      this.dataSource,
      db
        .updateTable('payment_requests as r')
        .set({ method, amount: plan.price })
        .where('r.user_id', '=', user.id)
        .where('r.plan', '=', name)
        .where('r.status', '=', 'awaiting_receipt')
        .returning(paymentJson),
    );
    const payment =
      reopened?.body ??
      (await this.one(
        await rowOf(
          this.dataSource,
          db.insertInto('payment_requests').values({ user_id: user.id, plan: name, amount: plan.price, method, reference: newReference() }).returning('id'),
        ),
      ));
    return { payment, accounts: (await this.settings.get()).payment };
  }

  /** The receipt and the transaction number: the request waits for an admin. Each number and file is used once. */
  async submit(user: UserRow, id: number, method: PaymentMethod, transactionNumber: string, receipt: ReceiptFile): Promise<PaymentRequest> {
    const payment = await this.dataSource
      .transaction(async (manager) => {
        const [row] = await rowsOf(manager, db.selectFrom('payment_requests').select('status').where('id', '=', id).where('user_id', '=', user.id).forUpdate());
        if (!row) throw notFound();
        if (row.status !== 'awaiting_receipt') throw notOpen();
        const updated = await rowOf(
          manager,
          db
            .updateTable('payment_requests as r')
            .set({
              status: 'pending',
              method,
              transaction_number: normalTransactionNumber(transactionNumber),
              receipt_sha256: receipt.sha256,
              submitted_at: sql<Date>`now()`,
            })
            .where('r.id', '=', id)
            .returning(paymentJson),
        );
        await rowsOf(manager, db.insertInto('payment_receipts').values({ payment_id: id, media_type: receipt.mediaType, content: receipt.content }));
        return updated.body;
      })
      .catch((error: unknown) => {
        const used = error instanceof QueryFailedError ? USED[(error.driverError as { constraint?: string }).constraint ?? ''] : undefined;
        throw used ? new ConflictException(used) : error;
      });
    const { contactEmail } = await this.settings.get();
    await this.queue.enqueue({
      to: contactEmail,
      subject: `Payment to check: ${payment.reference} (${payment.plan}, ${payment.amount} DZD)`,
      text: `${user.firstName} ${user.lastName} <${user.email}> sent a ${payment.method} receipt, transaction ${payment.transactionNumber}.\n\n${this.app.publicUrl}/admin/payments`,
    });
    return payment;
  }

  async mine(user: UserRow, limit: number, offset: number): Promise<{ items: PaymentRequest[]; total: number }> {
    const mine = db.selectFrom('payment_requests as r').where('r.user_id', '=', user.id);
    return pageOf(this.dataSource, mine.select(paymentJson).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset), mine.select(total()));
  }

  /** For admins: the queue, oldest pending first; or any status. */
  async page(status: PaymentStatus | undefined, limit: number, offset: number): Promise<{ items: AdminPaymentRequest[]; total: number }> {
    let listed = adminPayments();
    if (status) listed = listed.where('r.status', '=', status);
    const [rows, counted] = await Promise.all([
      rowsOf(this.dataSource, listed.orderBy(fragment('r.submitted_at NULLS LAST')).orderBy('r.id').limit(limit).offset(offset)),
      this.count(status),
    ]);
    return { items: rows.map((row) => row.body), total: counted };
  }

  /** Receipts waiting for a decision: the moderation tab's count, the queue's own total. */
  waiting(): Promise<number> {
    return this.count('pending');
  }

  private async count(status: PaymentStatus | undefined): Promise<number> {
    let requests = db.selectFrom('payment_requests as r');
    if (status) requests = requests.where('r.status', '=', status);
    const counted = await rowOf(this.dataSource, requests.select(total()));
    return counted.total;
  }

  private async one(id: { id: number }): Promise<PaymentRequest> {
    const row = await rowOf(this.dataSource, db.selectFrom('payment_requests as r').select(paymentJson).where('r.id', '=', id.id));
    return row.body;
  }

  /** The receipt's bytes, for its sender and for who manages payments only. */
  async receipt(actor: UserRow, id: number): Promise<{ mediaType: string; content: Buffer }> {
    let receipts = db
      .selectFrom('payment_receipts as c')
      .innerJoin('payment_requests as r', 'r.id', 'c.payment_id')
      .select(['c.media_type as mediaType', 'c.content'])
      .where('c.payment_id', '=', id);
    if (!can(actor.role, 'payments.manage')) receipts = receipts.where('r.user_id', '=', actor.id);
    const [row] = await rowsOf(this.dataSource, receipts);
    if (!row) throw notFound();
    return row;
  }

  /** The upgrade notice was shown. */
  async noticeSeen(user: UserRow): Promise<void> {
    await rowsOf(this.dataSource, db.updateTable('users').set({ plan_notice: null }).where('id', '=', user.id));
  }
}
