/**
 * BambooHR's failures: the status, with the reason in the
 * `x-bamboohr-error-message` header and an empty body, as its description
 * says for its endpoints; the list of employees alone answers a 400 in JSON,
 * `{"error": {"code": "BadRequest" | "BadPage", "message"}}`. Too many
 * requests is a 503 with Retry-After (BambooHR's documented throttling answer).
 */
import { retryAfter, statusOf, type Answer, type EmulatorFailure, type KitRequest } from '../framework/kit/index.js';

const JSON_ERRORS = /^\/api\/v1\/employees\/?$/;

export function renderBambooHRError(failure: EmulatorFailure, request: KitRequest | undefined): Answer {
  const status = statusOf(failure, { rate_limited: 503, unsupported: 404 });
  const headers = { 'x-bamboohr-error-message': failure.message.replace(/[\r\n]+/g, ' '), ...retryAfter(failure) };
  if (status === 400 && request?.method === 'GET' && JSON_ERRORS.test(request.path)) {
    const code = typeof failure.detail.code === 'string' ? failure.detail.code : 'BadRequest';
    return { status, headers, body: { error: { code, message: failure.message } } };
  }
  return { status, headers };
}
