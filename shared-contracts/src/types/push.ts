/** GET /api/push/key: the site's VAPID public key (base64url), the browser's applicationServerKey. */
export interface PushKey {
  publicKey: string;
}

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), made once per device. */
export interface PushSubscriptionRequest {
  /** https (any http:// is refused in production; http://127.0.0.1 or localhost elsewhere, for a local stand-in). */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Sent by the browsers (null), not kept. */
  expirationTime?: number | null;
}

/** DELETE /api/push/subscriptions: this device's subscription ends (only the account's own). */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** GET and POST /api/push/subscriptions: how many of the account's devices receive notifications. */
export interface PushDevices {
  devices: number;
  /** This very session (browser) has one. */
  thisDevice: boolean;
}

/**
 * What every notification carries (the JSON of a push's body): the service worker shows `title`
 * and `body`, in the account's language, and opens `url` (a path on the site) on a click. A new
 * notification with the same `tag` replaces the one shown (one per saved search, per conversation).
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Devices an account keeps subscribed: the oldest subscription goes past this. */
export const MAX_PUSH_DEVICES = 10;
export const PUSH_KEY_PATH = '/api/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';
