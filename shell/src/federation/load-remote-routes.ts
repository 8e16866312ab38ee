import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteRoutesId, type RemoteName } from 'shared-contracts';
import { remotesRegistered } from './remotes-manifest';

/** A remote that has not answered by then is shown as unavailable, with Retry. */
export const REMOTE_TIMEOUT_MS = 8000;

type RoutesModule = { default: ComponentType };

export class RemoteUnavailableError extends Error {
  constructor(remote: RemoteName, reason: string) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

async function load(remote: RemoteName): Promise<RoutesModule> {
  await remotesRegistered();
  const module = await loadRemote<RoutesModule>(remoteRoutesId(remote));
  if (!module?.default) throw new RemoteUnavailableError(remote, 'it exposes no routes');
  return module;
}

/** The remote's `./routes` component, for React.lazy; rejects when the remote is down or slow. */
export function loadRemoteRoutes(remote: RemoteName, timeoutMs = REMOTE_TIMEOUT_MS): Promise<RoutesModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load(remote), slow]).finally(() => clearTimeout(timer));
}
