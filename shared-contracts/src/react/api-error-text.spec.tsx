import { beforeAll, describe, expect, it } from '@jest/globals';
import i18n from 'i18next';
import { ApiError } from '../http/api-error.js';
import { apiErrorText } from './api-error-text.js';
import { initI18n, setLanguage } from './i18n.js';

const delayed = (seconds: number) =>
  new ApiError(429, 'Too Many Requests', JSON.stringify({ statusCode: 429, code: 'SIGN_IN_DELAYED', message: 'Too many wrong passwords.', retryAfterSeconds: seconds }));

beforeAll(async () => {
  await initI18n();
});

describe('apiErrorText', () => {
  it('says a wait in whole minutes, in Arabic’s plural forms', async () => {
    await setLanguage('ar');
    const t = i18n.getFixedT('ar');
    expect(apiErrorText(t, delayed(60))).toContain('بعد دقيقة.');
    expect(apiErrorText(t, delayed(120))).toContain('بعد دقيقتين.');
    expect(apiErrorText(t, delayed(240))).toContain('بعد 4 دقائق.');
    expect(apiErrorText(t, delayed(3600))).toContain('بعد 60 دقيقة.');
  });

  it('and in English’s', async () => {
    await setLanguage('en');
    const t = i18n.getFixedT('en');
    expect(apiErrorText(t, delayed(60))).toBe('Too many wrong passwords for this account from your connection. Try again in 1 minute.');
    expect(apiErrorText(t, delayed(61))).toBe('Too many wrong passwords for this account from your connection. Try again in 2 minutes.');
  });

  it('translates a code without a wait, and falls back to the server’s words for a code it does not know', async () => {
    await setLanguage('en');
    const t = i18n.getFixedT('en');
    expect(apiErrorText(t, new ApiError(503, 'Service Unavailable', JSON.stringify({ code: 'UNAVAILABLE', message: 'x' })))).toBe('The site is restarting. Try again in a moment.');
    expect(apiErrorText(t, new ApiError(418, "I'm a teapot", JSON.stringify({ code: 'TEAPOT', message: 'Short and stout.' })))).toBe('Short and stout.');
  });
});
