/**
 * The pure parts of idempotency: header values, which operations honour which
 * header, the request fingerprint, and what a failed operation leaves behind.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { DownstreamWriteLog, fateOfFailedWrite } from '../../src/gateway/idempotency/downstream-writes.js';
import { canonicalJson, requestFingerprint } from '../../src/gateway/idempotency/fingerprint.js';
import { honours, parseKeyValue } from '../../src/gateway/idempotency/key-header.js';
import { collections } from '../../src/unified/issue-tracking/collections.js';
import { messages } from '../../src/unified/sms/messages.js';

describe('idempotency key values', () => {
  it('accepts 1 to 255 printable ASCII characters, bare or quoted, as the same key', () => {
    expect(parseKeyValue('idempotency-key', 'a')).toBe('a');
    expect(parseKeyValue('idempotency-key', '8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseKeyValue('idempotency-key', '"abc"')).toBe(parseKeyValue('idempotency-key', 'abc'));
    expect(parseKeyValue('idempotency-key', 'with space and ~!@#$%^&*()')).toBe('with space and ~!@#$%^&*()');
    expect(parseKeyValue('idempotency-key', '"say \\"hi\\" \\\\ bye"')).toBe('say "hi" \\ bye');
    expect(parseKeyValue('idempotency-key', 'x'.repeat(255))).toHaveLength(255);
    expect(parseKeyValue('idempotency-key', `"${'x'.repeat(255)}"`)).toHaveLength(255);
    expect(parseKeyValue('x-unique-transaction-id', 'mid"quote')).toBe('mid"quote');
  });

  it.each([
    ['empty', ''],
    ['empty quoted', '""'],
    ['too long', 'x'.repeat(256)],
    ['too long inside quotes', `"${'x'.repeat(256)}"`],
    ['a tab', 'a\tb'],
    ['non-ASCII', 'clé'],
    ['an unterminated quote', '"abc'],
    ['a bad escape', '"a\\bc"'],
    ['an unescaped quote inside quotes', '"a"b"'],
  ])('refuses %s with RequestHeadersValidationError', (_case, value) => {
    let thrown: unknown;
    try {
      parseKeyValue('idempotency-key', value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).typeName).toBe('RequestHeadersValidationError');
    expect((thrown as ApiError).message).toMatch(/^Invalid Idempotency-Key header: /);
  });

  it('honours Idempotency-Key where declared and X-Unique-Transaction-ID on every create', () => {
    expect(honours(messages, 'add', 'idempotency-key')).toBe(true);
    expect(honours(messages, 'update', 'idempotency-key')).toBe(false);
    expect(honours(messages, 'all', 'idempotency-key')).toBe(false);
    expect(honours(messages, 'add', 'x-unique-transaction-id')).toBe(true);
    expect(honours(messages, 'delete', 'x-unique-transaction-id')).toBe(false);
    expect(honours(collections, 'all', 'idempotency-key')).toBe(false);
  });
});

describe('request fingerprint', () => {
  const identity = { method: 'POST', route: '/sms/messages', params: {}, serviceId: 'twilio', body: { to: '+1', body: 'hi', tags: ['a', 'b'] } };

  it('ignores key order at every depth but not array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":2,"f":1}]},"b":1}');
    expect(requestFingerprint(identity)).toBe(requestFingerprint({ ...identity, body: { tags: ['a', 'b'], body: 'hi', to: '+1' } }));
    expect(requestFingerprint(identity)).not.toBe(requestFingerprint({ ...identity, body: { ...identity.body, tags: ['b', 'a'] } }));
  });

  it('tells apart the route, the path parameters, the connector and the body', () => {
    const base = requestFingerprint(identity);
    expect(requestFingerprint({ ...identity, route: '/customer-support/customers' })).not.toBe(base);
    expect(requestFingerprint({ ...identity, params: { collection_id: '1' } })).not.toBe(base);
    expect(requestFingerprint({ ...identity, serviceId: 'other' })).not.toBe(base);
    expect(requestFingerprint({ ...identity, body: { ...identity.body, body: 'hi!' } })).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('what a failed operation leaves behind', () => {
  const answered = new ApiError('ConnectorExecutionError', { status: 400, detail: { downstream_status: 400, downstream_body: {} } });
  const refusedConnection = new ApiError('ConnectorExecutionError', { status: 502, detail: { network_error: 'ECONNREFUSED' } });
  const reset = new ApiError('ConnectorExecutionError', { status: 502, detail: { network_error: 'ECONNRESET' } });

  it('reads the fate of a write from its error', () => {
    expect(fateOfFailedWrite(answered)).toBe('answered');
    expect(fateOfFailedWrite(new ApiError('ConnectorRateLimitError'))).toBe('refused');
    expect(fateOfFailedWrite(new ApiError('ConnectorCredentialsError'))).toBe('refused');
    expect(fateOfFailedWrite(refusedConnection)).toBe('not_sent');
    expect(fateOfFailedWrite(reset)).toBe('unknown');
    expect(fateOfFailedWrite(new ApiError('ConnectorTimeoutError'))).toBe('unknown');
    expect(fateOfFailedWrite(new Error('bug'))).toBe('unknown');
  });

  it('forgets the key when nothing was written, blocks it when a write may have happened, remembers an answer', () => {
    const verdict = (...fates: Parameters<DownstreamWriteLog['record']>[0][]) => {
      const log = new DownstreamWriteLog();
      for (const fate of fates) log.record(fate);
      return log.verdict(false);
    };
    expect(verdict()).toBe('release');
    expect(verdict('refused', 'not_sent')).toBe('release');
    expect(verdict('answered')).toBe('remember');
    expect(verdict('refused', 'answered')).toBe('remember');
    expect(verdict('answered', 'unknown')).toBe('unknown');
    expect(new DownstreamWriteLog().verdict(true)).toBe('remember');
  });
});
