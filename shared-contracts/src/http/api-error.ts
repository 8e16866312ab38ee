/**
 * Any non-success answer of the API. The message is exactly "status: body", or
 * "status: statusText" when the body is empty (SPEC §8), so it can be shown or logged as is.
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
