import { describe, expect, it } from '@jest/globals';
import { checkedEndpoint } from './push-endpoint.js';

describe('checkedEndpoint', () => {
  it.each(['https://fcm.googleapis.com/fcm/send/abc:def', 'https://updates.push.services.mozilla.com/wpush/v2/gAAA', 'https://web.push.apple.com/QGx'])('takes %s', (endpoint) => {
    expect(checkedEndpoint(endpoint, false)).toBe(endpoint);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://10.0.0.5/push',
    'https://[::1]/push',
    'https://localhost/push',
    'https://intranet/push',
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
