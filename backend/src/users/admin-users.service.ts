import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminUser, UserPlanChange, UserRole } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { containsPattern } from '../common/sql/like.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { AdminUsersQuery } from './dto/admin-users.dto.js';
import { toUser } from './to-user.js';
import { UserEntity } from './user.entity.js';

/** The users table of the back-office: search, filters, and the changes only admins make. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async page({ q, role, active, plan }: AdminUsersQuery, limit: number, offset: number): Promise<{ items: AdminUser[]; total: number }> {
    const builder = this.dataSource.manager
      .createQueryBuilder(UserEntity, 'u')
      .addSelect('(SELECT count(*)::int FROM properties p WHERE p.user_id = u.id)', 'listings_count')
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC');
    const text = q?.trim();
    if (text) builder.andWhere("(u.username ILIKE :text OR u.email ILIKE :text OR (u.first_name || ' ' || u.last_name) ILIKE :text)", { text: containsPattern(text) });
    if (role) builder.andWhere('u.role = :role', { role });
    if (active !== undefined) builder.andWhere('u.is_active = :active', { active });
    if (plan) builder.andWhere('u.subscription_plan = :plan', { plan });
    const total = await builder.getCount();
    const { entities, raw } = await builder.limit(limit).offset(offset).getRawAndEntities<{ listings_count: number }>();
    return { items: entities.map((entity, index) => ({ ...toUser(entity), listingsCount: raw[index].listings_count })), total };
  }

  /** An admin never changes their own role: the last admin could otherwise lock everyone out. */
  async setRole(id: number, role: UserRole, admin: UserEntity): Promise<AdminUser> {
    if (id === admin.id) throw validationFailed([{ field: 'role', code: 'invalid' }], 'An admin cannot change their own role.');
    return this.change(id, async (manager, user) => {
      const before = { role: user.role };
      await manager.update(UserEntity, { id }, { role });
      return { action: 'user.role', before, after: { role } };
    });
  }

  /** A plan set by hand (a payment made outside the site, a gift): free has no end; a paid plan needs one in the future. */
  async setPlan(id: number, { plan, expiresAt }: UserPlanChange): Promise<AdminUser> {
    const end = plan === 'free' ? null : new Date(expiresAt!);
    if (end && end.getTime() <= Date.now()) throw validationFailed([{ field: 'expiresAt', code: 'invalid' }], 'A paid plan ends in the future.');
    return this.change(id, async (manager, user) => {
      const before = { plan: user.subscriptionPlan, expiresAt: user.planExpiresAt };
      await manager.query('UPDATE users SET subscription_plan = $2, plan_expires_at = $3, plan_reminded_days = NULL WHERE id = $1', [id, plan, end]);
      return { action: 'user.plan', before, after: { plan, expiresAt: end } };
    });
  }

  private async change(id: number, apply: (manager: EntityManager, user: UserEntity) => Promise<{ action: string; before: unknown; after: unknown }>): Promise<AdminUser> {
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `No user has the id ${id}.` });
      const { action, before, after } = await apply(manager, user);
      await this.audit.record({ action, targetType: 'user', targetId: id, before, after }, manager);
    });
    return this.one(id);
  }

  /** One member as the table shows them; 404 when no user has the id. */
  async one(id: number): Promise<AdminUser> {
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id });
    if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `No user has the id ${id}.` });
    const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM properties WHERE user_id = $1', [id]);
    return { ...toUser(user), listingsCount: count };
  }
}
