import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { MAX_PUSH_DEVICES, type PushDevices } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, rowOf, rowsOf } from '../common/sql/kysely.js';
import type { PushSubscriptionDto } from './dto/push-subscription.dto.js';
import { checkedEndpoint } from './push-endpoint.js';
import { PUSH_CONFIG, type PushConfig } from './push.config.js';

/**
 * An account's devices that take push notifications: one subscription per browser, made in a
 * session (signing out of it, or its end, deletes it: the table's foreign key), at most
 * MAX_PUSH_DEVICES an account (the oldest goes).
 */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** A browser already subscribed (by any account) is this account's now, for this session. */
  async subscribe(userId: number, sessionId: string, { endpoint, keys }: PushSubscriptionDto): Promise<PushDevices> {
    const url = checkedEndpoint(endpoint, this.config.allowLocalEndpoints, this.config.serviceHosts);
    await this.dataSource.transaction(async (manager) => {
      const row = { user_id: userId, session_id: sessionId, endpoint: url, p256dh: keys.p256dh, auth: keys.auth };
      await rowsOf(
        manager,
        db
          .insertInto('push_subscriptions')
          .values(row)
          .onConflict((conflict) => conflict.column('endpoint').doUpdateSet({ ...row, created_at: sql<Date>`now()` })),
      );
      const kept = db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MAX_PUSH_DEVICES);
      await rowsOf(manager, db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept));
    });
    return this.devices(userId, sessionId);
  }

  /** Only the account's own; one it does not have is no error (the browser forgets its side anyway). */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await rowsOf(
      this.dataSource,
      db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', 'in', [endpoint, canonical(endpoint)]),
    );
  }

  devices(userId: number, sessionId: string): Promise<PushDevices> {
    return rowOf(
      this.dataSource,
      db
        .selectFrom('push_subscriptions')
        .select(sql<number>`count(*)::int`.as('devices'))
        .select(sql<boolean>`coalesce(bool_or(session_id = ${sessionId}), false)`.as('thisDevice'))
        .where('user_id', '=', userId),
    );
  }
}

/** The endpoint as subscribe() kept it (URL-normalized). */
const canonical = (endpoint: string): string => {
  try {
    return new URL(endpoint).href;
  } catch {
    return endpoint;
  }
};
