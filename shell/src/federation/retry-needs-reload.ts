import type { RemoteName } from 'shared-contracts';
import { remoteManifestUrl } from './remotes-manifest';

/**
 * Whether retrying a remote needs a fresh page. The portal announces the landing page's remote
 * with <link rel="preload">, and a browser keeps a failed preload for the page's lifetime: a
 * new <script> for the same file fails again without asking the server. Only a reload asks
 * anew. Any other remote (reached by navigation, or one that threw while rendering) is
 * retried in place.
 */
export function retryNeedsReload(remote: RemoteName): boolean {
  const manifest = remoteManifestUrl(remote);
  if (!manifest) return false;
  const href = new URL(manifest, window.location.href).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === href);
}
