/**
 * The service's logger: pino writing JSON lines to stdout through an
 * asynchronous buffer (a synchronous write per access line costs more than the
 * rest of a small request), flushed on shutdown. Redaction is a safety net
 * only: request and response headers and bodies are never logged.
 */
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export const REDACTED_LOG_PATHS = ['req.headers.authorization', 'headers.authorization', 'settings.auth_token', 'settings.api_token'];

let stdout: ReturnType<typeof pino.destination> | undefined;

/** One buffered stdout per process, however many services it runs. */
function bufferedStdout(): ReturnType<typeof pino.destination> {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    // Flush what is buffered when the process ends normally.
    process.once('beforeExit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}

export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } }, bufferedStdout());
}

/** Writes out what is buffered; call before exiting. */
export function flushLogger(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // Nothing left to flush, or stdout is gone.
  }
}
