/**
 * HubSpot's OAuth authorization server inside the HubSpot emulator, over
 * real HTTP ("Working with OAuth", "OAuth tokens API"): consent at
 * /oauth/authorize, code exchange with PKCE at /oauth/v1/token (form body,
 * client credentials in it), 30-minute access tokens that reach the API,
 * refreshes that keep the refresh token (HubSpot does not rotate them), and
 * refusals in HubSpot's words with RFC 6749's error beside them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_ACCESS_TOKEN_SECONDS, HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, outliveOneSecondToken, pkcePair, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

const CLIENT = { clientId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', clientSecret: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d', name: 'Acme CRM Sync' };
const REDIRECT = 'http://127.0.0.1:9/callback';

describe('HubSpot emulator: OAuth authorization server', () => {
  let emulator: KitEmulatorHandle;
  let tokenUrl: string;

  beforeAll(async () => {
    emulator = await hubspotEmulator.start();
    tokenUrl = `${emulator.url}/oauth/v1/token`;
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    resetOAuth(emulator.oauth!, { ...CLIENT, redirectUris: [REDIRECT] });
    emulator.oauth!.setAccessTokenLifetime(HUBSPOT_ACCESS_TOKEN_SECONDS);
  });

  async function tokens() {
    const pkce = pkcePair();
    const page = await openPage(withQuery(`${emulator.url}/oauth/authorize`, {
      response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: 'oauth crm.objects.contacts.read', state: 's1',
      code_challenge: pkce.challenge, code_challenge_method: 'S256',
    }));
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain('HubSpot');
    const callback = redirectOf(await pressButton(page, 'allow'));
    expect(callback.searchParams.get('state')).toBe('s1');
    const reply = await postToken(tokenUrl, {
      grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret, redirect_uri: REDIRECT, code_verifier: pkce.verifier,
    }, { format: 'form' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  }

  const owners = (token: string) => fetch(`${emulator.url}/crm/v3/owners`, { headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret }, { format: 'form' });

  it('registers the sandbox\'s own client', () => {
    expect(SANDBOX_OAUTH_CLIENTS.hubspot.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exchanges a code for a 30-minute bearer token that reaches the account, without the daily limit headers', async () => {
    const body = await tokens();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 1800, refresh_token: expect.any(String), access_token: expect.any(String) });
    const answer = await owners(body.access_token);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as any).results[0].email).toBe(HUBSPOT_DEMO_ACCOUNT.userEmail);
    expect(answer.headers.get('x-hubspot-ratelimit-max')).toBe('110');
    expect(answer.headers.get('x-hubspot-ratelimit-daily')).toBeNull();
  });

  it('refreshes without rotating: the same refresh token keeps working after the access token expires', async () => {
    emulator.oauth!.setAccessTokenLifetime(1);
    const body = await tokens();
    await outliveOneSecondToken();
    const expired = await owners(body.access_token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as any).category).toBe('INVALID_AUTHENTICATION');
    emulator.oauth!.setAccessTokenLifetime(HUBSPOT_ACCESS_TOKEN_SECONDS);
    const first = await refresh(body.refresh_token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.expires_in).toBe(1800);
    expect((await owners(first.body.access_token)).status).toBe(200);
    const second = await refresh(body.refresh_token);
    expect(second.status).toBe(200);
    expect((await owners(second.body.access_token)).status).toBe(200);
  });

  it('refuses a revoked grant and an unknown code as HubSpot words them', async () => {
    const body = await tokens();
    emulator.oauth!.revokeAllGrants();
    const revoked = await refresh(body.refresh_token);
    expect(revoked.status).toBe(400);
    expect(revoked.body).toMatchObject({ status: 'BAD_REFRESH_TOKEN', error: 'invalid_grant', message: expect.any(String), correlationId: expect.any(String) });
    const code = await postToken(tokenUrl, { grant_type: 'authorization_code', code: 'nope', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uri: REDIRECT }, { format: 'form' });
    expect(code.body).toMatchObject({ status: 'BAD_AUTH_CODE', error: 'invalid_grant' });
    expect((await owners(body.access_token)).status).toBe(401);
  });
});
