import { HttpException, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from './error-body.js';

const logger = new Logger('HTTP');

/**
 * Answers with the error's JSON body (every 4xx/5xx of the site looks alike). A 5xx
 * that no code of ours chose is a bug: logged with its stack, never shown.
 */
export function replyWithError(res: Response, error: unknown): void {
  const body = toErrorBody(error);
  if (body.statusCode >= 500 && !(error instanceof HttpException)) {
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  // Too late for an answer of its own (a stream broke off): the client sees the connection end.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // 429s: the header says what the body's retryAfterSeconds says, for clients that read only one.
  if (typeof body.retryAfterSeconds === 'number') res.setHeader('Retry-After', String(body.retryAfterSeconds));
  res.status(body.statusCode).json(body);
}

/** Express's error middleware: what the middleware before the routes throws (parsers, sessions, CSRF). */
export function errorMiddleware(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  replyWithError(res, error);
}
