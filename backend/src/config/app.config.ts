import { getConfigToken, registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { validateConfig, type Env } from './validate-config.js';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

const PORT_RULE = { message: 'PORT must be a whole number from 0 to 65535' };

class AppEnvironment {
  @IsOptional()
  @IsIn(NODE_ENVS)
  NODE_ENV?: NodeEnv;

  @IsOptional()
  @IsInt(PORT_RULE)
  @Min(0, PORT_RULE)
  @Max(65535, PORT_RULE)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'PUBLIC_URL must be an http:// or https:// URL' })
  PUBLIC_URL?: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** The site's address as a visitor's browser reaches it, for links in emails (no trailing slash). */
  publicUrl: string;
}

/** Injection token of the validated AppConfig (a provider waiting on it waits for validation). */
export const APP_CONFIG = getConfigToken('app');

export const appConfig = (env: Env) =>
  registerAs('app', (): AppConfig => {
    const vars = validateConfig(env, AppEnvironment);
    const port = vars.PORT ?? 3000;
    return {
      nodeEnv: vars.NODE_ENV ?? 'development',
      port,
      host: vars.HOST ?? '0.0.0.0',
      publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    };
  });
