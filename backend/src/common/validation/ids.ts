import { applyDecorators, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { validationFailed } from './validation-failed.js';

/** Ids are PostgreSQL serials (int4). */
export const MAX_ID = 2_147_483_647;

// Digits only, no leading zero: "0x10", "1e1", "+7" and "007" are not how an id is written.
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The id `text` writes, or null unless it is a positive decimal integer within int4. */
export function parseId(text: string): number | null {
  if (!CANONICAL_ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A route's `:id`: 400 VALIDATION_FAILED naming the parameter unless it is an id. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string, { data }: ArgumentMetadata): number {
    const id = parseId(value);
    const field = data ?? 'id';
    if (id === null) throw validationFailed([{ field, code: 'invalid' }], `${field} must be a whole number from 1 to ${MAX_ID}.`);
    return id;
  }
}

/** A body's id (or each of a list's): a JSON integer from 1 to MAX_ID. */
export const IsId = (options?: { each: boolean }): PropertyDecorator => applyDecorators(IsInt(options), Min(1, options), Max(MAX_ID, options));
