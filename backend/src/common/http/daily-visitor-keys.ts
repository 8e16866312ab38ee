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

/** Views a signed-out visitor's address may add to one page a day, whatever browsers it claims to be. */
export const VIEWS_PER_ADDRESS_AND_DAY = 3;

/** Today's keys of a visit: the visitor's, and (signed out) the address's, which caps what it adds. */
export interface VisitKeys {
  visitor: Buffer;
  /** Null for a signed-in account: it counts once a day wherever it is. */
  address: Buffer | null;
}

/**
 * One key per visitor and day, for counting views once a day: a keyed hash of the account (or of
 * the address and browser) and the date, so that no session and no address is stored. A browser
 * is only what the request says it is, so a signed-out visit also carries its address's key, and
 * an address adds at most VIEWS_PER_ADDRESS_AND_DAY views to a page a day (several people behind
 * one connection still count, a script rotating User-Agents does not). Each use has its own key
 * (`purpose`): a listing's keys tell nothing about a topic's.
 */
export class DailyVisitorKeys {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  /** Null for a crawler's visit, which counts no view. */
  of({ userId, ip, userAgent }: Visitor): VisitKeys | null {
    if (isCrawler(userAgent)) return null;
    if (userId !== undefined) return { visitor: this.hash(`account:${userId}`), address: null };
    return { visitor: this.hash(`address:${ip}|${userAgent}`), address: this.hash(`address:${ip}`) };
  }

  private hash(who: string): Buffer {
    return createHmac('sha256', this.key).update(`${today()}|${who}`).digest();
  }
}
