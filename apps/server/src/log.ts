import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

/** The process's one logger (JSON lines): the HTTP app's requests and the background work log through it. */
export type AppLog = Logger;

export const createLog = (config: Pick<Config, 'LOG_LEVEL'>): AppLog =>
  pino({ level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] });

/**
 * A child for work whose routine lines would drown the log (a delivery per mail, an import's phases): only its
 * warnings and failures, never louder than the process's level, tagged with what the work is.
 */
export const quietChild = (log: AppLog, bindings: Record<string, unknown>): AppLog =>
  log.child(bindings, { level: log.isLevelEnabled('warn') ? 'warn' : log.level });
