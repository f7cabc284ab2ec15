/**
 * The floor of the benchmark: the least a gateway must do to answer one
 * unified list call from a platform, and nothing more. node:http, one
 * keep-alive undici pool to the emulator, the scenario's fetch with the
 * connector's own mapper (bench/scenarios/<id>-floor.ts), the service's
 * cursor codec, `JSON.stringify`. No framework, no database, no validation
 * beyond the limit, no logging: whatever the service costs above this is its
 * overhead.
 *
 * `--framework fastify` serves the same route through Fastify (no logger, no
 * hooks, the answer by `reply.send`): what the framework alone costs on this
 * path, apart from everything the service does in it.
 *
 * Start: FLOOR_UPSTREAM=http://127.0.0.1:4010 <the scenario's env> \
 *        node dist/bench/floor-gateway.js [--scenario twilio-messages] [--port 0] [--framework node|fastify]
 * Prints one JSON line {"floor":"http://127.0.0.1:NNNN"} once listening.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { CursorCodec } from '../src/core/cursor.js';
import type { FloorRoute } from './scenarios/scenario.js';

/** The floor routes there are; each is loaded alone, so a floor holds one connector's code. */
const FLOOR_ROUTES = ['twilio-messages', 'hubspot-contacts'];

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, scenario: { type: 'string', default: 'twilio-messages' }, framework: { type: 'string', default: 'node' } } });
if (values.framework !== 'node' && values.framework !== 'fastify') {
  console.error('--framework must be node or fastify');
  process.exit(2);
}
if (!FLOOR_ROUTES.includes(values.scenario)) {
  console.error(`--scenario must be one of ${FLOOR_ROUTES.join(', ')}`);
  process.exit(2);
}
const upstream = process.env.FLOOR_UPSTREAM;
if (!upstream) {
  console.error('FLOOR_UPSTREAM must be set');
  process.exit(2);
}
const route = ((await import(`./scenarios/${values.scenario}-floor.js`)) as { floorRoute: FloorRoute }).floorRoute;

// Same pool sizing as the service's downstream agent, so neither side is starved of sockets.
const pool = new Pool(upstream, { connections: 256, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 300_000 });
// Cursors are signed like the service's: the MAC is part of the work any honest gateway does.
const cursors = new CursorCodec(randomBytes(32));
const binding = { connector: route.service, resource: route.cursorResource, connectionId: 'floor' };

/** How an answer leaves: node:http's response, or Fastify's reply. */
type Answer = (status: number, body: unknown) => void;

const nodeAnswer = (res: ServerResponse): Answer => (status, body) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'request-id': randomUUID(),
  });
  res.end(json);
};

function fail(res: Answer, status: number, message: string): void {
  res(status, { status_code: status, error: message });
}

async function list(req: IncomingMessage, res: Answer, publicUrl: string): Promise<void> {
  const url = new URL(req.url ?? '/', publicUrl);
  if (req.method !== 'GET' || url.pathname !== route.path) return fail(res, 404, 'not found');
  // The service authenticates; the floor only reads the headers, as the brief for a floor says.
  if (!req.headers.authorization || !req.headers['x-svc-app-id'] || !req.headers['x-svc-consumer-id']) {
    return fail(res, 401, 'missing credentials');
  }
  const limit = Number(url.searchParams.get('limit') ?? '20');
  if (!Number.isInteger(limit) || limit < 1 || limit > route.maxLimit) return fail(res, 400, `limit must be 1 to ${route.maxLimit}`);

  const page = await route.page(pool, limit);
  const encode = (state: unknown) => (state === null || state === undefined ? null : cursors.encode(binding, state));
  const linkTo = (cursor: string) => {
    const params = new URLSearchParams(url.search);
    params.set('cursor', cursor);
    return `${publicUrl}${url.pathname}?${params.toString()}`;
  };
  const next = encode(page.next);
  // A previous page is named only where the connector's paging has one, as the service does.
  const backwards = 'previous' in page;
  const previous = backwards ? encode(page.previous) : null;
  res(200, {
    status_code: 200,
    status: 'OK',
    service: route.service,
    resource: route.resource,
    operation: 'all',
    data: page.data,
    meta: { items_on_page: page.data.length, cursors: { ...(backwards ? { previous } : {}), current: null, next } },
    links: {
      ...(backwards ? { previous: previous === null ? null : linkTo(previous) } : {}),
      current: `${publicUrl}${req.url}`,
      next: next === null ? null : linkTo(next),
    },
  });
}

await route.start?.(pool);
let publicUrl = '';
const handle = (req: IncomingMessage, res: ServerResponse, answer: Answer) => {
  list(req, answer, publicUrl).catch((error: unknown) => {
    if (!res.headersSent) fail(answer, 502, error instanceof Error ? error.message : 'upstream failed');
    else res.destroy();
  });
};
const server = values.framework === 'fastify' ? await fastifyServer() : createServer({ keepAliveTimeout: 72_000 }, (req, res) => handle(req, res, nodeAnswer(res)));

/** The same route on Fastify: its routing, request and reply objects, and its reply path. */
async function fastifyServer() {
  const app = Fastify({ logger: false, serverFactory: (handler) => createServer({ keepAliveTimeout: 72_000 }, handler) });
  app.get(route.path, (request, reply) => {
    handle(request.raw, reply.raw, (status, body) => {
      void reply.code(status).header('content-type', 'application/json; charset=utf-8').header('request-id', randomUUID()).send(JSON.stringify(body));
    });
  });
  await app.ready();
  return app.server;
}
server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('floor gateway has no TCP address');
  publicUrl = `http://127.0.0.1:${address.port}`;
  console.log(JSON.stringify({ floor: publicUrl }));
});

const stop = () => server.close(() => void pool.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
