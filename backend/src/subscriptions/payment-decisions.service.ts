import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminPaymentRequest, PaymentStatus, SubscriptionPlanName } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { rowOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { RewardsService } from '../rewards/rewards.service.js';
import type { UserEntity } from '../users/user.entity.js';
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
  async approve(admin: UserEntity, id: number): Promise<AdminPaymentRequest> {
    const { member, plan, end, points } = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockPending(manager, id);
      const member = await this.lockMember(manager, request.userId);
      const { duration } = await this.plans.get(request.plan, manager);
      const renewing = member.plan === request.plan && member.expiresAt !== null && member.expiresAt > new Date();
      const start = renewing ? member.expiresAt! : new Date();
      const end = new Date(start.getTime() + duration * 86_400_000);
      await manager.query('UPDATE users SET subscription_plan = $2, plan_expires_at = $3, plan_reminded_days = NULL, plan_notice = $2 WHERE id = $1', [
        request.userId,
        request.plan,
        end,
      ]);
      await manager.query(`UPDATE payment_requests SET status = 'approved', decided_at = now(), decided_by = $2, period_start = $3, period_end = $4 WHERE id = $1`, [
        id,
        admin.id,
        start,
        end,
      ]);
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

  async reject(admin: UserEntity, id: number, reason: string): Promise<AdminPaymentRequest> {
    const { member, plan } = await this.dataSource.transaction(async (manager) => {
      const request = await this.lockPending(manager, id);
      await manager.query(`UPDATE payment_requests SET status = 'rejected', reject_reason = $3, decided_at = now(), decided_by = $2 WHERE id = $1`, [id, admin.id, reason]);
      await this.audit.record({ action: 'payment.reject', targetType: 'payment', targetId: id, before: { status: 'pending' }, after: { status: 'rejected', reason } }, manager);
      return { member: request.userId === null ? null : await this.lockMember(manager, request.userId), plan: request.plan };
    });
    if (member) await this.queue.enqueue(planMails(this.app.publicUrl).rejected(member, plan, reason));
    return this.one(id);
  }

  private async lockPending(manager: EntityManager, id: number): Promise<Decided> {
    const [request]: Decided[] = await manager.query('SELECT status, plan, amount::text AS amount, user_id AS "userId" FROM payment_requests WHERE id = $1 FOR UPDATE', [id]);
    if (!request) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such payment request.' });
    if (request.status !== 'pending') throw notPending();
    return request;
  }

  private async lockMember(manager: EntityManager, userId: number | null): Promise<Member> {
    const [member]: Member[] = await manager.query(
      `SELECT email, first_name AS "firstName", language::text AS language, subscription_plan AS plan, plan_expires_at AS "expiresAt" FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
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
