import { createHash } from 'node:crypto';
import { APP_SHELL_PATH, type PrecacheList } from 'shared-contracts';

/** One build's start files, and where its folder is served (`/`, `/mfe/<name>/`). */
export interface BuildFiles {
  base: string;
  files: PrecacheList;
}

const revisionOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The service worker as served (README "The app offline"): the shell's built worker, with in
 * front the list of what it precaches — every build's start files, `/remotes.json` and the frame
 * alone (APP_SHELL_PATH), each with its revision. A new build of any area, or another list of
 * remotes, changes these bytes, and so installs a new worker that keeps that version whole
 * beside the old one until the visitor takes it. A build served from another origin is left
 * out: the worker precaches this site's files alone (it keeps that build's chunks on first use
 * either way).
 */
export function serviceWorkerScript(worker: string, builds: readonly BuildFiles[], remotesJson: string, appShell: string): { script: string; version: string } {
  const entries = [
    ...builds.filter(({ base }) => base.startsWith('/')).flatMap(({ base, files }) => files.map(({ url, revision }) => ({ url: base + url, revision }))),
    { url: '/remotes.json', revision: revisionOf(remotesJson) },
    { url: APP_SHELL_PATH, revision: revisionOf(appShell) },
  ];
  const list = JSON.stringify(entries);
  // The site's version: the pages carry it too (APP_VERSION_HEADER), for the worker to tell a page of another version.
  const version = revisionOf(list);
  return { script: `self.__WB_MANIFEST=${list};self.__APP_VERSION=${JSON.stringify(version)};\n${worker}`, version };
}
