import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushPayload, PushSubscriptionRequest } from 'shared-contracts';

/** A push as the browser would get it: decrypted, with what the request's headers said. */
export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  /** The VAPID public key the request was signed with (its signature checked). */
  vapidKey: string;
  /** The JWT's audience: the endpoint's origin. */
  audience: string;
  topic?: string;
  ttl: number;
}

export interface PushServiceStandIn {
  /** A new browser's subscription on this service, with real keys (what PushSubscription.toJSON() gives). */
  subscription(): PushSubscriptionRequest;
  /** What arrived, in order. */
  received: ReceivedPush[];
  /** From now on the endpoint answers 410 Gone, as when the browser unsubscribed. */
  expire(endpoint: string): void;
  close(): Promise<void>;
}

interface Browser {
  keys: ECDH;
  auth: Buffer;
  gone: boolean;
}

/**
 * A local stand-in for a push service (Mozilla's, Google's), on loopback: it makes subscriptions
 * with real P-256 keys, takes what the site POSTs to an endpoint (RFC 8030), checks its VAPID
 * signature (RFC 8292) and decrypts it (RFC 8291, aes128gcm, with http_ece, web-push's own
 * library) as the browser would. Answers 201, or 410 for an endpoint expired. No network.
 */
export async function startPushService(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    void take(req).then(
      (status) => res.writeHead(status).end(),
      (error: unknown) => res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function take(req: IncomingMessage): Promise<number> {
    const endpoint = `${origin}${req.url}`;
    const browser = browsers.get(endpoint);
    const body = Buffer.concat(await req.toArray());
    if (!browser || req.method !== 'POST') return 404;
    if (browser.gone) return 410;
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
    const { key, audience } = checkedVapid(String(req.headers.authorization));
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.keys, authSecret: browser.auth });
    received.push({
      endpoint,
      payload: JSON.parse(plain.toString('utf8')) as PushPayload,
      vapidKey: key,
      audience,
      topic: req.headers.topic as string | undefined,
      ttl: Number(req.headers.ttl),
    });
    return 201;
  }

  return {
    subscription() {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { keys, auth, gone: false });
      return { endpoint, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, expirationTime: null };
    },
    received,
    expire(endpoint) {
      browsers.get(endpoint)!.gone = true;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** `Authorization: vapid t=<JWT>, k=<public key>`: the JWT signed (ES256) by that key; its audience and key. */
function checkedVapid(header: string): { key: string; audience: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`Authorization: ${header}`);
  const [, jwt, key] = match;
  const [head, claims, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The VAPID signature does not match its key.');
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (exp * 1000 < Date.now()) throw new Error('The VAPID token has expired.');
  return { key, audience: aud };
}
