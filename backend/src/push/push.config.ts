import { getConfigToken, registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { validateConfig, type Env } from '../config/validate-config.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

class PushEnvironment {
  @IsOptional()
  @Matches(BASE64URL, { message: 'VAPID_PUBLIC_KEY must be a base64url key (npx web-push generate-vapid-keys)' })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(BASE64URL, { message: 'VAPID_PRIVATE_KEY must be a base64url key (npx web-push generate-vapid-keys)' })
  VAPID_PRIVATE_KEY?: string;

  @IsOptional()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'VAPID_SUBJECT must be a mailto: address or an https:// URL' })
  VAPID_SUBJECT?: string;

  @IsOptional()
  @Matches(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, { message: 'PUSH_SERVICE_HOSTS must be host names separated by commas (each also covers its subdomains)' })
  PUSH_SERVICE_HOSTS?: string;
}

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows'):
 * the only hosts the server posts a push to, each with its subdomains.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export interface PushConfig {
  /** Both or neither: unset, the pair is made once and kept in the database (vapid-keys.ts). */
  keys?: { publicKey: string; privateKey: string };
  /** Who push services may contact about the site's pushes (VAPID's `sub`). */
  subject: string;
  /** Subscriptions to http:// endpoints on this machine are taken (a local stand-in push service). */
  allowLocalEndpoints: boolean;
  /** The push services' hosts a subscription's endpoint may be on (PUSH_SERVICE_HOSTS), each with its subdomains. */
  serviceHosts: string[];
}

export const PUSH_CONFIG = getConfigToken('push');

export const pushConfig = (env: Env) =>
  registerAs('push', (): PushConfig => {
    const vars = validateConfig(env, PushEnvironment);
    if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
      throw new Error('Invalid environment variables:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together, or neither (the pair is then made and kept in the database).');
    }
    const host = new URL(env.PUBLIC_URL?.trim() || 'http://localhost').hostname;
    return {
      keys: vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } : undefined,
      subject: vars.VAPID_SUBJECT ?? `mailto:admin@${host}`,
      allowLocalEndpoints: env.NODE_ENV !== 'production',
      serviceHosts: vars.PUSH_SERVICE_HOSTS?.split(',') ?? DEFAULT_PUSH_SERVICE_HOSTS,
    };
  });
