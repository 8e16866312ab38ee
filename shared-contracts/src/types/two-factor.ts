/** POST /api/login for an account with two-factor sign-in: 202 and this, then POST /api/login/two-factor. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

/** POST /api/login/two-factor: the app's 6-digit code, or one of the recovery codes. */
export interface TwoFactorCode {
  code: string;
}

/**
 * POST /api/user/two-factor/enable: a code of the app being set up, and the account's password: a
 * session left open is not enough to put another authenticator on the account (or to re-key it).
 */
export interface TwoFactorEnable {
  code: string;
  password: string;
}

/** POST /api/user/two-factor/setup: what the authenticator app is given (it is not on yet). */
export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code (a PNG data URL). */
  qrCode: string;
}

/** POST /api/user/two-factor/enable: the codes that replace the app once each, shown this once only. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** GET /api/user/two-factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** Recovery codes given when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
