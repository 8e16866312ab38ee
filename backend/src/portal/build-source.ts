import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a front end's build is read from: its folder on this machine, or the server it is deployed on (docker-compose). */
export type BuildLocation = { folder: string } | { url: string };

/** One front end's built files, whichever way they are reached. */
export interface BuildSource {
  /** For logs. */
  readonly where: string;
  /** The build's folder when it is on this machine; null when it is read over HTTP. */
  readonly folder: string | null;
  bytes(file: string): Promise<Buffer>;
}

// Its server is next to this one (the compose network): one that does not answer soon is down.
const HTTP_TIMEOUT_MS = 5000;

function folderSource(folder: string): BuildSource {
  return { where: folder, folder, bytes: (file) => readFile(join(folder, file)) };
}

function httpSource(base: string): BuildSource {
  // new URL(file, base) keeps the base's folder only when it ends with a slash.
  const folderUrl = base.endsWith('/') ? base : `${base}/`;
  return {
    where: folderUrl,
    folder: null,
    bytes: async (file) => {
      const url = new URL(file, folderUrl);
      const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${response.status}: ${url.href}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

export const buildSource = (location: BuildLocation): BuildSource => ('folder' in location ? folderSource(location.folder) : httpSource(location.url));

export const readText = async (source: BuildSource, file: string): Promise<string> => (await source.bytes(file)).toString('utf8');
/** A JSON file of the build; nginx's fallback page for a missing one fails to parse, as a missing file should. */
export const readJson = async <T>(source: BuildSource, file: string): Promise<T> => JSON.parse(await readText(source, file)) as T;
