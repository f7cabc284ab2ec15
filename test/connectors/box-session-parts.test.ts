/**
 * The parts of a Box upload session (chunked-upload.ts partsOf, on the
 * kit's everyRecord through the upload host) against a local server: the
 * transfer client that calls the upload host cannot be scripted like the
 * buffered one. The parts are read a thousand at a time until a short page
 * and answered in offset order; a session whose parts never end fails after
 * the bound instead of answering part of them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { partsOf } from '../../src/connectors/box/chunked-upload.js';
import { box } from '../../src/connectors/box/definition.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';

const SETTINGS = { access_token: 'box-token' };
const PART = 8_388_608;

describe('Box partsOf', () => {
  let server: Server;
  let baseUrl: string;
  /** Parts the session holds. */
  let total = 0;
  /** Path and query of every parts call. */
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      seen.push(`${url.pathname}${url.search}`);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const count = Math.max(0, Math.min(limit, total - offset));
      // Last part first: partsOf puts them in offset order.
      const entries = Array.from({ length: count }, (_, index) => {
        const position = total - 1 - (offset + index);
        return { part_id: `P${position}`, offset: position * PART, size: PART };
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ entries, offset, limit, total_count: total }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ctx = () => ({ http: new DownstreamHttp({ connectorId: 'box', baseUrl, auth: box.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: box.rateLimit }), settings: SETTINGS });

  it('reads the parts a thousand at a time on the upload host until a short page, in offset order', async () => {
    total = 1500;
    seen.length = 0;
    const parts = await partsOf(ctx(), 'S1');
    expect(parts.map((part) => part.offset)).toEqual(Array.from({ length: 1500 }, (_, index) => index * PART));
    expect(seen).toEqual([0, 1000].map((offset) => `/api/2.0/files/upload_sessions/S1/parts?offset=${offset}&limit=1000`));
  });

  it('fails past the offsets Box lists, never answering part of the parts', async () => {
    total = 20_000;
    seen.length = 0;
    const failure = await partsOf(ctx(), 'S1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502, message: 'Box has more parts of the upload session than the 11000 the connector reads (11 pages)' });
    expect(seen.at(-1)).toBe('/api/2.0/files/upload_sessions/S1/parts?offset=10000&limit=1000');
  });
});
