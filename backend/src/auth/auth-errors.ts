import { BadRequestException, ForbiddenException, HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';

// One message for a wrong email and a wrong password: the answer must not tell which accounts exist.
export const invalidCredentials = (): UnauthorizedException =>
  new UnauthorizedException({ code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });

export const accountDisabled = (): ForbiddenException =>
  new ForbiddenException({ code: 'ACCOUNT_DISABLED', message: 'This account has been disabled by an administrator.' });

const secondsUntil = (moment: Date): number => Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));

export const accountLocked = (until: Date): HttpException =>
  new HttpException(
    { code: 'ACCOUNT_LOCKED', message: 'Too many wrong passwords: this account is locked for a while.', retryAfterSeconds: secondsUntil(until) },
    HttpStatus.TOO_MANY_REQUESTS,
  );

export const tooManyRequests = (retryAfterSeconds: number): HttpException =>
  new HttpException(
    { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts from this address. Try again shortly.', retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );

export const resetTokenInvalid = (): BadRequestException =>
  new BadRequestException({ code: 'RESET_TOKEN_INVALID', message: 'This reset link is unknown, used or expired: ask for a new one.' });
