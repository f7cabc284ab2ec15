/**
 * The service's own request headers as OpenAPI parameters
 * (`components.parameters`, keyed by header name). Routes read these headers in
 * code rather than through a schema (a missing one is a
 * RequestHeadersValidationError, as in the reference API), so the documents
 * name them per route (OperationDoc.headers).
 */
import { KEY_MAX_LENGTH } from '../../gateway/idempotency/key-header.js';

export type HeaderName =
  | 'x-svc-app-id'
  | 'x-svc-consumer-id'
  | 'x-svc-consumer-id.optional'
  | 'x-svc-service-id'
  | 'x-svc-service-id.required'
  | 'x-svc-unified-api'
  | 'x-svc-raw'
  | 'x-svc-timeout'
  | 'x-svc-company-id'
  | 'x-svc-metadata'
  | 'Idempotency-Key'
  | 'X-Unique-Transaction-ID'
  | 'x-svc-downstream-url'
  | 'x-svc-downstream-method'
  | 'x-svc-downstream-authorization'
  | 'digest'
  | 'Range';

export type ParameterObject = Record<string, unknown>;

const header = (name: string, required: boolean, description: string, schema: Record<string, unknown>, example?: string): ParameterObject => ({
  name,
  in: 'header',
  required,
  description,
  schema,
  ...(example !== undefined ? { example } : {}),
});

const IDEMPOTENCY_VALUE = { type: 'string', minLength: 1, maxLength: KEY_MAX_LENGTH + 2, pattern: '^[\\x20-\\x7e]+$' };

export interface HeaderOptions {
  /** Largest `x-svc-timeout` this service accepts (SVC_DOWNSTREAM_TIMEOUT_MAX_MS). */
  timeoutMaxMs: number;
}

export function headerParameters(options: HeaderOptions): Record<HeaderName, ParameterObject> {
  return {
    'x-svc-app-id': header('x-svc-app-id', true, 'Id of the application the key belongs to.', { type: 'string', minLength: 1 }, 'app_demo'),
    'x-svc-consumer-id': header(
      'x-svc-consumer-id',
      true,
      'Id of the consumer whose data is read or written: a user, account or device of the application.',
      { type: 'string', minLength: 1, maxLength: 255 },
      'demo-consumer',
    ),
    'x-svc-service-id': header(
      'x-svc-service-id',
      false,
      'Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.',
      { type: 'string' },
      'twilio',
    ),
    'x-svc-consumer-id.optional': header(
      'x-svc-consumer-id',
      false,
      'The consumer whose own custom mappings are read or written; without it, the application\'s, which apply to every consumer without one of its own.',
      { type: 'string', minLength: 1, maxLength: 255 },
      'demo-consumer',
    ),
    'x-svc-service-id.required': header('x-svc-service-id', true, 'Connector whose connection is used (e.g. twilio).', {
      type: 'string',
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$',
    }, 'twilio'),
    'x-svc-unified-api': header(
      'x-svc-unified-api',
      false,
      'Unified API of the connection, when the consumer has this connector under several unified APIs.',
      { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' },
      'sms',
    ),
    'x-svc-raw': header('x-svc-raw', false, 'true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter.', {
      type: 'boolean',
    }),
    'x-svc-timeout': header(
      'x-svc-timeout',
      false,
      'Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError.',
      { type: 'integer', minimum: 1, maximum: options.timeoutMaxMs },
    ),
    'x-svc-company-id': header(
      'x-svc-company-id',
      false,
      'Company (organisation, tenant, realm) to read or write, for connections that reach several: one of the ids the companies resource lists. The connection\'s default company otherwise. Refused for connectors whose connections reach one company.',
      { type: 'string', minLength: 1, maxLength: 255 },
      '12345',
    ),
    'x-svc-metadata': header(
      'x-svc-metadata',
      true,
      'The fields of the uploaded record as a JSON object, such as its name and description.',
      { type: 'string', minLength: 2, contentMediaType: 'application/json' },
      '{"name":"invoice.pdf","description":"Signed copy"}',
    ),
    'Idempotency-Key': header(
      'Idempotency-Key',
      false,
      `A key that makes retries of this request safe: a retry with the same key and body returns the first answer and writes nothing again (remembered 24 hours). 1 to ${KEY_MAX_LENGTH} printable ASCII characters, bare or as a quoted string. Still running: 409 IdempotencyKeyInUseError; same key, other request: 422 IdempotencyKeyReusedError. Do not send it together with X-Unique-Transaction-ID.`,
      IDEMPOTENCY_VALUE,
    ),
    'X-Unique-Transaction-ID': header(
      'X-Unique-Transaction-ID',
      false,
      'A unique value per create, with the same effect as Idempotency-Key (its own namespace). Do not send both.',
      IDEMPOTENCY_VALUE,
    ),
    'x-svc-downstream-url': header(
      'x-svc-downstream-url',
      true,
      'Platform URL to call: absolute, or relative to the connection\'s base URL. `{setting}` is replaced by a non-secret setting of the connection.',
      { type: 'string', minLength: 1 },
      '/2010-04-01/Accounts/{account_sid}/Messages.json',
    ),
    'x-svc-downstream-method': header('x-svc-downstream-method', false, 'Method of the platform call; the request\'s own by default.', {
      type: 'string',
      enum: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    }),
    'x-svc-downstream-authorization': header(
      'x-svc-downstream-authorization',
      false,
      'Sent to the platform as Authorization instead of the connection\'s stored credentials.',
      { type: 'string', maxLength: 8192 },
    ),
    digest: header(
      'digest',
      false,
      'RFC 3230 digest of the bytes sent (a part, or at the finish the whole file): `sha=<base64 SHA-1>`. Platforms that check digests (Box) require it.',
      { type: 'string', pattern: '^sha=[A-Za-z0-9+/]{27}=$' },
      'sha=fpRyg5eVQletdZqEKaFlqwBXJzM=',
    ),
    Range: header('Range', false, 'One byte range of the content (`bytes=0-1023`): answered 206 with Content-Range where the platform serves ranges.', { type: 'string', maxLength: 256 }, 'bytes=0-1023'),
  };
}

/** Response headers shared by every document (`components.headers`). */
export const RESPONSE_HEADERS = {
  'Request-Id': { description: 'Identifier of this request; quote it when asking about a call.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  'x-svc-downstream-error': {
    description: 'true when the body is the platform\'s own error answer (status 400 or more), passed on unchanged.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;
