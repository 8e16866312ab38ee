import type { Language } from '../i18n/language.js';

/** How saved-search alerts reach the account: by email, as a push notification to its devices, or both. */
export const ALERT_CHANNELS = ['email', 'push', 'both'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * What the account wants to hear of (settings): saved-search alerts (at all, and by which
 * channel), listing expiry reminders, messages by email, and messages as push notifications.
 */
export interface NotificationChoices {
  alerts: boolean;
  alertChannel: AlertChannel;
  listingExpiry: boolean;
  messages: boolean;
  /** A new message is pushed to the account's subscribed devices. */
  pushMessages: boolean;
}

/** PATCH /api/user/profile: the names and phone others see on the owner's listings. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  /** An Algerian mobile number (05…, 06…, 07…, or +213 5/6/7…), or null for none. */
  phone: string | null;
}

/** PATCH /api/user/preferences: any of the two, what is left out is kept. */
export interface PreferencesUpdate {
  /** Applied whenever the account signs in, on any device. */
  language?: Language;
  notifications?: Partial<NotificationChoices>;
}

/** POST /api/user/password: every other session of the account ends. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/user/deletion: the password again; the account is deleted this many days later unless its owner signs in and cancels. */
export interface AccountDeletionRequest {
  password: string;
}
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
