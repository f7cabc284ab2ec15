/**
 * Xero's error answers ("HTTP response codes and errors", developer.xero.com):
 *
 * - 400 with an API exception: `{ErrorNumber, Type, Message}`, and for a
 *   ValidationException (ErrorNumber 10) the `Elements` it refused, each with
 *   its `ValidationErrors: [{Message}]`; a where or order it cannot read is a
 *   QueryParseException (16), a body it cannot read a PostDataInvalidException (14);
 * - 404 as a short text, not JSON: "The resource you're looking for cannot be found";
 * - 401 and 403 from the identity layer in problem-details shape:
 *   `{Type, Title, Status, Detail: "AuthenticationUnsuccessful", Instance, Extensions}`
 *   (a 403 when the token is good but the xero-tenant-id is not one it reaches);
 * - 429 with Retry-After and X-Rate-Limit-Problem (minute, day, concurrent or
 *   appminute) beside the limit headers every answer carries.
 *
 * Xero has no 409: a move its rules forbid is a ValidationException.
 */
import { randomUUID } from 'node:crypto';
import { statusOf, type Answer, type EmulatorFailure } from '../framework/kit/index.js';

export const NOT_FOUND_TEXT = "The resource you're looking for cannot be found";

const PROBLEM_TITLES: Readonly<Record<number, string>> = { 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests' };

function problem(status: number, detail: string): Record<string, unknown> {
  return { Type: null, Title: PROBLEM_TITLES[status] ?? 'Error', Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} };
}

/** The messages of a validation failure: several when a handler found several (`detail.errors`). */
function messagesOf(failure: EmulatorFailure): string[] {
  const errors = failure.detail.errors;
  return Array.isArray(errors) && errors.length > 0 ? errors.map(String) : [failure.message];
}

function apiException(failure: EmulatorFailure): Record<string, unknown> {
  const type = typeof failure.detail.xeroType === 'string' ? failure.detail.xeroType : undefined;
  if (type === 'QueryParseException') return { ErrorNumber: 16, Type: type, Message: failure.message };
  if (type === 'PostDataInvalidException' || /could not be parsed|must be an object/.test(failure.message)) {
    return { ErrorNumber: 14, Type: 'PostDataInvalidException', Message: failure.message };
  }
  const element = failure.detail.element && typeof failure.detail.element === 'object' ? (failure.detail.element as Record<string, unknown>) : {};
  return {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: [{ ...element, ValidationErrors: messagesOf(failure).map((Message) => ({ Message })) }],
  };
}

export function renderXeroError(failure: EmulatorFailure): Answer {
  const status = statusOf(failure, { conflict: 400, unsupported: 404 });
  switch (failure.kind) {
    case 'validation':
    case 'conflict':
      return { status, body: apiException(failure) };
    case 'not_found':
    case 'unsupported':
      return { status, body: NOT_FOUND_TEXT, contentType: 'text/plain; charset=utf-8' };
    case 'unauthenticated':
      return { status, body: problem(status, String(failure.detail.reason ?? 'AuthenticationUnsuccessful')), headers: { 'www-authenticate': 'Bearer error="invalid_token"' } };
    case 'forbidden':
      return { status, body: problem(status, String(failure.detail.reason ?? 'AuthenticationUnsuccessful')) };
    case 'rate_limited':
      return {
        status,
        headers: { 'retry-after': String(failure.detail.retryAfterSeconds ?? 1), 'x-rate-limit-problem': String(failure.detail.problem ?? 'minute') },
        body: problem(status, failure.message),
      };
    case 'server_error':
      return { status, body: { Title: status === 503 ? 'Service Unavailable' : 'An error occurred', Status: status, Detail: failure.message } };
  }
}
