/**
 * Probes for the deployment: liveness answers without touching a store;
 * readiness asks the store and Redis (when configured) and names the one that
 * does not answer, without its address or password; an instance shutting down
 * answers what still reaches it with 503 ServiceUnavailableError and closes
 * the connection.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWithin } from '../../src/server/draining.js';
import { openTestStore } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { freePort } from '../helpers/processes.js';
import { needs } from '../helpers/requirements.js';
import { startTestService, type TestService } from '../helpers/service.js';

describe('liveness and readiness', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  it('answers both probes without a key when the store answers', async () => {
    const live = await call(`${svc.url}/health`);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await call(`${svc.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { store: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });
});

describe('readiness with a store that does not answer', () => {
  it('answers 503 naming the store, while liveness stays 200', async () => {
    const store = await openTestStore('pglite');
    const svc = await startTestService({ store });
    try {
      await store.dispose();
      const ready = await call(`${svc.url}/health/ready`);
      expectErrorEnvelope(ready, 503, 'ServiceUnavailableError');
      expect(ready.body.detail).toEqual({ checks: { store: 'unavailable' } });
      expect((await call(`${svc.url}/health`)).status).toBe(200);
    } finally {
      await svc.close();
    }
  });
});

describe('readiness with Redis configured', () => {
  it('answers 503 naming Redis when it does not answer, without its address or password', async () => {
    const port = await freePort();
    // Nothing listens on the port: the client never connects.
    const redis = new Redis(`redis://:hunter2-secret@127.0.0.1:${port}`, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    const svc = await startTestService({ redis });
    try {
      const ready = await call(`${svc.url}/health/ready`);
      expectErrorEnvelope(ready, 503, 'ServiceUnavailableError');
      expect(ready.body.detail).toEqual({ checks: { store: 'ok', redis: 'unavailable' } });
      expect(ready.text).not.toContain('hunter2');
      expect(ready.text).not.toContain(String(port));
    } finally {
      await svc.close();
      redis.disconnect();
    }
  });

  describe('on a Redis server', needs('redis'), () => {
    it('answers 200 with both checks', async () => {
      const redis = new Redis(process.env.TEST_REDIS_URL as string, { maxRetriesPerRequest: 1 });
      const svc = await startTestService({ redis });
      try {
        const ready = await call(`${svc.url}/health/ready`);
        expect(ready.status).toBe(200);
        expect(ready.body).toEqual({ status: 'ready', checks: { store: 'ok', redis: 'ok' } });
      } finally {
        await svc.close();
        await redis.quit();
      }
    });
  });
});

describe('an instance shutting down', () => {
  it('answers a request that reaches it on an open connection with 503 and closes the connection', async () => {
    const svc = await startTestService();
    const { port } = new URL(svc.url);
    // Read by the server's HTTP parser first: once this listener hears the bytes, the request is under way.
    const serverRead = new Promise<void>((resolve) => svc.service.app.server.once('connection', (accepted: Socket) => accepted.once('data', () => resolve())));
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // A request under way (its first line read) keeps its connection through the start of the shutdown.
    socket.write('GET /health/ready HTTP/1.1\r\n');
    await serverRead;
    const closing = closeWithin(svc.service.app, 5_000, svc.service.app.log);
    socket.write('Host: 127.0.0.1\r\n\r\n');
    await once(socket, 'end');
    await closing;
    await svc.close();

    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(head.toLowerCase()).toContain('retry-after: 1');
    expect(JSON.parse(body)).toMatchObject({ status_code: 503, type_name: 'ServiceUnavailableError', detail: { reason: 'shutting_down' } });
  });
});
