/**
 * Why a request failed, as a code the front ends translate (the `message` beside it is English,
 * for logs and API users). Front ends show a translation by code, falling back to the message.
 */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'SIGN_IN_DELAYED',
  'TWO_FACTOR_INVALID',
  'TWO_FACTOR_EXPIRED',
  'TOO_MANY_REQUESTS',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_INVALID',
  'RESET_TOKEN_INVALID',
  'NOT_FOUND',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'UNKNOWN_IMAGE',
  'PLAN_LIMIT_REACHED',
  'FEATURE_NOT_IN_PLAN',
  'LISTING_CLOSED',
  'INVALID_TRANSITION',
  'DRAFT_LIMIT_REACHED',
  'FAVORITES_LIMIT_REACHED',
  'SAVED_SEARCH_LIMIT_REACHED',
  'ALREADY_APPLIED',
  'REQUEST_NOT_COMPLETED',
  'ALREADY_RATED',
  'TOPIC_LOCKED',
  'EDIT_WINDOW_CLOSED',
  'TOPIC_DAILY_LIMIT',
  'ALREADY_REPORTED',
  'OWN_LISTING',
  'MESSAGES_BLOCKED',
  'CONVERSATION_CLOSED',
  'DUPLICATE_MESSAGE',
  'CONVERSATION_DAILY_LIMIT',
  'UPLOAD_QUOTA_EXCEEDED',
  'UNSUPPORTED_RECEIPT',
  'TRANSACTION_USED',
  'RECEIPT_USED',
  'PAYMENT_NOT_OPEN',
  'PLAN_UNAVAILABLE',
  'NOT_ENOUGH_POINTS',
  'ALREADY_FEATURED',
  'REGISTRATION_CLOSED',
  'MAINTENANCE',
  'CONFLICT',
  'UNAVAILABLE',
  'INTERNAL',
  /** Not the API's: the service worker kept a write made offline, to send when the connection returns (offline/worker-protocol.ts). */
  'QUEUED_OFFLINE',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What is wrong with one field of a request body. */
export type FieldErrorCode = 'required' | 'email' | 'tooShort' | 'tooLong' | 'tooMany' | 'tooCommon' | 'invalid' | 'incorrect' | 'unknown';

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  /** The limit a tooShort/tooLong/tooMany broke. */
  limit?: number;
}

/** The body of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: ApiErrorCode;
  /** VALIDATION_FAILED: one entry per problem. */
  fields?: FieldError[];
  /** TOO_MANY_REQUESTS, SIGN_IN_DELAYED, UNAVAILABLE: when trying again can succeed. */
  retryAfterSeconds?: number;
}
