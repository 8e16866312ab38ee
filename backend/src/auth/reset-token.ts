import { createHash, randomBytes } from 'node:crypto';

/** How long an emailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** An invitation's link: the invited person may not read their mail within the hour. */
export const INVITATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** 32 random bytes, URL-safe: the part of the link that proves who received the email. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token (hex SHA-256). */
export const digestOf = (token: string): string => createHash('sha256').update(token).digest('hex');
