import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionPlanName, UserRole } from 'shared-contracts';

/**
 * An account. Username and email are unique whatever their case: the migration's indexes on
 * lower(...), which the entity only names so that migration:generate leaves them alone.
 */
@Entity('users')
@Index('UQ_users_username_lower', { synchronize: false })
@Index('UQ_users_email_lower', { synchronize: false })
@Check('CHK_users_role', `"role" IN ('user', 'admin')`)
@Check('CHK_users_subscription_plan', `"subscription_plan" IN ('free', 'basic', 'premium')`)
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

  @Column({ name: 'subscription_plan', type: 'varchar', length: 20, default: 'free' })
  subscriptionPlan: SubscriptionPlanName;

  @Column({ name: 'reward_points', type: 'integer', default: 0 })
  rewardPoints: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
