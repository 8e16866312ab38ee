import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminUser, UserPlanChange, UserRole } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { db, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { containsPattern } from '../common/sql/like.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import type { AdminUsersQuery } from './dto/admin-users.dto.js';
import { toUser, type UserFields } from './to-user.js';
import { findUser, updateUser, type UserRow } from './user-row.js';

/** A user's columns as toUser reads them (UserFields), by the entity's names. */
const USER_FIELDS = [
  'u.id',
  'u.username',
  'u.email',
  'u.first_name as firstName',
  'u.last_name as lastName',
  'u.phone',
  'u.avatar',
  'u.role',
  'u.is_blog_author as isBlogAuthor',
  'u.is_active as isActive',
  'u.subscription_plan as subscriptionPlan',
  'u.reward_points as rewardPoints',
  'u.plan_expires_at as planExpiresAt',
  'u.plan_notice as planNotice',
  'u.language',
  'u.totp_secret as totpSecret',
  'u.deletion_scheduled_at as deletionScheduledAt',
  'u.notify_alerts as notifyAlerts',
  'u.alert_channel as alertChannel',
  'u.notify_listing_expiry as notifyListingExpiry',
  'u.notify_messages as notifyMessages',
  'u.push_messages as pushMessages',
  'u.created_at as createdAt',
] as const;

/** The users table of the back-office: search, filters, and the changes only admins make. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async page({ q, role, active, plan }: AdminUsersQuery, limit: number, offset: number): Promise<{ items: AdminUser[]; total: number }> {
    let found = db.selectFrom('users as u');
    const text = q?.trim() && containsPattern(q.trim());
    if (text) found = found.where((eb) => eb.or([eb('u.username', 'ilike', text), eb('u.email', 'ilike', text), eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', text)]));
    if (role) found = found.where('u.role', '=', role);
    if (active !== undefined) found = found.where('u.is_active', '=', active);
    if (plan) found = found.where('u.subscription_plan', '=', plan);
    const [counted, rows] = await Promise.all([
      rowOf(this.dataSource, found.select(total())),
      rowsOf(
        this.dataSource,
        found
          .select(USER_FIELDS)
          .select(sql<number>`(SELECT count(*)::int FROM properties p WHERE p.user_id = u.id)`.as('listingsCount'))
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id', 'desc')
          .limit(limit)
          .offset(offset),
      ),
    ]);
    return { items: rows.map((row) => ({ ...toUser(row as UserFields), listingsCount: row.listingsCount })), total: counted.total };
  }

  /** An admin never changes their own role: the last admin could otherwise lock everyone out. */
  async setRole(id: number, role: UserRole, admin: UserRow): Promise<AdminUser> {
    if (id === admin.id) throw validationFailed([{ field: 'role', code: 'invalid' }], 'An admin cannot change their own role.');
    return this.change(id, async (manager, user) => {
      const before = { role: user.role };
      await updateUser(manager, id, { role });
      return { action: 'user.role', before, after: { role } };
    });
  }

  /** A plan set by hand (a payment made outside the site, a gift): free has no end; a paid plan needs one in the future. */
  async setPlan(id: number, { plan, expiresAt }: UserPlanChange): Promise<AdminUser> {
    const end = plan === 'free' ? null : new Date(expiresAt!);
    if (end && end.getTime() <= Date.now()) throw validationFailed([{ field: 'expiresAt', code: 'invalid' }], 'A paid plan ends in the future.');
    return this.change(id, async (manager, user) => {
      const before = { plan: user.subscriptionPlan, expiresAt: user.planExpiresAt };
      await rowsOf(manager, db.updateTable('users').set({ subscription_plan: plan, plan_expires_at: end, plan_reminded_days: null }).where('id', '=', id));
      return { action: 'user.plan', before, after: { plan, expiresAt: end } };
    });
  }

  private async change(id: number, apply: (manager: EntityManager, user: UserRow) => Promise<{ action: string; before: unknown; after: unknown }>): Promise<AdminUser> {
    await this.dataSource.transaction(async (manager) => {
      const user = await findUser(manager, id, { forUpdate: true });
      if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `No user has the id ${id}.` });
      const { action, before, after } = await apply(manager, user);
      await this.audit.record({ action, targetType: 'user', targetId: id, before, after }, manager);
    });
    return this.one(id);
  }

  /** One member as the table shows them; 404 when no user has the id. */
  async one(id: number): Promise<AdminUser> {
    const user = await findUser(this.dataSource, id);
    if (!user) throw new NotFoundException({ code: 'NOT_FOUND', message: `No user has the id ${id}.` });
    const { total: listingsCount } = await rowOf(this.dataSource, db.selectFrom('properties').select(total()).where('user_id', '=', id));
    return { ...toUser(user), listingsCount };
  }
}
