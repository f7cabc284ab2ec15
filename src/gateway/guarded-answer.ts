/**
 * How a unified route answers, operation or named action alike: the run goes
 * through the idempotency guard where the request sent a key the route
 * honours (a write, which never answers a file), and the answer is a stored
 * one replayed, a file streamed, or the envelope.
 */
import type { FastifyReply } from 'fastify';
import type { UnifiedEnvelope } from '../core/envelope.js';
import { isStoredAnswer, sendStoredAnswer, type IdempotencyGuard, type StoredAnswer } from './idempotency/index.js';
import { sendFile } from './unified-files.js';
import type { FileAnswer } from './unified-operation.js';

type Answer = { status: number; envelope: UnifiedEnvelope<unknown> } | StoredAnswer | FileAnswer;

export async function answerGuarded(reply: FastifyReply, guard: IdempotencyGuard | undefined, run: () => Promise<Answer>): Promise<FastifyReply> {
  const result = guard ? await guard.run(run as () => Promise<Exclude<Answer, FileAnswer>>) : await run();
  if (isStoredAnswer(result)) return sendStoredAnswer(reply, result);
  if ('file' in result) return sendFile(reply, result.file);
  return reply.code(result.status).send(result.envelope);
}
