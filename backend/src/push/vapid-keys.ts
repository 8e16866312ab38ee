import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { db, rowsOf } from '../common/sql/kysely.js';
import { PUSH_CONFIG, type PushConfig } from './push.config.js';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; else the pair in
 * `push_vapid_keys`, made by the first instance that needs it (one row, inserted once: ON
 * CONFLICT DO NOTHING, then read back), so that every instance on the database signs with the
 * same key and the browsers' subscriptions outlive a restart.
 */
@Injectable()
export class VapidKeys {
  private pair?: Promise<VapidKeyPair>;

  constructor(
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
    private readonly dataSource: DataSource,
  ) {}

  get(): Promise<VapidKeyPair> {
    this.pair ??= this.load().catch((error: unknown) => {
      this.pair = undefined;
      throw error;
    });
    return this.pair;
  }

  private async load(): Promise<VapidKeyPair> {
    if (this.config.keys) return this.config.keys;
    const made = webpush.generateVAPIDKeys();
    await rowsOf(
      this.dataSource,
      db
        .insertInto('push_vapid_keys')
        .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
        .onConflict((conflict) => conflict.column('id').doNothing()),
    );
    const [kept] = await rowsOf(this.dataSource, db.selectFrom('push_vapid_keys').select(['public_key as publicKey', 'private_key as privateKey']).where('id', '=', 1));
    return kept;
  }
}
