import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { can, type AdminPaymentRequest, type PaymentInstructions, type PaymentMethod, type PaymentRequest, type PaymentStart, type PaymentStatus } from 'shared-contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { ADMIN_PAYMENT_JSON, PAYMENT_JSON } from './payment-sql.js';
import { PlansService } from './plans.service.js';
import type { ReceiptFile } from './receipt-file.js';

// No 0/O or 1/I/L: the reference is copied by hand into a transfer's label.
const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = (): string => `DJ-${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;

/** Spaces and dashes are how people copy a number, not part of it. */
export const normalTransactionNumber = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();

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
  async open(user: UserEntity, { plan: name, method }: PaymentStart): Promise<PaymentInstructions> {
    const plan = await this.plans.get(name);
    if (!plan.isActive || Number(plan.price) <= 0) throw new BadRequestException({ code: 'PLAN_UNAVAILABLE', message: `The ${name} plan cannot be bought at the moment.` });
    const [[reopened]] = await this.dataSource.query<[PaymentRequest[], number]>(
      `UPDATE payment_requests r SET method = $3, amount = $4 WHERE r.user_id = $1 AND r.plan = $2 AND r.status = 'awaiting_receipt' RETURNING ${PAYMENT_JSON}`,
      [user.id, name, method, plan.price],
    );
    const payment: PaymentRequest =
      reopened ??
      (
        await this.dataSource.query<PaymentRequest[]>(
          `INSERT INTO payment_requests AS r (user_id, plan, amount, method, reference) VALUES ($1, $2, $3, $4, $5) RETURNING ${PAYMENT_JSON}`,
          [user.id, name, plan.price, method, newReference()],
        )
      )[0];
    return { payment, accounts: (await this.settings.get()).payment };
  }

  /** The receipt and the transaction number: the request waits for an admin. Each number and file is used once. */
  async submit(user: UserEntity, id: number, method: PaymentMethod, transactionNumber: string, receipt: ReceiptFile): Promise<PaymentRequest> {
    const payment = await this.dataSource
      .transaction(async (manager) => {
        const [row]: { status: PaymentStatus }[] = await manager.query('SELECT status FROM payment_requests WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, user.id]);
        if (!row) throw notFound();
        if (row.status !== 'awaiting_receipt') throw notOpen();
        const [updated]: PaymentRequest[] = (
          await manager.query<[PaymentRequest[], number]>(
            `UPDATE payment_requests r SET status = 'pending', method = $2, transaction_number = $3, receipt_sha256 = $4, submitted_at = now() WHERE id = $1 RETURNING ${PAYMENT_JSON}`,
            [id, method, normalTransactionNumber(transactionNumber), receipt.sha256],
          )
        )[0];
        await manager.query('INSERT INTO payment_receipts (payment_id, media_type, content) VALUES ($1, $2, $3)', [id, receipt.mediaType, receipt.content]);
        return updated;
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

  async mine(user: UserEntity, limit: number, offset: number): Promise<{ items: PaymentRequest[]; total: number }> {
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query<PaymentRequest[]>(`SELECT ${PAYMENT_JSON} FROM payment_requests r WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`, [
        user.id,
        limit,
        offset,
      ]),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM payment_requests WHERE user_id = $1', [user.id]),
    ]);
    return { items, total };
  }

  /** For admins: the queue, oldest pending first; or any status. */
  async page(status: PaymentStatus | undefined, limit: number, offset: number): Promise<{ items: AdminPaymentRequest[]; total: number }> {
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query<AdminPaymentRequest[]>(
        `SELECT ${ADMIN_PAYMENT_JSON} FROM payment_requests r LEFT JOIN users u ON u.id = r.user_id WHERE ($1::text IS NULL OR r.status = $1)
         ORDER BY r.submitted_at NULLS LAST, r.id LIMIT $2 OFFSET $3`,
        [status ?? null, limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM payment_requests WHERE ($1::text IS NULL OR status = $1)', [status ?? null]),
    ]);
    return { items, total };
  }
  /** Receipts waiting for a decision: the moderation tab's count, the queue's own total. */
  async waiting(): Promise<number> {
    return (await this.page('pending', 0, 0)).total;
  }

  /** The receipt's bytes, for its sender and for who manages payments only. */
  async receipt(actor: UserEntity, id: number): Promise<{ mediaType: string; content: Buffer }> {
    const [row] = await this.dataSource.query<{ mediaType: string; content: Buffer }[]>(
      'SELECT c.media_type AS "mediaType", c.content FROM payment_receipts c JOIN payment_requests r ON r.id = c.payment_id WHERE c.payment_id = $1 AND (r.user_id = $2 OR $3)',
      [id, actor.id, can(actor.role, 'payments.manage')],
    );
    if (!row) throw notFound();
    return row;
  }

  /** The upgrade notice was shown. */
  async noticeSeen(user: UserEntity): Promise<void> {
    await this.dataSource.query('UPDATE users SET plan_notice = NULL WHERE id = $1', [user.id]);
  }
}
