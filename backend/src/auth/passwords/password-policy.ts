import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of leaked passwords (about 49,000, lower case), read into a Set once.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export interface AccountNames {
  username?: unknown;
  email?: unknown;
}

/** The account's own name or mailbox is the first guess of anyone attacking it. */
export function repeatsAccountName(password: string, { username, email }: AccountNames): boolean {
  const guess = password.toLowerCase();
  const localPart = typeof email === 'string' ? email.split('@')[0].toLowerCase() : '';
  return (typeof username === 'string' && guess === username.toLowerCase()) || (localPart !== '' && guess === localPart);
}

/** A new password that is easy to guess: common, or the account's own name (length is checked apart). */
export function isGuessablePassword(password: string, account: AccountNames = {}): boolean {
  return isCommonPassword(password) || repeatsAccountName(password, account);
}
