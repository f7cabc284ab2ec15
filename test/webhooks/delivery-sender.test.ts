/** One attempt on the wire: no redirects followed, a timeout, a bounded snippet, address literals checked too. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSender } from '../../src/webhooks/delivery/sender.js';

const signed = { headers: { 'content-type': 'application/json' }, body: '{"payload":{}}' };

describe('webhook sender', () => {
  let server: Server;
  let base: string;
  const paths: string[] = [];
  const sender = new WebhookSender({ resolver: async () => [], timeoutMs: 300 });

  beforeAll(async () => {
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      if (request.url === '/redirect') response.writeHead(302, { location: '/landed' }).end('moved');
      else if (request.url === '/large') response.writeHead(500).end('x'.repeat(10_000));
      // '/silent' never answers.
      else if (request.url !== '/silent') response.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await sender.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const result = await sender.send(`${base}/redirect`, 'sandbox', signed);
    expect(result).toMatchObject({ kind: 'response', status: 302, snippet: 'moved' });
    expect(paths).not.toContain('/landed');
  });

  it('keeps the first kilobyte of the answer', async () => {
    const result = await sender.send(`${base}/large`, 'sandbox', signed);
    expect(result).toMatchObject({ kind: 'response', status: 500 });
    expect(result.kind === 'response' && result.snippet).toBe('x'.repeat(1_024));
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const result = await sender.send(`${base}/silent`, 'sandbox', signed);
    expect(result).toMatchObject({ kind: 'timeout' });
    expect(result.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it('refuses private address literals, and loopback with a live key, without connecting', async () => {
    expect(await sender.send('http://10.0.0.7:1/hooks', 'sandbox', signed)).toMatchObject({ kind: 'refused', error: expect.stringMatching(/^private_address: /) });
    const before = paths.length;
    expect(await sender.send(`${base}/ok`, 'live', signed)).toMatchObject({ kind: 'refused' });
    expect(await sender.send(`${base.replace('127.0.0.1', 'localhost')}/ok`, 'live', signed)).toMatchObject({ kind: 'refused' });
    expect(paths.length).toBe(before);
    expect(await sender.send(`${base}/ok`, 'sandbox', signed)).toMatchObject({ kind: 'response', status: 200 });
  });
});
