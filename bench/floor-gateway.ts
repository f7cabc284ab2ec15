/**
 * The floor of the benchmark: the least a gateway must do to answer
 * `GET /sms/messages?limit=N` from Twilio, and nothing more. node:http, one
 * keep-alive undici pool to the emulator, the service's own mapper and cursor
 * codec, `JSON.stringify`. No framework, no database, no validation beyond the
 * limit, no logging: whatever the service costs above this is its overhead.
 *
 * Start: FLOOR_UPSTREAM=http://127.0.0.1:4010 FLOOR_ACCOUNT_SID=AC… FLOOR_AUTH_TOKEN=…
 *        node dist/bench/floor-gateway.js [--port 0]
 * Prints one JSON line {"floor":"http://127.0.0.1:NNNN"} once listening.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { CursorCodec } from '../src/core/cursor.js';
import { fromTwilioMessage, type TwilioMessage } from '../src/connectors/twilio/message-mapper.js';

interface TwilioMessagePage {
  messages: TwilioMessage[];
  next_page_uri: string | null;
  previous_page_uri: string | null;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} must be set`);
    process.exit(2);
  }
  return value;
}

const upstream = requiredEnv('FLOOR_UPSTREAM');
const accountSid = requiredEnv('FLOOR_ACCOUNT_SID');
const authorization = `Basic ${Buffer.from(`${accountSid}:${requiredEnv('FLOOR_AUTH_TOKEN')}`).toString('base64')}`;
const messagesPath = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;

// Same pool sizing as the service's downstream agent, so neither side is starved of sockets.
const pool = new Pool(upstream, { connections: 256, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 300_000 });
// Cursors are signed like the service's: the MAC is part of the work any honest gateway does.
const cursors = new CursorCodec(randomBytes(32));
const binding = { connector: 'twilio', resource: 'sms/messages', connectionId: 'floor' };

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'request-id': randomUUID(),
  });
  res.end(json);
}

function fail(res: ServerResponse, status: number, message: string): void {
  send(res, status, { status_code: status, error: message });
}

async function listMessages(req: IncomingMessage, res: ServerResponse, publicUrl: string): Promise<void> {
  const url = new URL(req.url ?? '/', publicUrl);
  if (req.method !== 'GET' || url.pathname !== '/sms/messages') return fail(res, 404, 'not found');
  // The service authenticates; the floor only reads the headers, as the brief for a floor says.
  if (!req.headers.authorization || !req.headers['x-svc-app-id'] || !req.headers['x-svc-consumer-id']) {
    return fail(res, 401, 'missing credentials');
  }
  const limitText = url.searchParams.get('limit') ?? '20';
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return fail(res, 400, 'limit must be 1 to 200');

  const response = await pool.request({
    method: 'GET',
    path: `${messagesPath}?PageSize=${limit}`,
    headers: { accept: 'application/json', authorization },
  });
  if (response.statusCode !== 200) {
    await response.body.dump();
    return fail(res, 502, `upstream answered ${response.statusCode}`);
  }
  const page = (await response.body.json()) as TwilioMessagePage;
  const data = page.messages.map(fromTwilioMessage);
  const next = page.next_page_uri === null ? null : cursors.encode(binding, page.next_page_uri);
  const previous = page.previous_page_uri === null ? null : cursors.encode(binding, page.previous_page_uri);
  const linkTo = (cursor: string) => {
    const params = new URLSearchParams(url.search);
    params.set('cursor', cursor);
    return `${publicUrl}${url.pathname}?${params.toString()}`;
  };
  send(res, 200, {
    status_code: 200,
    status: 'OK',
    service: 'twilio',
    resource: 'messages',
    operation: 'all',
    data,
    meta: { items_on_page: data.length, cursors: { previous, current: null, next } },
    links: {
      previous: previous === null ? null : linkTo(previous),
      current: `${publicUrl}${req.url}`,
      next: next === null ? null : linkTo(next),
    },
  });
}

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
let publicUrl = '';
const server = createServer({ keepAliveTimeout: 72_000 }, (req, res) => {
  listMessages(req, res, publicUrl).catch((error: unknown) => {
    if (!res.headersSent) fail(res, 502, error instanceof Error ? error.message : 'upstream failed');
    else res.destroy();
  });
});
server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('floor gateway has no TCP address');
  publicUrl = `http://127.0.0.1:${address.port}`;
  console.log(JSON.stringify({ floor: publicUrl }));
});

const stop = () => server.close(() => void pool.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
