/**
 * Requests Node's HTTP parser refuses never reach a route: they still get the
 * error envelope and a Request-Id (issue 21, item 6), checked over a raw
 * socket since no HTTP client sends such bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../src/core/errors/catalog.js';
import { rawExchange, type RawAnswer } from '../../bench/fuzz/raw-http.js';
import { startTestService, type TestService } from '../helpers/service.js';

function expectEnvelope(answer: RawAnswer, status: number, typeName: keyof typeof ERROR_TYPES): Record<string, unknown> {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ status_code: status, type_name: typeName, error: expect.any(String), message: expect.any(String) });
  expect(body.ref).toMatch(new RegExp(`/errors/${typeName}$`));
  expect(ERROR_TYPES[typeName].status).toBe(status);
  return body;
}

describe('answers to requests the HTTP parser refuses', () => {
  let svc: TestService;

  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc.close());

  it('answers a URL over 16 KB with 431 in the envelope', async () => {
    const answer = await rawExchange(svc.url, `GET /vault/consumers?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelope(answer, 431, 'RequestHeadersTooLargeError');
    expect(answer.headers.connection).toBe('close');
  });

  it('answers headers over 16 KB with 431 in the envelope', async () => {
    const answer = await rawExchange(svc.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(17_000)}\r\n\r\n`);
    expectEnvelope(answer, 431, 'RequestHeadersTooLargeError');
  });

  it.each([
    ['a request line that is no HTTP', 'BLAH\r\n\r\n'],
    ['an unknown method token', 'FETCH / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a control character in the URL', 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a NUL in a header value', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'],
    ['a Content-Length that is no number', 'POST /vault/consumers HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    ['two Content-Lengths that differ', 'POST /vault/consumers HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nnocolon\r\n\r\n'],
    ['an HTTP version that does not exist', 'GET / HTTP/7.3\r\nHost: x\r\n\r\n'],
  ])('answers %s with 400 RequestValidationError', async (_name, bytes) => {
    const body = expectEnvelope(await rawExchange(svc.url, bytes), 400, 'RequestValidationError');
    expect(body.detail).toMatchObject({ http: expect.stringMatching(/^HPE_/) });
  });

  it('answers a malformed request after a good one on the same connection, then closes', async () => {
    const good = 'GET /nope HTTP/1.1\r\nHost: x\r\n\r\n';
    const answer = await rawExchange(svc.url, `${good}BLAH\r\n\r\n`);
    // The first answer is the route's own 404; the second, after it, the parser's refusal in the envelope.
    expect(answer.status).toBe(404);
    const second = answer.body.slice(answer.body.indexOf('HTTP/1.1 400'));
    expect(second).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nrequest-id: [0-9a-f-]{36}\r\n/);
    expect(second).toContain('"type_name":"RequestValidationError"');
  });

  it('answers CONNECT with the 404 of an unknown route instead of dropping the connection', async () => {
    const body = expectEnvelope(await rawExchange(svc.url, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), 404, 'EntityNotFoundError');
    expect(body.detail).toEqual({ route: 'CONNECT example.com:443' });
  });

  it('ignores an expectation it does not know instead of a bare 417', async () => {
    const answer = await rawExchange(svc.url, 'GET /nope HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n');
    expectEnvelope(answer, 404, 'EntityNotFoundError');
  });
});
