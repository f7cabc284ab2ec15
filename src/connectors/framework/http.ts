/**
 * Downstream HTTP for connectors: undici with keep-alive pools, credentials
 * injected from the connection, and every failure turned into the error type
 * the caller should see. Connectors only build requests and map bodies.
 *
 * Each call first takes a slot from the connection's shared token bucket
 * (when the gateway gives one), waiting for it if that fits the time budget;
 * reads (and writes marked idempotent) are retried after network failures,
 * 429s and 502/503/504, honouring the platform's Retry-After; a 429 also
 * tells every instance to hold back. All of it comes out of one time budget:
 * the operation's (`x-svc-timeout`), else `timeoutMs` per request; a wait
 * for a rate limit is also bounded by how long the caller may be held
 * (time-budget.ts), past which it gets 429 with Retry-After at once.
 *
 * Beside it: what a request and its answer are (http-types.ts), how a
 * request is made ready to send (prepared-request.ts), and the error each
 * failure becomes (downstream-errors.ts).
 */
import type { ApiError } from '../../core/errors/api-error.js';
import { noteAnswer, takeSlot } from './pacing.js';
import { retryAfterHeader } from './rate-limit.js';
import { DEFAULT_RETRY_POLICY, mayRetry, retryableStatus, retryDelayMs, sleep, transientNetworkError } from './retry-policy.js';
import { TimeBudget } from './time-budget.js';
import { CallDeadline, DeadlineError } from './call-deadline.js';
import { publishDownstreamCall } from '../../core/telemetry/downstream-calls.js';
import { encodeQuery, parseBody, type QueryValue } from './http-text.js';
import { downstreamAgent } from './downstream-agent.js';
import { isRateLimited, platformWaitSeconds, statusError, timeoutError, transportError } from './downstream-errors.js';
import type { DownstreamHttpOptions, DownstreamRequest, DownstreamResponse } from './http-types.js';
import { baseTargetOf, prepareRequest, type BaseTarget, type PreparedRequest } from './prepared-request.js';

export { encodeQuery, type QueryValue };
export type { DownstreamHttpOptions, DownstreamRequest, DownstreamResponse, RawCall } from './http-types.js';

/**
 * A retry or a pacing wait that would leave less than this for the call itself
 * is not worth making: the caller gets the rate-limit answer instead of a timeout.
 */
const MIN_CALL_MS = 50;

type SendOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, string | string[] | undefined>; body: unknown }
  | { kind: 'network'; error: ApiError };

export class DownstreamHttp {
  readonly #options: DownstreamHttpOptions;
  readonly #target: BaseTarget;

  constructor(options: DownstreamHttpOptions) {
    this.#options = options;
    this.#target = baseTargetOf(options.baseUrl);
  }

  get connectorId(): string {
    return this.#options.connectorId;
  }

