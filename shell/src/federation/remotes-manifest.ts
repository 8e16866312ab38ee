import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** `/remotes.json`: each remote's name → the URL of its mf-manifest.json, written by the portal. */
export type RemotesManifest = Record<RemoteName, string>;

let registration: Promise<void> | undefined;
let registered: Partial<RemotesManifest> = {};

async function fetchAndRegister(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: /remotes.json`);
  const manifest = (await response.json()) as Partial<RemotesManifest>;
  const remotes = REMOTE_NAMES.filter((name) => typeof manifest[name] === 'string').map((name) => ({
    name,
    entry: manifest[name] as string,
  }));
  registerRemotes(remotes, { force: true });
  registered = manifest;
}

/** The URL of a remote's mf-manifest.json, once /remotes.json has been read. */
export const remoteManifestUrl = (name: RemoteName): string | undefined => registered[name];

/**
 * Registers the remotes once; a failed fetch is forgotten so that Retry asks again. No remote
 * URL is compiled into the shell: redeploying a remote only changes /remotes.json.
 */
export function remotesRegistered(): Promise<void> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}
