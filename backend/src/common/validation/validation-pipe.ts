import { Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { fromValidationErrors } from './validation-failed.js';

const bodies = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory: fromValidationErrors });
// A shared link carries parameters of the sites it went through (utm_source, fbclid): ignored.
const queries = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: false, transform: true, exceptionFactory: fromValidationErrors });

/**
 * The global pipe (AppModule's APP_PIPE): DTO classes with codes per field; a body's unknown
 * fields are refused, a query's are dropped.
 */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // A route parameter is parsed by its own pipe (IdPipe): Number('0x10') here would hand it 16.
    if (metadata.type === 'param') return value;
    return (metadata.type === 'query' ? queries : bodies).transform(value, metadata);
  }
}

/** The same checks for a body read before the pipes run (guards run first, e.g. the login guard). */
export function validateBody<T extends object>(dto: ClassConstructor<T>, body: unknown): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'body', metatype: dto };
  return bodies.transform(body, metadata) as Promise<T>;
}

/** A query string's checks outside a route (the portal reads a page's search as the API would). */
export function validateQuery<T extends object>(dto: ClassConstructor<T>, query: Record<string, string>): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'query', metatype: dto };
  return queries.transform(query, metadata) as Promise<T>;
}