  /** The base URL the calls go to, as configured (no URL parsed). */
  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  async request<T = unknown>(request: DownstreamRequest): Promise<DownstreamResponse<T>> {
    const prepared = prepareRequest(request, this.#target, this.#options, this.#options.rawCalls !== undefined);
    const callTimeoutMs = request.timeoutMs ?? this.#options.timeoutMs;
    const budget = this.#options.budget ?? new TimeBudget(callTimeoutMs, { rateLimitWaitMs: this.#options.rateLimitWaitMs });
    const policy = this.#options.retry ?? DEFAULT_RETRY_POLICY;
    const retryable = mayRetry(request.method, request.idempotent);

    for (let retry = 0; ; retry++) {
      await this.#takeSlot(budget);
      const timeoutMs = Math.min(budget.remainingMs(), callTimeoutMs);
      if (timeoutMs <= 0) throw timeoutError(this.#options.connectorId, budget.totalMs, undefined);
      const outcome = await this.#send(prepared, timeoutMs, budget);
      const lastTry = !retryable || retry + 1 >= policy.maxAttempts;

      if (outcome.kind === 'network') {
        const delay = retryDelayMs(retry, undefined, policy);
        if (lastTry || delay + MIN_CALL_MS > budget.remainingMs()) throw outcome.error;
        await sleep(delay);
        continue;
      }

      const { status, headers, body } = outcome;
      // A platform may refuse with a 2xx (Vonage's SMS API: HTTP 200, message status 1 "Throttled"): its signal decides.
      if (status >= 200 && status < 300 && !isRateLimited(this.#options.rateLimit, status, headers, body)) {
        // A success that says the budget is used up: every instance waits for the reset.
        if (this.#options.pacing) await noteAnswer(this.#options.pacing, this.#options.rateLimit, { status, headers, body });
        return { status, headers, body: body as T };
      }
      const rateLimited = status === 429 || isRateLimited(this.#options.rateLimit, status, headers, body);
      if (!rateLimited && !retryableStatus(status)) throw statusError(this.#options, status, headers, body, undefined);
      // A 429 is read the platform's way; an outage only by the standard Retry-After (a rate-limit
      // window's reset, present on every answer of some platforms, says nothing about an outage).
      const platformWait = rateLimited ? platformWaitSeconds(this.#options.rateLimit, headers, body) : retryAfterHeader(headers);
      const delay = retryDelayMs(retry, platformWait, policy);
      // Every instance holds back for as long as the platform asked (or the backoff, when it did not say).
      if (rateLimited) await this.#options.pacing?.holdOff(delay);
      // A rate limit holds the caller only as long as it may be held (x-svc-timeout, else SVC_DOWNSTREAM_WAIT_MS).
      const tooLong = delay + MIN_CALL_MS > budget.remainingMs() || (rateLimited && delay > budget.rateLimitWaitLeftMs());
      if (lastTry || tooLong) throw statusError(this.#options, status, headers, body, rateLimited ? delay : undefined);
      await sleep(delay);
    }
  }

  /** The connection's credential headers, for a streamed transfer to the platform's own hosts (transfer.ts). */
  credentialHeaders(): Record<string, string> {
    return this.#options.auth.headers(this.#options.values);
  }

  /** The error a platform's failed answer becomes, for answers read outside `request` (transfer.ts). */
  errorFor(status: number, headers: Record<string, string | string[] | undefined>, body: unknown): ApiError {
    return statusError(this.#options, status, headers, body, undefined);
  }

  /**
   * The absolute URL a request path names (the base URL's path prefixed), so
   * a connector can check URLs the platform sends back against its own.
   */
  urlOf(path: string): URL {
    return new URL(`${this.#target.origin}${this.#target.basePath}${path.startsWith('/') ? '' : '/'}${path}`);
  }

  /** Waits for this call's slot in the shared bucket, or refuses at once when it would come too late. */
  async #takeSlot(budget: TimeBudget): Promise<void> {
    const pacing = this.#options.pacing;
    if (pacing) await takeSlot(pacing, this.#options.connectorId, Math.min(budget.rateLimitWaitLeftMs(), budget.remainingMs() - MIN_CALL_MS), budget.totalMs);
  }

  /** One exchange: the platform's answer, a transient network failure worth retrying, or a final error (thrown). */
  async #send(prepared: PreparedRequest, timeoutMs: number, budget: TimeBudget): Promise<SendOutcome> {
    const deadline = new CallDeadline(timeoutMs);
    let status: number;
    let responseHeaders: Record<string, string | string[] | undefined>;
    let text: string;
    let bytes: Buffer | undefined;
    let answered = false;
    const started = performance.now();
    const announce = (status: number | undefined, failure?: 'timeout' | 'network') =>
      publishDownstreamCall({ connectorId: this.#options.connectorId, method: prepared.method, status, failure, seconds: (performance.now() - started) / 1000 });
    try {
      const response = await downstreamAgent.request({
        origin: this.#target.origin,
        path: prepared.path,
        method: prepared.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: deadline,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      answered = true;
      status = response.statusCode;
      responseHeaders = response.headers;
      if (prepared.responseType === 'bytes' && status >= 200 && status < 300) {
        bytes = Buffer.from(await response.body.arrayBuffer());
        text = '';
      } else text = await response.body.text();
    } catch (error) {
      const cause = deadline.aborted ? deadline.reason : error;
      const final = transportError(this.#options.connectorId, cause, timeoutMs, budget);
      announce(answered ? status! : undefined, final.typeName === 'ConnectorTimeoutError' ? 'timeout' : 'network');
      // Only failures before any answer are retried: a body cut halfway is reported as it is.
      if (!answered && !(cause instanceof DeadlineError) && transientNetworkError(cause)) return { kind: 'network', error: final };
      throw final;
    } finally {
      deadline.clear();
    }

    announce(status);
    const parsed = bytes ?? parseBody(text, responseHeaders['content-type']);
    this.#options.rawCalls?.push({
      request: { method: prepared.method, url: `${this.#target.origin}${prepared.loggedPath ?? ''}`, ...(prepared.rawBody !== undefined ? { body: prepared.rawBody } : {}) },
      response: { status_code: status, body: bytes ? `<${bytes.byteLength} bytes>` : prepared.rawAnswer ? prepared.rawAnswer(parsed) : parsed },
    });
    return { kind: 'answer', status, headers: responseHeaders, body: parsed };
  }
}
