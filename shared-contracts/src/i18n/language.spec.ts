import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_COOKIE, languageOfCookie } from './language.js';

describe('languageOfCookie', () => {
  it('reads the visitor’s language among other cookies, and nothing else', () => {
    expect(languageOfCookie(`djelfa.sid=abc; ${LANGUAGE_COOKIE}=en; theme=dark`)).toBe('en');
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=ar`)).toBe('ar');
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=fr`)).toBeNull();
    expect(languageOfCookie(`x${LANGUAGE_COOKIE}=en`)).toBeNull();
    expect(languageOfCookie(undefined)).toBeNull();
  });
});
