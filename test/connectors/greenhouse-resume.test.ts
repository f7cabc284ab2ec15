/**
 * The connector side of résumés that do not expire, over HTTP against the
 * Greenhouse emulator: the file is served after the link handed out earlier
 * has expired (the connector reads the attachment afresh each time), the
 * connection's token never goes along to a link elsewhere, a link to a host
 * that is not Greenhouse's file storage is refused before any connection, and
 * a candidate without a résumé is not found.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenhouse } from '../../src/connectors/greenhouse/definition.js';
import { downloadResume } from '../../src/connectors/greenhouse/resume.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { ConnectorContext } from '../../src/connectors/framework/context.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { EXPIRE_LINKS_SWITCH, GREENHOUSE_DEMO_ACCOUNT, greenhouseEmulator } from '../../src/sandbox/greenhouse/index.js';

describe('Greenhouse résumés', () => {
  let emulator: KitEmulatorHandle;
  let ctx: ConnectorContext;
  const settings = { manual_access_token: GREENHOUSE_DEMO_ACCOUNT.sandboxAccessToken, user_id: String(GREENHOUSE_DEMO_ACCOUNT.users[0]?.id) };

  beforeAll(async () => {
    emulator = await greenhouseEmulator.start();
    const http = new DownstreamHttp({ connectorId: 'greenhouse', baseUrl: emulator.url, auth: greenhouse.auth, values: settings, timeoutMs: 10_000, rateLimit: greenhouse.rateLimit });
    ctx = { http, settings };
  });
  afterAll(() => emulator.close());

  it('downloads the candidate\'s résumé after the platform\'s earlier link expired', async () => {
    const answer = await ctx.http.request<Array<{ id: number }>>({ method: 'GET', path: '/v3/candidates', query: { per_page: 1 } });
    const id = String(answer.body[0]?.id);
    const before = await ctx.http.request<Array<{ url: string }>>({ method: 'GET', path: '/v3/attachments', query: { candidate_ids: id } });
    emulator.kit.setSwitch(EXPIRE_LINKS_SWITCH, Date.now() + 1, GREENHOUSE_DEMO_ACCOUNT.id);
    expect((await fetch(before.body[0]?.url as string)).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const file = await downloadResume(ctx, id);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('Ada Lovelace resume.pdf');
    expect(Buffer.from(file.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers not found for a candidate without a résumé and for an id Greenhouse cannot have', async () => {
    await expect(downloadResume(ctx, '999999999')).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
    await expect(downloadResume(ctx, '../x')).rejects.toMatchObject({ typeName: 'EntityNotFoundError' });
  });

  it('refuses a résumé link off Greenhouse\'s file storage, plain http, or at a private address, connecting to none of them', async () => {
    // A stand-in for the API that hands out links of its choosing: what a compromised or confused answer could hold.
    const links = ['https://files.attacker.example/cv.pdf', 'http://prod-heroku.s3.amazonaws.com/cv.pdf', 'https://169.254.169.254/latest/meta-data/', 'https://prod-heroku.s3.amazonaws.com.attacker.example/cv.pdf'];
    let served = 0;
    const api = createServer((request, response) => {
      served += 1;
      const link = links[Number(new URL(request.url ?? '/', 'http://x').searchParams.get('candidate_ids')) - 1];
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ id: 1, filename: 'cv.pdf', url: link, created_at: '2026-01-01T00:00:00Z' }]));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      const standIn: ConnectorContext = { settings, http: new DownstreamHttp({ connectorId: 'greenhouse', baseUrl, auth: greenhouse.auth, values: settings, timeoutMs: 5_000, rateLimit: greenhouse.rateLimit }) };
      for (const [index, link] of links.entries()) {
        await expect(downloadResume(standIn, String(index + 1)), link).rejects.toMatchObject({ typeName: 'ConnectorExecutionError', status: 502 });
      }
      // Only the attachment reads reached the stand-in: no link was fetched from it or anywhere it could see.
      expect(served).toBe(links.length);
    } finally {
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
