import { createHash, randomBytes } from 'node:crypto';
import { db } from '../common/sql/kysely.js';

/** How long an emailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** An invitation's link: the invited person may not read their mail within the hour. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** 32 random bytes, URL-safe: the part of the link that proves who received the email. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token (hex SHA-256). */
export const digestOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The account's links that still work made void: only the latest link works, and none after a reset. */
export const voidTokensOf = (userId: number) => db.updateTable('password_reset_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null);
