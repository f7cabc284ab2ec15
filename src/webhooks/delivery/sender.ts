/**
 * Sends one signed attempt over HTTP with undici. The delivery URL's host is
 * resolved when the socket connects, through the subscription key mode's
 * address rules (resolveDeliveryHost: the Proxy API's rules, loopback allowed
 * for sandbox keys), so a name that points inside by then is refused on that
 * connection; nothing is sent. Redirects are not followed (a 3xx is a failed
 * attempt), and an attempt has 15 s in all.
 */
import { isIP } from 'node:net';
import { Agent, request } from '../../core/http/undici.js';
import { lookupThrough, type HostResolver } from '../../core/ssrf/checked-lookup.js';
import { DeliveryHostRefused, resolveDeliveryHost, type KeyMode } from '../subscriptions/delivery-url.js';
import type { SignedRequest } from './signing.js';

export const ATTEMPT_TIMEOUT_MS = 15_000;
/** How much of the receiver's answer is kept with the attempt. */
export const RESPONSE_SNIPPET_BYTES = 1_024;

export type AttemptResult =
  | { kind: 'response'; status: number; retryAfter: string | undefined; snippet: string; latencyMs: number }
  | { kind: 'refused'; error: string; latencyMs: number }
  | { kind: 'network_error'; error: string; latencyMs: number }
  | { kind: 'timeout'; error: string; latencyMs: number };

export interface WebhookSenderOptions {
  resolver: HostResolver;
  timeoutMs?: number | undefined;
}

export class WebhookSender {
  readonly #resolver: HostResolver;
  readonly #timeoutMs: number;
  readonly #agents: Record<KeyMode, Agent>;

  constructor(options: WebhookSenderOptions) {
    this.#resolver = options.resolver;
    this.#timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
    const agentFor = (mode: KeyMode) =>
      new Agent({
        connect: { lookup: lookupThrough((hostname) => resolveDeliveryHost(this.#resolver, hostname, mode)), timeout: this.#timeoutMs },
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
    this.#agents = { sandbox: agentFor('sandbox'), live: agentFor('live') };
  }

  async send(url: string, mode: KeyMode, signed: SignedRequest): Promise<AttemptResult> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    try {
      // A socket never asks the lookup about an address literal: check it here.
      const hostname = new URL(url).hostname.replace(/^\[|\]$/g, '');
      if (isIP(hostname) !== 0) await resolveDeliveryHost(this.#resolver, hostname, mode);
      const response = await request(url, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
        dispatcher: this.#agents[mode],
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const snippet = await readSnippet(response.body);
      const retryAfter = response.headers['retry-after'];
      return { kind: 'response', status: response.statusCode, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, snippet, latencyMs: latency() };
    } catch (error) {
      const refused = findCause(error, (cause): cause is DeliveryHostRefused => cause instanceof DeliveryHostRefused);
      if (refused) return { kind: 'refused', error: `${refused.problem}: ${refused.message}`, latencyMs: latency() };
      if (isTimeout(error)) return { kind: 'timeout', error: `no answer within ${this.#timeoutMs} ms`, latencyMs: latency() };
      return { kind: 'network_error', error: describe(error), latencyMs: latency() };
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#agents.sandbox.close(), this.#agents.live.close()]);
  }

  /** Closes the sockets at once, failing the requests in flight. */
  async destroy(): Promise<void> {
    await Promise.all([this.#agents.sandbox.destroy(), this.#agents.live.destroy()]);
  }
}

async function readSnippet(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_SNIPPET_BYTES) break;
    }
  } catch {
    // An answer cut short still counts by its status; the snippet is what arrived.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString('utf8');
}

function findCause<T>(error: unknown, test: (value: unknown) => value is T): T | undefined {
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (test(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return (
    findCause(error, (value): value is Error => {
      const { name, code } = value as { name?: string; code?: string };
      return name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT';
    }) !== undefined
  );
}

function describe(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${code}: ${message}` : message;
}
