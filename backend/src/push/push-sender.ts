import { Inject, Injectable } from '@nestjs/common';
import type { PushPayload } from 'shared-contracts';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { db, rowsOf } from '../common/sql/kysely.js';
import { PUSH_CONFIG, type PushConfig } from './push.config.js';
import { VapidKeys } from './vapid-keys.js';

/** A push service that has not answered by then has failed (the job tries again later). */
const TIMEOUT_MS = 10_000;
/** A push not delivered within a day (a phone off) is dropped: the news is stale by then. */
const TTL_SECONDS = 24 * 3_600;
/** The push service says the subscription is gone: the browser unsubscribed, or the permission was withdrawn. */
const GONE = new Set([404, 410]);

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends one notification to one device: web-push encrypts it (RFC 8291, aes128gcm) and signs the
 * request (VAPID), fetch posts it, given up after TIMEOUT_MS. 'gone' when the push service
 * answers 404 or 410, the subscription deleted then; any other failure throws, so that the job is
 * tried again later. The topic is the payload's tag: a push service holding an undelivered push
 * of that tag replaces it (a retry does not stack up).
 */
@Injectable()
export class PushSender {
  constructor(
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
    private readonly keys: VapidKeys,
    private readonly dataSource: DataSource,
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
    const { publicKey, privateKey } = await this.keys.get();
    const { method, headers, body, endpoint } = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: this.config.subject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        topic: topicOf(payload.tag),
        urgency: 'normal',
      },
    );
    // fetch counts the body itself.
    const { 'Content-Length': _length, ...sent } = headers as Record<string, string>;
    const answer = await fetch(endpoint, { method, headers: sent, body, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await answer.body?.cancel();
    if (answer.ok) return 'sent';
    if (GONE.has(answer.status)) {
      await rowsOf(this.dataSource, db.deleteFrom('push_subscriptions').where('id', '=', target.id).where('endpoint', '=', target.endpoint));
      return 'gone';
    }
    throw new Error(`The push service answered ${answer.status} ${answer.statusText}.`);
  }
}

/** The Topic header: base64url characters, 32 at most. */
const topicOf = (tag: string): string | undefined => {
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
  return topic || undefined;
};
