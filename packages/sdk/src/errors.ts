/**
 * Errors as the service answers them: every status of 400 or more carries the
 * envelope `{status_code, error, type_name, message, detail?, ref}`. Calls
 * return it typed in `error` (openapi-fetch's `{ data, error, response }`);
 * `unwrap` turns it into a thrown SvcApiError for code that prefers
 * exceptions.
 */
import type { vault } from './generated/index.js';

/** The error envelope (the same in every document). */
export type ErrorEnvelope = vault.components['schemas']['Error'];

/** Every error type the service can answer with; each has a page at `ref`. */
export type ErrorTypeName = ErrorEnvelope['type_name'];

function isEnvelope(body: unknown): body is ErrorEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { type_name?: unknown }).type_name === 'string';
}

/** A call answered with an error status. `body` is the error envelope, or the raw answer when it is none (a Proxy API platform answer). */
export class SvcApiError<Body = ErrorEnvelope> extends Error {
  readonly status: number;
  readonly body: Body;
  /** The envelope's type_name, when the body is an envelope. */
  readonly typeName: ErrorTypeName | undefined;
  /** The service's Request-Id of the call: quote it when asking about a failure. */
  readonly requestId: string | undefined;
  readonly response: Response;

  constructor(response: Response, body: Body) {
    const envelope = isEnvelope(body) ? body : undefined;
    super(envelope ? `${envelope.type_name}: ${envelope.message}` : `HTTP ${response.status} ${response.statusText}`.trim());
    this.name = 'SvcApiError';
    this.status = response.status;
    this.body = body;
    this.typeName = envelope?.type_name;
    this.requestId = response.headers.get('request-id') ?? undefined;
    this.response = response;
  }
}

/** Whether `error` is an SvcApiError, optionally of one of these types. */
export function isSvcApiError(error: unknown, ...typeNames: ErrorTypeName[]): error is SvcApiError {
  if (!(error instanceof SvcApiError)) return false;
  return typeNames.length === 0 || (error.typeName !== undefined && typeNames.includes(error.typeName));
}

interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data of a call's success answer. */
export type DataOf<Result extends CallResult> = Exclude<Extract<Result, { error?: never }>['data'], undefined>;

/** The error body of a call's error answers. */
export type ErrorOf<Result extends CallResult> = Extract<Result, { data?: never }>['error'];

/**
 * The data of a successful call; throws an SvcApiError carrying the error
 * body otherwise: `const { data } = ...` without checking `error`.
 */
export async function unwrap<Result extends CallResult>(call: Result | Promise<Result>): Promise<DataOf<Result>> {
  const result = await call;
  if (!result.response.ok) throw new SvcApiError<ErrorOf<Result>>(result.response, result.error as ErrorOf<Result>);
  return result.data as DataOf<Result>;
}
