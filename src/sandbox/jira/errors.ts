/**
 * Jira's error body is an ErrorCollection: `errorMessages` for request-level
 * problems and `errors` keyed by field for field-level ones, both always
 * present. Handlers throw the kit's failures; `renderJiraError` (the
 * dialect's renderer) writes every one of them here, in Jira's sentences.
 * Calls through api.atlassian.com that the gateway itself refuses are
 * answered in the gateway's own `{code, message}` shape.
 */
import { statusOf, type Answer, type EmulatorFailure, type KitRequest } from '../framework/kit/index.js';
import { formatMinuteStamp } from './dates.js';

export interface ErrorCollection {
  errorMessages: string[];
  errors: Record<string, string>;
}

/** Jira's sentences for the common cases, kept in one place so routes agree. */
export const MESSAGES = {
  issueNotFound: 'Issue does not exist or you do not have permission to see it.',
  notAuthenticated: 'Client must be authenticated to access this resource.',
  invalidPayload: 'Invalid request payload. Refer to the REST API documentation and try again.',
  unbounded: 'Unbounded JQL queries are not allowed here. Please add a search restriction to your query.',
  rateLimited: 'Rate limit exceeded.',
  internal: 'Internal server error',
  projectNotFound: (idOrKey: string) =>
    /^\d+$/.test(idOrKey) ? `No project could be found with id '${idOrKey}'.` : `No project could be found with key '${idOrKey}'.`,
  commentNotFound: (id: string) => `Can not find a comment for the id: ${id}.`,
  fieldNotSettable: (field: string) => `Field '${field}' cannot be set. It is not on the appropriate screen, or unknown.`,
} as const;

/** How long a rate-limited client is told to wait; short so tests that honour it stay fast. */
export const RETRY_AFTER_SECONDS = 1;
const BURST_LIMIT = 100;
export const CONTENT_TYPE = 'application/json;charset=UTF-8';
export const GATEWAY_PATH = '/ex/jira/';
/** What the kit says when Fastify could not parse a body; Jira says its own sentence. */
const UNPARSED_BODY = 'The request body could not be parsed';

/** A 400 with an ErrorCollection of field errors (and request-level messages), as Jira collects them. */
export function fieldErrors(errors: Record<string, string>, messages: string[] = []) {
  return { errors, messages };
}

function notFoundMessage(failure: EmulatorFailure, request: KitRequest | undefined): string {
  const { resource, id, unknownRoute } = failure.detail;
  if (unknownRoute && request) {
    // Jira's REST layer answers unknown paths with "null for uri: <the full URL>".
    const query = request.query.toString();
    return `null for uri: ${request.origin}${request.path}${query === '' ? '' : `?${query}`}`;
  }
  if (resource === 'issues') return MESSAGES.issueNotFound;
  if (resource === 'projects') return MESSAGES.projectNotFound(String(id));
  if (resource === 'comments') return MESSAGES.commentNotFound(String(id));
  return failure.message;
}

function collection(failure: EmulatorFailure, request: KitRequest | undefined): ErrorCollection {
  const detail = failure.detail;
  if (failure.kind === 'not_found') return { errorMessages: [notFoundMessage(failure, request)], errors: {} };
  if (failure.kind === 'rate_limited') return { errorMessages: [MESSAGES.rateLimited], errors: {} };
  if (failure.kind === 'validation') {
    if (detail.errors) return { errorMessages: (detail.messages as string[] | undefined) ?? [], errors: detail.errors as Record<string, string> };
    if (detail.code === 'invalid_body' || failure.message === UNPARSED_BODY) return { errorMessages: [MESSAGES.invalidPayload], errors: {} };
    if (detail.field) return { errorMessages: [], errors: { [detail.field]: failure.message } };
  }
  return { errorMessages: [failure.message], errors: {} };
}

/** Atlassian documents Retry-After in seconds, X-RateLimit-Reset as an ISO 8601 minute stamp, and RateLimit-Reason naming the limit hit. */
function rateLimitHeaders(failure: EmulatorFailure): Record<string, string> {
  const wait = failure.detail.retryAfterSeconds ?? RETRY_AFTER_SECONDS;
  const resetAt = typeof failure.detail.resetAt === 'number' ? failure.detail.resetAt : Date.now() + wait * 1000;
  return {
    'retry-after': String(wait),
    'x-ratelimit-limit': String(failure.detail.limit ?? BURST_LIMIT),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': formatMinuteStamp(resetAt),
    'ratelimit-reason': 'jira-burst-based',
  };
}

/** 401 on the site: an `OAuth realm` challenge, and Seraph's login reason when credentials were sent. */
function challengeHeaders(request: KitRequest | undefined): Record<string, string> {
  if (!request) return {};
  const headers: Record<string, string> = { 'www-authenticate': `OAuth realm="${encodeURIComponent(request.origin)}"` };
  if (request.headers.authorization) headers['x-seraph-loginreason'] = 'AUTHENTICATED_FAILED';
  return headers;
}

export function renderJiraError(failure: EmulatorFailure, request: KitRequest | undefined): Answer {
  const status = statusOf(failure);
  if (failure.kind === 'unauthenticated' && request?.path.startsWith(GATEWAY_PATH)) {
    return { status, body: { code: status, message: failure.message }, contentType: CONTENT_TYPE };
  }
  const headers = failure.kind === 'rate_limited' ? rateLimitHeaders(failure) : failure.kind === 'unauthenticated' ? challengeHeaders(request) : {};
  return { status, headers, body: collection(failure, request), contentType: CONTENT_TYPE };
}
