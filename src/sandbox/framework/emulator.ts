/**
 * Shared plumbing for downstream emulators: a Fastify server on loopback that
 * records every exchange (for the contract tests), can be told to fail the next
 * requests the way its platform fails (429 with the platform's own rate-limit
 * signals, 5xx, 401) or to hold their answers back (a slow platform, or one
 * whose answer never arrives after it wrote), and keeps the raw request body so that platforms with
 * form-encoded bodies can be emulated byte for byte. A platform with OAuth
 * also mounts its authorization server (oauth-server.ts) and exposes its
 * controls as `handle.oauth`.
 *
 * An emulator never imports its connector, and no connector imports an
 * emulator: each side encodes the platform from the platform's documentation.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { RateWindow, validRateLimit, type EmulatorRateLimit, type RateLimitInfo } from './rate-window.js';

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
  /** Response body text as sent ('' for a streamed body, which is not kept: it may be gigabytes). */
  responseBody: string;
  /** The body was a stream (a download): its bytes are not in `responseBody`. */
  responseStreamed?: boolean;
}

export type FaultKind = 'rate_limit' | 'server_error' | 'unauthorized' | 'refused';

/** Which requests a targeted fault hits: a method (any when absent) and a path (without the query). */
export interface FaultMatch {
  method?: string;
  path: RegExp;
  /** Matching requests let through before the fault hits (1: the second one fails). */
  skip?: number;
}

/** How a platform answers when it fails: each emulator fills these in. */
export interface PlatformFailures {
  /** A 429 with the platform's own headers and body. */
  rateLimited(reply: FastifyReply, window?: RateLimitInfo): FastifyReply;
  /** Any other error in the platform's own error body shape. */
  error(reply: FastifyReply, status: number, message: string): FastifyReply;
}

/** What the framework hands an emulator's routes. */
export interface EmulatorContext {
  /** The request limit set by a test or start option: platforms with rate-limit headers on every answer read it. */
  rateWindow: RateWindow;
}

export interface EmulatorStartOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; always loopback unless told otherwise. */
  host?: string;
  /** Keep every exchange in `handle.exchanges` (tests and contract checks). */
  record?: boolean;
  /** Refuse platform requests past this many per window, as the platform does (off by default). */
  rateLimit?: EmulatorRateLimit;
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
  readonly tokenRequests: { authorization_code: number; refresh_token: number; client_credentials: number };
}

