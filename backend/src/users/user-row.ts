import { sql, type Selectable, type UpdateObject } from 'kysely';
import type { DataSource, EntityManager } from 'typeorm';
import type { AlertChannel, Language, SubscriptionPlanName, UserRole } from 'shared-contracts';
import { db, rowsOf } from '../common/sql/kysely.js';
import type { DB, Users } from '../database/schema.js';

/**
 * An account as the backend reads it: a row of `users` by the names the code uses, its
 * enumerations typed. Username and email are unique whatever their case (the migration's indexes
 * on lower(...)); the role, plan, language and alert channel are held to their lists by CHECK constraints.
 */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatar: string | null;
  role: UserRole;
  isActive: boolean;
  /** An admin let this member write the blog. */
  isBlogAuthor: boolean;
  subscriptionPlan: SubscriptionPlanName;
  rewardPoints: number;
  /** The paid plan's end; the plans job returns the account to free then. */
  planExpiresAt: Date | null;
  /** The plan an approval started that the member has not been shown yet. */
  planNotice: SubscriptionPlanName | null;
  language: Language;
  notifyAlerts: boolean;
  /** How saved-search alerts go out (when notifyAlerts): email, push, or both. */
  alertChannel: AlertChannel;
  notifyListingExpiry: boolean;
  notifyMessages: boolean;
  /** New messages are pushed to the account's devices. */
  pushMessages: boolean;
  /** Base32 TOTP secret once two-factor sign-in is on (auth/two-factor); never sent to the client after setup. */
  totpSecret: string | null;
  totpPendingSecret: string | null;
  /** The TOTP time step of the last code taken (bigint, so a string): a code is never taken twice. */
  totpLastStep: string | null;
  /** The owner asked for the account to be deleted: it is, with everything it holds, at this time. */
  deletionScheduledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Each field's column: the one place the two namings meet. */
const COLUMN_OF = {
  id: 'id',
  username: 'username',
  email: 'email',
  passwordHash: 'password_hash',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  avatar: 'avatar',
  role: 'role',
  isActive: 'is_active',
  isBlogAuthor: 'is_blog_author',
  subscriptionPlan: 'subscription_plan',
  rewardPoints: 'reward_points',
  planExpiresAt: 'plan_expires_at',
  planNotice: 'plan_notice',
  language: 'language',
  notifyAlerts: 'notify_alerts',
  alertChannel: 'alert_channel',
  notifyListingExpiry: 'notify_listing_expiry',
  notifyMessages: 'notify_messages',
  pushMessages: 'push_messages',
  totpSecret: 'totp_secret',
  totpPendingSecret: 'totp_pending_secret',
  totpLastStep: 'totp_last_step',
  deletionScheduledAt: 'deletion_scheduled_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies { [field in keyof UserRow]: keyof Users };

const FIELDS = Object.keys(COLUMN_OF) as (keyof UserRow)[];

/** A selected row as the code reads it. The CHECK constraints vouch for the enumerations. */
export const userFromRow = (row: Selectable<Users>): UserRow => Object.fromEntries(FIELDS.map((field) => [field, row[COLUMN_OF[field]]])) as unknown as UserRow;

/** Changes by the code's names as the SET of an UPDATE; updated_at moves with every change. */
export function userColumns(changes: Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>>): UpdateObject<DB, 'users'> {
  const columns = Object.fromEntries(Object.entries(changes).map(([field, value]) => [COLUMN_OF[field as keyof UserRow], value]));
  return { ...columns, updated_at: sql<Date>`now()` };
}

type Runner = DataSource | EntityManager;

/** The account with this id; locked until the transaction ends when `forUpdate` (a read-then-write under concurrency). */
export async function findUser(runner: Runner, id: number, { forUpdate = false } = {}): Promise<UserRow | null> {
  const query = db.selectFrom('users').selectAll().where('id', '=', id);
  const [row] = await rowsOf(runner, forUpdate ? query.forUpdate() : query);
  return row ? userFromRow(row) : null;
}

/** The account with this id, which the caller knows exists (the signed-in user). */
export async function userById(runner: Runner, id: number): Promise<UserRow> {
  const user = await findUser(runner, id);
  if (!user) throw new Error(`No user has the id ${id}.`);
  return user;
}

/** Writes the changes to one account. */
export async function updateUser(runner: Runner, id: number, changes: Parameters<typeof userColumns>[0]): Promise<void> {
  await rowsOf(runner, db.updateTable('users').set(userColumns(changes)).where('id', '=', id));
}
