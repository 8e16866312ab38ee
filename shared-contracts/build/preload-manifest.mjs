// Writes `preload-manifest.json` for every front end: what its first render needs, so the
// portal can announce all of it in the page and the browser fetches it at once instead of
// shell → remotes.json → manifest → remoteEntry → chunks, one after another.
//
// mf-manifest.json is not precise enough: it lists each shared module's provider chunk and its
// fallback chunk together, and only the provider's is ever loaded.

export const PRELOAD_MANIFEST_FILE = 'preload-manifest.json';

/** The chunk group behind the async boundary (host) or the exposed routes (remote). */
export const ENTRY_GROUP = { host: 'bootstrap', remote: '__federation_expose_routes' };

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * @typedef {import('../src/portal/build-artifacts.js').PreloadManifest} PreloadManifest
 * @param {import('@rspack/core').StatsCompilation} stats
 * @param {string} entryGroup
 * @param {string} buildName the build's `output.uniqueName`, which rspack's CSS runtime marks its links with
 * @returns {PreloadManifest}
 */
export function preloadManifest(stats, entryGroup, buildName) {
  const chunks = stats.chunks ?? [];
  const group = stats.namedChunkGroups?.[entryGroup];
  if (!group) throw new Error(`No chunk group named "${entryGroup}"`);

  /** @type {Record<string, Set<string | number>>} share key → chunks its provider loads */
  const providerChunks = {};
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = origin.moduleName?.match(PROVIDE)?.[1];
      if (key && chunk.id != null) (providerChunks[key] ??= new Set()).add(chunk.id);
    }
  }
  // The top-level module list, not each chunk's: rspack leaves some consume modules blank there.
  /** @type {Map<string | number, string[]>} chunk → share keys its consume modules ask for */
  const consumesByChunk = new Map();
  for (const module of stats.modules ?? []) {
    const key = module.name?.match(CONSUME)?.[1];
    if (key) for (const id of module.chunks ?? []) consumesByChunk.set(id, [...(consumesByChunk.get(id) ?? []), key]);
  }
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  const filesOf = (/** @type {Iterable<string | number>} */ ids) => [...ids].flatMap((id) => byId.get(id)?.files ?? []);
  const consumedIn = (/** @type {Iterable<string | number>} */ ids) => [...ids].flatMap((id) => consumesByChunk.get(id) ?? []);

  // What the entry consumes, and what those providers consume in turn (react-dom/client → react-dom).
  const consumes = new Set(consumedIn(group.chunks ?? []));
  for (const key of consumes) for (const next of consumedIn(providerChunks[key] ?? [])) consumes.add(next);

  return {
    // The page's own entry script (host): an `async` script ranks below every preload, yet all
    // the rest waits for it, so it is announced first.
    initial: entryGroup === ENTRY_GROUP.host ? (stats.entrypoints?.main?.assets ?? []).map((asset) => asset.name) : [],
    entry: filesOf(group.chunks ?? []),
    consumes: [...consumes].sort(),
    provides: Object.fromEntries(Object.entries(providerChunks).map(([key, ids]) => [key, filesOf(ids)])),
    styleMarks: Object.fromEntries(
      (group.chunks ?? []).flatMap((id) => (byId.get(id)?.files ?? []).filter((file) => file.endsWith('.css')).map((file) => [file, `${buildName}:chunk-${id}`])),
    ),
  };
}

export class PreloadManifestPlugin {
  /** @param {'host' | 'remote'} role */
  constructor(role) {
    this.entryGroup = ENTRY_GROUP[role];
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tapAsync('PreloadManifestPlugin', (stats, callback) => {
      if (stats.hasErrors()) return callback();
      const json = stats.toJson({ all: false, ids: true, chunks: true, chunkOrigins: true, chunkGroups: true, modules: true, entrypoints: true });
      const manifest = JSON.stringify(preloadManifest(json, this.entryGroup, compiler.options.output.uniqueName ?? ''), null, 2);
      const file = `${compiler.outputPath}/${PRELOAD_MANIFEST_FILE}`;
      compiler.outputFileSystem?.writeFile(file, manifest, (error) => callback(error ?? undefined));
    });
  }
}
