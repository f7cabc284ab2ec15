/** Credentials as the platform receives them, on a real socket, and as `raw` output shows them (never). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyAuth, basicAuth, bearerAuth, firstAvailable, oauthTokenOr, type AuthStrategy } from '../../src/connectors/framework/auth.js';
import { DownstreamHttp, type RawCall } from '../../src/connectors/framework/http.js';
import type { SettingValues } from '../../src/connectors/framework/settings.js';

interface Seen {
  url: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

let server: Server;
let base: string;
let seen: Seen;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    seen = { url: request.url!, body, headers: request.headers };
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(auth: AuthStrategy, values: SettingValues, rawCalls: RawCall[] = []): DownstreamHttp {
  return new DownstreamHttp({
    connectorId: 'example',
    baseUrl: base,
    auth,
    values,
    timeoutMs: 2000,
    rateLimit: { documented: '', retryAfterSeconds: () => undefined },
    rawCalls,
  });
}

const vonage = { api_key: 'abcd1234', api_secret: 's3cr3t!' };

describe('API key authentication', () => {
  it('sends a key in a header', async () => {
    await client(apiKeyAuth('header', { 'x-api-key': 'api_key' }), vonage).request({ method: 'GET', path: '/items' });
    expect(seen.headers['x-api-key']).toBe('abcd1234');
    expect(seen.url).toBe('/items');
  });

  it('sends keys in the query, after the request\'s own parameters, and keeps them out of raw output', async () => {
    const raw: RawCall[] = [];
    await client(apiKeyAuth('query', { key: 'api_key' }), vonage, raw).request({ method: 'GET', path: '/items', query: { q: 'a b' } });
    expect(seen.url).toBe('/items?q=a+b&key=abcd1234');
    expect(raw[0]!.request.url).toBe(`${base}/items?q=a+b`);
  });

  it('puts form credentials into a form body (Vonage) and never into raw output', async () => {
    const raw: RawCall[] = [];
    const auth = apiKeyAuth('form', { api_key: 'api_key', api_secret: 'api_secret' });
    await client(auth, vonage, raw).request({ method: 'POST', path: '/sms/json', form: { to: '447700900000', text: 'Hi' } });
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ to: '447700900000', text: 'Hi', api_key: 'abcd1234', api_secret: 's3cr3t!' });
    expect(seen.url).toBe('/sms/json');
    expect(seen.headers.authorization).toBeUndefined();
    expect(JSON.stringify(raw)).not.toContain('s3cr3t');
    expect(raw[0]!.request.body).toEqual({ to: '447700900000', text: 'Hi' });
  });

  it('puts form credentials into the query of a request without a form body', async () => {
    const raw: RawCall[] = [];
    await client(apiKeyAuth('form', { api_key: 'api_key', api_secret: 'api_secret' }), vonage, raw).request({ method: 'GET', path: '/search' });
    expect(seen.url).toBe('/search?api_key=abcd1234&api_secret=s3cr3t%21');
    expect(JSON.stringify(raw)).not.toContain('abcd1234');
  });

  it('refuses to call without the key', () => {
    expect(() => apiKeyAuth('form', { api_key: 'api_key', api_secret: 'api_secret' }).form!({ api_key: 'x' })).toThrow(/credentials/);
    expect(apiKeyAuth('form', { api_key: 'api_key', api_secret: 'api_secret' }).needs).toEqual(['api_key', 'api_secret']);
  });
});

describe('choosing among strategies', () => {
  const auth = oauthTokenOr(basicAuth('email', 'api_token'));

  it('uses the OAuth token when the connection holds one, else the API token', async () => {
    await client(auth, { email: 'a@b.example', api_token: 'tok', access_token: 'oauth-1' }).request({ method: 'GET', path: '/me' });
    expect(seen.headers.authorization).toBe('Bearer oauth-1');
    await client(auth, { email: 'a@b.example', api_token: 'tok' }).request({ method: 'GET', path: '/me' });
    expect(seen.headers.authorization).toBe(`Basic ${Buffer.from('a@b.example:tok').toString('base64')}`);
  });

  it('passes query and form credentials of the chosen strategy through', () => {
    const either = firstAvailable(apiKeyAuth('query', { token: 'access_token' }), apiKeyAuth('form', { key: 'api_key' }));
    expect(either.query!({ access_token: 't' })).toEqual({ token: 't' });
    expect(either.form!({ access_token: 't' })).toEqual({});
    expect(either.form!({ api_key: 'k' })).toEqual({ key: 'k' });
    expect(() => either.headers({})).toThrow(/credentials/);
  });
});

describe('raw output of an answer with a link that must stay in the service', () => {
  it('shows the answer as rawAnswer makes it, and hands the connector the whole answer', async () => {
    const raw: RawCall[] = [];
    const answer = await client(basicAuth('email', 'api_token'), { email: 'a@example.com', api_token: 't' }, raw).request({
      method: 'GET',
      path: '/files',
      rawAnswer: (body) => ({ ...(body as object), ok: 'hidden' }),
    });
    expect(answer.body).toEqual({ ok: true });
    expect(raw[0]!.response.body).toEqual({ ok: 'hidden' });
  });
});

describe('credentials of another kind for one call (request.auth)', () => {
  it('sends them instead of the connection\'s, for that call only', async () => {
    const http = client(bearerAuth('access_token'), { access_token: 'company-token', system_token: 'system-token' });
    await http.request({ method: 'POST', path: '/subscriptions', json: {}, auth: bearerAuth('system_token') });
    expect(seen.headers.authorization).toBe('Bearer system-token');
    await http.request({ method: 'GET', path: '/items' });
    expect(seen.headers.authorization).toBe('Bearer company-token');
  });
});
