import { getConfigToken, registerAs } from '@nestjs/config';
import { IsBooleanString, IsOptional, IsString, Matches } from 'class-validator';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, remoteBasePath, type RemoteName } from 'shared-contracts';
import { validateConfig, type Env } from './validate-config.js';

/** An absolute path on this site, or an http(s) URL of another server. */
const SITE_OR_HTTP_URL = /^(\/|https?:\/\/)/;
const REMOTE_URL_MESSAGE = 'must be a path starting with / or an http(s) URL of a mf-manifest.json';

class PortalEnvironment {
  @IsOptional()
  @IsBooleanString()
  SERVE_FRONTENDS?: string;

  @IsOptional()
  @IsString()
  FRONTEND_ROOT?: string;

  @IsOptional() @Matches(SITE_OR_HTTP_URL, { message: REMOTE_URL_MESSAGE }) REMOTE_URL_MARKETPLACE?: string;
  @IsOptional() @Matches(SITE_OR_HTTP_URL, { message: REMOTE_URL_MESSAGE }) REMOTE_URL_COMMUNITY?: string;
  @IsOptional() @Matches(SITE_OR_HTTP_URL, { message: REMOTE_URL_MESSAGE }) REMOTE_URL_ACCOUNT?: string;
  @IsOptional() @Matches(SITE_OR_HTTP_URL, { message: REMOTE_URL_MESSAGE }) REMOTE_URL_ADMIN?: string;
}

export interface PortalConfig {
  /** Serve the shell at / and each remote's build under /mfe/<name>/ (off when they have their own servers). */
  serveFrontends: boolean;
  /** The folder holding shell/dist and mfe-<name>/dist: the repository root by default. */
  frontendRoot: string;
  /** Each remote's mf-manifest.json, as /remotes.json tells the shell. */
  remotes: Record<RemoteName, string>;
}

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const portalConfig = (env: Env) =>
  registerAs('portal', (): PortalConfig => {
    const vars = validateConfig(env, PortalEnvironment);
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const override = vars[`REMOTE_URL_${name.toUpperCase()}` as keyof PortalEnvironment];
        return [name, override ?? `${remoteBasePath(name)}mf-manifest.json`];
      }),
    ) as Record<RemoteName, string>;
    return { serveFrontends: vars.SERVE_FRONTENDS !== 'false', frontendRoot: vars.FRONTEND_ROOT ?? REPOSITORY_ROOT, remotes };
  });

export const PORTAL_CONFIG = getConfigToken('portal');
