import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-error.js';

describe('ApiError', () => {
  it('reads "status: body"', () => {
    const error = new ApiError(400, 'Bad Request', '{"message":"Email already used"}');
    expect(error.message).toBe('400: {"message":"Email already used"}');
    expect(error.status).toBe(400);
    expect(error.body).toBe('{"message":"Email already used"}');
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(Error);
  });

  it('reads "status: statusText" when the body is empty', () => {
    expect(new ApiError(503, 'Service Unavailable', '').message).toBe('503: Service Unavailable');
  });

  it('finds the human message of a JSON error body', () => {
    expect(new ApiError(401, 'Unauthorized', '{"message":"Invalid credentials"}').serverMessage).toBe('Invalid credentials');
    expect(new ApiError(400, 'Bad Request', '{"message":["email must be an email","password is too short"]}').serverMessage).toBe('email must be an email\npassword is too short');
  });

  it('falls back to the raw text, then to the status text', () => {
    expect(new ApiError(500, 'Internal Server Error', 'boom').serverMessage).toBe('boom');
    expect(new ApiError(502, 'Bad Gateway', '{"error":1}').serverMessage).toBe('{"error":1}');
    expect(new ApiError(502, 'Bad Gateway', 'null').serverMessage).toBe('null');
    expect(new ApiError(502, 'Bad Gateway', '').serverMessage).toBe('Bad Gateway');
  });
});
