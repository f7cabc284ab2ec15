/**
 * The connector side of résumés that do not expire, over HTTP against the
 * Greenhouse emulator: the file is served after the link handed out earlier
 * has expired (the connector reads the attachment afresh each time), the
 * connection's token never goes along to a link elsewhere, and a candidate
 * without a résumé is not found.
 */
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
});
