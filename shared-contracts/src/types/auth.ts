import type { Language } from '../i18n/language.js';

/** POST /api/login. Answered with the signed-in `User`. */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /api/register. Answered with the new, signed-in `User`. The form's confirmPassword is
 * checked in the browser and never sent.
 */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** The language the visitor signs up in: the account's (settings), 'ar' when not sent. */
  language?: Language;
}

/** POST /api/password/forgot. Always answered 202, whether or not the email has an account. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/password/reset, with the token from the emailed link. Answered 204. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}
