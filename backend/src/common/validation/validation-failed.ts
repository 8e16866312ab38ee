import { BadRequestException } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { FieldError } from 'shared-contracts';
import { toFieldErrors, validationMessage } from './field-errors.js';

/** 400 VALIDATION_FAILED for rules a service checks itself (they need the database). */
export function validationFailed(fields: FieldError[], message: string): BadRequestException {
  return new BadRequestException({ code: 'VALIDATION_FAILED', fields, message });
}

/** ValidationPipe's exceptionFactory: the same answer for the DTO rules. */
export function fromValidationErrors(errors: ValidationError[]): BadRequestException {
  return validationFailed(toFieldErrors(errors), validationMessage(errors));
}
