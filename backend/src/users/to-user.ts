import type { User } from 'shared-contracts';
import type { UserRow } from './user-row.js';

/** The columns toUser reads: an entity, or a row selected with USER_FIELDS. */
export type UserFields = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'avatar'
  | 'role'
  | 'isBlogAuthor'
  | 'isActive'
  | 'subscriptionPlan'
  | 'rewardPoints'
  | 'planExpiresAt'
  | 'planNotice'
  | 'language'
  | 'totpSecret'
  | 'deletionScheduledAt'
  | 'notifyAlerts'
  | 'alertChannel'
  | 'notifyListingExpiry'
  | 'notifyMessages'
  | 'pushMessages'
  | 'createdAt'
>;

/** What the API says about an account: field by field, so that no hash or counter leaks by accident. */
export function toUser(entity: UserFields): User {
  return {
    id: entity.id,
    username: entity.username,
    email: entity.email,
    firstName: entity.firstName,
    lastName: entity.lastName,
    phone: entity.phone,
    avatar: entity.avatar,
    role: entity.role,
    isBlogAuthor: entity.isBlogAuthor,
    isActive: entity.isActive,
    subscriptionPlan: entity.subscriptionPlan,
    rewardPoints: entity.rewardPoints,
    planExpiresAt: entity.planExpiresAt?.toISOString() ?? null,
    planNotice: entity.planNotice,
    language: entity.language,
    twoFactor: entity.totpSecret !== null,
    deletionScheduledAt: entity.deletionScheduledAt?.toISOString() ?? null,
    notifications: {
      alerts: entity.notifyAlerts,
      alertChannel: entity.alertChannel,
      listingExpiry: entity.notifyListingExpiry,
      messages: entity.notifyMessages,
      pushMessages: entity.pushMessages,
    },
    createdAt: entity.createdAt.toISOString(),
  };
}
