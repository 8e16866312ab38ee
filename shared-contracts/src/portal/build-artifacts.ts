import type { Language } from '../i18n/language.js';

/**
 * What a front end's production build leaves for the portal (shared-contracts/build), read by
 * the backend and by the shell.
 */

/** What a page says of itself in the document's head: its <title> (site name included) and description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A page's first render in each language, and its head's meta in each (when the page gave them). */
export type PrerenderedPage = Record<Language, string> & { meta?: Record<Language, PageMeta> };

/** `prerender.json`: each static page's first render, in Arabic and English. */
export type PrerenderedPages = Record<string, PrerenderedPage>;

/**
 * `pages.json` of a remote's build: the route pattern of every page it has (`/property/:id`),
 * so the portal answers 404 for any other path under its prefixes without being redeployed.
 */
export type AreaPagePatterns = string[];
export const PAGES_FILE = 'pages.json';

/**
 * `.prerender/files.json` of a build that draws pages on the server (shared-contracts/build/prerender.mjs):
 * its Node bundle's entry and every file of it, relative to `.prerender/`, and a version that
 * changes with their content. The portal loads the bundle again when the version changes, from
 * the build's folder or over HTTP from the area's own server.
 */
export interface ServerBundleFiles {
  version: string;
  entry: string;
  files: string[];
}
export const SERVER_BUNDLE_FILES = '.prerender/files.json';

/** The attribute of the element in the shell's prerendered frame that holds the page itself. */
export const PRERENDER_SLOT = 'data-prerender-slot';

/** `preload-manifest.json`: a build's first-render files and the shared modules it needs. */
export interface PreloadManifest {
  /** The page's own entry script (the shell; empty for a remote). */
  initial: string[];
  /** The start-up chunk group (the shell) or the exposed routes (a remote). */
  entry: string[];
  /** Share keys the first render consumes, directly or through their providers. */
  consumes: string[];
  /** For each share key, the files of the chunk that provides it. */
  provides: Record<string, string[]>;
  /**
   * For each stylesheet of `entry`, the mark rspack's runtime looks for (`data-rspack`,
   * "<build>:chunk-<id>") before it links the chunk's CSS itself: a link the portal wrote without
   * it is not recognised, and the stylesheet is fetched, parsed and applied to the page again.
   */
  styleMarks: Record<string, string>;
}

/** `precache.json` of a build (shared-contracts/build/precache-list.mjs): its start files, relative to its folder; a null revision for a name that holds its content's hash. */
export type PrecacheList = Array<{ url: string; revision: string | null }>;
export const PRECACHE_FILE = 'precache.json';

/** A built file named by its content (`[name].[contenthash:8]`): the same name is the same bytes, whichever build asks (shared-contracts/build/precache-list.mjs writes it again: plain Node reads no TypeScript). */
export const CONTENT_HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;
