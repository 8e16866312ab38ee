import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminPaymentRequest, Language, PaymentStatus, SubscriptionPlanName } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { db, rowOf, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { RewardsService } from '../rewards/rewards.service.js';
import type { UserRow } from '../users/user-row.js';
import { adminPayments } from './payment-sql.js';
import { planMails, type PlanMember } from './plan-mails.js';
import { PlansService } from './plans.service.js';

/** Reward points an approved payment earns: one per 10 DZD paid. */
export const pointsForPayment = (amount: string): number => Math.floor(Number(amount) / 10);

interface Decided {
  status: PaymentStatus;
  plan: SubscriptionPlanName;
  amount: string;
  userId: number | null;
}

interface Member extends PlanMember {
  plan: SubscriptionPlanName;
  expiresAt: Date | null;
}

const notPending = (): ConflictException =>
  new ConflictException({ code: 'PAYMENT_NOT_OPEN', message: 'Only a pending payment request, with its receipt, is approved or rejected.' });

/** An admin's side: approving starts (or extends) the plan and rewards it; rejecting says why. */
@Injectable()
export class PaymentDecisionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: PlansService,
    private readonly rewards: RewardsService,
    private readonly queue: MailQueue,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /**
   * The plan runs its duration from now; a payment for the plan the member already has runs on
   * from its end instead (a renewal before expiry loses no day).
   */
  async approve(admin: UserRow, id: number): Promise<AdminPaymentRequest> {
    const { member, plan, end, points } = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockPending(manager, id);
      const member = await this.lockMember(manager, request.userId);
      const { duration } = await this.plans.get(request.plan, manager);
      const renewing = member.plan === request.plan && member.expiresAt !== null && member.expiresAt > new Date();
      const start = renewing ? member.expiresAt! : new Date();
      const end = new Date(start.getTime() + duration * 86_400_000);
      await rowsOf(
        manager,
        db
          .updateTable('users')
          .set({ subscription_plan: request.plan, plan_expires_at: end, plan_reminded_days: null, plan_notice: request.plan })
          .where('id', '=', request.userId),
      );
      await rowsOf(
        manager,
        db
          .updateTable('payment_requests')
          .set({ status: 'approved', decided_at: sql`now()`, decided_by: admin.id, period_start: start, period_end: end })
          .where('id', '=', id),
      );
      const points = pointsForPayment(request.amount);
      await this.audit.record(
        {
          action: 'payment.approve',
          targetType: 'payment',
          targetId: id,
          before: { status: 'pending', plan: member.plan, expiresAt: member.expiresAt },
          after: { status: 'approved', plan: request.plan, expiresAt: end },
        },
        manager,
      );
      await this.rewards.award(manager, request.userId!, points, 'plan_payment', { type: 'payment', id });
      return { member, plan: request.plan, end, points };
    });
    await this.queue.enqueue(planMails(this.app.publicUrl).approved(member, plan, end, points));
    return this.one(id);
  }

  async reject(admin: UserRow, id: number, reason: string): Promise<AdminPaymentRequest> {
    const { member, plan } = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockPending(manager, id);
      await rowsOf(
        manager,
        db
          .updateTable('payment_requests')
          .set({ status: 'rejected', reject_reason: reason, decided_at: sql`now()`, decided_by: admin.id })
          .where('id', '=', id),
      );
      await this.audit.record({ action: 'payment.reject', targetType: 'payment', targetId: id, before: { status: 'pending' }, after: { status: 'rejected', reason } }, manager);
      return { member: request.userId === null ? null : await this.lockMember(manager, request.userId), plan: request.plan };
    });
    if (member) await this.queue.enqueue(planMails(this.app.publicUrl).rejected(member, plan, reason));
    return this.one(id);
  }

  private async lockPending(manager: EntityManager, id: number): Promise<Decided> {
    const [request] = await rowsOf(
      manager,
      db
        .selectFrom('payment_requests')
        .select((eb) => ['status', 'plan', eb.cast<string>('amount', 'text').as('amount'), 'user_id as userId'])
        .where('id', '=', id)
        .forUpdate()
        .$narrowType<Pick<Decided, 'status' | 'plan'>>(),
    );
    if (!request) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such payment request.' });
    if (request.status !== 'pending') throw notPending();
    return request;
  }

  private async lockMember(manager: EntityManager, userId: number | null): Promise<Member> {
    const [member] = await rowsOf(
      manager,
      db
        .selectFrom('users')
        .select((eb) => ['email', 'first_name as firstName', eb.cast<Language>('language', 'text').as('language'), 'subscription_plan as plan', 'plan_expires_at as expiresAt'])
        .where('id', '=', userId)
        .forUpdate()
        .$narrowType<Pick<Member, 'plan'>>(),
    );
    // The account was erased after paying: nothing to start; the admin refunds it by hand.
    if (!member) throw new ConflictException({ code: 'PAYMENT_NOT_OPEN', message: 'The account that made this request no longer exists.' });
    return member;
  }

  private async one(id: number): Promise<AdminPaymentRequest> {
    const row = await rowOf(this.dataSource, adminPayments().where('r.id', '=', id));
    return row.body;
  }
}
