/**
 * Asana's OAuth authorization server inside the Asana emulator, over real
 * HTTP: consent, code exchange with PKCE (form body, client credentials in
 * it), the token answer's user, API calls with the token, expiry, and the
 * refresh that keeps its refresh token (Asana does not rotate them).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASANA_DEMO_ACCOUNT, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, outliveOneSecondToken, pkcePair, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

const CLIENT = { clientId: '1208000000000888', clientSecret: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6', name: 'Acme Planner Sync' };
const REDIRECT = 'http://127.0.0.1:9/callback';

describe('Asana emulator: OAuth authorization server', () => {
  let emulator: KitEmulatorHandle;
  let tokenUrl: string;

  beforeAll(async () => {
    emulator = await asanaEmulator.start();
    tokenUrl = `${emulator.url}/-/oauth_token`;
  });
  afterAll(() => emulator.close());
  beforeEach(() => resetOAuth(emulator.oauth!, { ...CLIENT, redirectUris: [REDIRECT] }));

  async function tokens() {
    const pkce = pkcePair();
    const page = await openPage(withQuery(`${emulator.url}/-/oauth_authorize`, {
      response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: 'default', state: 's1',
      code_challenge: pkce.challenge, code_challenge_method: 'S256',
    }));
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain('Asana');
    const callback = redirectOf(await pressButton(page, 'allow'));
    expect(callback.searchParams.get('state')).toBe('s1');
    const reply = await postToken(tokenUrl, {
      grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret, redirect_uri: REDIRECT, code_verifier: pkce.verifier,
    }, { format: 'form' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  }

  const me = (token: string) => fetch(`${emulator.url}/api/1.0/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret }, { format: 'form' });

  it('registers the sandbox\'s own client', () => {
    expect(SANDBOX_OAUTH_CLIENTS.asana.clientId).toMatch(/^\d+$/);
  });

  it('exchanges a code for an hour-long token that names the user and reaches the API', async () => {
    const body = await tokens();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, data: { gid: ASANA_DEMO_ACCOUNT.userGid, name: ASANA_DEMO_ACCOUNT.userName, email: ASANA_DEMO_ACCOUNT.userEmail } });
    expect(body.refresh_token).toEqual(expect.any(String));
    const answer = await me(body.access_token);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as any).data.gid).toBe(ASANA_DEMO_ACCOUNT.userGid);
  });

  it('refreshes without rotating: no new refresh token, and the same one works again', async () => {
    emulator.oauth!.setAccessTokenLifetime(1);
    const body = await tokens();
    await outliveOneSecondToken();
    const expired = await me(body.access_token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as any).errors[0].message).toBe('Not Authorized');
    emulator.oauth!.setAccessTokenLifetime(3600);
    const first = await refresh(body.refresh_token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).not.toHaveProperty('refresh_token');
    expect((await me(first.body.access_token)).status).toBe(200);
    const second = await refresh(body.refresh_token);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await me(second.body.access_token)).status).toBe(200);
    expect((await me(first.body.access_token)).status).toBe(200);
  });

  it('refuses a wrong client secret and a revoked grant', async () => {
    const body = await tokens();
    const wrong = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: body.refresh_token, client_id: CLIENT.clientId, client_secret: 'nope' }, { format: 'form' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    emulator.oauth!.revokeAllGrants();
    const revoked = await refresh(body.refresh_token);
    expect(revoked.status).toBe(400);
    expect(revoked.body.error).toBe('invalid_grant');
    expect((await me(body.access_token)).status).toBe(401);
  });
});