export interface EmulatorHandle {
  readonly id: string;
  /** Base URL of the running emulator, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly exchanges: RecordedExchange[];
  /** Make the next `times` requests (other than control requests) fail like the platform does. */
  failNext(kind: FaultKind, times?: number): void;
  /**
   * Make the next `times` requests that match fail like the platform does,
   * other requests going through: a test fails one step of a write of
   * several calls (`refused` is the platform's 400, never retried).
   */
  failOn(match: FaultMatch, kind: FaultKind, times?: number): void;
  /**
   * Hold the answers to the next `times` requests (other than control
   * requests) for `ms` milliseconds. The platform acts on them first and the
   * exchange is recorded at once, so a test sees that a write arrived while
   * its answer is still held.
   */
  delayNext(ms: number, times?: number): void;
  /** The same for the next `times` requests that match, other requests answered at once (one step of a write of several calls). */
  delayOn(match: FaultMatch, ms: number, times?: number): void;
  /** Sends every held answer now. */
  releaseDelayed(): void;
  /**
   * Limits platform requests (not control requests, nor the authorization
   * server's pages) to `limit` per `windowMs`, answered past it with the
   * platform's own 429; undefined lifts the limit.
   */
  setRateLimit(limit: EmulatorRateLimit | undefined): void;
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
  register: (app: FastifyInstance, context: EmulatorContext) => void | Promise<void>,
  options: EmulatorStartOptions = {},
): Promise<EmulatorHandle> {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
  const exchanges: RecordedExchange[] = [];
  const pendingFaults: FaultKind[] = [];
  const targetedFaults: { match: FaultMatch; kind: FaultKind; left: number; passes: number }[] = [];
  const targetedFault = (method: string, path: string): FaultKind | undefined => {
    const index = targetedFaults.findIndex((fault) => (fault.match.method === undefined || fault.match.method === method) && fault.match.path.test(path));
    const fault = targetedFaults[index];
    if (!fault) return undefined;
    if (fault.passes > 0) {
      fault.passes--;
      return undefined;
    }
    if (--fault.left <= 0) targetedFaults.splice(index, 1);
    return fault.kind;
  };
  const rateWindow = new RateWindow(options.rateLimit);
  const refused = new WeakMap<FastifyRequest, RateLimitInfo>();
  const pendingDelays: number[] = [];
  const delayOf = new WeakMap<FastifyRequest, number>();
  const held = new Set<() => void>();
  const targetedDelays: { match: FaultMatch; ms: number; left: number }[] = [];
  const targetedDelay = (method: string, path: string): number | undefined => {
    const index = targetedDelays.findIndex((delay) => (delay.match.method === undefined || delay.match.method === method) && delay.match.path.test(path));
    const delay = targetedDelays[index];
    if (!delay) return undefined;
    if (--delay.left <= 0) targetedDelays.splice(index, 1);
    return delay.ms;
  };
  const delayNext = (ms: number, times: number) => {
    for (let i = 0; i < times; i++) pendingDelays.push(ms);
  };
  const releaseDelayed = () => {
    for (const release of [...held]) release();
  };

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

  // The emulator's own limit: counted as the request arrives (before the platform's hooks, so its
  // headers can show the window), refused in preHandler once the body is read and can be recorded whole.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(CONTROL_PREFIX) || request.routeOptions.config?.platformFailures) return;
    const verdict = rateWindow.take();
    if (verdict && !verdict.allowed) refused.set(request, verdict.info);
  });

  // After the body is read (preHandler, not onRequest), so a failed request is still recorded whole.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX)) return;
    const path = request.url.split('?', 1)[0] as string;
    const delay = targetedDelay(request.method, path) ?? pendingDelays.shift();
    if (delay !== undefined) delayOf.set(request, delay);
    const fault = targetedFault(request.method, path) ?? pendingFaults.shift();
    const limited = refused.get(request);
    if (fault === undefined && limited !== undefined) return failures.rateLimited(reply, limited);
    if (fault === undefined) return;
    const fails = request.routeOptions.config?.platformFailures ?? failures;
    if (fault === 'rate_limit') return fails.rateLimited(reply);
    if (fault === 'unauthorized') return fails.error(reply, 401, 'Authentication failed');
    if (fault === 'refused') return fails.error(reply, 400, 'The request was refused');
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
        ...(payload instanceof Readable ? { responseStreamed: true } : {}),
      });
      return payload;
    });
  }

  // After the recording hook: the exchange is on record while its answer is held.
  app.addHook('onSend', async (request, _reply, payload) => {
    const ms = delayOf.get(request);
    if (ms === undefined) return payload;
    await new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      held.add(release);
    });
    return payload;
  });

  // Control endpoint so tools outside the process (bench, manual checks) can inject faults.
  app.post(`${CONTROL_PREFIX}/fail-next`, async (request, reply) => {
    const body = (request.body ?? {}) as { kind?: unknown; times?: unknown; path?: unknown; method?: unknown };
    const kind = body.kind;
    if (kind !== 'rate_limit' && kind !== 'server_error' && kind !== 'unauthorized' && kind !== 'refused') {
      return reply.code(400).send({ error: 'kind must be rate_limit, server_error, unauthorized or refused' });
    }
    const times = typeof body.times === 'number' && body.times > 0 ? Math.min(body.times, 1000) : 1;
    // With `path` (a regular expression) and optionally `method`, only matching requests fail.
    if (typeof body.path === 'string') {
      let path: RegExp;
      try {
        path = new RegExp(body.path);
      } catch {
        return reply.code(400).send({ error: 'path must be a regular expression' });
      }
      targetedFaults.push({ match: { path, ...(typeof body.method === 'string' ? { method: body.method.toUpperCase() } : {}) }, kind, left: times, passes: 0 });
      return reply.code(204).send();
    }
    for (let i = 0; i < times; i++) pendingFaults.push(kind);
    return reply.code(204).send();
  });

  app.post(`${CONTROL_PREFIX}/delay-next`, async (request, reply) => {
    const body = (request.body ?? {}) as { ms?: unknown; times?: unknown; path?: unknown; method?: unknown };
    if (typeof body.ms !== 'number' || !(body.ms >= 0 && body.ms <= 600_000)) {
      return reply.code(400).send({ error: 'ms must be a number of milliseconds from 0 to 600000' });
    }
    const times = typeof body.times === 'number' && body.times > 0 ? Math.min(body.times, 1000) : 1;
    // With `path` (a regular expression) and optionally `method`, only matching requests are held.
    if (typeof body.path === 'string') {
      let path: RegExp;
      try {
        path = new RegExp(body.path);
      } catch {
        return reply.code(400).send({ error: 'path must be a regular expression' });
      }
      targetedDelays.push({ match: { path, ...(typeof body.method === 'string' ? { method: body.method.toUpperCase() } : {}) }, ms: body.ms, left: times });
      return reply.code(204).send();
    }
    delayNext(body.ms, times);
    return reply.code(204).send();
  });
  app.post(`${CONTROL_PREFIX}/release-delayed`, async (_request, reply) => {
    releaseDelayed();
    return reply.code(204).send();
  });

  // Control endpoint: sets (`{"limit": 5, "window_ms": 1000}`) or lifts (`{}`) the emulator's own request limit.
  app.post(`${CONTROL_PREFIX}/rate-limit`, async (request, reply) => {
    const body = (request.body ?? {}) as { limit?: unknown; window_ms?: unknown };
    if (body.limit === undefined || body.limit === null) {
      rateWindow.configure(undefined);
      return reply.code(204).send();
    }
    const limit = { limit: body.limit, windowMs: body.window_ms ?? 60_000 };
    if (!validRateLimit(limit)) return reply.code(400).send({ error: 'limit and window_ms must be whole numbers from 1' });
    rateWindow.configure(limit);
    return reply.code(204).send();
  });

  await register(app, { rateWindow });
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
    failOn(match, kind, times = 1) {
      targetedFaults.push({ match, kind, left: times, passes: match.skip ?? 0 });
    },
    delayNext(ms, times = 1) {
      delayNext(ms, times);
    },
    delayOn(match, ms, times = 1) {
      targetedDelays.push({ match, ms, left: times });
    },
    releaseDelayed,
    setRateLimit: (limit) => rateWindow.configure(limit),
    async close() {
      // A held answer would keep its connection, and so the close, waiting.
      releaseDelayed();
      await app.close();
    },
  };
}
