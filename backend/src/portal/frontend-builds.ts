import type { Manifest } from '@module-federation/sdk';
import {
  PAGES_FILE,
  PRECACHE_FILE,
  SERVER_BUNDLE_FILES,
  type AreaPagePatterns,
  type PrecacheList,
  type PreloadManifest,
  type PrerenderedPages,
  type ServerBundleFiles,
} from 'shared-contracts';
import { buildSource, readJson, readText, type BuildLocation, type BuildSource } from './build-source.js';
import { remoteBaseUrl } from './preload-hints.js';

const PRELOAD_MANIFEST = 'preload-manifest.json';
const PRERENDER = 'prerender.json';
const SERVICE_WORKER = 'sw.js';
const MODULE_FEDERATION_MANIFEST = 'mf-manifest.json';

/** A build without static pages has no prerender.json. */
const readPrerender = (source: BuildSource): Promise<PrerenderedPages> => readJson<PrerenderedPages>(source, PRERENDER).catch(() => ({}));

export interface ShellBuild {
  indexHtml: string;
  preload: PreloadManifest;
  prerender: PrerenderedPages;
  /** The built service worker and the shell's start files; null from a development build, which has none. */
  worker: { script: string; precache: PrecacheList } | null;
}

export async function readShellBuild(location: BuildLocation): Promise<ShellBuild> {
  const source = buildSource(location);
  const [indexHtml, preload, prerender, worker] = await Promise.all([
    readText(source, 'index.html'),
    readJson<PreloadManifest>(source, PRELOAD_MANIFEST),
    readPrerender(source),
    Promise.all([readText(source, SERVICE_WORKER), readJson<PrecacheList>(source, PRECACHE_FILE)]).then(
      ([script, precache]) => ({ script, precache }),
      () => null,
    ),
  ]);
  return { indexHtml, preload, prerender, worker };
}

/** An area's Node bundle, which draws its pages with their data, and where its files are read. */
export interface ServerBundle extends ServerBundleFiles {
  source: BuildSource;
}

export interface RemoteBuild {
  manifest: Manifest;
  preload: PreloadManifest;
  prerender: PrerenderedPages;
  /** Its pages' patterns; null when its build does not say (a dev server), so no path under its prefixes is refused. */
  pages: AreaPagePatterns | null;
  /** Its start files for the service worker, and the folder they are served from; none from a dev server. */
  precache: { base: string; files: PrecacheList };
  /** Null for an area that draws no page on the server, and from a dev server. */
  serverBundle: ServerBundle | null;
}

/**
 * A remote's manifests: from where its build is (its folder, or its own server), or else from
 * the server its REMOTE_URL names. Null when they cannot be read — the remote is down or not
 * built — so the page is served without its hints and the shell shows the area as unavailable.
 */
export async function readRemoteBuild(location: BuildLocation | null, manifestUrl: string, origin: string): Promise<RemoteBuild | null> {
  try {
    let source: BuildSource;
    let manifest: Manifest;
    if (location) {
      source = buildSource(location);
      manifest = await readJson<Manifest>(source, MODULE_FEDERATION_MANIFEST);
    } else {
      const url = new URL(manifestUrl, origin);
      manifest = await readJson<Manifest>(buildSource({ url: new URL('./', url).href }), url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
      source = buildSource({ url: new URL(remoteBaseUrl(url.href, manifest), url).href });
    }
    const [preload, prerender, pages, files, serverBundle] = await Promise.all([
      readJson<PreloadManifest>(source, PRELOAD_MANIFEST),
      readPrerender(source),
      readJson<AreaPagePatterns>(source, PAGES_FILE).catch(() => null),
      readJson<PrecacheList>(source, PRECACHE_FILE).catch(() => []),
      readJson<ServerBundleFiles>(source, SERVER_BUNDLE_FILES).then(
        (bundle) => ({ ...bundle, source }),
        () => null,
      ),
    ]);
    // Served by this site when its manifest's address is a path (by the portal, or through a proxy: deploy/Caddyfile).
    const base = manifestUrl.startsWith('/') ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) : remoteBaseUrl(manifestUrl, manifest);
    return { manifest, preload, prerender, pages, precache: { base, files }, serverBundle };
  } catch {
    return null;
  }
}
