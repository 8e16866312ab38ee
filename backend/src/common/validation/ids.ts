import { applyDecorators, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_ID, parseId } from 'shared-contracts';
import { validationFailed } from './validation-failed.js';

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
