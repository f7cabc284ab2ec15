/**
 * The two idempotency headers and their values. `Idempotency-Key` is honoured
 * where a resource declares it; `X-Unique-Transaction-ID` (SPEC.md's planned
 * header) on every create. Each is its own namespace, and a request carrying
 * both is refused: two keys for one request would let two retries that each
 * resend only one of them disagree about which earlier request they repeat.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import type { ActionDeclaration, Operation, ResourceDeclaration } from '../../unified/define.js';

export type IdempotencyHeader = 'idempotency-key' | 'x-unique-transaction-id';

/** As clients spell them, for messages. */
export const HEADER_NAMES: Record<IdempotencyHeader, string> = {
  'idempotency-key': 'Idempotency-Key',
  'x-unique-transaction-id': 'X-Unique-Transaction-ID',
};

export const KEY_MAX_LENGTH = 255;

export interface IdempotencyKey {
  header: IdempotencyHeader;
  /** The key itself: a quoted value without its quotes and escapes. */
  key: string;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

function invalid(header: IdempotencyHeader, reason: string): ApiError {
  const name = HEADER_NAMES[header];
  return new ApiError('RequestHeadersValidationError', {
    message: `Invalid ${name} header: ${reason}`,
    detail: { [header]: `1 to ${KEY_MAX_LENGTH} printable ASCII characters, bare or as a quoted string` },
  });
}

/**
 * The key of a header value: 1 to 255 printable ASCII characters, bare
 * (`abc`) or as a quoted string (`"abc"`, the Structured Field string of the
 * IETF Idempotency-Key draft, with `\"` and `\\` escapes). Both spellings
 * name the same key. A value that starts with a quote must be a well-formed
 * quoted string: a stray quote is far more likely a client bug than a key.
 */
export function parseKeyValue(header: IdempotencyHeader, value: string): string {
  if (!PRINTABLE_ASCII.test(value)) {
    throw invalid(header, value === '' ? 'it is empty' : 'it must contain printable ASCII characters only');
  }
  let key = value;
  if (value.startsWith('"')) {
    const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(value);
    if (!quoted) throw invalid(header, 'a quoted value must end with a quote and escape only " and \\ with a backslash');
    key = (quoted[1] as string).replace(/\\(["\\])/g, '$1');
    if (key === '') throw invalid(header, 'it is empty');
  }
  if (key.length > KEY_MAX_LENGTH) throw invalid(header, `it is longer than ${KEY_MAX_LENGTH} characters`);
  return key;
}

/** Whether an operation of a resource honours the header. */
export function honours(resource: ResourceDeclaration, operation: Operation, header: IdempotencyHeader): boolean {
  // A streamed create cannot be fingerprinted without reading the file twice: it honours neither header.
  if (operation === 'add' && resource.addBody === 'stream') return false;
  if (header === 'x-unique-transaction-id') return operation === 'add';
  return (resource.idempotencyKeyOperations as readonly Operation[]).includes(operation);
}

/**
 * The key a create's body carries in the resource's `idempotencyKeyField`
 * (POS `idempotency_key`), on the operations that honour Idempotency-Key:
 * the same key as the header would be, held to the same rules.
 */
function bodyKeyOf(request: FastifyRequest, resource: ResourceDeclaration, operation: Operation): string | undefined {
  const field = resource.idempotencyKeyField;
  if (field === undefined || !honours(resource, operation, 'idempotency-key')) return undefined;
  const body = request.body;
  const value = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return undefined; // the body's schema refuses it with a field error
  return parseKeyValue('idempotency-key', value);
}

/** The one idempotency header the request sent, if any; 400 for both at once. */
function sentKeyHeader(request: FastifyRequest): { header: IdempotencyHeader; value: string } | undefined {
  const sent = (['idempotency-key', 'x-unique-transaction-id'] as const)
    .map((header) => ({ header, value: rawHeader(request, header) }))
    .filter((entry): entry is { header: IdempotencyHeader; value: string } => entry.value !== undefined);
  if (sent.length > 1) {
    throw new ApiError('RequestHeadersValidationError', {
      message: 'Send either Idempotency-Key or X-Unique-Transaction-ID, not both',
      detail: { 'idempotency-key': 'conflicts with x-unique-transaction-id' },
    });
  }
  return sent[0];
}

/**
 * The key of a named action's request, where the action honours one
 * (`idempotencyKey`: an order's payment). Other actions ignore the headers,
 * as their documents name neither them nor a refusal (a search, a copy).
 */
export function actionIdempotencyKeyOf(request: FastifyRequest, action: ActionDeclaration): IdempotencyKey | undefined {
  if (action.idempotencyKey !== true) return undefined;
  const sent = sentKeyHeader(request);
  if (sent === undefined) return undefined;
  return { header: sent.header, key: parseKeyValue(sent.header, sent.value) };
}

function rawHeader(request: FastifyRequest, header: IdempotencyHeader): string | undefined {
  const value = request.headers[header];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The request's idempotency key, if it sent one; 400 for a malformed value,
 * for both headers at once, or for an operation that does not honour the
 * header. An empty header counts as sent: the client believes it is protected.
 */
export function idempotencyKeyOf(request: FastifyRequest, resource: ResourceDeclaration, operation: Operation): IdempotencyKey | undefined {
  const sent = sentKeyHeader(request);
  const inBody = bodyKeyOf(request, resource, operation);
  if (sent === undefined) return inBody === undefined ? undefined : { header: 'idempotency-key', key: inBody };
  const { header, value } = sent;
  const key = parseKeyValue(header, value);
  if (inBody !== undefined && inBody !== key) {
    throw new ApiError('RequestValidationError', {
      message: `The body's ${resource.idempotencyKeyField} and the ${HEADER_NAMES[header]} header name different keys; send one, or the same in both`,
      detail: { field: resource.idempotencyKeyField, header: HEADER_NAMES[header] },
    });
  }
  if (!honours(resource, operation, header)) {
    const where = header === 'x-unique-transaction-id' ? 'creates (POST)' : 'the operations the API reference lists';
    throw new ApiError('IdempotencyKeyNotSupportedError', {
      message: `${HEADER_NAMES[header]} is not honoured by this operation (${resource.api} ${resource.id} ${operation}); it is honoured on ${where}`,
      detail: { header: HEADER_NAMES[header], resource: resource.id, operation },
    });
  }
  return { header, key };
}
