/**
 * Shared plumbing for downstream emulators: a Fastify server on loopback that
 * records every exchange (for the contract tests), can be told to fail the next
 * requests the way its platform fails (429 with the platform's own rate-limit
 * signals, 5xx, 401), and keeps the raw request body so that platforms with
 * form-encoded bodies can be emulated byte for byte. A platform with OAuth
 * also mounts its authorization server (oauth-server.ts) and exposes its
 * controls as `handle.oauth`.
 *
 * An emulator never imports its connector, and no connector imports an
 * emulator: each side encodes the platform from the platform's documentation.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';

export interface RecordedExchange {
  method: string;
  /** Path without the query string, exactly as the client sent it. */
  path: string;
  query: URLSearchParams;
  requestHeaders: Record<string, string | string[] | undefined>;
  /** Raw request body text ('' when there was none). */
  requestBody: string;
  status: number;
  responseHeaders: Record<string, string | string[] | number | undefined>;
  /** Response body text as sent. */
  responseBody: string;
}

export type FaultKind = 'rate_limit' | 'server_error' | 'unauthorized';

/** How a platform answers when it fails: each emulator fills these in. */
export interface PlatformFailures {
  /** A 429 with the platform's own headers and body. */
  rateLimited(reply: FastifyReply): FastifyReply;
  /** Any other error in the platform's own error body shape. */
  error(reply: FastifyReply, status: number, message: string): FastifyReply;
}

export interface EmulatorStartOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; always loopback unless told otherwise. */
  host?: string;
  /** Keep every exchange in `handle.exchanges` (tests and contract checks). */
  record?: boolean;
}

/** An application registered with the platform's authorization server. */
export interface OAuthClientRegistration {
  clientId: string;
  clientSecret: string;
  /** Shown on the consent page. */
  name?: string;
  /** Exact redirect URIs the client may use (absolute, no fragment). */
  redirectUris: string[];
}

/** What the service and tests may do to an emulated authorization server. */
export interface OAuthEmulatorControls {
  /** Adds or replaces a client; the service registers its `${publicUrl}/vault/callback` this way. */
  registerOAuthClient(client: OAuthClientRegistration): void;
  /** Lifetime of access tokens issued from now on (tests set a few seconds). */
  setAccessTokenLifetime(seconds: number): void;
  /** The user removed the app at the platform: every refresh token and access token stops working. */
  revokeAllGrants(): void;
  /** How many token requests reached the platform, by grant type (tests count refreshes). */
  readonly tokenRequests: { authorization_code: number; refresh_token: number };
}

export interface EmulatorHandle {
  readonly id: string;
  /** Base URL of the running emulator, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly exchanges: RecordedExchange[];
  /** Make the next `times` requests (other than control requests) fail like the platform does. */
  failNext(kind: FaultKind, times?: number): void;
  /** Present when the emulator also stands in for the platform's OAuth 2.0 authorization server. */
  readonly oauth?: OAuthEmulatorControls;
  close(): Promise<void>;
}

export interface EmulatorDefinition {
  /** Same id as the connector it stands in for (e.g. "twilio"). */
  id: string;
  start(options?: EmulatorStartOptions): Promise<EmulatorHandle>;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /**
     * How this route fails instead of the emulator's default, for routes that
     * are not the platform's API (an authorization server answers in OAuth's
     * error shape, a consent page in HTML).
     */
    platformFailures?: PlatformFailures;
  }
}

/** Paths under this prefix drive the emulator; they are not the platform. */
export const CONTROL_PREFIX = '/__emulator';

/**
 * Builds and starts an emulator server. `register` adds the platform's routes;
 * `failures` says how the platform answers when it fails.
 */
export async function startEmulator(
  id: string,
  failures: PlatformFailures,
  register: (app: FastifyInstance) => void | Promise<void>,
  options: EmulatorStartOptions = {},
): Promise<EmulatorHandle> {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  const exchanges: RecordedExchange[] = [];
  const pendingFaults: FaultKind[] = [];

  // Keep raw bodies; parse JSON and form bodies ourselves so the raw text survives.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (type.includes('application/x-www-form-urlencoded')) {
      done(null, Object.fromEntries(new URLSearchParams(text)));
      return;
    }
    if (type.includes('json')) {
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = new Error('Malformed JSON body') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
      return;
    }
    done(null, text);
  });

  // After the body is read (preHandler, not onRequest), so a failed request is still recorded whole.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX)) return;
    const fault = pendingFaults.shift();
    if (fault === undefined) return;
    const fails = request.routeOptions.config?.platformFailures ?? failures;
    if (fault === 'rate_limit') return fails.rateLimited(reply);
    if (fault === 'unauthorized') return fails.error(reply, 401, 'Authentication failed');
    return fails.error(reply, 503, 'Service temporarily unavailable');
  });

  if (options.record) {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.url.startsWith(CONTROL_PREFIX)) return payload;
      const [path, search = ''] = request.url.split('?', 2) as [string, string?];
      exchanges.push({
        method: request.method,
        path,
        query: new URLSearchParams(search),
        requestHeaders: { ...request.headers },
        requestBody: request.rawBody ?? '',
        status: reply.statusCode,
        responseHeaders: { ...reply.getHeaders() },
        responseBody: typeof payload === 'string' ? payload : payload instanceof Buffer ? payload.toString('utf8') : '',
      });
      return payload;
    });
  }

  // Control endpoint so tools outside the process (bench, manual checks) can inject faults.
  app.post(`${CONTROL_PREFIX}/fail-next`, async (request, reply) => {
    const body = (request.body ?? {}) as { kind?: unknown; times?: unknown };
    const kind = body.kind;
    if (kind !== 'rate_limit' && kind !== 'server_error' && kind !== 'unauthorized') {
      return reply.code(400).send({ error: 'kind must be rate_limit, server_error or unauthorized' });
    }
    const times = typeof body.times === 'number' && body.times > 0 ? Math.min(body.times, 1000) : 1;
    for (let i = 0; i < times; i++) pendingFaults.push(kind);
    return reply.code(204).send();
  });

  await register(app);
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    id,
    url: `http://${host}:${address.port}`,
    exchanges,
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) pendingFaults.push(kind);
    },
    async close() {
      await app.close();
    },
  };
}
