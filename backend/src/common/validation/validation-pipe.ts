import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { fromValidationErrors } from './validation-failed.js';

/** The global pipe (AppModule's APP_PIPE): DTO classes, unknown fields refused, codes per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: fromValidationErrors,
  });
}

const pipe = createValidationPipe();

/** The same checks for a body read before the pipes run (guards run first, e.g. the login guard). */
export function validateBody<T extends object>(dto: ClassConstructor<T>, body: unknown): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'body', metatype: dto };
  return pipe.transform(body, metadata) as Promise<T>;
}
