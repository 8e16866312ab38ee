import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsString, ValidateNested, type ValidationError } from 'class-validator';
import { toErrorBody } from '../filters/error-body.js';
import { TOO_COMMON_CONSTRAINT, toFieldErrors } from './field-errors.js';
import { MaxLengthOf, MinLengthOf } from './length.js';
import { validateBody } from './validation-pipe.js';

class Address {
  @IsNotEmpty()
  commune: string;
}

class Sample {
  @IsNotEmpty()
  @IsEmail()
  email: string;

  @IsString()
  @MinLengthOf(8)
  @MaxLengthOf(12)
  password: string;

  @IsBoolean()
  active: boolean;

  @ValidateNested()
  @Type(() => Address)
  address: Address;
}

async function fieldsOf(body: object) {
  const error = await validateBody(Sample, body).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BadRequestException);
  return toErrorBody(error);
}

const valid = { email: 'amina@example.dz', password: 'Hauts-17', active: true, address: { commune: 'مسعد' } };

describe('validation errors as field codes', () => {
  it('maps each broken rule to its code, with the limit of a length rule', async () => {
    const body = await fieldsOf({ email: 'amina', password: 'short', active: 'yes', address: { commune: '' }, extra: 1 });
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.fields).toEqual([
      { field: 'extra', code: 'unknown' },
      { field: 'email', code: 'email' },
      { field: 'password', code: 'tooShort', limit: 8 },
      { field: 'active', code: 'invalid' },
      { field: 'address.commune', code: 'required' },
    ]);
    expect(body.message).toContain('email must be an email');
  });

  it('reports a missing value as required, not as every rule it also breaks', async () => {
    const { email: _email, ...withoutEmail } = valid;
    expect((await fieldsOf({ ...withoutEmail, password: 'much-too-long-1' })).fields).toEqual([
      { field: 'email', code: 'required' },
      { field: 'password', code: 'tooLong', limit: 12 },
    ]);
  });

  it('maps the guessable-password check to tooCommon', () => {
    const error = { property: 'password', constraints: { [TOO_COMMON_CONSTRAINT]: 'password is too easy to guess' }, children: [] } as ValidationError;
    expect(toFieldErrors([error])).toEqual([{ field: 'password', code: 'tooCommon' }]);
  });

  it('lets a valid body through, transformed into the class', async () => {
    await expect(validateBody(Sample, valid)).resolves.toBeInstanceOf(Sample);
  });
});
