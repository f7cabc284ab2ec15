/**
 * Error answers of a route: the error types it can answer with, grouped by
 * their HTTP status from the error catalog, each status one response whose
 * `type_name` is narrowed to that group. Types every route of a kind can
 * answer with are added here, so a route's declaration lists only its own.
 */
import { STATUS_CODES } from '../../core/http/node-http.js';
import { ERROR_TYPES, ERROR_TYPE_NAMES, type ErrorTypeName } from '../../core/errors/catalog.js';
import type { JsonSchema } from '../json-schema.js';
import type { ResponseHeaderName } from './header-parameters.js';
import type { CollectedRoute } from './route-collector.js';

export const ERROR_COMPONENT = 'Error';

/** The error envelope (SPEC.md, Error envelope), named `Error` in every document. */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  description: 'Every answer with a status of 400 or more (but the Proxy API\'s passed-on platform answers).',
  properties: {
    status_code: { type: 'integer', description: 'HTTP status of the answer.', example: 400 },
    error: { type: 'string', description: 'Reason phrase of the status.', example: 'Bad Request' },
    type_name: { type: 'string', enum: [...ERROR_TYPE_NAMES], description: 'The error type; its page is at `ref`.' },
    message: { type: 'string', description: 'What went wrong, for people.' },
    // Any JSON value, with its types listed: reference renderers (Scalar) refuse a property schema without a type.
    detail: {
      type: ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'],
      description: 'Facts about the error: the invalid fields, the platform\'s own answer, limits...',
    },
    ref: { type: 'string', format: 'uri', description: 'Page documenting the error type.' },
  },
  required: ['status_code', 'error', 'type_name', 'message', 'ref'],
  additionalProperties: false,
};

/** Types whose conditions apply to every route of a kind. */
export function commonErrors(route: CollectedRoute): ErrorTypeName[] {
  // A bad `_method` override, or a parameter against the route's schema; plain HTTP from outside loopback.
  const types: ErrorTypeName[] = ['RequestValidationError', 'HttpsRequiredError'];
  if (route.config.auth === 'secret' || route.config.auth === 'key') types.push('UnauthorizedError', 'RequestLimitError');
  if (route.schema?.body !== undefined) types.push('UnsupportedMediaTypeError', 'PayloadTooLargeError');
  return types;
}

/**
 * ConnectorExecutionError carries the platform's own status (SPEC.md), so it
 * can come with any error status but those a platform's refusal is turned
 * into (401 and 403: ConnectorCredentialsError; 429: ConnectorRateLimitError).
 */
const PLATFORM_STATUS_EXCLUDED = new Set([401, 403, 429]);

/** Types answered with Retry-After. */
const RETRY_AFTER: ReadonlySet<ErrorTypeName> = new Set(['ConnectorRateLimitError', 'RequestLimitError', 'OAuthConnectorError']);

export interface ErrorResponseOptions {
  /** Headers on every response (Request-Id), as references. */
  headerRef(name: ResponseHeaderName): JsonSchema;
  /** Reference to the error envelope component. */
  envelopeRef: JsonSchema;
  /** A second media type for the same statuses (the Proxy API: the platform's own answer). */
  passthrough?: boolean;
  /** The page of an error type (the envelopes' `ref`): descriptions link each type to it. */
  errorPage?: (name: ErrorTypeName) => string;
}

export function errorResponses(types: readonly ErrorTypeName[], options: ErrorResponseOptions): Record<string, JsonSchema> {
  const unique = ERROR_TYPE_NAMES.filter((name) => types.includes(name));
  const byStatus = new Map<number, ErrorTypeName[]>();
  for (const name of unique) byStatus.set(ERROR_TYPES[name].status, [...(byStatus.get(ERROR_TYPES[name].status) ?? []), name]);
  // The Proxy API passes a platform's error answers on as they are: its ConnectorExecutionErrors are its own (502, 503).
  if (unique.includes('ConnectorExecutionError') && !options.passthrough) {
    for (const [status, names] of byStatus) {
      if (!PLATFORM_STATUS_EXCLUDED.has(status) && !names.includes('ConnectorExecutionError')) names.push('ConnectorExecutionError');
    }
  }
  const responses: Record<string, JsonSchema> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const names = byStatus.get(status) as ErrorTypeName[];
    const headers: Record<string, JsonSchema> = { 'Request-Id': options.headerRef('Request-Id') };
    if (names.some((name) => RETRY_AFTER.has(name))) headers['Retry-After'] = options.headerRef('Retry-After');
    if (options.passthrough) headers['x-svc-downstream-error'] = options.headerRef('x-svc-downstream-error');
    responses[String(status)] = {
      description: describe(status, names, options.passthrough === true, options.errorPage),
      headers,
      content: content({ allOf: [options.envelopeRef], properties: { type_name: { enum: names } } }, options.passthrough === true),
    };
  }
  return responses;
}

/** Any other failure: an unexpected one (500), or a platform status no route lists. */
export function defaultErrorResponse(options: ErrorResponseOptions): JsonSchema {
  const headers: Record<string, JsonSchema> = { 'Request-Id': options.headerRef('Request-Id') };
  if (options.passthrough) headers['x-svc-downstream-error'] = options.headerRef('x-svc-downstream-error');
  return {
    description: options.passthrough
      ? 'Any other status: the platform\'s own answer, or an unexpected failure of the service (500 InternalServerError).'
      : 'Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose.',
    headers,
    content: content(options.envelopeRef, options.passthrough === true),
  };
}

const PLATFORM_ANSWER = { description: 'The platform\'s own answer, passed on unchanged (marked `x-svc-downstream-error: true`).' };

/** The Proxy API passes the platform's answers on whatever their status: either body can come with an error status. */
function content(schema: JsonSchema, passthrough: boolean): JsonSchema {
  if (!passthrough) return { 'application/json': { schema } };
  return { 'application/json': { schema: { anyOf: [schema, PLATFORM_ANSWER] } }, '*/*': { schema: PLATFORM_ANSWER } };
}

function describe(status: number, names: readonly ErrorTypeName[], passthrough: boolean, errorPage?: (name: ErrorTypeName) => string): string {
  const reason = STATUS_CODES[status] ?? 'Error';
  const named = (name: ErrorTypeName) => (errorPage ? `[${name}](${errorPage(name)})` : name);
  // ConnectorExecutionError under another status than its own: the platform chose that status.
  const proxied = names.includes('ConnectorExecutionError') && ERROR_TYPES.ConnectorExecutionError.status !== status;
  const own = proxied ? names.filter((name) => name !== 'ConnectorExecutionError') : names;
  const platform = proxied ? `${own.length > 0 ? '; or ' : ''}${named('ConnectorExecutionError')}, when the platform answered with this status` : '';
  const passedOn = passthrough ? ' Or, with `x-svc-downstream-error: true`, the platform\'s own answer.' : '';
  return `${reason}: ${own.map(named).join(', ')}${platform}.${passedOn}`;
}
