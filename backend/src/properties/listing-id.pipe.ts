import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { validationFailed } from '../common/validation/validation-failed.js';

/** Ids are serial integers: a larger number names no listing, rather than failing in SQL. */
export const MAX_LISTING_ID = 2_147_483_647;

/** `:id` of a listing: 400 VALIDATION_FAILED when not a whole number, 404 when out of range. */
@Injectable()
export class ListingIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,12}$/.test(value)) throw validationFailed([{ field: 'id', code: 'invalid' }], 'id must be a whole number.');
    const id = Number(value);
    if (id < 1 || id > MAX_LISTING_ID) throw new NotFoundException({ code: 'NOT_FOUND', message: `No listing has the id ${value}.` });
    return id;
  }
}
