import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';
import { currentRequest } from '../common/http/request-context.js';
import type { LogLevel } from './observability.config.js';

/**
 * Standard output, written asynchronously: a synchronous write to a full pipe (a container's log
 * driver, a test reading slowly) makes pino sleep 100 ms in the middle of a request. pino writes
 * what is left when the process exits. One per process, whatever the number of apps.
 */
let stdout: ReturnType<typeof pino.destination> | undefined;

/** The process's one pino logger: JSON lines on stdout, the level by its name, the time in ISO 8601. */
export function createRootLogger(level: LogLevel | 'silent'): Pino {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } };
  if (level === 'silent') return pino(options);
  stdout ??= pino.destination({ dest: 1, sync: false });
  return pino(options, stdout);
}

/**
 * Nest's Logger calls written through pino: `{ level, time, context, msg }`, with the id of the
 * request being answered (reqId) when there is one, so that a line found in the logs leads to
 * every other line of the same request.
 */
export class JsonLogger implements LoggerService {
  constructor(private readonly root: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest calls error(message, stack?, context?). */
  error(message: unknown, ...rest: unknown[]): void {
    const context = contextOf(rest);
    const stack = rest.find((part): part is string => typeof part === 'string' && part.includes('\n    at '));
    const error = message instanceof Error ? message : undefined;
    this.root.error({ ...this.fields(context), ...(error ? { err: error } : stack ? { stack } : {}) }, error ? error.message : text(message));
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, rest: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    this.root[level](this.fields(contextOf(rest)), text(message));
  }

  private fields(context: string | undefined): Record<string, unknown> {
    const reqId = currentRequest()?.id;
    return { ...(context && { context }), ...(reqId !== undefined && { reqId }) };
  }
}

/** Nest passes the logger's context last. */
const contextOf = (rest: unknown[]): string | undefined => {
  const last = rest.at(-1);
  return typeof last === 'string' && !last.includes('\n') ? last : undefined;
};

const text = (message: unknown): string => (typeof message === 'string' ? message : JSON.stringify(message));
