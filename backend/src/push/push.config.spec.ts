import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PUSH_SERVICE_HOSTS, pushConfig } from './push.config.js';

describe('pushConfig', () => {
  it('makes the key pair itself when none is given (kept in the database), its subject the site’s admin address', () => {
    expect(pushConfig({ PUBLIC_URL: 'https://djelfa-estates.dz' })()).toEqual({
      keys: undefined,
      subject: 'mailto:admin@djelfa-estates.dz',
      allowLocalEndpoints: true,
      serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
    expect(pushConfig({})().subject).toBe('mailto:admin@localhost');
  });

  it('takes VAPID_PUBLIC_KEY with VAPID_PRIVATE_KEY, and VAPID_SUBJECT; production refuses local endpoints', () => {
    const env = { VAPID_PUBLIC_KEY: 'BPub_key-1', VAPID_PRIVATE_KEY: 'priv_key-2', VAPID_SUBJECT: 'https://djelfa-estates.dz/contact', NODE_ENV: 'production' };
    expect(pushConfig(env)()).toEqual({
      keys: { publicKey: 'BPub_key-1', privateKey: 'priv_key-2' },
      subject: 'https://djelfa-estates.dz/contact',
      allowLocalEndpoints: false,
      serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
  });

  it('refuses one key without the other, a key that is not base64url, a subject that is no mailto: or https: (the private key never shown)', () => {
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: 'BPub' })()).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together/);
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'not base64!' })()).toThrow(/VAPID_PRIVATE_KEY=\(hidden\)/);
    expect(() => pushConfig({ VAPID_SUBJECT: 'admin@djelfa-estates.dz' })()).toThrow(/VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/);
  });

  it('takes PUSH_SERVICE_HOSTS, and refuses anything but host names', () => {
    expect(pushConfig({ PUSH_SERVICE_HOSTS: 'push.example.net,fcm.googleapis.com' })().serviceHosts).toEqual(['push.example.net', 'fcm.googleapis.com']);
    expect(() => pushConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.net/' })()).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
