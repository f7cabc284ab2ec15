/**
 * Clover's OAuth 2 v2 flow on the emulator, over real HTTP: the install
 * redirect with `merchant_id` and `client_id`, the code exchanged at
 * POST /oauth/v2/token with Clover's JSON body (no grant_type, no
 * redirect_uri), the token reaching its merchant only, and single-use
 * refresh tokens at POST /oauth/v2/refresh with the client id alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOVER_OTHER_ACCOUNT } from '../../src/sandbox/clover/index.js';
import { APP, client, install, MERCHANT, startClover, type CloverHandle } from './clover-client.js';
import { postToken } from './oauth-dance.js';

let emulator: CloverHandle;

beforeAll(async () => {
  emulator = await startClover();
});
afterAll(() => emulator.close());

describe('Clover OAuth v2', () => {
  it('installs the app: a code with the merchant, exchanged for an expiring pair that opens that merchant only', async () => {
    const { redirect, tokens } = await install(emulator);
    expect(redirect.searchParams.get('merchant_id')).toBe(MERCHANT.merchantId);
    expect(redirect.searchParams.get('client_id')).toBe(APP.clientId);
    expect(redirect.searchParams.get('state')).toBe('s1');
    expect(tokens).toEqual({ access_token: expect.any(String), access_token_expiration: expect.any(Number), refresh_token: expect.any(String), refresh_token_expiration: expect.any(Number) });
    const now = Date.now() / 1000;
    expect(tokens.access_token_expiration).toBeGreaterThan(now);
    expect(tokens.access_token_expiration).toBeLessThan(now + 86_400);
    expect(tokens.refresh_token_expiration).toBeGreaterThan(tokens.access_token_expiration);

    const api = client(emulator, () => tokens.access_token);
    expect((await api('/orders?limit=1')).status).toBe(200);
    expect((await api('/orders', { merchant: CLOVER_OTHER_ACCOUNT.merchantId })).status).toBe(401);
  });

  it('refuses a wrong secret and a spent code with {message}', async () => {
    const wrong = await postToken(`${emulator.url}/oauth/v2/token`, { client_id: APP.clientId, client_secret: 'wrong', code: 'whatever' }, { format: 'json' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: expect.any(String) });
    const unknownCode = await postToken(`${emulator.url}/oauth/v2/token`, { client_id: APP.clientId, client_secret: APP.clientSecret, code: 'not-a-code' }, { format: 'json' });
    expect(unknownCode.status).toBe(400);
    expect(unknownCode.body).toEqual({ message: expect.any(String) });
  });

  it('refreshes with the client id and refresh token, each refresh token once', async () => {
    const { tokens } = await install(emulator);
    const refreshed = await postToken(`${emulator.url}/oauth/v2/refresh`, { client_id: APP.clientId, refresh_token: tokens.refresh_token }, { format: 'json' });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await client(emulator, () => refreshed.body.access_token)('/tenders')).status).toBe(200);

    const again = await postToken(`${emulator.url}/oauth/v2/refresh`, { client_id: APP.clientId, refresh_token: tokens.refresh_token }, { format: 'json' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: expect.any(String) });
    const stranger = await postToken(`${emulator.url}/oauth/v2/refresh`, { client_id: 'NOTANAPP00000', refresh_token: refreshed.body.refresh_token }, { format: 'json' });
    expect(stranger.status).toBe(401);
  });

  it('stops an access token once it expires', async () => {
    emulator.oauth.setAccessTokenLifetime(1);
    try {
      const { tokens } = await install(emulator);
      const api = client(emulator, () => tokens.access_token);
      expect((await api('/tenders')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await api('/tenders')).status).toBe(401);
    } finally {
      emulator.oauth.setAccessTokenLifetime(1800);
    }
  });
});
