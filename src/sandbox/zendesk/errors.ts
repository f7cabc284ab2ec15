/**
 * Zendesk's error bodies. The Support API answers errors with a small JSON
 * envelope: `error` (a type such as "RecordNotFound") and usually a
 * human-readable `description`; validation failures add `details`.
 *
 *   401 {"error":"Couldn't authenticate you"}
 *   403 {"error":"Forbidden","description":"You do not have access to this page. ..."}
 *   404 {"error":"RecordNotFound","description":"Not found"}
 *   422 {"error":"RecordInvalid","description":"Record validation errors","details":{...}}
 */
import type { FastifyReply } from 'fastify';
import type { PlatformFailures } from '../framework/emulator.js';
import { sendRateLimited } from './rate-limit.js';
import { recordInvalidBody, type FieldError } from './validation-errors.js';

export const UNAUTHORIZED_BODY = { error: "Couldn't authenticate you" } as const;
export const NOT_FOUND_BODY = { error: 'RecordNotFound', description: 'Not found' } as const;
const FORBIDDEN_DESCRIPTION =
  'You do not have access to this page. Please contact the account owner of this help desk for further help.';

/** Error type Zendesk puts in `error` for a status without a more specific one. */
function errorTypeFor(status: number): string {
  if (status === 400) return 'InvalidValue';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'RecordNotFound';
  if (status === 422) return 'RecordInvalid';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'InternalError';
  return 'InvalidRequest';
}

export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  // Zendesk challenges for Basic auth alongside the JSON body.
  return reply.code(401).header('www-authenticate', 'Basic realm="Web Password"').send(UNAUTHORIZED_BODY);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(NOT_FOUND_BODY);
}

export function sendForbidden(reply: FastifyReply): FastifyReply {
  return reply.code(403).send({ error: 'Forbidden', description: FORBIDDEN_DESCRIPTION });
}

export function sendRecordInvalid(reply: FastifyReply, errors: readonly FieldError[]): FastifyReply {
  return reply.code(422).send(recordInvalidBody(errors));
}

export function sendError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.code(status).send({ error, description });
}

/** How Zendesk fails, for the framework's `failNext`. */
export const zendeskFailures: PlatformFailures = {
  rateLimited: (reply, window) => sendRateLimited(reply, window),
  error(reply, status, message) {
    if (status === 401) return sendUnauthorized(reply);
    if (status === 404) return sendNotFound(reply);
    if (status === 403) return sendForbidden(reply);
    return sendError(reply, status, errorTypeFor(status), message);
  },
};
