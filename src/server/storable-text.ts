/**
 * The one rule for text the service cannot keep: a request whose path
 * parameters, query or JSON body hold a string (or an object key) with U+0000
 * or an unpaired UTF-16 surrogate is refused with RequestValidationError
 * naming the field, on every route, before validation and before anything is
 * stored, looked up or sent to a platform.
 *
 * Why refuse rather than clean: PostgreSQL's text and jsonb cannot hold
 * U+0000, and an unpaired surrogate is not Unicode at all (JSON may spell
 * `"\ud800"`, UTF-8 cannot encode it): the driver would write U+FFFD in its
 * place, silently changing an identifier the caller chose ("r-\ud800" stored
 * as "r-\ufffd"), and jsonb refuses the escape outright. A platform would get
 * the same mangled text. Refusing at the edge keeps what is stored exactly
 * what was sent. Raw bodies (the Proxy API, file uploads, platforms' webhooks)
 * are bytes, not text, and pass untouched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { LONE_SURROGATE } from '../core/well-formed-text.js';

/** U+0000, or an unpaired surrogate. */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);

export interface TextProblem {
  field: string;
  message: string;
}

function describe(text: string): string | undefined {
  const found = UNSTORABLE.exec(text);
  if (!found) return undefined;
  if (found[0] === '\u0000') return 'contains U+0000 (NUL), which cannot be stored; remove it';
  const unit = found[0].charCodeAt(0).toString(16).toUpperCase();
  return `contains an unpaired UTF-16 surrogate (\\u${unit}), which is not Unicode text; send well-formed UTF-16 or UTF-8`;
}

function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/** The first strings or keys the store could not hold, at most `limit` of them, with where they are ("metadata.note", "tags[2]"). */
export function unstorableText(value: unknown, limit = 10, at = '', found: TextProblem[] = []): TextProblem[] {
  if (found.length >= limit) return found;
  if (typeof value === 'string') {
    const message = describe(value);
    if (message) found.push({ field: at || '(root)', message });
    return found;
  }
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return found;
  // A streamed body (a file upload handed on unread) is bytes too.
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return found;
  if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableText(item, limit, join(at, index), found));
    return found;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = describe(key);
    // The key itself is the problem: name the place with the key as it would be printed.
    if (keyProblem) found.push({ field: join(at, JSON.stringify(key).slice(1, -1)), message: `has a name that ${keyProblem}` });
    unstorableText(item, limit, join(at, key), found);
    if (found.length >= limit) break;
  }
  return found;
}

/** Same names as validation errors use (error-handler.ts): path, query, body. */
const PARTS = [
  ['path', (request: FastifyRequest) => request.params],
  ['query', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, read] of PARTS) {
      const problems = unstorableText(read(request));
      const first = problems[0];
      if (first) {
        throw new ApiError('RequestValidationError', { message: `Invalid ${where}: ${first.field} ${first.message}`, detail: { [where]: problems } });
      }
    }
  });
}
