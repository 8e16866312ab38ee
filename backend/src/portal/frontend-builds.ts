import type { Manifest } from '@module-federation/sdk';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGES_FILE, PRECACHE_FILE, type AreaPagePatterns, type PrecacheList, type PreloadManifest, type PrerenderedPages, type RemoteName } from 'shared-contracts';
import { remoteBaseUrl } from './preload-hints.js';

/** Where `npm run build` puts each front end, under the portal's frontend root. */
export const shellDist = (root: string): string => join(root, 'shell', 'dist');
export const remoteDist = (root: string, name: RemoteName): string => join(root, `mfe-${name}`, 'dist');

const PRELOAD_MANIFEST = 'preload-manifest.json';
const PRERENDER = 'prerender.json';
const SERVICE_WORKER = 'sw.js';

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;
/** A build without static pages has no prerender.json. */
const readPrerender = (file: string): Promise<PrerenderedPages> => readJson<PrerenderedPages>(file).catch(() => ({}));

export interface ShellBuild {
  indexHtml: string;
  preload: PreloadManifest;
  prerender: PrerenderedPages;
  /** The built service worker and the shell's start files; null from a development build, which has none. */
  worker: { script: string; precache: PrecacheList } | null;
}

export async function readShellBuild(root: string): Promise<ShellBuild> {
  const dist = shellDist(root);
  const [indexHtml, preload, prerender, worker] = await Promise.all([
    readFile(join(dist, 'index.html'), 'utf8'),
    readJson<PreloadManifest>(join(dist, PRELOAD_MANIFEST)),
    readPrerender(join(dist, PRERENDER)),
    Promise.all([readFile(join(dist, SERVICE_WORKER), 'utf8'), readJson<PrecacheList>(join(dist, PRECACHE_FILE))]).then(
      ([script, precache]) => ({ script, precache }),
      () => null,
    ),
  ]);
  return { indexHtml, preload, prerender, worker };
}

export interface RemoteBuild {
  manifest: Manifest;
  preload: PreloadManifest;
  prerender: PrerenderedPages;
  /** Its pages' patterns; null when its build does not say (a dev server), so no path under its prefixes is refused. */
  pages: AreaPagePatterns | null;
  /** Its start files for the service worker, and the folder they are served from; none from a dev server. */
  precache: { base: string; files: PrecacheList };
}

async function fetchJson<T>(url: URL): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${response.status}: ${url.href}`);
  return (await response.json()) as T;
}

/**
 * A remote's manifests: from its build folder when this portal serves it, else from its own
 * server. Null when they cannot be read — the remote is down or not built — so the page is
 * served without its hints and the shell shows the area as unavailable.
 */
export async function readRemoteBuild(root: string, name: RemoteName, manifestUrl: string, origin: string): Promise<RemoteBuild | null> {
  try {
    if (manifestUrl.startsWith('/mfe/')) {
      const dist = remoteDist(root, name);
      const [manifest, preload, prerender, pages, files] = await Promise.all([
        readJson<Manifest>(join(dist, 'mf-manifest.json')),
        readJson<PreloadManifest>(join(dist, PRELOAD_MANIFEST)),
        readPrerender(join(dist, PRERENDER)),
        readJson<AreaPagePatterns>(join(dist, PAGES_FILE)).catch(() => null),
        readJson<PrecacheList>(join(dist, PRECACHE_FILE)).catch(() => []),
      ]);
      return { manifest, preload, prerender, pages, precache: { base: manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1), files } };
    }
    const url = new URL(manifestUrl, origin);
    const manifest = await fetchJson<Manifest>(url);
    const base = remoteBaseUrl(url.href, manifest);
    const [preload, prerender, pages, files] = await Promise.all([
      fetchJson<PreloadManifest>(new URL(PRELOAD_MANIFEST, base)),
      fetchJson<PrerenderedPages>(new URL(PRERENDER, base)).catch(() => ({})),
      fetchJson<AreaPagePatterns>(new URL(PAGES_FILE, base)).catch(() => null),
      fetchJson<PrecacheList>(new URL(PRECACHE_FILE, base)).catch(() => []),
    ]);
    // Served by this site when its manifest's address is a path (through a proxy, deploy/Caddyfile).
    const servedHere = manifestUrl.startsWith('/') ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) : base;
    return { manifest, preload, prerender, pages, precache: { base: servedHere, files } };
  } catch {
    return null;
  }
}
