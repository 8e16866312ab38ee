import { BadRequestException, ConflictException, type HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { fieldName } from '../sql/field-name.js';
import { validationFailed } from '../validation/validation-failed.js';

/** PostgreSQL's error as the pg driver gives it (TypeORM wraps it in a QueryFailedError). */
interface DriverError extends Error {
  code?: unknown;
  column?: string;
}

/**
 * A refusal of the database that the request caused: the same thing sent twice at once (a
 * unique key), something it refers to removed meanwhile, or a value the checks before it let
 * through. The request's fault, so a 409 or a 400, never a 500: services that expect one answer
 * it in their own words first; this is what reaches the error filter when none did.
 */
export function databaseRefusalOf(thrown: unknown): HttpException | undefined {
  const error = (thrown instanceof QueryFailedError ? thrown.driverError : thrown) as DriverError;
  if (!(error instanceof Error) || typeof error.code !== 'string') return undefined;
  switch (error.code) {
    case '23505': // unique_violation
    case '23503': // foreign_key_violation
      return new ConflictException({
        code: 'CONFLICT',
        message: 'This clashes with a change saved meanwhile (the same request sent twice, or something it refers to removed). Reload and try again.',
      });
    case '23502': // not_null_violation
      return validationFailed(error.column ? [{ field: fieldName(error.column), code: 'required' }] : [], `${error.column ? fieldName(error.column) : 'A field'} is required.`);
    case '23514': // check_violation
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22P02': // invalid_text_representation
      return new BadRequestException({ code: 'VALIDATION_FAILED', message: 'A value is not one the site accepts.' });
    default:
      return undefined;
  }
}
