/**
 * The answer remembered under an idempotency key, and how it is sent again:
 * the original status and body, marked with `Idempotent-Replayed: true`.
 */
import type { FastifyReply } from 'fastify';
import { ApiError, toErrorEnvelope } from '../../core/errors/api-error.js';

export const REPLAYED_HEADER = 'idempotent-replayed';

export interface StoredAnswer {
  replayed: true;
  status: number;
  body: unknown;
}

/**
 * The field order of error envelopes, read from their builder. Answers are
 * stored as JSON text in their own order now; those stored as jsonb before
 * (migration 0006) come back in jsonb's key order, restored here.
 */
const ERROR_ENVELOPE_ORDER = Object.keys(toErrorEnvelope(new ApiError('InternalServerError', { detail: {} }), ''));

function inEnvelopeOrder(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of ERROR_ENVELOPE_ORDER) if (key in record) ordered[key] = record[key];
  for (const [key, value] of Object.entries(record)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}

export function isStoredAnswer(value: object): value is StoredAnswer {
  return (value as Partial<StoredAnswer>).replayed === true;
}

/**
 * Sends a stored answer. A success goes through the route's response schema,
 * which writes the envelope's fields in the order the first answer had; an
 * error envelope gets its usual field order back.
 */
export function sendStoredAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status).header(REPLAYED_HEADER, 'true');
  if (answer.status >= 400) return reply.type('application/json; charset=utf-8').send(inEnvelopeOrder(answer.body));
  return reply.send(answer.body);
}
