import { BadRequestException, ForbiddenException, HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';

// One message for a wrong email and a wrong password: the answer must not tell which accounts exist.
export const invalidCredentials = (): UnauthorizedException => new UnauthorizedException({ code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });

export const accountDisabled = (): ForbiddenException => new ForbiddenException({ code: 'ACCOUNT_DISABLED', message: 'This account has been disabled by an administrator.' });

/** The same answer whether the email has an account or not. */
export const signInDelayed = (retryAfterSeconds: number): HttpException =>
  new HttpException({ code: 'SIGN_IN_DELAYED', message: 'Too many wrong passwords: wait before trying again.', retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);

export const tooManyRequests = (retryAfterSeconds: number): HttpException =>
  new HttpException({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts from this address. Try again shortly.', retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);

export const resetTokenInvalid = (): BadRequestException =>
  new BadRequestException({ code: 'RESET_TOKEN_INVALID', message: 'This reset link is unknown, used or expired: ask for a new one.' });
