import { getConfigToken, registerAs } from '@nestjs/config';
import { IsDefined, IsEmail, IsIn, IsInt, IsOptional, Min, MinLength, ValidateIf } from 'class-validator';
import { NEW_PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { IsNotGuessablePassword } from '../auth/passwords/not-guessable.decorator.js';
import { atLeastOne, validateConfig, type Env } from './validate-config.js';

class AuthEnvironment {
  @IsOptional()
  @IsInt(atLeastOne('AUTH_RATE_LIMIT_PER_MINUTE'))
  @Min(1, atLeastOne('AUTH_RATE_LIMIT_PER_MINUTE'))
  AUTH_RATE_LIMIT_PER_MINUTE?: number;

  @ValidateIf((vars: AuthEnvironment) => vars.ADMIN_PASSWORD !== undefined || vars.ADMIN_EMAIL !== undefined)
  @IsDefined({ message: 'ADMIN_EMAIL is required with ADMIN_PASSWORD' })
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address' })
  ADMIN_EMAIL?: string;

  @ValidateIf((vars: AuthEnvironment) => vars.ADMIN_PASSWORD !== undefined || vars.ADMIN_EMAIL !== undefined)
  @IsDefined({ message: 'ADMIN_PASSWORD is required with ADMIN_EMAIL' })
  @MinLength(NEW_PASSWORD_MIN_LENGTH, { message: `ADMIN_PASSWORD must be at least ${NEW_PASSWORD_MIN_LENGTH} characters long` })
  @IsNotGuessablePassword({ message: 'ADMIN_PASSWORD is a common password' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'DEMO_ACCOUNTS must be true or false' })
  DEMO_ACCOUNTS?: 'true' | 'false';
}

export interface AuthConfig {
  /** Sign-in, registration and password-reset calls one IP may make per minute, per route. */
  rateLimitPerMinute: number;
  /** This account exists at start, an admin with this password. */
  admin?: { email: string; password: string };
  /** The demo admin and demo user exist (created when missing). */
  demoAccounts: boolean;
}

export const AUTH_CONFIG = getConfigToken('auth');

export const authConfig = (env: Env) =>
  registerAs('auth', (): AuthConfig => {
    const vars = validateConfig(env, AuthEnvironment);
    // Demo accounts with known passwords belong on a machine's own embedded database, not on a
    // real server nor in tests that did not ask for them.
    const embedded = !env.DATABASE_URL?.trim();
    const demoByDefault = embedded && env.NODE_ENV?.trim() !== 'test';
    return {
      rateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE ?? 10,
      admin: vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : undefined,
      demoAccounts: vars.DEMO_ACCOUNTS === undefined ? demoByDefault : vars.DEMO_ACCOUNTS === 'true',
    };
  });
