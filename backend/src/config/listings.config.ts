import { getConfigToken, registerAs } from '@nestjs/config';
import { IsIn, IsOptional } from 'class-validator';
import { validateConfig, type Env } from './validate-config.js';

class ListingsEnvironment {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'LISTINGS_NEED_APPROVAL must be true or false' })
  LISTINGS_NEED_APPROVAL?: string;
}

export interface ListingsConfig {
  /** An owner's published listing waits for an admin (pending) before it is public. The back-office will hold this setting. */
  needApproval: boolean;
}

export const LISTINGS_CONFIG = getConfigToken('listings');

export const listingsConfig = (env: Env) =>
  registerAs('listings', (): ListingsConfig => {
    const vars = validateConfig(env, ListingsEnvironment);
    return { needApproval: vars.LISTINGS_NEED_APPROVAL === 'true' };
  });
