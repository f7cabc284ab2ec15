import { STATUS_CODES } from '../http/node-http.js';
import { ERROR_TYPES, type ErrorTypeName } from './catalog.js';

export interface ApiErrorOptions {
  message?: string;
  detail?: unknown;
  /** Only for types whose status is proxied (ConnectorExecutionError). */
  status?: number;
  /** Extra response headers, e.g. Retry-After on a rate limit. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one exception type of the service: every failure a caller sees is one of these. */
export class ApiError extends Error {
  readonly typeName: ErrorTypeName;
  readonly status: number;
  readonly detail: unknown;
  readonly headers: Record<string, string>;

  constructor(typeName: ErrorTypeName, options: ApiErrorOptions = {}) {
    super(options.message ?? ERROR_TYPES[typeName].message, { cause: options.cause });
    this.name = 'ApiError';
    this.typeName = typeName;
    this.status = options.status ?? ERROR_TYPES[typeName].status;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
  }
}

export interface ErrorEnvelope {
  status_code: number;
  error: string;
  type_name: ErrorTypeName;
  message: string;
  detail?: unknown;
  ref: string;
}

/** `ref` points at the service's own page for the error type. */
export function errorRef(publicUrl: string, typeName: ErrorTypeName): string {
  return `${publicUrl}/errors/${typeName}`;
}

export function toErrorEnvelope(error: ApiError, publicUrl: string): ErrorEnvelope {
  const envelope: ErrorEnvelope = {
    status_code: error.status,
    error: STATUS_CODES[error.status] ?? 'Error',
    type_name: error.typeName,
    message: error.message,
    ref: errorRef(publicUrl, error.typeName),
  };
  if (error.detail !== undefined) envelope.detail = error.detail;
  return envelope;
}
