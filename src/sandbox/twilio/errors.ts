/**
 * Twilio's REST error body and the handful of error codes the 2010 API answers
 * with. Every failure the emulator sends goes through `sendTwilioError`, so the
 * body is always `{ code, message, more_info, status }` as Twilio sends it.
 */
import type { FastifyReply } from 'fastify';
import type { PlatformFailures } from '../framework/emulator.js';

export interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

/** Twilio's error codes used by this emulator, named after their documentation pages. */
export const TwilioErrorCode = {
  authenticate: 20003,
  cannotDeleteIncomplete: 20009,
  notFound: 20404,
  tooManyRequests: 20429,
  invalidPageToken: 21481,
  invalidToNumber: 21211,
  invalidFromNumber: 21212,
  bodyRequired: 21602,
  fromRequired: 21603,
  toRequired: 21604,
  invalidStatusCallback: 21609,
  bodyTooLong: 21617,
  invalidMessagingService: 21701,
  updateParametersInvalid: 30400,
  cannotCancel: 30409,
  sendAtMissing: 35111,
  sendAtOutOfRange: 35114,
  messagingServiceRequiredToSchedule: 35118,
  scheduleTypeUnsupported: 35126,
} as const;

/**
 * Code used for request parameters Twilio rejects without a dedicated code of its
 * own in the documentation we could find (malformed PageSize, Page, DateSent).
 */
export const INVALID_PARAMETER_CODE = 20001;

/** Twilio includes the WWW-Authenticate challenge on every 401. */
export const WWW_AUTHENTICATE = 'Basic realm="Twilio API"';

/** Seconds a client is told to wait after an emulated 429. */
export const RETRY_AFTER_SECONDS = 1;

export function twilioErrorBody(status: number, code: number, message: string): TwilioErrorBody {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

export function sendTwilioError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  if (status === 401) reply.header('WWW-Authenticate', WWW_AUTHENTICATE);
  return reply.code(status).type('application/json; charset=utf-8').send(twilioErrorBody(status, code, message));
}

export function sendNotFound(reply: FastifyReply, path: string): FastifyReply {
  return sendTwilioError(reply, 404, TwilioErrorCode.notFound, `The requested resource ${path} was not found`);
}

export function sendBadRequest(reply: FastifyReply, code: number, message: string): FastifyReply {
  return sendTwilioError(reply, 400, code, message);
}

/**
 * Twilio reuses its HTTP-flavoured 20xxx codes for generic failures
 * (20003 for 401/403, 20404, 20429, 20500...): map a bare status to one.
 */
function codeForStatus(status: number): number {
  if (status === 401 || status === 403) return TwilioErrorCode.authenticate;
  return 20000 + status;
}

/** How Twilio fails, for the framework's `failNext`. */
export const twilioFailures: PlatformFailures = {
  rateLimited(reply, window) {
    reply.header('Retry-After', String(window?.retryAfterSeconds ?? RETRY_AFTER_SECONDS));
    return sendTwilioError(reply, 429, TwilioErrorCode.tooManyRequests, 'Too Many Requests');
  },
  error(reply, status, message) {
    return sendTwilioError(reply, status, codeForStatus(status), status === 401 ? 'Authenticate' : message);
  },
};
