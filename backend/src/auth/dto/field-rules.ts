import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { NEW_PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { MaxLengthOf, MinLengthOf } from '../../common/validation/length.js';
import { IsNotGuessablePassword } from '../passwords/not-guessable.decorator.js';

/** argon2 would hash a megabyte as readily: a bound keeps one request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 256;

/** Leading and trailing spaces are never meant (a pasted name, an email typed on a phone). */
export const Trim = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const EmailField = (): PropertyDecorator => applyDecorators(Trim(), IsNotEmpty(), IsEmail(), MaxLengthOf(254));

/** Sign-up and reset: long enough and not guessable (docs/architecture.md §3). */
export const NewPasswordField = (): PropertyDecorator =>
  applyDecorators(IsNotEmpty(), IsString(), MinLengthOf(NEW_PASSWORD_MIN_LENGTH), MaxLengthOf(PASSWORD_MAX_LENGTH), IsNotGuessablePassword());
