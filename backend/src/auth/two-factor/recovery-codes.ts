import { createHash, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code copied from paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: ten random characters as two groups of five (about 49 bits), each equally likely (randomInt, not a byte modulo 31). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** As typed: case, spaces and the dash do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Random codes need no slow hash: SHA-256 of the normalised code. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
