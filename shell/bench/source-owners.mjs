// Who wrote the code a profiler sample landed in: an npm package, or one of our folders, found
// through the build's source maps (`SOURCE_MAPS=1 npm run build` writes them beside the files).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, remoteBasePath } from 'shared-contracts';
import { SourceMapConsumer } from 'source-map-js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The built file a script URL was served from: a remote's under its base path, else the shell's. */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = REMOTE_NAMES.find((name) => pathname.startsWith(remoteBasePath(name)));
  return remote ? join(ROOT, `mfe-${remote}`, 'dist', pathname.slice(remoteBasePath(remote).length)) : join(ROOT, 'shell/dist', pathname.slice(1));
}

const consumers = new Map();
function consumerFor(url) {
  if (!consumers.has(url)) {
    const map = url.startsWith('http') ? builtFile(url) + '.map' : '';
    consumers.set(url, map && existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(url);
}

/** A package for what came from node_modules, else the workspace and its first folders. */
function ownerOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /([\w-]+)\/src\/((?:[\w-]+\/)?[\w.-]+)/.exec(source);
  return own ? `${own[1]}/${own[2].replace(/\.[jt]sx?$/, '')}` : source.replace(/^webpack:\/\/[^/]*\//, '');
}

/**
 * The owner of a CPU profile's call frame; with `detail` equal to that owner, the frame's own
 * file, line and name instead, to look inside one package.
 * @param {{ url: string, lineNumber: number, columnNumber: number, functionName: string }} frame
 * @param {string} [detail]
 */
export function ownerOfFrame({ url, lineNumber, columnNumber, functionName }, detail) {
  if (!url) return functionName ? `(${functionName.replace(/[()]/g, '')})` : '(native)';
  const consumer = consumerFor(url);
  if (!consumer) return `${new URL(url).pathname} (no source map)`;
  const { source, line, name } = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!source) return `${new URL(url).pathname} (unmapped)`;
  const owner = ownerOf(source);
  if (owner !== detail) return owner;
  return `  ${source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '')}:${line} ${name ?? functionName}`;
}
