/**
 * OpenTelemetry tracing with the official instrumentations: HTTP (a server
 * span per request), Fastify's own @fastify/otel (the route, and the span the
 * gateway annotates), and undici (a client span per platform call). The
 * standard OTEL_* variables configure it: exporter, endpoint, headers and
 * timeout (read by the OTLP exporter), sampler and span limits (the tracer
 * provider), service name and resource attributes. The SDK's parts are used
 * directly rather than @opentelemetry/sdk-node, which brings the gRPC, logs
 * and metrics stacks (about 40 MB more in every install) this service does not
 * use. Loaded with require, and only when asked for: a start without tracing
 * loads none of it.
 */
import { createRequire } from 'node:module';
import type { Span } from '@opentelemetry/api';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { readActiveSpanWith, SPAN_ATTRIBUTES } from '../../core/telemetry/span-attributes.js';
import { redactSpanUrls } from './redact-span.js';

const require = createRequire(import.meta.url);

/** Gateway attributes a platform call inherits from the request span it belongs to. */
const INHERITED = [SPAN_ATTRIBUTES.connector, SPAN_ATTRIBUTES.unifiedApi, SPAN_ATTRIBUTES.operation] as const;

function attributesOf(span: Span | undefined): Record<string, unknown> {
  return (span as unknown as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? {};
}

export function serviceInstrumentations(): Instrumentation[] {
  const { trace } = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  return [
    new HttpInstrumentation({
      // Headers are never recorded (no option asks for them); URLs lose their query values.
      requestHook: (span) => redactSpanUrls(span),
    }),
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      // One span per request, not one per hook and handler: the gateway annotates it.
      instrumentHooks: false,
      instrumentHandler: false,
      requestHook: (span, request) => {
        redactSpanUrls(span);
        span.setAttribute(SPAN_ATTRIBUTES.requestId, request.id);
      },
    }),
    new UndiciInstrumentation({
      // The connector and operation of the unified call this platform call serves.
      startSpanHook: () => {
        const parent = attributesOf(trace.getActiveSpan());
        return Object.fromEntries(INHERITED.filter((name) => typeof parent[name] === 'string').map((name) => [name, parent[name] as string]));
      },
      requestHook: (span) => redactSpanUrls(span),
    }),
  ];
}

export interface TracingHandle {
  /** Exports what is buffered and stops. */
  shutdown(): Promise<void>;
}

/** The exporters OTEL_TRACES_EXPORTER names: otlp (the default, HTTP/protobuf), console, none. */
function exportersFromEnv(env: Record<string, string | undefined>): SpanExporter[] {
  const { ConsoleSpanExporter } = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const names = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const exporters: SpanExporter[] = [];
  for (const name of names.length > 0 ? names : ['otlp']) {
    if (name === 'none') continue;
    if (name === 'console') {
      exporters.push(new ConsoleSpanExporter());
    } else if (name === 'otlp') {
      const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf').trim();
      // Only the HTTP/protobuf exporter is installed (gRPC would add its own stack to every install).
      if (protocol !== 'http/protobuf') throw new TracingConfigError(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/protobuf (the only OTLP protocol installed), got "${protocol}"`);
      const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto');
      exporters.push(new OTLPTraceExporter());
    } else {
      throw new TracingConfigError(`OTEL_TRACES_EXPORTER must list otlp, console or none, got "${name}"`);
    }
  }
  return exporters;
}

export class TracingConfigError extends Error {}

/**
 * Starts tracing: the tracer provider (sampler and span limits from OTEL_*),
 * the exporters, W3C trace-context propagation, and the instrumentations.
 * Tests pass their own span processors (an in-memory exporter).
 */
export function startTracing(options: { spanProcessors?: SpanProcessor[] } = {}, env: Record<string, string | undefined> = process.env): TracingHandle {
  const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base') as typeof import('@opentelemetry/sdk-trace-base');
  const { detectResources, envDetector, resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { trace } = require('@opentelemetry/api') as typeof import('@opentelemetry/api');

  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the default name.
  const resource = resourceFromAttributes({ 'service.name': 'unified-integration-api' }).merge(detectResources({ detectors: [envDetector] }));
  const spanProcessors = options.spanProcessors ?? exportersFromEnv(env).map((exporter) => new BatchSpanProcessor(exporter));
  const provider = new NodeTracerProvider({ resource, spanProcessors });
  provider.register();
  registerInstrumentations({ instrumentations: serviceInstrumentations(), tracerProvider: provider });
  readActiveSpanWith(() => trace.getActiveSpan());
  return { shutdown: () => provider.shutdown() };
}
