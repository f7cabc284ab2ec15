/**
 * Zendesk's OAuth authorization server inside the Zendesk emulator, over real
 * HTTP: the consent page and its form, the code exchange (PKCE, single use,
 * redirect_uri binding, client authentication), refresh-token rotation,
 * expiry, token revocation, the controls, and injected faults.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { ZENDESK_DEMO_ACCOUNT, startZendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';
import { basicAuth, openPage, outliveOneSecondToken, pkcePair, postToken, pressButton, redirectOf, resetOAuth, withQuery, type TokenReply } from './oauth-dance.js';

const CLIENT = { clientId: 'acme_helpdesk_app', clientSecret: 'zd-secret-7f3a9c', name: 'Acme Helpdesk Sync' };
/** Registered with a query of its own, which every answer must keep. */
const REDIRECT = 'http://127.0.0.1:9/callback?from=zendesk';
/** Characters that change under careless encoding. */
const STATE = 'st a+b/c=d&e?é~';

describe('Zendesk emulator: OAuth authorization server', () => {
  let emulator: ZendeskEmulatorHandle;
  let tokenUrl: string;

  beforeAll(async () => {
    emulator = await startZendeskEmulator({ record: true });
    tokenUrl = `${emulator.url}/oauth/tokens`;
  });
  afterAll(() => emulator.close());
  beforeEach(() => resetOAuth(emulator.oauth, { ...CLIENT, redirectUris: [REDIRECT] }));

  const consentUrl = (params: Record<string, string> = {}) =>
    withQuery(`${emulator.url}/oauth/authorizations/new`, {
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT,
      scope: 'read write',
      state: STATE,
      ...params,
    });

  /** Consent (Allow) and the code it redirects with. */
  async function authorize(params: Record<string, string> = {}): Promise<string> {
    const page = await openPage(consentUrl(params));
    expect(page.status, page.html).toBe(200);
    const callback = redirectOf(await pressButton(page, 'allow'));
    return callback.searchParams.get('code') as string;
  }

  const exchange = (code: string, extra: Record<string, string> = {}, format: 'json' | 'form' = 'json') =>
    postToken(tokenUrl, { grant_type: 'authorization_code', code, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uri: REDIRECT, ...extra }, { format });

  const refresh = (refreshToken: string) =>
    postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret });

  async function tokens(): Promise<TokenReply['body']> {
    const pkce = pkcePair();
    const reply = await exchange(await authorize({ code_challenge: pkce.challenge, code_challenge_method: 'S256' }), { code_verifier: pkce.verifier });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  }

  const me = (accessToken: string) => fetch(`${emulator.url}/api/v2/users/me.json`, { headers: { authorization: `Bearer ${accessToken}` } });

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Couldn't authenticate you" });
  }

  it('runs the whole dance: consent page, Allow, code exchange with PKCE, then the API as the demo agent', async () => {
    const pkce = pkcePair();
    const page = await openPage(consentUrl({ code_challenge: pkce.challenge, code_challenge_method: 'S256' }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.html).toContain('<strong>Acme Helpdesk Sync</strong> wants to access your Zendesk account');
    expect(page.html).toContain(`${ZENDESK_DEMO_ACCOUNT.subdomain}.zendesk.com`);
    expect(page.html).toContain(ZENDESK_DEMO_ACCOUNT.email);
    expect(page.html).toContain('<code>read</code>');
    expect(page.html).toContain('<code>write</code>');
    expect(page.html).toMatch(/<button type="submit" class="primary" id="allow" name="decision" value="allow">Allow<\/button>/);
    expect(page.html).toMatch(/<button type="submit" class="secondary" id="deny" name="decision" value="deny">Deny<\/button>/);
    expect(page.html).not.toMatch(/<(script|link|img)\b/);

    const before = emulator.oauth.tokenRequests.authorization_code;
    const decision = await pressButton(page, 'allow');
    expect(decision.headers.get('cache-control')).toBe('no-store');
    const callback = redirectOf(decision);
    expect(`${callback.origin}${callback.pathname}`).toBe('http://127.0.0.1:9/callback');
    expect([...callback.searchParams.keys()]).toEqual(['from', 'code', 'state']);
    expect(callback.searchParams.get('from')).toBe('zendesk');
    expect(callback.searchParams.get('state')).toBe(STATE);
    const code = callback.searchParams.get('code') as string;
    expect(code).toMatch(/^[0-9a-f]{40}$/);

    const reply = await exchange(code, { code_verifier: pkce.verifier });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('pragma')).toBe('no-cache');
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(reply.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'refresh_token_expires_in', 'scope', 'token_type']);
    expect(reply.body).toMatchObject({ token_type: 'bearer', scope: 'read write', expires_in: 3600, refresh_token_expires_in: 30 * 86_400 });
    expect(reply.body.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.body.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.body.refresh_token).not.toBe(reply.body.access_token);
    expect(emulator.oauth.tokenRequests.authorization_code).toBe(before + 1);

    const response = await me(reply.body.access_token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: unknown }).user).toMatchObject({ email: ZENDESK_DEMO_ACCOUNT.email, role: 'admin' });
  });

  it('takes the token request as a form, with the client in HTTP Basic', async () => {
    const code = await authorize();
    const reply = await postToken(
      tokenUrl,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      { format: 'form', headers: { authorization: basicAuth(CLIENT.clientId, CLIENT.clientSecret) } },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await me(reply.body.access_token)).status).toBe(200);
  });

  it('refuses a wrong or missing PKCE verifier, and the code is spent by the attempt', async () => {
    const pkce = pkcePair();
    const code = await authorize({ code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    const wrong = await exchange(code, { code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' });
    expect((await exchange(code, { code_verifier: pkce.verifier })).body.error).toBe('invalid_grant');

    const other = pkcePair();
    const missing = await exchange(await authorize({ code_challenge: other.challenge, code_challenge_method: 'S256' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_grant');
  });

  it('accepts only the S256 PKCE method, and says so to the client', async () => {
    const plain = pkcePair().verifier;
    const answer = redirectOf(await fetch(consentUrl({ code_challenge: plain, code_challenge_method: 'plain' }), { redirect: 'manual' }));
    expect(answer.searchParams.get('error')).toBe('invalid_request');
    expect(answer.searchParams.get('error_description')).toBe('code_challenge_method plain is not supported; use S256');
    expect(answer.searchParams.get('state')).toBe(STATE);
    expect(answer.searchParams.get('code')).toBeNull();
    // RFC 7636 §4.3: no method means plain.
    const implicit = redirectOf(await fetch(consentUrl({ code_challenge: plain }), { redirect: 'manual' }));
    expect(implicit.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a code used twice, and revokes what its first use obtained', async () => {
    const code = await authorize();
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const second = await exchange(code);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: 'invalid_grant', error_description: 'the authorization code was already used' });
    await expectRefused(await me(first.body.access_token));
    expect((await refresh(first.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('binds the code to its client and to the exact redirect_uri', async () => {
    const mismatch = await exchange(await authorize(), { redirect_uri: 'http://127.0.0.1:9/callback' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: 'invalid_grant', error_description: 'redirect_uri does not match the authorization request' });

    emulator.oauth.registerOAuthClient({ clientId: 'other_app', clientSecret: 'other-secret', redirectUris: [REDIRECT] });
    const code = await authorize();
    const stolen = await postToken(tokenUrl, { grant_type: 'authorization_code', code, client_id: 'other_app', client_secret: 'other-secret', redirect_uri: REDIRECT });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('invalid_grant');
  });

  it('shows an error page, never a redirect, until the client and its redirect_uri are known', async () => {
    const cases: { params: Record<string, string>; text: string }[] = [
      { params: { client_id: 'nobody' }, text: 'unknown client_id' },
      { params: { redirect_uri: 'http://127.0.0.1:9/elsewhere' }, text: 'The redirect_uri is not one registered for Acme Helpdesk Sync' },
      { params: { redirect_uri: `${REDIRECT}&extra=1` }, text: 'The redirect_uri is not one registered' },
      { params: { redirect_uri: '' }, text: 'The redirect_uri is not one registered' },
    ];
    for (const { params, text } of cases) {
      const page = await openPage(consentUrl(params));
      expect(page.status, JSON.stringify(params)).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.html).toContain(text);
      expect(page.html).not.toContain('id="allow"');
    }
    const repeated = await openPage(`${consentUrl()}&client_id=${CLIENT.clientId}`);
    expect(repeated.status).toBe(400);
    expect(repeated.html).toContain('the parameter client_id was sent more than once');
  });

  it('sends other authorization request errors back to the trusted redirect_uri', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ response_type: '' }, 'invalid_request', 'response_type is required'],
      [{ response_type: 'token' }, 'unsupported_response_type', 'response_type "token" is not supported; use code'],
      [{ scope: '' }, 'invalid_scope', 'scope is required'],
    ];
    for (const [params, error, description] of cases) {
      const answer = redirectOf(await fetch(consentUrl(params), { redirect: 'manual' }));
      expect(answer.searchParams.get('from')).toBe('zendesk');
      expect(answer.searchParams.get('error')).toBe(error);
      expect(answer.searchParams.get('error_description')).toBe(description);
      expect(answer.searchParams.get('state')).toBe(STATE);
    }
  });

  it('refuses wrong client credentials with 401 invalid_client, challenging Basic attempts', async () => {
    const code = await authorize();
    const wrong = await exchange(code, { client_secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_client', error_description: 'client authentication failed' });
    expect(wrong.headers.get('www-authenticate')).toBeNull();
    const unknown = await exchange(code, { client_id: 'nobody' });
    expect(unknown.status).toBe(401);
    const basic = await postToken(tokenUrl, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { headers: { authorization: basicAuth(CLIENT.clientId, 'nope') } });
    expect(basic.status).toBe(401);
    expect(basic.headers.get('www-authenticate')).toBe(`Basic realm="${ZENDESK_DEMO_ACCOUNT.subdomain}"`);
    // Refused client authentication does not spend the code.
    expect((await exchange(code)).status).toBe(200);
  });

  it('answers malformed token requests with invalid_request and unknown grants with unsupported_grant_type', async () => {
    const base = { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret };
    expect(await postToken(tokenUrl, base)).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: 'grant_type is required' } });
    expect(await postToken(tokenUrl, { ...base, grant_type: 'password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'grant_type "password" is not supported' },
    });
    expect(await postToken(tokenUrl, { ...base, grant_type: 'authorization_code' })).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: 'code is required' } });
    const broken = await fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'invalid_request', error_description: 'the request body could not be read' });
    const both = await postToken(tokenUrl, { ...base, grant_type: 'refresh_token', refresh_token: 'x' }, { headers: { authorization: basicAuth(CLIENT.clientId, CLIENT.clientSecret) } });
    expect(both.body).toEqual({ error: 'invalid_request', error_description: 'the client authenticated in more than one way' });
  });

  it('redirects with access_denied when the user presses Deny', async () => {
    const page = await openPage(consentUrl());
    const answer = redirectOf(await pressButton(page, 'deny'));
    expect([...answer.searchParams.keys()]).toEqual(['from', 'error', 'error_description', 'state']);
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expect(answer.searchParams.get('error_description')).toBe('The user denied the app access.');
    expect(answer.searchParams.get('state')).toBe(STATE);
    // The consent request is answered once.
    const again = await pressButton(page, 'allow');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already answered or has expired');
  });

  it('rotates refresh tokens: a new pair each time, the old refresh and access tokens stop working', async () => {
    const first = await tokens();
    const before = emulator.oauth.tokenRequests.refresh_token;
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'refresh_token_expires_in', 'scope', 'token_type']);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.scope).toBe('read write');
    expect(emulator.oauth.tokenRequests.refresh_token).toBe(before + 1);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'invalid_grant', error_description: 'the refresh token was already used' });
    expect(emulator.oauth.tokenRequests.refresh_token).toBe(before + 2);
    // Zendesk deletes the previous access token along with the refresh token.
    await expectRefused(await me(first.access_token));
    expect((await me(second.body.access_token)).status).toBe(200);
    expect((await refresh(second.body.refresh_token)).status).toBe(200);
  });

  it('lets access tokens expire after the configured lifetime, with the API\'s 401', async () => {
    emulator.oauth.setAccessTokenLifetime(1);
    const issued = await tokens();
    expect(issued.expires_in).toBe(1);
    expect((await me(issued.access_token)).status).toBe(200);
    await outliveOneSecondToken();
    await expectRefused(await me(issued.access_token));
    emulator.oauth.setAccessTokenLifetime(3600);
    const renewed = await refresh(issued.refresh_token);
    expect(renewed.body.expires_in).toBe(3600);
    expect((await me(renewed.body.access_token)).status).toBe(200);
  });

  it('honours the lifetimes a client asks for within Zendesk\'s documented bounds', async () => {
    const chosen = await exchange(await authorize(), { expires_in: '86400', refresh_token_expires_in: '604800' });
    expect(chosen.body).toMatchObject({ expires_in: 86_400, refresh_token_expires_in: 604_800 });
    const numbers = await postToken(tokenUrl, {
      grant_type: 'refresh_token', refresh_token: chosen.body.refresh_token, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, expires_in: 7200 as unknown as string,
    });
    expect(numbers.body.expires_in).toBe(7200);
    const tooShort = await exchange(await authorize(), { expires_in: '60' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({ error: 'invalid_request', error_description: 'expires_in must be a whole number of seconds from 300 to 172800' });
  });

  it('revokes the current token with DELETE /api/v2/oauth/tokens/current.json, refresh token included', async () => {
    const issued = await tokens();
    const revoke = await fetch(`${emulator.url}/api/v2/oauth/tokens/current.json`, { method: 'DELETE', headers: { authorization: `Bearer ${issued.access_token}` } });
    expect(revoke.status).toBe(204);
    expect(await revoke.text()).toBe('');
    await expectRefused(await me(issued.access_token));
    expect((await refresh(issued.refresh_token)).body.error).toBe('invalid_grant');
    const again = await fetch(`${emulator.url}/api/v2/oauth/tokens/current`, { method: 'DELETE', headers: { authorization: `Bearer ${issued.access_token}` } });
    expect(again.status).toBe(401);
    const withApiToken = await fetch(`${emulator.url}/api/v2/oauth/tokens/current.json`, {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from(`${ZENDESK_DEMO_ACCOUNT.email}/token:${ZENDESK_DEMO_ACCOUNT.apiToken}`).toString('base64')}` },
    });
    expect(withApiToken.status).toBe(404);
  });

  it('revokeAllGrants: every issued token and pending code stops working', async () => {
    const issued = await tokens();
    const pending = await authorize();
    emulator.oauth.revokeAllGrants();
    await expectRefused(await me(issued.access_token));
    expect(await refresh(issued.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await exchange(pending)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // Consent again is the fix; credentials outside OAuth are untouched.
    expect((await me((await tokens()).access_token)).status).toBe(200);
    expect((await me(ZENDESK_DEMO_ACCOUNT.oauthAccessToken)).status).toBe(200);
  });

  it('keeps the authorization server out of the Support API: no rate-limit headers, no API authentication', async () => {
    const page = await openPage(consentUrl());
    expect(page.headers.get('x-rate-limit')).toBeNull();
    const reply = await exchange(await authorize());
    expect(reply.headers.get('x-rate-limit')).toBeNull();
    expect((await fetch(`${emulator.url}/api/v2/users/me.json`)).headers.get('x-rate-limit')).toBe('700');
  });

  it('fails the token endpoint and the consent page like a server does when told to', async () => {
    const code = await authorize();
    emulator.failNext('server_error');
    expect(await exchange(code)).toMatchObject({ status: 503, body: { error: 'temporarily_unavailable', error_description: 'Service temporarily unavailable' } });
    emulator.failNext('unauthorized');
    expect(await exchange(code)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    emulator.failNext('rate_limit');
    const limited = await fetch(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    // The injected failures came before the code was looked at.
    expect((await exchange(code)).status).toBe(200);

    emulator.failNext('server_error');
    const page = await openPage(consentUrl());
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('is driven over HTTP by the control endpoints, and starts with the sandbox client registered', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${emulator.url}/__emulator/oauth/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    const sandbox = SANDBOX_OAUTH_CLIENTS.zendesk;
    const unregistered = await openPage(consentUrl({ client_id: sandbox.clientId }));
    expect(unregistered.status).toBe(400);
    expect(unregistered.html).toContain('The redirect_uri is not one registered for Unified API (sandbox)');

    expect((await control('clients', { ...sandbox, redirectUris: [REDIRECT] })).status).toBe(204);
    expect((await openPage(consentUrl({ client_id: sandbox.clientId }))).status).toBe(200);
    expect((await control('clients', { clientId: 'x' })).status).toBe(400);
    expect((await control('clients', { clientId: 'x', clientSecret: 'y', redirectUris: ['/relative'] })).status).toBe(400);

    expect((await control('token-lifetime', { seconds: 120 })).status).toBe(204);
    expect((await tokens()).expires_in).toBe(120);
    expect((await control('token-lifetime', { seconds: 0 })).status).toBe(400);

    const counted = await control('token-requests');
    expect(await counted.json()).toEqual(emulator.oauth.tokenRequests);
    const issued = await tokens();
    expect((await control('revoke-all', {})).status).toBe(204);
    await expectRefused(await me(issued.access_token));
  });
});
