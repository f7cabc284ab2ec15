/**
 * Xero's idempotent requests ("Idempotency", developer.xero.com): a PUT,
 * POST or PATCH may carry an `Idempotency-Key` (at most 128 characters);
 * Xero keeps the answer to the first request with that key, per
 * organisation, and answers a retry with it instead of writing again. A key
 * sent again with another request is refused.
 *
 * The answer is captured when the handler sends it, before any hold the
 * emulator puts on answers (delayNext), so a client whose connection died
 * after the write still gets the first answer back on its retry. Refusals
 * that wrote nothing (401, 403, 429, 5xx) are not kept.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail, headerOf } from '../framework/kit/index.js';
import { API_BASE } from './dialect.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
const MAX_KEY_LENGTH = 128;
const WRITES = new Set(['PUT', 'POST', 'PATCH']);
/** Kept keys per emulator, at most; the oldest go first. */
const MAX_KEPT = 10_000;

interface Kept {
  request: string;
  status: number;
  contentType: string | undefined;
  payload: unknown;
  at: number;
}

function kept(status: number): boolean {
  return status < 500 && status !== 401 && status !== 403 && status !== 429;
}

export function registerIdempotency(app: FastifyInstance): void {
  const answers = new Map<string, Kept>();
  app.addHook('preHandler', async (request, reply) => {
    if (!WRITES.has(request.method) || !request.url.startsWith(`${API_BASE}/`)) return;
    const key = headerOf({ headers: request.headers }, 'idempotency-key');
    if (key === undefined) return;
    if (key === '' || key.length > MAX_KEY_LENGTH) throw fail.validation(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
    const tenant = headerOf({ headers: request.headers }, 'xero-tenant-id')?.trim().toLowerCase() ?? '';
    const slot = `${tenant}\u0000${key}`;
    const fingerprint = `${request.method} ${request.url}\u0000${request.rawBody ?? ''}`;
    const now = Date.now();
    const previous = answers.get(slot);
    if (previous && now - previous.at < IDEMPOTENCY_WINDOW_MS) {
      if (previous.request !== fingerprint) throw fail.validation('This Idempotency-Key was already used with a different request');
      if (previous.contentType) reply.type(previous.contentType);
      return reply.code(previous.status).header('idempotent-replayed', 'true').send(previous.payload);
    }
    capture(reply, (status, contentType, payload) => {
      if (!kept(status)) return;
      answers.delete(slot);
      answers.set(slot, { request: fingerprint, status, contentType, payload, at: now });
      if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value as string);
    });
  });
}

/** Calls `keep` with the answer the moment the handler (or the error handler) sends it. */
function capture(reply: FastifyReply, keep: (status: number, contentType: string | undefined, payload: unknown) => void): void {
  const send = reply.send.bind(reply);
  let done = false;
  reply.send = ((payload?: unknown) => {
    if (!done) {
      done = true;
      const type = reply.getHeader('content-type');
      keep(reply.statusCode, typeof type === 'string' ? type : undefined, payload);
    }
    return send(payload);
  }) as FastifyReply['send'];
}
