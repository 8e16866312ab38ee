import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody, ApiErrorCode } from 'shared-contracts';
import { databaseRefusalOf } from './database-refusal.js';

/** The body of every 4xx/5xx answer: always with a code the front ends translate. */
export interface ErrorBody extends ApiErrorBody {
  code: ApiErrorCode;
  [detail: string]: unknown;
}

// The code of an answer whose thrower chose none, by status.
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'VALIDATION_FAILED',
  413: 'VALIDATION_FAILED',
  415: 'VALIDATION_FAILED',
  429: 'TOO_MANY_REQUESTS',
  431: 'VALIDATION_FAILED',
  503: 'UNAVAILABLE',
};

const codeOf = (statusCode: number, given?: unknown): ApiErrorCode =>
  typeof given === 'string' ? (given as ApiErrorCode) : (CODE_OF_STATUS[statusCode] ?? (statusCode < 500 ? 'VALIDATION_FAILED' : 'INTERNAL'));

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** Errors of Express and its body parsers (http-errors), by their `type`: words for the client. */
const PARSER_MESSAGES: Record<string, (error: { limit?: number }) => string> = {
  'entity.parse.failed': () => 'The request body is not valid JSON.',
  'entity.too.large': ({ limit }) => `The request body is larger than the ${limit} bytes allowed.`,
  'encoding.unsupported': () => 'The request body must be UTF-8 JSON.',
  'charset.unsupported': () => 'The request body must be UTF-8 JSON.',
  'request.aborted': () => 'The request body was cut short.',
  'request.size.invalid': () => 'The request body is not the size its headers say.',
};

type ExpressError = Error & { status?: unknown; type?: unknown; limit?: number };

/** An error Express or a parser raised with a 4xx status (a bad body, a malformed %-escape): the client's fault. */
function clientErrorOf(exception: unknown): HttpException | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { status, type } = exception as ExpressError;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  const message = typeof type === 'string' && PARSER_MESSAGES[type] ? PARSER_MESSAGES[type](exception as ExpressError) : exception.message;
  return new HttpException({ message }, status, { cause: exception });
}

function messageOf(exception: HttpException, message: unknown): string {
  // ValidationPipe reports one message per failed constraint.
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Turns anything thrown while serving a request into `{ statusCode, message, error, code }`. */
export function toErrorBody(thrown: unknown): ErrorBody {
  const exception = thrown instanceof HttpException ? thrown : (clientErrorOf(thrown) ?? databaseRefusalOf(thrown) ?? thrown);
  if (!(exception instanceof HttpException)) {
    // Unexpected errors may carry internals (SQL, paths): the client only learns that it failed.
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    const message = 'Something went wrong on our side. Please try again later.';
    return { statusCode, message, error: statusText(statusCode), code: 'INTERNAL' };
  }
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return { statusCode, message: messageOf(exception, response), error: statusText(statusCode), code: codeOf(statusCode) };
  }
  // Keeps the extra fields a handler chose to send, e.g. health's { status, db }.
  const { message, error, code, ...details } = response as Record<string, unknown>;
  return {
    ...details,
    statusCode,
    message: messageOf(exception, message),
    error: typeof error === 'string' ? error : statusText(statusCode),
    code: codeOf(statusCode, code),
  };
}
