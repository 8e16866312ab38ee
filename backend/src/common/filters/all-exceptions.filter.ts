import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { replyWithError } from './reply-with-error.js';

/**
 * Registered through APP_FILTER, so it also answers for Nest's own 404 (unknown routes) and
 * anything a route, guard or pipe throws.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    replyWithError(host.switchToHttp().getResponse<Response>(), exception);
  }
}
