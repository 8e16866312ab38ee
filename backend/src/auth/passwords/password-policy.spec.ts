import { describe, expect, it } from '@jest/globals';
import { isCommonPassword, isGuessablePassword, repeatsAccountName } from './password-policy.js';

describe('password policy', () => {
  it('finds common passwords whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Hauts-Plateaux-17')).toBe(false);
  });

  it("finds a password that is the account's username or the local part of its email", () => {
    expect(repeatsAccountName('Amina.B', { username: 'amina.b' })).toBe(true);
    expect(repeatsAccountName('amina.benali', { email: 'Amina.BenAli@example.dz' })).toBe(true);
    expect(repeatsAccountName('amina.benali1', { username: 'amina.benali', email: 'amina.benali@example.dz' })).toBe(false);
    expect(repeatsAccountName('', {})).toBe(false);
  });

  it('calls either guessable', () => {
    expect(isGuessablePassword('letmein')).toBe(true);
    expect(isGuessablePassword('Djelfa-Messaad-9', { username: 'djelfa-messaad-9' })).toBe(true);
    expect(isGuessablePassword('Djelfa-Messaad-9', { username: 'amina' })).toBe(false);
  });
});
