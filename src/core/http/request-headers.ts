/** Reading the service's own request headers, with the errors the reference API gives. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** First value of a header, trimmed; undefined when absent or blank. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

export function consumerIdHeader(request: FastifyRequest): string {
  const consumerId = headerValue(request, 'x-svc-consumer-id');
  if (consumerId === undefined) {
    throw new ApiError('RequestHeadersValidationError', {
      message: 'Missing header x-svc-consumer-id',
      detail: { missing: [{ 'x-svc-consumer-id': 'required' }] },
    });
  }
  if (consumerId.length > 255 || CONTROL_CHARACTERS.test(consumerId)) {
    throw new ApiError('RequestHeadersValidationError', {
      message: 'Invalid x-svc-consumer-id header',
      detail: { 'x-svc-consumer-id': 'at most 255 printable characters' },
    });
  }
  return consumerId;
}

/**
 * The downstream timeout of this request: `x-svc-timeout` (milliseconds) when
 * given, else the default; a value above the configured maximum is refused
 * rather than silently cut, so the caller knows what it gets.
 */
export function downstreamTimeoutHeader(request: FastifyRequest, defaultMs: number, maxMs: number): number {
  const value = headerValue(request, 'x-svc-timeout');
  if (value === undefined) return defaultMs;
  const ms = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(ms >= 1 && ms <= maxMs)) {
    throw new ApiError('RequestHeadersValidationError', {
      message: `x-svc-timeout must be a whole number of milliseconds from 1 to ${maxMs}`,
      detail: { 'x-svc-timeout': value.slice(0, 20) },
    });
  }
  return ms;
}
