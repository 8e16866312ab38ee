import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PGlite runs one query at a time behind the socket server, which refuses connections beyond
 * this limit. Every pool in the process together (TypeORM's, the session store's) must stay
 * below it, so TypeORM takes EMBEDDED_POOL_SIZE and leaves the rest to the others.
 */
export const EMBEDDED_MAX_CONNECTIONS = 10;
export const EMBEDDED_POOL_SIZE = 5;

/** PostgreSQL compiled to WASM, reached over the wire protocol like any server. */
export class EmbeddedPostgres {
  private stopping?: Promise<void>;

  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
  ) {}

  /** Opens (or creates) the database in `dataDir` and serves it on a free loopback port. */
  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    // PGlite creates only the last folder of the path itself.
    await mkdir(dataDir, { recursive: true });
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: EMBEDDED_MAX_CONNECTIONS,
    });
    try {
      await server.start();
    } catch (error) {
      await db.close();
      throw error;
    }
    return new EmbeddedPostgres(db, server);
  }

  get url(): string {
    return `postgres://postgres@${this.server.getServerConn()}/postgres`;
  }

  /** Closes the socket server, then PGlite, which writes its data folder out. Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= this.server.stop().then(() => this.db.close());
    return this.stopping;
  }
}
