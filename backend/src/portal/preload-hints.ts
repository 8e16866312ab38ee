import type { Manifest } from '@module-federation/sdk';

/** What a first visit will fetch anyway, announced in the HTML so it is fetched in parallel. */
export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/**
 * A front end's `preload-manifest.json` (shared-contracts/build/preload-manifest.mjs): the files
 * of its first render, the shared modules it consumes, and which files provide each of them.
 */
export interface PreloadManifest {
  initial: string[];
  entry: string[];
  consumes: string[];
  provides: Record<string, string[]>;
}

const asHints = (base: string, files: string[]): Hint[] =>
  files.map((file) => ({ href: base + file, as: file.endsWith('.css') ? 'style' : 'script' }));

/** Where a remote's files live: its manifest's publicPath, or ('auto') next to the manifest. */
export function remoteBaseUrl(manifestUrl: string, manifest: Manifest): string {
  const publicPath = 'publicPath' in manifest.metaData ? manifest.metaData.publicPath : 'auto';
  return publicPath && publicPath !== 'auto' ? publicPath : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * The shell's entry script first (a `defer` script would otherwise be fetched last, at low
 * priority, while everything waits for it), then its start-up code and the shared modules it
 * consumes (React, router, i18next…).
 */
export function shellHints(shell: PreloadManifest, base = '/'): Hint[] {
  return dedupe(asHints(base, [...shell.initial, ...shell.entry, ...shell.consumes.flatMap((key) => shell.provides[key] ?? [])]));
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
    ...asHints(base, remote.entry),
    ...extra.flatMap((key) => (shell.provides[key] ? asHints(shellBase, shell.provides[key]) : asHints(base, remote.provides[key] ?? []))),
  ]);
}

function dedupe(hints: Hint[]): Hint[] {
  const seen = new Set<string>();
  return hints.filter((hint) => !seen.has(hint.href) && seen.add(hint.href));
}

/** `<link rel="preload">` tags; fetches carry `crossorigin` to match the runtime's `fetch()`. */
export function hintTags(hints: Hint[]): string {
  return hints
    .map(({ href, as }) => `<link rel="preload" href="${href}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`)
    .join('');
}
