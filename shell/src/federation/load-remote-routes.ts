import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteRoutesId, type RemoteName } from 'shared-contracts';
import { REMOTE_SILENCE_MS } from './remote-silence';
import { remoteManifestUrl, remotesRegistered } from './remotes-manifest';

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

/** Whether a file that arrived is the remote's own (its manifest's folder) or the list of remotes. */
function isFileOf(remote: RemoteName, url: string): boolean {
  if (new URL(url).pathname === '/remotes.json') return true;
  const manifest = remoteManifestUrl(remote);
  return manifest !== undefined && url.startsWith(new URL('.', new URL(manifest, window.location.href)).href);
}

/**
 * Rejects once the remote has sent nothing for `silenceMs`. Each of its files that arrives (the
 * list of remotes, the manifest, the entry, a chunk) starts the wait again: a slow network or a
 * slow phone gets there, however long the whole takes; a server that never answers does not hold
 * the page.
 */
function silence(remote: RemoteName, silenceMs: number): { rejection: Promise<never>; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reject!: (error: Error) => void;
  const rejection = new Promise<never>((_, rejectWith) => (reject = rejectWith));
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `nothing received in ${silenceMs} ms`)), silenceMs);
  };
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? undefined
      : new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => isFileOf(remote, entry.name))) wait();
        });
  observer?.observe({ type: 'resource' });
  wait();
  return {
    rejection,
    stop: () => {
      clearTimeout(timer);
      observer?.disconnect();
    },
  };
}

/** The remote's `./routes` component, for React.lazy; rejects when the remote is down or silent. */
export function loadRemoteRoutes(remote: RemoteName, silenceMs = REMOTE_SILENCE_MS): Promise<RoutesModule> {
  const silent = silence(remote, silenceMs);
  return Promise.race([load(remote), silent.rejection]).finally(silent.stop);
}
