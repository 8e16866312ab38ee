import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

/** Authenticator apps show 30-second codes; one step either side allows for a phone's clock. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The otpauth URL as a QR code the app scans: a PNG data URL, drawn on the server (no script for it in the page). */
export const qrCodeOf = (otpauthUrl: string): Promise<string> => toDataURL(otpauthUrl, { type: 'image/png', margin: 1, width: 240 });

/**
 * The time step of a valid code, or null. A code at or before `afterStep` is refused: each code
 * is taken once, so one seen over a shoulder cannot be replayed within its 30 seconds.
 */
export async function verifiedStep(secret: string, token: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS, ...(afterStep !== null && { afterTimeStep: afterStep }) });
  // otplib's result type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
