import { getConfigToken, registerAs } from '@nestjs/config';
import { IsOptional, IsString, IsUrl } from 'class-validator';
import { validateConfig, type Env } from './validate-config.js';

class MailEnvironment {
  @IsOptional()
  @IsUrl({ protocols: ['smtp', 'smtps'], require_protocol: true, require_tld: false, allow_underscores: true }, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;
}

export interface MailConfig {
  /** Unset: mail goes to the mail_outbox table and the log instead (development, tests). */
  smtpUrl?: string;
  from: string;
}

export const MAIL_CONFIG = getConfigToken('mail');

export const mailConfig = (env: Env) =>
  registerAs('mail', (): MailConfig => {
    const vars = validateConfig(env, MailEnvironment);
    return { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? 'Djelfa Estates <no-reply@djelfa-estates.dz>' };
  });
