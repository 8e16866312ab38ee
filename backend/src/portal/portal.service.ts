import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { REMOTE_NAMES, remoteForPath, type RemoteName } from 'shared-contracts';
import { PORTAL_CONFIG, type PortalConfig } from '../config/portal.config.js';
import { readRemoteBuild, readShellBuild } from './frontend-builds.js';
import { injectIntoHead, inlineScriptHashes } from './index-html.js';
import { hintTags, remoteHints, shellHints, type Hint } from './preload-hints.js';

/** The shell's page once per area, each with preload hints for the remote serving it. */
interface RenderedPages {
  byRemote: Map<RemoteName, string>;
  shellOnly: string;
}

// Builds are re-read at most this often, so a redeployed remote is hinted with its new files.
const REFRESH_MS = 5000;

@Injectable()
export class PortalService implements OnModuleInit {
  private readonly logger = new Logger(PortalService.name);
  private cache?: { pages: Promise<RenderedPages>; at: number };
  /** CSP sources of the page's inline scripts (the pre-paint language switch). */
  private inlineScripts: string[] = [];

  constructor(@Inject(PORTAL_CONFIG) readonly config: PortalConfig) {}

  /** Reads the builds before the first request, whose CSP needs the inline script's hash. */
  async onModuleInit(): Promise<void> {
    if (!this.config.serveFrontends) return;
    await this.renderedPages('http://127.0.0.1').catch((error: unknown) => {
      this.logger.error(`Front ends not found under ${this.config.frontendRoot} (run npm run build): ${String(error)}`);
    });
  }

  /** `/remotes.json`: each remote's name → its mf-manifest.json. */
  remotesManifest(): Record<RemoteName, string> {
    return this.config.remotes;
  }

  scriptSources(): string[] {
    return this.inlineScripts;
  }

  /** The HTML for a navigation to `pathname`, with the hints of the remote that serves it. */
  async page(pathname: string, origin: string): Promise<string> {
    const pages = await this.renderedPages(origin);
    const remote = remoteForPath(pathname);
    return (remote && pages.byRemote.get(remote)) || pages.shellOnly;
  }

  private renderedPages(origin: string): Promise<RenderedPages> {
    if (!this.cache || Date.now() - this.cache.at > REFRESH_MS) {
      const pages = this.render(origin);
      this.cache = { pages, at: Date.now() };
      pages.catch(() => {
        if (this.cache?.pages === pages) this.cache = undefined; // a failed read is retried next time
      });
    }
    return this.cache.pages;
  }

  private async render(origin: string): Promise<RenderedPages> {
    const { frontendRoot: root, remotes } = this.config;
    const shell = await readShellBuild(root);
    this.inlineScripts = inlineScriptHashes(shell.indexHtml);
    const frame: Hint[] = [{ href: '/remotes.json', as: 'fetch' }, ...shellHints(shell.preload)];
    const withHints = (hints: Hint[]) => injectIntoHead(shell.indexHtml, hintTags(hints));
    const byRemote = new Map<RemoteName, string>();
    await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const remote = await readRemoteBuild(root, name, remotes[name], origin);
        if (!remote) this.logger.warn(`No manifest for remote "${name}" at ${remotes[name]}: its pages get no preload hints`);
        const hints = remote ? [...frame, ...remoteHints(remotes[name], remote.manifest, remote.preload, shell.preload)] : frame;
        byRemote.set(name, withHints(hints));
      }),
    );
    return { byRemote, shellOnly: withHints(frame) };
  }
}
