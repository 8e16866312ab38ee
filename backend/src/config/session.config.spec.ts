import { describe, expect, it } from '@jest/globals';
import { sessionConfig } from './session.config.js';

describe('sessionConfig', () => {
  it('defaults to a Secure-when-HTTPS cookie, no proxy, 7 days idle and 30 days in all', () => {
    expect(sessionConfig({})()).toEqual({
      secret: undefined,
      cookieSecure: 'auto',
      trustProxy: false,
      idleTimeoutMs: 7 * 24 * 3_600_000,
      absoluteTimeoutMs: 30 * 24 * 3_600_000,
    });
  });

  it('reads its variables', () => {
    const config = sessionConfig({
      SESSION_SECRET: 's'.repeat(32),
      SESSION_COOKIE_SECURE: 'true',
      TRUST_PROXY: 'true',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '12',
    })();
    expect(config).toEqual({ secret: 's'.repeat(32), cookieSecure: true, trustProxy: true, idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 12 * 3_600_000 });
    expect(sessionConfig({ SESSION_COOKIE_SECURE: 'false' })().cookieSecure).toBe(false);
  });

  it('names each bad variable, and never prints a secret', () => {
    const error = (() => {
      try {
        sessionConfig({ SESSION_SECRET: 'too-short-secret', SESSION_COOKIE_SECURE: 'yes', SESSION_IDLE_MINUTES: '0' })();
      } catch (caught) {
        return String(caught);
      }
    })();
    expect(error).toContain('SESSION_SECRET=(hidden): SESSION_SECRET must be at least 32 characters long');
    expect(error).toContain('SESSION_COOKIE_SECURE="yes": SESSION_COOKIE_SECURE must be auto, true or false');
    expect(error).toContain('SESSION_IDLE_MINUTES="0"');
    expect(error).not.toContain('too-short-secret');
  });

  it('requires SESSION_SECRET in production with DATABASE_URL only', () => {
    const server = { DATABASE_URL: 'postgres://db/djelfa', NODE_ENV: 'production' };
    expect(() => sessionConfig(server)()).toThrow('SESSION_SECRET: required in production with DATABASE_URL');
    expect(() => sessionConfig({ ...server, NODE_ENV: 'development' })()).not.toThrow();
    expect(() => sessionConfig({ NODE_ENV: 'production' })()).not.toThrow();
  });
});
