import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AREA_PREFIXES, LANGUAGES, NOT_FOUND_PAGE, REMOTE_NAMES, isKnownPage, remoteForPath, type Language, type PrerenderedPage, type RemoteName } from 'shared-contracts';
import { FreshCache } from '../common/cache/fresh-cache.js';
import { PORTAL_CONFIG, type PortalConfig } from '../config/portal.config.js';
import { readRemoteBuild, readShellBuild } from './frontend-builds.js';
import { injectIntoHead, inlineScriptHashes } from './index-html.js';
import { FirstResultPhoto } from './first-result-photo.js';
import { ListingPreviews } from './listing-previews.js';
import { PostPreviews } from './post-previews.js';
import { withPageMeta } from './page-meta.js';
import { hintTags, remoteHints, shellHints, type Hint } from './preload-hints.js';
import type { PrerenderedPages } from 'shared-contracts';
import { composePage, inFrame, withPrerenderedPage, withServerData } from './prerendered-page.js';
import { ServerRenderedPages, type BundleOf, type PageVisitor } from './server-rendered-pages.js';
import { serviceWorkerScript } from './service-worker.js';

/** A drawn page's HTML in each language: a visitor gets theirs alone. */
type InEachLanguage = Record<Language, string>;

/**
 * The shell's page with preload hints for the area serving it: drawn in full for each static
 * page that is prerendered, and once per area (empty, to be rendered in the browser) otherwise.
 */
interface RenderedPages {
  byPath: Map<string, InEachLanguage>;
  byRemote: Map<RemoteName, string>;
  /** A page an area drew at request time in `language`, in the frame of its prefix (null without that frame). */
  drawn: (path: string, page: PrerenderedPage, language: Language) => string | null;
  shellOnly: string;
  /** Page Not Found, drawn: served for every unknown path. */
  notFound: InEachLanguage;
  /** Each remote's page patterns (its pages.json), null when unknown. */
  pagesOf: (name: RemoteName) => readonly string[] | null;
  /** Each area's Node bundle, which draws its pages with their data. */
  bundleOf: BundleOf;
  /** /sw.js, with the list of what it precaches, and the site's version it stands for; null when the shell's build has no worker (development). */
  serviceWorker: { script: string; version: string } | null;
}

/**
 * The HTML of a navigation, and its status: 404 for a path no page has, or a listing no one may
 * see; with the site's version when the shell's build has a worker (APP_VERSION_HEADER).
 */
export type ServedPage = { status: 200 | 404; html: string; version?: string } | { status: 301; location: string };

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

// Builds are re-read at most this often, so a redeployed remote is hinted with its new files.
const REFRESH_MS = 5000;
const STALE_MS = 60_000;

@Injectable()
export class PortalService implements OnModuleInit {
  private readonly logger = new Logger(PortalService.name);
  // While they are read again, the pages are drawn from the last read (and go on if the read fails).
  private readonly cache = new FreshCache<RenderedPages>({ ttlMs: REFRESH_MS, staleMs: STALE_MS, maxEntries: 1 });
  /** CSP sources of the page's inline scripts (the pre-paint language switch). */
  private inlineScripts: string[] = [];

  constructor(
    @Inject(PORTAL_CONFIG) readonly config: PortalConfig,
    private readonly previews: ListingPreviews,
    private readonly posts: PostPreviews,
    private readonly firstResultPhoto: FirstResultPhoto,
    private readonly serverPages: ServerRenderedPages,
  ) {}

  /** Reads the builds before the first request, whose CSP needs the inline script's hash. */
  async onModuleInit(): Promise<void> {
    if (!this.config.serveFrontends) return;
    await this.renderedPages('http://127.0.0.1').catch((error: unknown) => {
      const { shell } = this.config.builds;
      this.logger.error(`The shell's build is not at ${'folder' in shell ? `${shell.folder} (run npm run build)` : shell.url}: ${String(error)}`);
    });
  }

  /** `/remotes.json`: each remote's name → its mf-manifest.json. */
  remotesManifest(): Record<RemoteName, string> {
    return this.config.remotes;
  }

  /** The service worker as served (service-worker.ts); null without one. */
  async serviceWorker(origin: string): Promise<string | null> {
    return (await this.renderedPages(origin)).serviceWorker?.script ?? null;
  }

  /** The frame alone, drawn in the browser: the worker's page for a path it kept none of (APP_SHELL_PATH). */
  async appShell(origin: string): Promise<string> {
    return (await this.renderedPages(origin)).shellOnly;
  }

  scriptSources(): string[] {
    return this.inlineScripts;
  }

