/**
 * A platform's redirect to its content host (Box's download answer) is
 * followed only over https, to a host the connector declares, on the
 * default port, at a public address, and never with the connection's
 * credentials; anything else is refused with 502 ConnectorExecutionError
 * naming the host. A redirect back to the connection's own origin (an
 * emulator serving its own content) is read there, with credentials.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box } from '../../src/connectors/box/definition.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import { followContentRedirect } from '../../src/connectors/framework/transfer.js';

const CONTENT_HOSTS = ['dl.boxcloud.com', 'localhost'];
const SETTINGS = { access_token: 'box-token-never-forwarded' };

describe('content redirects of streamed downloads', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('own content');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const http = () => new DownstreamHttp({ connectorId: 'box', baseUrl, auth: box.auth, values: SETTINGS, timeoutMs: 5_000, rateLimit: box.rateLimit });

  it.each([
    ['a host the connector does not declare', 'https://files.attacker.example/steal'],
    ['plain http to a declared host', 'http://dl.boxcloud.com/d/1/abc/file.bin'],
    ['a declared host on another port', 'https://dl.boxcloud.com:8443/d/1/abc/file.bin'],
    ['an address literal', 'https://169.254.169.254/latest/meta-data/'],
    ['credentials in the URL', 'https://user:pass@dl.boxcloud.com/d/1/abc/file.bin'],
  ])('refuses %s', async (_case, location) => {
    const before = seen.length;
    await expect(followContentRedirect(http(), location, CONTENT_HOSTS)).rejects.toMatchObject({ typeName: 'ConnectorExecutionError', status: 502 });
    expect(seen.length).toBe(before);
  });

  it('refuses a declared host that resolves to a private address, when its socket connects', async () => {
    // `localhost` is declared here to show the address check, not the name check, stops it.
    const refused = await followContentRedirect(http(), 'https://localhost/d/1/abc/file.bin', CONTENT_HOSTS).catch((error: unknown) => error);
    expect(refused).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502 });
  });

  it('reads a redirect back to the connection\'s own origin there, with its credentials', async () => {
    const answer = await followContentRedirect(http(), '/content/file.bin?version=2', CONTENT_HOSTS);
    expect(answer.status).toBe(200);
    let text = '';
    for await (const chunk of answer.body) text += String(chunk);
    expect(text).toBe('own content');
    expect(seen.at(-1)).toMatchObject({ url: '/content/file.bin?version=2', headers: { authorization: `Bearer ${SETTINGS.access_token}` } });
  });
});
