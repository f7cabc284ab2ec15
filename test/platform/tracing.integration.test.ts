/**
 * Tracing with the official instrumentations, exported to memory: a unified
 * call makes a server span carrying the request id and the gateway's
 * attributes, and a client span to the emulator below it with the connector;
 * no credential appears in any attribute. The SDK starts before Fastify and
 * undici are imported, as src/server/tracing/register.ts does in the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind } from '@opentelemetry/api';
import { startTracing, TracingConfigError } from '../../src/server/tracing/start-tracing.js';
import { tracingRequested } from '../../src/server/tracing/tracing-settings.js';
import { redactUrlAttribute } from '../../src/server/tracing/redact-span.js';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

// Imported only now: the instrumentations must be in place before Fastify and undici load.
const { startTestService } = await import('../helpers/service.js');
const { twilioEmulator } = await import('../../src/sandbox/twilio/index.js');
const { twilioSettings } = await import('../helpers/twilio.js');
type TestService = Awaited<ReturnType<typeof startTestService>>;

describe('tracing', () => {
  let svc: TestService;
  let key: string;
  let appId: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator] });
    const tenant = await svc.tenant();
    key = tenant.key;
    appId = tenant.appId;
    await tenant.connect('traced-consumer', 'sms', 'twilio', twilioSettings);
    headers = tenant.headers('traced-consumer');
  });
  afterAll(async () => {
    await svc?.close();
    await tracing.shutdown();
  });

  it('a unified call: a server span with the request id and gateway attributes, a client span to the emulator below it', async () => {
    exporter.reset();
    const response = await fetch(`${svc.url}/sms/messages?limit=2&fields=id`, { headers });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('request-id');
    // Spans end on their own schedule: wait for the server span.
    let spans: ReadableSpan[] = [];
    for (let i = 0; i < 50 && !spans.some((s) => s.kind === SpanKind.SERVER && s.attributes['url.path'] === '/sms/messages'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      spans = exporter.getFinishedSpans();
    }
    spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.attributes['svc.request_id'] === requestId);
    expect(request, 'the span of the request').toBeDefined();
    expect(request!.attributes).toMatchObject({ 'http.route': '/sms/messages', 'svc.connector': 'twilio', 'svc.unified_api': 'sms', 'svc.operation': 'all' });
    const traceId = request!.spanContext().traceId;
    // The HTTP instrumentation's server span, parent of Fastify's span of the route.
    const server = spans.find((s) => s.spanContext().spanId === request!.parentSpanContext?.spanId);
    expect(server?.kind, 'the HTTP server span of the request').toBe(SpanKind.SERVER);
    expect(server!.attributes['http.response.status_code']).toBe(200);
    const client = spans.find((s) => s.kind === SpanKind.CLIENT && s.spanContext().traceId === traceId);
    expect(client, 'the client span of the platform call').toBeDefined();
    expect(client!.parentSpanContext?.spanId).toBe(request!.spanContext().spanId);
    expect(client!.attributes).toMatchObject({ 'svc.connector': 'twilio', 'svc.operation': 'all', 'http.response.status_code': 200 });
    expect(String(client!.attributes['url.full'])).toContain(new URL(svc.emulators.twilio!.url).host);

    // No credential anywhere: the key, the application's id (used with it), Twilio's token, Basic auth.
    const secrets = [key, twilioSettings.auth_token, Buffer.from(`${twilioSettings.account_sid}:${twilioSettings.auth_token}`).toString('base64')];
    for (const span of spans) {
      const text = JSON.stringify(span.attributes);
      for (const secret of secrets) expect(text, `${span.name} carries a secret`).not.toContain(secret);
      expect(text.toLowerCase()).not.toContain('authorization');
    }
    expect(appId).toBeTruthy();
  });

  it('query values are redacted from URL attributes (credentials some platforms take in the query)', () => {
    expect(redactUrlAttribute('url.full', 'https://rest.nexmo.com/sms/json?api_key=abcd&api_secret=s3cr3t')).toBe('https://rest.nexmo.com/sms/json?api_key=[redacted]&api_secret=[redacted]');
    expect(redactUrlAttribute('url.query', '?code=xyz&state=abc')).toBe('?code=[redacted]&state=[redacted]');
    expect(redactUrlAttribute('url.query', 'api_key=abcd')).toBe('api_key=[redacted]');
    expect(redactUrlAttribute('http.target', '/session/tok_123/connect?x=1')).toBe('/session/[redacted]/connect?x=[redacted]');
    expect(redactUrlAttribute('url.path', '/sms/messages')).toBe('/sms/messages');
  });

  it('refuses an exporter or OTLP protocol it does not have, before starting anything', () => {
    expect(() => startTracing({}, { OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(TracingConfigError);
    expect(() => startTracing({}, { OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(/http\/protobuf/);
  });

  it('is on only when the standard variables ask for it', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });
});
