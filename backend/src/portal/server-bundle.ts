import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import type { ServerBundle } from './frontend-builds.js';

/** A bundle required into this process, and how to let it go once a newer one replaces it. */
export interface LoadedBundle {
  exported: unknown;
  unload(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** A name from files.json that stays inside the bundle's folder. */
function safeName(file: string): string {
  const name = normalize(file);
  if (isAbsolute(name) || name.startsWith('..')) throw new Error(`A bundle file outside its folder: ${file}`);
  return name;
}

/**
 * Requires an area's Node bundle with every one of its files: from the build's folder, or, when
 * the build is on the area's own server (docker-compose), copied from there into a folder of its
 * own first, so that a new build, whose chunks may have the same names, never mixes with the old
 * one. Each of its files leaves require's cache with it: the next version's are read anew.
 */
export async function loadServerBundle(bundle: ServerBundle): Promise<LoadedBundle> {
  const names = [...new Set([bundle.entry, ...bundle.files])].map(safeName);
  let folder: string;
  let copied = false;
  if (bundle.source.folder) {
    folder = join(bundle.source.folder, '.prerender');
  } else {
    folder = await mkdtemp(join(tmpdir(), `djelfa-bundle-${bundle.version}-`));
    copied = true;
    try {
      await Promise.all(
        names.map(async (name) => {
          await mkdir(dirname(join(folder, name)), { recursive: true });
          await writeFile(join(folder, name), await bundle.source.bytes(`.prerender/${name}`));
        }),
      );
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }
  const files = names.map((name) => join(folder, name));
  // A previous version's chunk of the same name must not answer for this one.
  for (const file of files) delete require.cache[file];
  // A build folder's paths are the next version's too: only a copy is let go (its own paths, its files).
  const unload = async () => {
    if (!copied) return;
    for (const file of files) delete require.cache[file];
    await rm(folder, { recursive: true, force: true });
  };
  try {
    return { exported: require(join(folder, safeName(bundle.entry))) as unknown, unload };
  } catch (error) {
    await unload();
    throw error;
  }
}
