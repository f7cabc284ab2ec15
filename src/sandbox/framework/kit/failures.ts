/**
 * What can go wrong in an emulated platform, named by kind rather than by
 * status or body: handlers throw these, and the platform's dialect renders
 * them in the platform's own error body and status. So no handler ever
 * builds an error response, and one platform's wording lives in one place.
 */

export type FailureKind =
  | 'validation'
  | 'not_found'
  | 'conflict'
  | 'unauthenticated'
  | 'forbidden'
  | 'rate_limited'
  | 'unsupported'
  | 'server_error';

export interface FailureDetail {
  /** The request field at fault, in the platform's own (wire) name. */
  field?: string;
  /** A platform error code a handler chose (Twilio's 21211, Intercom's "parameter_invalid"). */
  code?: string | number;
  /** Seconds to wait, on rate_limited. */
  retryAfterSeconds?: number;
  /** The request asked for a path no route serves (rather than a record that does not exist). */
  unknownRoute?: boolean;
  [key: string]: unknown;
}

export class EmulatorFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly detail: FailureDetail = {},
  ) {
    super(message);
    this.name = 'EmulatorFailure';
  }
}

/** Short constructors, so a handler reads `throw fail.notFound('No such contact')`. */
export const fail = {
  validation: (message: string, detail?: FailureDetail) => new EmulatorFailure('validation', message, detail),
  notFound: (message: string, detail?: FailureDetail) => new EmulatorFailure('not_found', message, detail),
  conflict: (message: string, detail?: FailureDetail) => new EmulatorFailure('conflict', message, detail),
  unauthenticated: (message = 'Authentication failed', detail?: FailureDetail) => new EmulatorFailure('unauthenticated', message, detail),
  forbidden: (message: string, detail?: FailureDetail) => new EmulatorFailure('forbidden', message, detail),
  rateLimited: (message = 'Too many requests', detail?: FailureDetail) => new EmulatorFailure('rate_limited', message, detail),
  unsupported: (message: string, detail?: FailureDetail) => new EmulatorFailure('unsupported', message, detail),
  serverError: (message = 'Internal server error', detail?: FailureDetail) => new EmulatorFailure('server_error', message, detail),
};

/** The kind a bare HTTP status stands for (fault injection speaks in statuses). */
export function kindOfStatus(status: number): FailureKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405 || status === 501) return 'unsupported';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return 'server_error';
}
