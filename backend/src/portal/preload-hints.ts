import type { Manifest } from '@module-federation/sdk';
import type { PreloadManifest } from 'shared-contracts';

/** What a first visit will fetch anyway, announced in the HTML so it is fetched in parallel. */
export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** A stylesheet's `data-rspack` mark (PreloadManifest.styleMarks), so the runtime reuses the link. */
  mark?: string;
}

const asHints = (base: string, files: string[], marks: Record<string, string> = {}): Hint[] =>
  files.map((file) => ({ href: base + file, as: file.endsWith('.css') ? 'style' : 'script', ...(marks[file] && { mark: marks[file] }) }));

/** Where a remote's files live: its manifest's publicPath, or ('auto') next to the manifest. */
export function remoteBaseUrl(manifestUrl: string, manifest: Manifest): string {
  const publicPath = 'publicPath' in manifest.metaData ? manifest.metaData.publicPath : 'auto';
  return publicPath && publicPath !== 'auto' ? publicPath : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * The shell's entry script first (an `async` script would otherwise be fetched last, at low
 * priority, while everything waits for it), then its start-up code and the shared modules it
 * consumes (React, router, i18next…).
 */
export function shellHints(shell: PreloadManifest, base = '/'): Hint[] {
  return dedupe(asHints(base, [...shell.initial, ...shell.entry, ...shell.consumes.flatMap((key) => shell.provides[key] ?? [])], shell.styleMarks));
}

/**
 * A remote's critical chain — manifest → remoteEntry → exposed routes — and the shared modules
 * it needs beyond the shell's. A singleton the shell provides is served from the shell's copy
 * (it registers first, at the same version); any other from the remote's own.
 */
export function remoteHints(manifestUrl: string, manifest: Manifest, remote: PreloadManifest, shell: PreloadManifest, shellBase = '/'): Hint[] {
  const base = remoteBaseUrl(manifestUrl, manifest);
  const { remoteEntry } = manifest.metaData;
  const alreadyLoaded = new Set(shell.consumes);
  const extra = remote.consumes.filter((key) => !alreadyLoaded.has(key));
  return dedupe([
    { href: manifestUrl, as: 'fetch' },
    { href: base + remoteEntry.path + remoteEntry.name, as: 'script' },
    ...asHints(base, remote.entry, remote.styleMarks),
    ...extra.flatMap((key) => (shell.provides[key] ? asHints(shellBase, shell.provides[key]) : asHints(base, remote.provides[key] ?? []))),
  ]);
}

function dedupe(hints: Hint[]): Hint[] {
  const seen = new Set<string>();
  return hints.filter((hint) => !seen.has(hint.href) && seen.add(hint.href));
}

/**
 * `<link rel="preload">` tags; fetches carry `crossorigin` to match the runtime's `fetch()`.
 * With a page drawn in the HTML (`prerendered`: at build time, or by the portal with its data),
 * its stylesheets are what the first paint needs, so they are linked as stylesheets (with
 * rspack's mark, the runtime reuses the link instead of adding its own); and its code is not
 * preloaded at all: the page is all there already, links work without it, and what it paints
 * competes with 350 KB of scripts on a phone's connection (Lighthouse mobile: a listing's LCP
 * 4.0 s with the scripts preloaded, 1.9 s without, interactive within half a second of the same;
 * README "The shell's own pages without their code preloaded"). The entry script, in the page's
 * head, is fetched at once regardless and asks for the rest.
 */
export function hintTags(hints: Hint[], { prerendered = false } = {}): string {
  return hints
    .filter(({ as }) => !(prerendered && as === 'script'))
    .map(({ href, as, mark }) => {
      if (as === 'style' && prerendered) return `<link rel="stylesheet" href="${href}"${mark ? ` data-rspack="${mark}"` : ''}>`;
      const crossorigin = as === 'fetch' ? ' crossorigin="anonymous"' : '';
      return `<link rel="preload" href="${href}" as="${as}"${crossorigin}>`;
    })
    .join('');
}
