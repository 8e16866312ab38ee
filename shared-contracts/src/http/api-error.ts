import type { ApiErrorBody, ApiErrorCode, FieldError } from '../types/api-error-body.js';

/**
 * Any non-success answer of the API. The message is exactly "status: body", or
 * "status: statusText" when the body is empty, so it can be shown or logged as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The raw body text, possibly empty. */
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The API's JSON error body, when it sent one. */
  get details(): ApiErrorBody | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
    } catch {
      return null;
    }
  }

  /** Why it failed, for a translated message (types/api-error-body.ts). */
  get code(): ApiErrorCode | undefined {
    return this.details?.code;
  }

  /** What is wrong with each field, for messages under the form's fields. */
  get fields(): FieldError[] {
    return this.details?.fields ?? [];
  }

  /**
   * The human message for a toast. The API answers errors with JSON `{ message }` (NestJS
   * validation gives a list of messages); anything else is shown as the raw text.
   */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const message = (parsed as { message?: unknown } | null)?.message;
      if (typeof message === 'string') return message;
      if (Array.isArray(message)) return message.join('\n');
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.body || this.statusText;
  }
}
