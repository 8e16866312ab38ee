import argon2 from 'argon2';

// OWASP's minimum for argon2id: 19 MiB, two passes, one lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** False for a hash that is not argon2 at all, rather than throwing. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** needsRehash compares cost parameters only, so the variant is checked here. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, OPTIONS);
}
