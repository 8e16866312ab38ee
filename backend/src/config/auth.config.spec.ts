import { describe, expect, it } from '@jest/globals';
import { authConfig } from './auth.config.js';

describe('authConfig', () => {
  it('limits 10 calls a minute; demo accounts on the embedded database outside tests only', () => {
    expect(authConfig({})()).toEqual({ rateLimitPerMinute: 10, admin: undefined, demoAccounts: true });
    expect(authConfig({ NODE_ENV: 'test' })().demoAccounts).toBe(false);
    expect(authConfig({ DATABASE_URL: 'postgres://db/djelfa' })().demoAccounts).toBe(false);
    expect(authConfig({ DATABASE_URL: 'postgres://db/djelfa', DEMO_ACCOUNTS: 'true' })().demoAccounts).toBe(true);
    expect(authConfig({ DEMO_ACCOUNTS: 'false' })().demoAccounts).toBe(false);
  });

  it('takes the admin account and the rate limit', () => {
    const config = authConfig({ ADMIN_EMAIL: 'owner@example.dz', ADMIN_PASSWORD: 'Owner-Password-2026', AUTH_RATE_LIMIT_PER_MINUTE: '500' })();
    expect(config).toMatchObject({ rateLimitPerMinute: 500, admin: { email: 'owner@example.dz', password: 'Owner-Password-2026' } });
  });

  it.each([
    [{ ADMIN_PASSWORD: 'Owner-Password-2026' }, 'ADMIN_EMAIL is required with ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'owner@example.dz' }, 'ADMIN_PASSWORD is required with ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'Owner-Password-2026' }, 'ADMIN_EMAIL must be an email address'],
    [{ ADMIN_EMAIL: 'owner@example.dz', ADMIN_PASSWORD: 'Zq8-x' }, 'ADMIN_PASSWORD=(hidden): ADMIN_PASSWORD must be at least 8 characters long'],
    [{ ADMIN_EMAIL: 'owner@example.dz', ADMIN_PASSWORD: 'password123' }, 'ADMIN_PASSWORD is a common password'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE="0"'],
    [{ DEMO_ACCOUNTS: 'yes' }, 'DEMO_ACCOUNTS must be true or false'],
  ])('refuses %j', (env, message) => {
    expect(() => authConfig(env)()).toThrow(message);
  });
});
