/**
 * One deadline covers a downstream call from start to the last byte of its
 * answer: a platform that answers its headers at once and then drips its body
 * (each chunk well inside undici's idle timeout) is cut at the deadline, not
 * when it finishes. On a real socket.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';

const DRIP_MS = 50;
const DRIP_FOR_MS = 3_000;

let server: Server;
let base: string;
const dripping = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/quick') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"items":[');
    dripping.add(response);
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= DRIP_FOR_MS) {
        clearInterval(timer);
        response.end('0]}');
        return;
      }
      response.write('0,');
    }, DRIP_MS);
    response.on('close', () => {
      clearInterval(timer);
      dripping.delete(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

function client(timeoutMs: number): DownstreamHttp {
  return new DownstreamHttp({
    connectorId: 'example',
    baseUrl: base,
    auth: { needs: [], headers: () => ({}) },
    values: {},
    timeoutMs,
    rateLimit: { documented: '', retryAfterSeconds: () => undefined },
  });
}

describe('the deadline of a downstream call', () => {
  it('cuts a body still arriving when the time is up, with ConnectorTimeoutError', async () => {
    const started = Date.now();
    const failure = await client(300).request({ method: 'GET', path: '/drip' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const elapsed = Date.now() - started;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).typeName).toBe('ConnectorTimeoutError');
    expect((failure as ApiError).detail).toEqual({ timeout_ms: 300 });
    // Cut at the deadline, long before the platform would have finished.
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(DRIP_FOR_MS / 2);
    // The connection carrying the cut answer is closed, not left dripping.
    await expect.poll(() => dripping.size, { timeout: 2_000 }).toBe(0);
  });

  it('clears its timer as soon as the call is answered, rather than keeping it for the whole timeout', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    expect((await client(60_000).request({ method: 'GET', path: '/quick' })).body).toEqual({ ok: true });
    expect(timers()).toBe(before);
  });
});
