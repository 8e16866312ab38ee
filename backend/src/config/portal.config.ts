import { getConfigToken, registerAs } from '@nestjs/config';
import { IsBooleanString, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, remoteBasePath, type RemoteName } from 'shared-contracts';
import type { BuildLocation } from '../portal/build-source.js';
import { validateConfig, type Env } from './validate-config.js';

/** An absolute path on this site, or an http(s) URL of another server. */
const SITE_OR_HTTP_URL = /^(\/|https?:\/\/)/;
const HTTP_URL = /^https?:\/\/./;
const REMOTE_URL_MESSAGE = 'must be a path starting with / or an http(s) URL of a mf-manifest.json';
const BUILD_URL_MESSAGE = 'must be the http(s) URL of the folder its server serves the build from';
const REMOTE_BUILD_URL_MESSAGE = `${BUILD_URL_MESSAGE} (required with SHELL_BUILD_URL for an area whose REMOTE_URL is a path)`;

type RemoteBuildVariable = `REMOTE_BUILD_URL_${Uppercase<RemoteName>}`;
type RemoteUrlVariable = `REMOTE_URL_${Uppercase<RemoteName>}`;

/** An area's build is read from its own server when the shell's is, unless its manifest is already an address of another server. */
const buildUrlNeeded = (name: Uppercase<RemoteName>) => (env: PortalEnvironment) =>
  env[`REMOTE_BUILD_URL_${name}`] !== undefined || (env.SHELL_BUILD_URL !== undefined && !HTTP_URL.test(env[`REMOTE_URL_${name}`] ?? ''));

class PortalEnvironment implements Partial<Record<RemoteBuildVariable | RemoteUrlVariable, string>> {
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

  @IsOptional() @Matches(HTTP_URL, { message: BUILD_URL_MESSAGE }) SHELL_BUILD_URL?: string;
  @ValidateIf(buildUrlNeeded('MARKETPLACE')) @Matches(HTTP_URL, { message: REMOTE_BUILD_URL_MESSAGE }) REMOTE_BUILD_URL_MARKETPLACE?: string;
  @ValidateIf(buildUrlNeeded('COMMUNITY')) @Matches(HTTP_URL, { message: REMOTE_BUILD_URL_MESSAGE }) REMOTE_BUILD_URL_COMMUNITY?: string;
  @ValidateIf(buildUrlNeeded('ACCOUNT')) @Matches(HTTP_URL, { message: REMOTE_BUILD_URL_MESSAGE }) REMOTE_BUILD_URL_ACCOUNT?: string;
  @ValidateIf(buildUrlNeeded('ADMIN')) @Matches(HTTP_URL, { message: REMOTE_BUILD_URL_MESSAGE }) REMOTE_BUILD_URL_ADMIN?: string;
}

export interface PortalConfig {
  /** Draw the pages, the service worker and its frame (off for an API alone). */
  serveFrontends: boolean;
  /** Serve the builds' files too: the shell at / and each remote under /mfe/<name>/ (not when they have servers of their own). */
  serveFiles: boolean;
  /** Each remote's mf-manifest.json, as /remotes.json tells the shell. */
  remotes: Record<RemoteName, string>;
  /**
   * Where the pages are drawn from: each build's folder, or its own server (SHELL_BUILD_URL,
   * REMOTE_BUILD_URL_<AREA>); a remote's is null when it is read from its REMOTE_URL, an address
   * of another server.
   */
  builds: { shell: BuildLocation; remotes: Record<RemoteName, BuildLocation | null> };
}

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const portalConfig = (env: Env) =>
  registerAs('portal', (): PortalConfig => {
    const vars = validateConfig(env, PortalEnvironment);
    // The folder holding shell/dist and mfe-<name>/dist: the repository root by default.
    const frontendRoot = vars.FRONTEND_ROOT ?? REPOSITORY_ROOT;
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, vars[`REMOTE_URL_${upper(name)}`] ?? `${remoteBasePath(name)}mf-manifest.json`])) as Record<
      RemoteName,
      string
    >;
    const serveFiles = vars.SHELL_BUILD_URL === undefined;
    const remoteBuild = (name: RemoteName): BuildLocation | null => {
      const url = vars[`REMOTE_BUILD_URL_${upper(name)}`];
      if (url) return { url };
      return serveFiles && remotes[name].startsWith(remoteBasePath(name)) ? { folder: join(frontendRoot, `mfe-${name}`, 'dist') } : null;
    };
    return {
      serveFrontends: vars.SERVE_FRONTENDS !== 'false',
      serveFiles,
      remotes,
      builds: {
        shell: vars.SHELL_BUILD_URL ? { url: vars.SHELL_BUILD_URL } : { folder: join(frontendRoot, 'shell', 'dist') },
        remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteBuild(name)])) as Record<RemoteName, BuildLocation | null>,
      },
    };
  });

const upper = (name: RemoteName) => name.toUpperCase() as Uppercase<RemoteName>;

export const PORTAL_CONFIG = getConfigToken('portal');
