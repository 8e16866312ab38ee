import { describe, expect, it } from '@jest/globals';
import { checkedEndpoint as checked } from './push-endpoint.js';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push.config.js';

const checkedEndpoint = (endpoint: string, allowLocal: boolean) => checked(endpoint, allowLocal, DEFAULT_PUSH_SERVICE_HOSTS);

describe('checkedEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('takes %s', (endpoint) => {
    expect(checkedEndpoint(endpoint, false)).toBe(endpoint);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://10.0.0.5/push',
    'https://[::1]/push',
    'https://localhost/push',
    'https://intranet/push',
    'https://metadata.internal.example/push',
    'https://fcm.googleapis.com.evil.example/push',
    'https://evilfcm.googleapis.com.example/push',
    'https://user:pw@fcm.googleapis.com/x',
    'ftp://fcm.googleapis.com/x',
    'nothing',
  ])('refuses %s in production', (endpoint) => {
    expect(() => checkedEndpoint(endpoint, false)).toThrow(expect.objectContaining({ response: expect.objectContaining({ fields: [{ field: 'endpoint', code: 'invalid' }] }) }));
  });

  it('takes this machine over http only outside production (a local stand-in push service)', () => {
    expect(checkedEndpoint('http://127.0.0.1:8090/push/1', true)).toBe('http://127.0.0.1:8090/push/1');
    expect(() => checkedEndpoint('http://127.0.0.1:8090/push/1', false)).toThrow();
    expect(() => checkedEndpoint('http://192.168.1.2/push/1', true)).toThrow();
  });
});

describe('checkedEndpoint with PUSH_SERVICE_HOSTS', () => {
  it('takes only the hosts given, and below them', () => {
    expect(checked('https://push.example.net/send/1', false, ['example.net'])).toBe('https://push.example.net/send/1');
    expect(() => checked('https://fcm.googleapis.com/fcm/send/1', false, ['example.net'])).toThrow();
  });
});
