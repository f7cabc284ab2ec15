/**
 * Imported first by the service's entry point: starts tracing when the
 * OTEL_* variables ask for it, before Fastify and undici are loaded, so the
 * instrumentations see them. Synchronous on purpose: a module with a
 * top-level await would let the modules after it load first.
 */
import { tracingRequested } from './tracing-settings.js';
import { startTracing, TracingConfigError } from './start-tracing.js';

if (tracingRequested()) {
  let tracing: ReturnType<typeof startTracing>;
  try {
    tracing = startTracing();
  } catch (error) {
    if (!(error instanceof TracingConfigError)) throw error;
    console.error(`Invalid configuration:\n  - ${error.message}`);
    process.exit(2);
  }
  // Spans still buffered are exported while the service drains (it exits once drained).
  const flush = () => void tracing.shutdown().catch(() => undefined);
  process.once('beforeExit', flush);
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}