  /**
   * The HTML for a navigation to `pathname`, with the hints of the remote that serves it, and
   * for a listing, the tags of its link preview (crawlers run no script) and its title. A
   * prerendered page is drawn with no query string: with one (say /search?commune=…) it would
   * show other filters than the URL's until the page takes over, so the page renders in the
   * browser instead. An unknown path gets Page Not Found with a 404; so does a listing that no
   * one may see (its owner's browser still shows it: the page asks the API). A page is drawn in
   * `language` alone: the visitor's, as their cookie says, Arabic on a first visit.
   */
  async page(pathname: string, origin: string, language: Language, query = '', visitor?: PageVisitor): Promise<ServedPage> {
    const hasQuery = query !== '';
    // Read at most every few seconds: the wait is for the first request alone.
    const pages = await this.renderedPages(origin);
    const [listingPage, postPage, photo, drawn] = await Promise.all([
      this.previews.pageFor(pathname),
      this.posts.pageFor(pathname),
      this.firstResultPhoto.preloadFor(pathname, hasQuery),
      visitor ? this.serverPages.page(withoutTrailingSlash(pathname), query, visitor, pages.bundleOf) : null,
    ]);
    const version = pages.serviceWorker?.version;
    if (!isKnownPage(pathname, pages.pagesOf)) return { status: 404, html: pages.notFound[language], version };
    if (typeof postPage === 'object' && 'redirect' in postPage) return { status: 301, location: postPage.redirect };
    // One path is a listing's or an article's, never both.
    const listing = listingPage !== 'other' ? listingPage : postPage;
    const remote = remoteForPath(pathname);
    const prerendered = hasQuery ? undefined : pages.byPath.get(withoutTrailingSlash(pathname))?.[language];
    const withData = drawn && pages.drawn(withoutTrailingSlash(pathname), drawn.page, language);
    let html = (withData && withServerData(withData, drawn.data)) ?? prerendered ?? (remote && pages.byRemote.get(remote)) ?? pages.shellOnly;
    if (typeof listing === 'object') html = withPageMeta(html, listing.meta);
    const tags = (typeof listing === 'object' ? listing.tags : '') + photo;
    return { status: listing === 'missing' ? 404 : 200, html: tags ? injectIntoHead(html, tags) : html, version };
  }

  private renderedPages(origin: string): Promise<RenderedPages> {
    return this.cache.get('pages', () => this.render(origin));
  }

  private async render(origin: string): Promise<RenderedPages> {
    const { builds: locations, remotes } = this.config;
    const shell = await readShellBuild(locations.shell);
    this.inlineScripts = inlineScriptHashes(shell.indexHtml);
    const builds = new Map(await Promise.all(REMOTE_NAMES.map(async (name) => [name, await readRemoteBuild(locations.remotes[name], remotes[name], origin)] as const)));
    const frameHints: Hint[] = [{ href: '/remotes.json', as: 'fetch' }, ...shellHints(shell.preload)];
    const hintsFor = (name: RemoteName | null): Hint[] => {
      const remote = name && builds.get(name);
      return remote && name ? [...frameHints, ...remoteHints(remotes[name], remote.manifest, remote.preload, shell.preload)] : frameHints;
    };
    const emptyPage = (hints: Hint[]): string => injectIntoHead(shell.indexHtml, hintTags(hints, { prerendered: false }));
    const page = (hints: Hint[], prerendered: PrerenderedPage, language: Language): string => {
      const drawn = withPrerenderedPage(injectIntoHead(shell.indexHtml, hintTags(hints, { prerendered: true })), prerendered, language);
      return prerendered.meta ? withPageMeta(drawn, prerendered.meta) : drawn;
    };
    const inEachLanguage = (hints: Hint[], prerendered: PrerenderedPage): InEachLanguage =>
      Object.fromEntries(LANGUAGES.map((language) => [language, page(hints, prerendered, language)])) as InEachLanguage;

    const byRemote = new Map<RemoteName, string>();
    for (const [name, remote] of builds) {
      if (!remote) this.logger.warn(`No manifest for remote "${name}" at ${remotes[name]}: its pages get no preload hints`);
      byRemote.set(name, emptyPage(hintsFor(name)));
    }
    const byPath = new Map<string, InEachLanguage>();
    for (const path of Object.keys(shell.prerender).filter((key) => key !== NOT_FOUND_PAGE)) {
      const name = remoteForPath(path);
      const areaPages: PrerenderedPages | null = name ? (builds.get(name)?.prerender ?? null) : null;
      const prerendered = composePage(shell.prerender, areaPages, path);
      if (prerendered) byPath.set(path, inEachLanguage(hintsFor(name), prerendered));
    }
    const notFound = shell.prerender[NOT_FOUND_PAGE];
    const pagesOf = (name: RemoteName) => builds.get(name)?.pages ?? null;
    const drawn = (path: string, drawnPage: PrerenderedPage, language: Language): string | null => {
      const name = remoteForPath(path);
      const prefix = name && AREA_PREFIXES[name].filter((candidate) => candidate === path || path.startsWith(`${candidate}/`)).at(-1);
      const frame = prefix && shell.prerender[prefix];
      return frame ? page(hintsFor(name), inFrame(frame, drawnPage, path), language) : null;
    };
    const shellOnly = emptyPage(frameHints);
    const serviceWorker =
      shell.worker &&
      serviceWorkerScript(
        shell.worker.script,
        [{ base: '/', files: shell.worker.precache }, ...[...builds.values()].flatMap((remote) => (remote ? [remote.precache] : []))],
        JSON.stringify(this.remotesManifest()),
        shellOnly,
      );
    const bundleOf = (name: RemoteName) => builds.get(name)?.serverBundle ?? null;
    return { byPath, byRemote, drawn, shellOnly, notFound: inEachLanguage(frameHints, notFound), pagesOf, bundleOf, serviceWorker };
  }
}
