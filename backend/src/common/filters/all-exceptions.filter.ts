import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { toErrorBody } from './error-body.js';

/**
 * Registered through APP_FILTER, so it also answers for Nest's own 404 (unknown routes) and for
 * errors from Express middleware such as a malformed JSON body.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(exception);
    // HttpExceptions are answers chosen by our code; anything else reaching a 5xx is a bug.
    if (body.statusCode >= 500 && !(exception instanceof HttpException)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    const { httpAdapter } = this.adapterHost;
    const response = host.switchToHttp().getResponse();
    // 429s: the header says what the body's retryAfterSeconds says, for clients that read only one.
    if (typeof body.retryAfterSeconds === 'number') httpAdapter.setHeader(response, 'Retry-After', String(body.retryAfterSeconds));
    httpAdapter.reply(response, body, body.statusCode);
  }
}
