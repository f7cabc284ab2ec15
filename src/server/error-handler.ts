/**
 * Every failure leaves as the error envelope with the right type_name and
 * status. Framework errors (validation, body parsing, media type, size) are
 * translated here; anything unexpected becomes a logged 500 without internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, toErrorEnvelope } from '../core/errors/api-error.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** "/addresses/0/city" → "addresses[0].city"; query and header keys are shown as sent. */
function fieldName(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    path.push(issue.params.additionalProperty);
  }
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    path.push(issue.params.missingProperty);
  }
  return path.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function describe(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'additionalProperties':
      return 'is not a known field';
    case 'required':
      return 'is required';
    case 'enum':
      return `must be one of: ${(issue.params?.allowedValues as unknown[] | undefined)?.filter((v) => v !== null).join(', ')}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

export function validationError(context: string | undefined, issues: ValidationIssue[]): ApiError {
  const where = CONTEXT_NAMES[context ?? 'body'] ?? 'request';
  const problems = issues.slice(0, 50).map((issue) => ({ field: fieldName(issue) || '(root)', message: describe(issue) }));
  const first = problems[0];
  return new ApiError('RequestValidationError', {
    message: first ? `Invalid ${where}: ${first.field} ${first.message}` : `Invalid ${where}`,
    detail: { [where]: problems },
  });
}

/** Translates whatever was thrown into the ApiError the caller should see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (Array.isArray(fastifyError.validation)) return validationError(fastifyError.validationContext, fastifyError.validation);
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new ApiError('UnsupportedMediaTypeError', {
        detail: { content_type: 'request bodies must be sent as Content-Type: application/json' },
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PayloadTooLargeError');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('RequestValidationError', { message: 'The request body is empty', detail: { body: 'expected a JSON object' } });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('RequestValidationError', { message: 'Content-Length does not match the body' });
  }
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError('RequestValidationError', {
      message: 'The request body is not valid JSON',
      detail: { body: (error as Error).message },
    });
  }
  const status = fastifyError.statusCode;
  if (status === 404) return new ApiError('EntityNotFoundError');
  if (status === 413) return new ApiError('PayloadTooLargeError');
  if (status === 415) return new ApiError('UnsupportedMediaTypeError');
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError('RequestValidationError', { message: fastifyError.message });
  }
  return new ApiError('InternalServerError', { cause: error });
}

export function sendApiError(reply: FastifyReply, error: ApiError, publicUrl: string): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(toErrorEnvelope(error, publicUrl));
}

export function registerErrorHandling(app: FastifyInstance, publicUrl: string): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500 && apiError.typeName === 'InternalServerError') {
      request.log.error({ err: error }, 'unexpected failure');
    } else if (apiError.status >= 500) {
      request.log.warn({ type: apiError.typeName, status: apiError.status }, apiError.message);
    }
    return sendApiError(reply, apiError, publicUrl);
  });

  app.setNotFoundHandler((request, reply) =>
    sendApiError(
      reply,
      new ApiError('EntityNotFoundError', {
        message: 'Unknown route',
        detail: { route: `${request.method} ${request.url.split('?')[0]}` },
      }),
      publicUrl,
    ),
  );
}
