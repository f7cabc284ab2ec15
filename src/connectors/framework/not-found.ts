/**
 * A platform's "no such record" is the unified EntityNotFoundError (a 404 the
 * caller expects), not a connector failure. Only the connector knows which 404
 * means that (a wrong base path is a failure), so it wraps the calls that read
 * one record and says how to recognise the platform's answer.
 */
import { ApiError } from '../../core/errors/api-error.js';

/** `status`: the platform's status of a missing record, where it is not 404 (the body then says which such answer it is). */
export function isDownstreamNotFound(error: unknown, matches: (body: unknown) => boolean = () => true, status = 404): boolean {
  if (!(error instanceof ApiError) || error.typeName !== 'ConnectorExecutionError' || error.status !== status) return false;
  return matches((error.detail as { downstream_body?: unknown } | undefined)?.downstream_body);
}

export async function orEntityNotFound<T>(
  call: Promise<T>,
  notFound: () => ApiError,
  matches?: (body: unknown) => boolean,
  status?: number,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isDownstreamNotFound(error, matches, status)) throw notFound();
    throw error;
  }
}

export function entityNotFound(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('EntityNotFoundError', { message, detail });
}
