import { describe, expect, it } from '@jest/globals';
import { BadRequestException, ConflictException, ForbiddenException, NotFoundException, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './error-body.js';

describe('toErrorBody', () => {
  it('keeps the status, message and error of an HttpException', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/nope',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });

  it('joins the messages of a validation failure into one sentence list', () => {
    const exception = new BadRequestException(['title should not be empty', 'price must be a number']);
    expect(toErrorBody(exception).message).toBe('title should not be empty; price must be a number');
  });

  it('keeps extra fields that a handler sends', () => {
    const exception = new ServiceUnavailableException({ status: 'error', db: 'down', message: 'Database down.' });
    expect(toErrorBody(exception)).toEqual({
      status: 'error',
      db: 'down',
      statusCode: 503,
      message: 'Database down.',
      error: 'Service Unavailable',
      code: 'UNAVAILABLE',
    });
  });

  it("explains the body parser's and Express's own 4xx errors in plain words", () => {
    const malformed = Object.assign(new SyntaxError('Unexpected end of JSON input'), { status: 400, type: 'entity.parse.failed' });
    expect(toErrorBody(malformed)).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request', code: 'VALIDATION_FAILED' });
    const large = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large', limit: 262144 });
    expect(toErrorBody(large)).toMatchObject({ statusCode: 413, message: 'The request body is larger than the 262144 bytes allowed.' });
    const badEscape = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 });
    expect(toErrorBody(badEscape)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('hides the details of an unexpected error behind a 500', () => {
    const body = toErrorBody(new Error('relation "users" does not exist'));
    expect(body.statusCode).toBe(500);
    expect(body.error).toBe('Internal Server Error');
    expect(body.code).toBe('INTERNAL');
    expect(body.message).not.toContain('users');
  });

  it('answers what the database refused because of the request with a 409 or a 400, never a 500, and no SQL', () => {
    const refused = (code: string, fields: object = {}) =>
      new QueryFailedError('INSERT INTO blog_slugs …', [], Object.assign(new Error(`secret detail ${code}`), { code, ...fields }));
    expect(toErrorBody(refused('23505'))).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(toErrorBody(refused('23503'))).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(toErrorBody(refused('23502', { column: 'listing_limit' }))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'listingLimit', code: 'required' }],
    });
    for (const code of ['23514', '22001', '22003', '22P02']) expect(toErrorBody(refused(code))).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    // The pg driver's own error, from a query run on the pool directly.
    expect(toErrorBody(Object.assign(new Error('duplicate key'), { code: '23505' }))).toMatchObject({ statusCode: 409 });
    expect(JSON.stringify(toErrorBody(refused('23505')))).not.toContain('secret detail');
    // What the request did not cause stays a 500.
    expect(toErrorBody(refused('53300')).statusCode).toBe(500);
  });

  it('gives every answer a code: the one thrown, or one for its status', () => {
    expect(toErrorBody(new UnauthorizedException()).code).toBe('UNAUTHENTICATED');
    expect(toErrorBody(new ForbiddenException()).code).toBe('FORBIDDEN');
    expect(toErrorBody(new ThrottlerException()).code).toBe('TOO_MANY_REQUESTS');
    expect(toErrorBody(new BadRequestException('Validation failed (numeric string is expected)')).code).toBe('VALIDATION_FAILED');
    expect(toErrorBody(new ConflictException({ code: 'EMAIL_TAKEN', message: 'Taken.' }))).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_TAKEN',
      message: 'Taken.',
    });
  });
});
