import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, Max, Min } from 'class-validator';

// How people write numbers in an address bar: digits, one optional decimal point for amounts.
// "1e308", "0x10", " 5", "+5" and a repeated parameter (an array) are not numbers here.
const WHOLE = /^(0|[1-9][0-9]{0,15})$/;
const AMOUNT = /^(0|[1-9][0-9]{0,15})(\.[0-9]{1,2})?$/;

// Numbers already parsed (a query built in code, not read from a URL) are checked as they are.
const parsedWith = (pattern: RegExp) =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? value : typeof value === 'string' && pattern.test(value) ? Number(value) : Number.NaN));

/** A whole number from `min` to `max` in the query string. */
export const QueryWholeNumber = (min: number, max: number): PropertyDecorator => applyDecorators(parsedWith(WHOLE), IsInt(), Min(min), Max(max));

/** An amount with at most two decimals, from 0 to `max`, in the query string. */
export const QueryAmount = (max: number): PropertyDecorator => applyDecorators(parsedWith(AMOUNT), IsNumber(), Min(0), Max(max));

/** `true` or `false` in the query string (anything else is refused, not read as false). */
export const QueryBoolean = (): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean(),
  );
