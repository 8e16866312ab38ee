import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';

/** Who opened a page, as the request says. */
export interface Visitor {
  userId?: number;
  ip: string;
  userAgent: string;
}

/** A crawler, or a script that gives no user agent at all: not a person's visit. */
export const isCrawler = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * One key per visitor and day, for counting views once a day: a keyed hash of the account (or of
 * the address and browser) and the date, so that no session and no address is stored. Each use
 * has its own key (`purpose`): a listing's keys tell nothing about a topic's.
 */
export class DailyVisitorKeys {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  /** Null for a crawler's visit, which counts no view. */
  of({ userId, ip, userAgent }: Visitor): Buffer | null {
    if (isCrawler(userAgent)) return null;
    const who = userId === undefined ? `address:${ip}|${userAgent}` : `account:${userId}`;
    return createHmac('sha256', this.key).update(`${today()}|${who}`).digest();
  }
}
