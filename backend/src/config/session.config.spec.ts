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
      TRUST_PROXY: '1',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '12',
    })();
    expect(config).toEqual({ secret: 's'.repeat(32), cookieSecure: true, trustProxy: 1, idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 12 * 3_600_000 });
    expect(sessionConfig({ SESSION_COOKIE_SECURE: 'false' })().cookieSecure).toBe(false);
  });

  it('trusts the proxies it is told of: a number of hops, or their addresses and subnets; never every hop', () => {
    const trust = (TRUST_PROXY: string) => sessionConfig({ TRUST_PROXY })().trustProxy;
    expect([trust('false'), trust('0'), trust('2')]).toEqual([false, false, 2]);
    expect(trust('10.0.0.0/8, loopback ,fd00::1')).toEqual(['10.0.0.0/8', 'loopback', 'fd00::1']);
    expect(() => trust('true')).toThrow('TRUST_PROXY="true": TRUST_PROXY must be false, the number of proxies in front of the site');
    expect(() => trust('10.0.0.0/99')).toThrow('TRUST_PROXY="10.0.0.0/99"');
    expect(() => trust('caddy')).toThrow('TRUST_PROXY="caddy"');
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
