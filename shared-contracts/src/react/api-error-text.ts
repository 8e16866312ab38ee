import type { TFunction } from 'i18next';
import { ApiError } from '../http/api-error.js';
import type { FieldError } from '../types/api-error-body.js';

/**
 * What to tell the visitor about a failed call, in their language: the translation of the API's
 * error code (common namespace, `errors.codes.*`), else the server's own message, else a
 * generic one (a network failure has no answer at all).
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    // The wait, for the codes that say one, in whole minutes, in the language's plural forms.
    const count = Math.ceil((error.details?.retryAfterSeconds ?? 60) / 60);
    const text = error.code ? t(`common:errors.codes.${error.code}`, { count, defaultValue: '' }) : '';
    return text || error.serverMessage || t('common:errors.unexpected');
  }
  return t('common:errors.network');
}

/** A field's problem as a sentence, for the message under that field. */
export const fieldErrorText = (t: TFunction, { code, limit }: FieldError): string => t(`common:errors.fields.${code}`, { limit });
