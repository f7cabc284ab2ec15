/**
 * What happened to the writes an operation sent downstream, which decides what
 * an idempotency key remembers when the operation fails:
 * - nothing was written (no write sent, or every write refused before the
 *   platform acted on it: rate limited, credentials refused, connection never
 *   made): forget the key, so the client can retry with it;
 * - a write may have happened without us learning its result (timeout or a
 *   connection lost after sending): keep the key blocked until it expires;
 * - the platform answered a write: remember the final answer, error or not.
 * Reads (GET, HEAD) never matter: they change nothing.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { DownstreamHttp, type DownstreamHttpOptions, type DownstreamRequest, type DownstreamResponse } from '../../connectors/framework/http.js';

export type WriteFate = 'answered' | 'refused' | 'not_sent' | 'unknown';

export type Verdict = 'remember' | 'release' | 'unknown';

/** Network failures that happen before a request leaves: the platform cannot have seen it. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** The fate of a write whose call threw. Anything not understood counts as unknown: a duplicate is the worse mistake. */
export function fateOfFailedWrite(error: unknown): WriteFate {
  if (!(error instanceof ApiError)) return 'unknown';
  const detail = (error.detail ?? {}) as { downstream_status?: unknown; network_error?: unknown };
  switch (error.typeName) {
    case 'ConnectorRateLimitError':
    case 'ConnectorCredentialsError':
      // 429, 401 and 403 mean the platform refused the request without acting on it.
      return 'refused';
    case 'ConnectorExecutionError':
      if (typeof detail.downstream_status === 'number') return 'answered';
      if (typeof detail.network_error === 'string' && NOT_CONNECTED.has(detail.network_error)) return 'not_sent';
      return 'unknown';
    default:
      return 'unknown';
  }
}

export class DownstreamWriteLog {
  readonly fates: WriteFate[] = [];

  record(fate: WriteFate): void {
    this.fates.push(fate);
  }

  /** What to keep for an operation that ended with `succeeded` (a 2xx answer is always remembered). */
  verdict(succeeded: boolean): Verdict {
    if (succeeded) return 'remember';
    if (this.fates.includes('unknown')) return 'unknown';
    if (this.fates.includes('answered')) return 'remember';
    return 'release';
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The downstream client of an operation under an idempotency key: records the fate of every write. */
export class WriteObservingHttp extends DownstreamHttp {
  readonly #log: DownstreamWriteLog;

  constructor(options: DownstreamHttpOptions, log: DownstreamWriteLog) {
    super(options);
    this.#log = log;
  }

  override async request<T = unknown>(request: DownstreamRequest): Promise<DownstreamResponse<T>> {
    if (READS.has(request.method)) return super.request<T>(request);
    try {
      const response = await super.request<T>(request);
      this.#log.record('answered');
      return response;
    } catch (error) {
      this.#log.record(fateOfFailedWrite(error));
      throw error;
    }
  }
}
