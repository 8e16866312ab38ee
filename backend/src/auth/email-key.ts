import { createHash } from 'node:crypto';

/**
 * What counts an email, whether or not it has an account: the same work and the same key for
 * both, and no address kept in clear in a counter's row.
 */
export const emailKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
