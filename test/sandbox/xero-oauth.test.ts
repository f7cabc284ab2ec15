/**
 * Xero's identity side inside the Xero emulator, over real HTTP: the OAuth
 * 2.0 code flow (consent at /identity/connect/authorize, tokens at
 * /connect/token with HTTP Basic client authentication and PKCE), 30-minute
 * access tokens that reach the user's organisations through `xero-tenant-id`
 * and are listed at /connections, refresh tokens only with offline_access
 * and replaced at every refresh; and Xero's webhooks: signed with
 * x-xero-signature, and the intent-to-receive check of a receiver.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { XERO_ACCESS_TOKEN_SECONDS, XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, XERO_JPY_ORGANISATION as JPY, xeroEmulator, xeroSignature } from '../../src/sandbox/xero/index.js';
import { basicAuth, openPage, pkcePair, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

const CLIENT = { clientId: 'C0FFEE00C0FFEE00C0FFEE00C0FFEE00', clientSecret: 'sandbox-secret-of-the-books-app-0123456789abcdef', name: 'Books Sync' };
const REDIRECT = 'http://127.0.0.1:9/callback';

describe('Xero emulator: identity and webhooks', () => {
  let emulator: KitEmulatorHandle;
  let tokenUrl: string;

  beforeAll(async () => {
    emulator = await xeroEmulator.start();
    tokenUrl = `${emulator.url}/connect/token`;
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    resetOAuth(emulator.oauth!, { ...CLIENT, redirectUris: [REDIRECT] });
    emulator.oauth!.setAccessTokenLifetime(XERO_ACCESS_TOKEN_SECONDS);
  });

  async function tokens(scope: string) {
    const pkce = pkcePair();
    const page = await openPage(withQuery(`${emulator.url}/identity/connect/authorize`, {
      response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope, state: 'xyz', code_challenge: pkce.challenge, code_challenge_method: 'S256',
    }));
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain('Xero');
    const callback = redirectOf(await pressButton(page, 'allow'));
    expect(callback.searchParams.get('state')).toBe('xyz');
    return postToken(tokenUrl, {
      grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, redirect_uri: REDIRECT, code_verifier: pkce.verifier,
    }, { format: 'form', headers: { authorization: basicAuth(CLIENT.clientId, CLIENT.clientSecret) } });
  }

  const organisation = (token: string, tenant: string) =>
    fetch(`${emulator.url}/api.xro/2.0/Organisation`, { headers: { authorization: `Bearer ${token}`, 'xero-tenant-id': tenant, accept: 'application/json' } });

  it('issues 30-minute tokens that reach the organisations the user connected, listed at /connections', async () => {
    const reply = await tokens('openid offline_access accounting.transactions accounting.settings');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ token_type: 'Bearer', expires_in: 1800, refresh_token: expect.any(String), scope: 'openid offline_access accounting.transactions accounting.settings' });
    const connections = (await (await fetch(`${emulator.url}/connections`, { headers: { authorization: `Bearer ${reply.body.access_token}` } })).json()) as Array<Record<string, string>>;
    expect(connections.map((connection) => connection.tenantId)).toEqual(USER.organisations);
    for (const tenant of [DEMO.id, JPY.id]) expect((await organisation(reply.body.access_token, tenant)).status).toBe(200);
  });

  it('gives a refresh token only with offline_access, and a new one at every refresh', async () => {
    expect((await tokens('accounting.transactions')).body.refresh_token).toBeUndefined();
    const first = (await tokens('offline_access accounting.transactions')).body;
    const basic = { authorization: basicAuth(CLIENT.clientId, CLIENT.clientSecret) };
    const refreshed = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: first.refresh_token }, { format: 'form', headers: basic });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    expect((await organisation(refreshed.body.access_token, DEMO.id)).status).toBe(200);
    const replay = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: first.refresh_token }, { format: 'form', headers: basic });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'invalid_grant' });
    const wrongClient = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token }, { format: 'form', headers: { authorization: basicAuth(CLIENT.clientId, 'wrong') } });
    expect(wrongClient.status).toBe(401);
  });

  it('stops taking an access token once it expires', async () => {
    emulator.oauth!.setAccessTokenLifetime(1);
    const reply = await tokens('accounting.transactions');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answer = await organisation(reply.body.access_token, DEMO.id);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ Title: 'Unauthorized', Detail: 'AuthenticationUnsuccessful' });
  });

  describe('webhooks', () => {
    let receiver: Server;
    let receiverUrl: string;
    const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
    const KEY = 'webhook-key-of-the-books-app';

    beforeAll(async () => {
      receiver = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          const good = request.headers['x-xero-signature'] === xeroSignature(body, KEY);
          response.writeHead(good ? 200 : 401).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/xero`;
    });
    afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    beforeEach(() => {
      received.length = 0;
    });

    it('signs invoice and contact events with the webhook key, one organisation at a time', async () => {
      emulator.kit.subscribe({ url: receiverUrl, secret: KEY, events: ['INVOICE', 'CONTACT.CREATE'] }, DEMO.id);
      const put = await fetch(`${emulator.url}/api.xro/2.0/Contacts`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${USER.sandboxAccessToken}`, 'xero-tenant-id': DEMO.id, 'content-type': 'application/json' },
        body: JSON.stringify({ Contacts: [{ Name: 'Webhook Watchers Ltd' }] }),
      });
      const contactId = ((await put.json()) as { Contacts: Array<{ ContactID: string }> }).Contacts[0]!.ContactID;
      await emulator.kit.settled();
      expect(received).toHaveLength(1);
      const payload = JSON.parse(received[0]!.body);
      expect(received[0]!.headers['x-xero-signature']).toBe(xeroSignature(received[0]!.body, KEY));
      expect(payload).toMatchObject({
        events: [{ resourceId: contactId, eventCategory: 'CONTACT', eventType: 'CREATE', tenantId: DEMO.id, tenantType: 'ORGANISATION', resourceUrl: `https://api.xero.com/api.xro/2.0/Contacts/${contactId}` }],
        firstEventSequence: 1, lastEventSequence: 1, entropy: expect.stringMatching(/^[A-Z]{20}$/),
      });
      expect(emulator.kit.deliveries.at(-1)?.status).toBe(200);
    });

    it('runs the intent-to-receive check: 200 to the signed payload, 401 to the others', async () => {
      const check = async (key: string) =>
        (await (await fetch(`${emulator.url}/__emulator/xero/intent-to-receive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: receiverUrl, key }) })).json()) as { passed: boolean; answers: unknown[] };
      const good = await check(KEY);
      expect(good.passed).toBe(true);
      expect(good.answers).toEqual([{ signed: 'correctly', status: 200 }, { signed: 'wrongly', status: 401 }, { signed: 'wrongly', status: 401 }]);
      expect(JSON.parse(received[0]!.body)).toMatchObject({ events: [], firstEventSequence: 0, lastEventSequence: 0 });
      expect((await check('another-key')).passed).toBe(false);
    });
  });
});
