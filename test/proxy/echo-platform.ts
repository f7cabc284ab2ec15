/**
 * A tiny platform on loopback for Proxy API tests, with a connector that
 * declares it (`api.echo.test`, bearer token): it echoes what it received,
 * serves non-JSON bodies, large bodies with and without a declared length,
 * hop-by-hop and cookie headers, a redirect, a 204 and a request that never
 * ends. The emulators only speak JSON; this one covers the rest.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import { defineConnector, implement } from '../../src/connectors/framework/define.js';
import { retryAfterHeader } from '../../src/connectors/framework/rate-limit.js';
import { customers } from '../../src/unified/customer-support/customers.js';
import { tickets } from '../../src/unified/issue-tracking/tickets.js';

export const echoConnector = defineConnector({
  id: 'echo',
  name: 'Echo',
  description: 'Test platform that echoes requests.',
  websiteUrl: 'https://echo.test',
  status: 'beta',
  authType: 'apiKey',
  settings: [
    { id: 'account', label: 'Account', type: 'text', required: true, sensitive: false },
    { id: 'token', label: 'Token', type: 'password', required: true, sensitive: true },
  ],
  auth: bearerAuth('token'),
  liveBaseUrl: () => 'https://api.echo.test/v1',
  hosts: ['api.echo.test'],
  paging: 'cursor',
  rateLimit: { documented: 'Answers 429 with Retry-After at /v1/limited.', retryAfterSeconds: (headers) => retryAfterHeader(headers) },
  // Under two unified APIs, so a consumer can have two connections to it (x-svc-unified-api picks one).
  resources: [implement(tickets, { downstream: { id: 'items', name: 'Items' } }), implement(customers, { downstream: { id: 'people', name: 'People' } })],
});

/** Bytes 0..255, repeated: a body that is neither UTF-8 nor JSON. */
export function binaryBytes(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => index % 256));
}

export interface EchoPlatform {
  url: string;
  /** Requests received, in order. */
  received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }>;
  /** Unanswered `/v1/never` requests whose connection the client closed. */
  abandoned(): number;
  close(): Promise<void>;
}

function route(request: IncomingMessage, body: Buffer, response: ServerResponse, redirectTo: string, onAbandoned: () => void): void {
  const url = new URL(request.url ?? '/', 'http://echo');
  const size = Number(url.searchParams.get('bytes') ?? '0');
  switch (url.pathname) {
    case '/v1/echo':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body_base64: body.toString('base64') }));
      return;
    case '/v1/binary':
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'x-platform': 'kept',
        'x-hop': 'named by Connection',
        connection: 'x-hop',
        'set-cookie': 'session=platform-secret; HttpOnly',
        'request-id': 'platform-request-id',
      });
      response.end(binaryBytes(size || 512));
      return;
    case '/v1/report.csv':
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      response.end('id,name\n1,"Ada, Countess"\n');
      return;
    case '/v1/chunked':
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let sent = 0; sent < size; sent += 1024) response.write(binaryBytes(Math.min(1024, size - sent)));
      response.end();
      return;
    case '/v1/declared':
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
      response.end(binaryBytes(size));
      return;
    case '/v1/redirect':
      response.writeHead(302, { location: redirectTo, 'content-type': 'text/plain' });
      response.end('moved');
      return;
    case '/v1/empty':
      response.writeHead(204);
      response.end();
      return;
    case '/v1/teapot':
      response.writeHead(418, { 'content-type': 'text/plain' });
      response.end('short and stout');
      return;
    case '/v1/limited':
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      response.end('{"error":"slow down"}');
      return;
    case '/v1/never':
      // No answer: the proxy's deadline, or its caller hanging up, must end it.
      response.on('close', onAbandoned);
      return;
    default:
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"no such path"}');
  }
}

/** Starts the platform; `/v1/redirect` points at `redirectTo`. */
export async function startEchoPlatform(redirectTo: string): Promise<EchoPlatform> {
  const received: EchoPlatform['received'] = [];
  let abandoned = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      route(request, body, response, redirectTo, () => (abandoned += 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    abandoned: () => abandoned,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback server that only counts visits: a redirect target that must never be reached. */
export async function startTrap(): Promise<{ url: string; hits(): number; close(): Promise<void> }> {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.end('internal');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/latest/meta-data/`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
