import { apiRequest } from '../http/fetcher.js';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH, type PushDevices, type PushKey } from '../types/push.js';

/** Which account turned pushes on in this browser: the subscription is given to that account's sessions alone. */
const PUSH_ACCOUNT_KEY = 'djelfa-estates.push-account';

const remember = (account: number): void => {
  try {
    localStorage.setItem(PUSH_ACCOUNT_KEY, String(account));
  } catch {
    // Storage blocked: the next session asks again.
  }
};
const subscribedAccount = (): number | null => {
  try {
    return Number(localStorage.getItem(PUSH_ACCOUNT_KEY)) || null;
  } catch {
    return null;
  }
};

/** Where the browser can receive pushes: a worker controls the page, and the browser has a push service. */
export const pushSupported = (): boolean => typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window && navigator.serviceWorker?.controller != null;

/** Whether this browser already receives the account's pushes. */
export async function pushIsOn(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  if (!(await registration.pushManager.getSubscription())) return false;
  return (await apiRequest<PushDevices>(PUSH_SUBSCRIPTIONS_PATH)).thisDevice;
}

/**
 * Asks the visitor's permission, subscribes this browser with the site's key, and gives the
 * subscription to the API for the signed-in account (once per device). False when the visitor
 * says no; throws when the browser or the API cannot.
 */
export async function turnOnPush(account: number): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const [registration, { publicKey }] = await Promise.all([navigator.serviceWorker.ready, apiRequest<PushKey>(PUSH_KEY_PATH)]);
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await apiRequest<PushDevices>(PUSH_SUBSCRIPTIONS_PATH, { method: 'POST', body: subscription.toJSON() });
  remember(account);
  return true;
}

/**
 * At sign-in: a browser that receives the pushes of the account now signed in gives its
 * subscription to this session (the API ties each to the session that gave it, and forgets it when
 * that session ends). Another account's never: it said yes for itself alone.
 */
export async function renewPushForAccount(account: number): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || subscribedAccount() !== account) return;
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (!subscription || (await apiRequest<PushDevices>(PUSH_SUBSCRIPTIONS_PATH)).thisDevice) return;
  await apiRequest<PushDevices>(PUSH_SUBSCRIPTIONS_PATH, { method: 'POST', body: subscription.toJSON() });
}
