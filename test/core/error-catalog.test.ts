import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiError, toErrorEnvelope } from '../../src/core/errors/api-error.js';
import { ERROR_TYPES, ERROR_TYPE_NAMES } from '../../src/core/errors/catalog.js';
import { TtlCache } from '../../src/core/ttl-cache.js';

/** The error types SPEC.md lists, each of which must be declared. */
const SPEC_TYPES = [
  'RequestValidationError', 'UnsupportedFiltersError', 'UnsupportedSortFieldError', 'InvalidCursorError', 'ConnectorExecutionError',
  'UnauthorizedError', 'ConnectorCredentialsError', 'ConnectorDisabledError', 'ConnectorRateLimitError', 'RequestLimitError',
  'EntityNotFoundError', 'OAuthCredentialsNotFoundError', 'IntegrationNotFoundError', 'ConnectionNotFoundError', 'ConnectionSettingsError',
  'ConnectorNotFoundError', 'OAuthRedirectUriError', 'OAuthInvalidStateError', 'OAuthCodeExchangeError', 'OAuthConnectorError',
  'MappingError', 'ConnectorMappingNotFoundError', 'ConnectorResponseMappingNotFoundError', 'ConnectorOperationMappingNotFoundError',
  'ConnectorWorkflowMappingError', 'ConnectorOperationUnsupportedError', 'PaginationNotSupportedError',
];

describe('error catalog', () => {
  it('declares every type of SPEC.md', () => {
    expect(ERROR_TYPE_NAMES).toEqual(expect.arrayContaining(SPEC_TYPES));
  });

  it('gives every type a real HTTP error status, a message and a description', () => {
    for (const name of ERROR_TYPE_NAMES) {
      const type = ERROR_TYPES[name];
      expect(STATUS_CODES[type.status], name).toBeDefined();
      expect(type.status, name).toBeGreaterThanOrEqual(400);
      expect(type.message.length, name).toBeGreaterThan(3);
      expect(type.description.length, name).toBeGreaterThan(20);
    }
  });

  it('follows the reference API where it shows statuses', () => {
    expect(ERROR_TYPES.RequestLimitError.status).toBe(402);
    expect(ERROR_TYPES.UnauthorizedError.status).toBe(401);
    expect(ERROR_TYPES.EntityNotFoundError.status).toBe(404);
    expect(ERROR_TYPES.ConnectorRateLimitError.status).toBe(429);
    expect(ERROR_TYPES.MappingError.status).toBe(501);
  });

  it('builds the envelope with a ref to the service\'s own page', () => {
    const envelope = toErrorEnvelope(new ApiError('InvalidCursorError', { detail: { cursor: 'x' } }), 'https://api.example.com');
    expect(envelope).toEqual({
      status_code: 400,
      error: 'Bad Request',
      type_name: 'InvalidCursorError',
      message: 'Invalid cursor',
      detail: { cursor: 'x' },
      ref: 'https://api.example.com/errors/InvalidCursorError',
    });
  });

  it('proxies a downstream status only where asked', () => {
    expect(new ApiError('ConnectorExecutionError', { status: 404 }).status).toBe(404);
    expect(new ApiError('ConnectorExecutionError').status).toBe(502);
  });
});

describe('TtlCache', () => {
  it('shares one load between concurrent misses and keeps the value', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([7, 7]);
    expect(await cache.getOrLoad('k', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('does not keep a value loaded across an invalidation', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let value = 1;
    const pending = cache.getOrLoad('k', async () => {
      const seen = value;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return seen;
    });
    value = 2;
    cache.delete('k');
    expect(await pending).toBe(1);
    expect(await cache.getOrLoad('k', async () => value)).toBe(2);
  });

  it('expires entries and bounds its size', async () => {
    const cache = new TtlCache<string, number>(5, 2);
    cache.set('a', 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.get('a')).toBeUndefined();
    const bounded = new TtlCache<string, number>(60_000, 2);
    bounded.set('a', 1);
    bounded.set('b', 2);
    bounded.set('c', 3);
    expect(bounded.get('a')).toBeUndefined();
    expect(bounded.get('c')).toBe(3);
  });
});
