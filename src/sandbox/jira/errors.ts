/**
 * Jira's error body is an ErrorCollection: `errorMessages` for request-level
 * problems and `errors` keyed by field for field-level ones, both always
 * present. Every failure this emulator sends goes through here.
 */
import type { FastifyReply } from 'fastify';
import type { PlatformFailures } from '../framework/emulator.js';
import { formatMinuteStamp } from './dates.js';

export interface ErrorCollection {
  errorMessages: string[];
  errors: Record<string, string>;
}

export function errorCollection(messages: string[], errors: Record<string, string> = {}): ErrorCollection {
  return { errorMessages: messages, errors };
}

export function sendErrors(reply: FastifyReply, status: number, messages: string[], errors: Record<string, string> = {}): FastifyReply {
  return reply.code(status).header('content-type', 'application/json;charset=UTF-8').send(errorCollection(messages, errors));
}

export function sendFieldErrors(reply: FastifyReply, errors: Record<string, string>): FastifyReply {
  return sendErrors(reply, 400, [], errors);
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
  fieldNotSettable: (field: string) => `Field '${field}' cannot be set. It is not on the appropriate screen, or unknown.`,
} as const;

/** How long a rate-limited client is told to wait; short so tests that honour it stay fast. */
export const RETRY_AFTER_SECONDS = 1;
const BURST_LIMIT = 100;

export const jiraFailures: PlatformFailures = {
  rateLimited(reply, window) {
    // Atlassian documents Retry-After in seconds, X-RateLimit-Reset as an ISO 8601
    // minute stamp, and RateLimit-Reason naming which limit was hit.
    const wait = window?.retryAfterSeconds ?? RETRY_AFTER_SECONDS;
    return reply
      .code(429)
      .header('retry-after', String(wait))
      .header('x-ratelimit-limit', String(window?.limit ?? BURST_LIMIT))
      .header('x-ratelimit-remaining', '0')
      .header('x-ratelimit-reset', formatMinuteStamp(window?.resetAt ?? Date.now() + wait * 1000))
      .header('ratelimit-reason', 'jira-burst-based')
      .header('content-type', 'application/json;charset=UTF-8')
      .send(errorCollection([MESSAGES.rateLimited]));
  },
  error(reply, status, message) {
    return sendErrors(reply, status, [message]);
  },
};
