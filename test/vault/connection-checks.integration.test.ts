/**
 * Validate, import and token on the Vault API: wrong credentials found when
 * they are entered, tokens brought from elsewhere, refresh on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraEmulator } from '../../src/sandbox/jira/index.js';
import { twilioEmulator, TWILIO_DEMO_ACCOUNT } from '../../src/sandbox/twilio/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { submitConsent } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('connection checks', () => {
  let svc: TestService;
  let tenant: Tenant;
  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator, jiraEmulator] });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  const post = (consumer: string, path: string, json: unknown = {}) =>
    call(`${svc.url}/vault/connections/${path}`, { method: 'POST', headers: tenant.headers(consumer), json });
  const view = (consumer: string, path: string) => call(`${svc.url}/vault/connections/${path}`, { headers: tenant.headers(consumer) });

  it('validate: a wrong Twilio token marks the connection invalid with the reason; the right one makes it callable', async () => {
    await tenant.connect('checker', 'sms', 'twilio', { account_sid: TWILIO_DEMO_ACCOUNT.accountSid, auth_token: 'f'.repeat(32) });
    const wrong = await post('checker', 'sms/twilio/validate');
    expectErrorEnvelope(wrong, 401, 'ConnectorCredentialsError');
    expect(wrong.body.message).toMatch(/^Twilio rejected the credentials/);
    expect((await view('checker', 'sms/twilio')).body.data).toMatchObject({ state: 'invalid', health: 'needs_auth' });
    expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { headers: tenant.headers('checker') }), 401, 'ConnectorCredentialsError');

    await tenant.connect('checker', 'sms', 'twilio', { auth_token: TWILIO_DEMO_ACCOUNT.authToken });
    const right = await post('checker', 'sms/twilio/validate');
    expect(right.status, right.text).toBe(200);
    expect(right.body.data).toEqual({ id: 'sms+twilio', state: 'callable' });
    expect((await view('checker', 'sms/twilio')).body.data.state_reason).toBeUndefined();

    // As the reference allows: no body at all, not even a content type.
    const bare = await fetch(`${svc.url}/vault/connections/sms/twilio/validate`, { method: 'POST', headers: tenant.headers('checker') });
    expect(bare.status, await bare.clone().text()).toBe(200);
    expect(((await bare.json()) as { data: unknown }).data).toEqual({ id: 'sms+twilio', state: 'callable' });
  });

  it('validate: missing settings and unknown connections are their own errors', async () => {
    await tenant.connect('partial', 'sms', 'twilio', { account_sid: TWILIO_DEMO_ACCOUNT.accountSid });
    expectErrorEnvelope(await post('partial', 'sms/twilio/validate'), 422, 'ConnectionSettingsError');
    expectErrorEnvelope(await post('nobody', 'sms/twilio/validate'), 404, 'ConnectionNotFoundError');
    expectErrorEnvelope(await post('partial', 'sms/twilio/validate', { extra: 1 }), 400, 'RequestValidationError');
  });

  it('import: tokens obtained outside the service make a callable connection', async () => {
    const emulator = svc.emulators.jira!;
    const redirectUri = 'http://127.0.0.1:9/elsewhere';
    emulator.oauth!.registerOAuthClient({ clientId: 'other-app', clientSecret: 'other-secret', name: 'Other app', redirectUris: [redirectUri] });
    const consent = new URL(`${emulator.url}/authorize`);
    for (const [name, value] of Object.entries({
      audience: 'api.atlassian.com', client_id: 'other-app', scope: 'read:jira-work offline_access', redirect_uri: redirectUri, state: 's1', response_type: 'code', prompt: 'consent',
    })) consent.searchParams.set(name, value);
    const decision = await submitConsent(consent, 'allow');
    const code = new URL(decision.headers.get('location') as string).searchParams.get('code');
    const token = await call(`${emulator.url}/oauth/token`, {
      method: 'POST',
      json: { grant_type: 'authorization_code', client_id: 'other-app', client_secret: 'other-secret', code, redirect_uri: redirectUri },
    });
    expect(token.status, token.text).toBe(200);
    const sites = await call(`${emulator.url}/oauth/token/accessible-resources`, { headers: { authorization: `Bearer ${token.body.access_token}` } });

    const imported = await post('importer', 'issue-tracking/jira/import', {
      credentials: { access_token: token.body.access_token, refresh_token: token.body.refresh_token, expires_in: token.body.expires_in },
      settings: { cloud_id: sites.body[0].id },
      metadata: { source: 'migration' },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data).toMatchObject({ state: 'callable', metadata: { source: 'migration' } });
    expect(imported.text).not.toContain(token.body.access_token);
    const projects = await call(`${svc.url}/issue-tracking/collections`, { headers: tenant.headers('importer') });
    expect(projects.status, projects.text).toBe(200);
  });

  it('import: refuses bodies without a token, and connectors without OAuth', async () => {
    expectErrorEnvelope(await post('importer2', 'issue-tracking/jira/import', { credentials: { refresh_token: 'r' } }), 400, 'RequestValidationError');
    expectErrorEnvelope(await post('importer2', 'issue-tracking/jira/import', { credentials: { access_token: 'a', password: 'x' } }), 400, 'RequestValidationError');
    expectErrorEnvelope(await post('importer2', 'sms/twilio/import', { credentials: { access_token: 'a' } }), 400, 'ConnectorOperationUnsupportedError');
  });

  it('token: refreshes an OAuth connection on demand; refuses connections without a token', async () => {
    expectErrorEnvelope(await post('checker', 'sms/twilio/token'), 400, 'ConnectorOperationUnsupportedError');
  });
});
