import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

/**
 * TypeORM's messages (migrations run, failed queries) through Nest's logger, so that they are
 * JSON lines like the rest. A failed query's parameters are left out: they hold emails and hashes.
 */
export class DatabaseLogger extends AbstractLogger {
  private readonly logger = new Logger('Database');

  protected writeLog(level: LogLevel, logMessage: LogMessage | string | number | (LogMessage | string | number)[]): void {
    const messages = this.prepareLogMessages(logMessage, { highlightSql: false, appendParameterAsComment: false, addColonToPrefix: true });
    for (const { type, prefix, message } of messages) {
      const text = prefix ? `${prefix} ${message}` : String(message);
      switch (type ?? level) {
        case 'error':
        case 'query-error':
          this.logger.error(text);
          break;
        case 'warn':
        case 'query-slow':
          this.logger.warn(text);
          break;
        default:
          this.logger.log(text);
      }
    }
  }
}
