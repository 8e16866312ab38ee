import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';

/** The body of every 4xx/5xx answer. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  [detail: string]: unknown;
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

// Nest turns body-parser's SyntaxError into a BadRequestException carrying JSON.parse's wording.
function isMalformedJson(cause: unknown): boolean {
  return cause instanceof SyntaxError && (cause as { type?: string }).type === 'entity.parse.failed';
}

function messageOf(exception: HttpException, message: unknown): string {
  if (isMalformedJson(exception.cause)) return 'The request body is not valid JSON.';
  // ValidationPipe reports one message per failed constraint.
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Turns anything thrown while serving a request into `{ statusCode, message, error }`. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (!(exception instanceof HttpException)) {
    // Unexpected errors may carry internals (SQL, paths): the client only learns that it failed.
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, message: 'Something went wrong on our side. Please try again later.', error: statusText(statusCode) };
  }
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return { statusCode, message: messageOf(exception, response), error: statusText(statusCode) };
  }
  // Keeps the extra fields a handler chose to send, e.g. health's { status, db }.
  const { message, error, ...details } = response as Record<string, unknown>;
  return {
    ...details,
    statusCode,
    message: messageOf(exception, message),
    error: typeof error === 'string' ? error : statusText(statusCode),
  };
}
