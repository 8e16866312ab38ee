import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { USER_ROLES, type Language, type SubscriptionPlanName, type UserRole } from 'shared-contracts';

/**
 * An account. Username and email are unique whatever their case: the migration's indexes on
 * lower(...), which the entity only names so that migration:generate leaves them alone.
 */
@Entity('users')
@Index('UQ_users_username_lower', { synchronize: false })
@Index('UQ_users_email_lower', { synchronize: false })
@Check('CHK_users_role', `"role" IN (${USER_ROLES.map((role) => `'${role}'`).join(', ')})`)
@Check('CHK_users_subscription_plan', `"subscription_plan" IN ('free', 'basic', 'premium')`)
@Check('CHK_users_language', `"language" IN ('ar', 'en')`)
@Index('IDX_users_deletion', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_users' })
  id: number;

  @Column({ type: 'varchar', length: 30 })
  username: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 60 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 60 })
  lastName: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role: UserRole;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** An admin let this member write the blog. */
  @Column({ name: 'is_blog_author', type: 'boolean', default: false })
  isBlogAuthor: boolean;

  @Column({ name: 'subscription_plan', type: 'varchar', length: 20, default: 'free' })
  subscriptionPlan: SubscriptionPlanName;

  @Column({ name: 'reward_points', type: 'integer', default: 0 })
  rewardPoints: number;

  /** The paid plan's end; the plans job returns the account to free then. */
  @Column({ name: 'plan_expires_at', type: 'timestamptz', nullable: true })
  planExpiresAt: Date | null;

  /** The plan an approval started that the member has not been shown yet. */
  @Column({ name: 'plan_notice', type: 'varchar', length: 20, nullable: true })
  planNotice: SubscriptionPlanName | null;

  @Column({ type: 'varchar', length: 2, default: 'ar' })
  language: Language;

  @Column({ name: 'notify_alerts', type: 'boolean', default: true })
  notifyAlerts: boolean;

  @Column({ name: 'notify_listing_expiry', type: 'boolean', default: true })
  notifyListingExpiry: boolean;

  @Column({ name: 'notify_messages', type: 'boolean', default: true })
  notifyMessages: boolean;

  /** Base32 TOTP secret once two-factor sign-in is on (auth/two-factor); never sent to the client after setup. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret: string | null;

  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true })
  totpPendingSecret: string | null;

  /** The TOTP time step of the last code taken: a code is never taken twice. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep: string | null;

  /** The owner asked for the account to be deleted: it is, with everything it holds, at this time. */
  @Column({ name: 'deletion_scheduled_at', type: 'timestamptz', nullable: true })
  deletionScheduledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
