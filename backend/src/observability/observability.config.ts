import { IsIn, IsOptional, MinLength } from 'class-validator';
import { validateConfig, type Env } from '../config/validate-config.js';

export const LOG_FORMATS = ['json', 'text'] as const;
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

class ObservabilityEnvironment {
  @IsOptional() @IsIn(LOG_FORMATS, { message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}` }) LOG_FORMAT?: LogFormat;
  @IsOptional() @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }) LOG_LEVEL?: LogLevel;
  @IsOptional() @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' }) METRICS_TOKEN?: string;
}

export interface ObservabilityConfig {
  /** json: one JSON object per line (pino), every request logged with its id; text: Nest's console lines. */
  logFormat: LogFormat;
  logLevel: LogLevel;
  /** Bearer token /metrics asks for; unset, /metrics does not exist (404). */
  metricsToken: string | null;
}

/**
 * Read before the Nest application exists (its logger is chosen at creation). JSON unless a person
 * watches the terminal: what a log collector reads, and what `npm start` in a terminal does not show.
 */
export function observabilityConfig(env: Env, terminal = process.stdout.isTTY === true): ObservabilityConfig {
  const vars = validateConfig(env, ObservabilityEnvironment);
  return {
    logFormat: vars.LOG_FORMAT ?? (terminal ? 'text' : 'json'),
    logLevel: vars.LOG_LEVEL ?? 'info',
    metricsToken: vars.METRICS_TOKEN ?? null,
  };
}
