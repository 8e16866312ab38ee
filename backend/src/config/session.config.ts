import { getConfigToken, registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, Min, MinLength, Validate } from 'class-validator';
import { TrustedProxies, trustProxyOf, type TrustProxy } from './trust-proxy.js';
import { atLeastOne, validateConfig, type Env } from './validate-config.js';

const BOOLEAN = ['true', 'false'] as const;
class SessionEnvironment {
  @IsOptional()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' })
  SESSION_SECRET?: string;

  @IsOptional()
  @IsIn(['auto', ...BOOLEAN], { message: 'SESSION_COOKIE_SECURE must be auto, true or false' })
  SESSION_COOKIE_SECURE?: 'auto' | 'true' | 'false';

  @IsOptional()
  @Validate(TrustedProxies)
  TRUST_PROXY?: string;

  @IsOptional()
  @IsInt(atLeastOne('SESSION_IDLE_MINUTES'))
  @Min(1, atLeastOne('SESSION_IDLE_MINUTES'))
  SESSION_IDLE_MINUTES?: number;

  @IsOptional()
  @IsInt(atLeastOne('SESSION_ABSOLUTE_HOURS'))
  @Min(1, atLeastOne('SESSION_ABSOLUTE_HOURS'))
  SESSION_ABSOLUTE_HOURS?: number;
}

export interface SessionConfig {
  /** Unset: a secret kept beside the embedded database, or one per process (session-secret.ts). */
  secret?: string;
  /** 'auto': Secure when the request came over HTTPS (as the proxy says, with trustProxy). */
  cookieSecure: boolean | 'auto';
  trustProxy: TrustProxy;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export const SESSION_CONFIG = getConfigToken('session');

export const sessionConfig = (env: Env) =>
  registerAs('session', (): SessionConfig => {
    const vars = validateConfig(env, SessionEnvironment);
    // A per-process secret would sign everyone out at each deploy of a real server.
    if (!vars.SESSION_SECRET && env.DATABASE_URL?.trim() && env.NODE_ENV?.trim() === 'production') {
      throw new Error('Invalid environment variables:\n  SESSION_SECRET: required in production with DATABASE_URL (at least 32 characters)');
    }
    const cookieSecure = vars.SESSION_COOKIE_SECURE ?? 'auto';
    return {
      secret: vars.SESSION_SECRET,
      cookieSecure: cookieSecure === 'auto' ? 'auto' : cookieSecure === 'true',
      trustProxy: trustProxyOf(vars.TRUST_PROXY) ?? false,
      idleTimeoutMs: (vars.SESSION_IDLE_MINUTES ?? 7 * 24 * 60) * 60_000,
      absoluteTimeoutMs: (vars.SESSION_ABSOLUTE_HOURS ?? 30 * 24) * 3_600_000,
    };
  });
