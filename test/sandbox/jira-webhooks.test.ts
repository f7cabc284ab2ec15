/**
 * Jira's dynamic webhooks in the emulator, over real HTTP: an OAuth 2.0 app
 * registers, lists, refreshes and deletes its webhooks through
 * api.atlassian.com; the site then sends issue and comment events matching
 * each webhook's JQL filter, with a JWT signed with the app's secret; API
 * tokens are refused; webhooks expire after 30 days unless refreshed; admin
 * webhooks (the control plane's subscriptions) are signed with X-Hub-Signature.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JIRA_DEMO_ACCOUNT, startJiraEmulator, type JiraEmulatorHandle } from '../../src/sandbox/jira/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { openPage, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

const CLIENT = { clientId: 'wH7kQ2pL9xVb4nTz8rMc3sJd6fGy1aEu', clientSecret: 'ATOAwebhook-test-secret-5c1e', name: 'Webhook test app' };
const OTHER = { clientId: 'zZ1xX2cC3vV4bB5nN6mM7qQ8wW9eE0rR', clientSecret: 'ATOAother-app-secret-9d0a', name: 'Other app' };
const REDIRECT = 'http://127.0.0.1:9/callback';
const CLOUD = JIRA_DEMO_ACCOUNT.cloudId;
const DAY = 86_400_000;

function jwtClaims(authorization: string | undefined, secret: string): Record<string, unknown> | undefined {
  const [header, payload, signature] = (authorization ?? '').replace(/^Bearer /, '').split('.');
  if (!header || !payload || !signature) return undefined;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return expected === signature ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>) : undefined;
}

describe('Jira emulator: dynamic webhooks', () => {
  let handle: JiraEmulatorHandle;
  let receiver: WebhookReceiver;
  let token: string;
  let otherToken: string;

  async function tokenFor(client: typeof CLIENT, scope = 'read:jira-work write:jira-work manage:jira-webhook'): Promise<string> {
    const page = await openPage(withQuery(`${handle.url}/authorize`, { audience: 'api.atlassian.com', client_id: client.clientId, scope, redirect_uri: REDIRECT, state: 's', response_type: 'code', prompt: 'consent' }));
    const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
    const reply = await postToken(`${handle.url}/oauth/token`, { grant_type: 'authorization_code', client_id: client.clientId, client_secret: client.clientSecret, code, redirect_uri: REDIRECT });
    return reply.body.access_token as string;
  }

  const api = async (method: string, path: string, bearer: string, json?: unknown) => {
    const response = await fetch(`${handle.url}/ex/jira/${CLOUD}/rest/api/3${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };

  const register = (bearer: string, url: string, webhooks: unknown[]) => api('POST', '/webhook', bearer, { url, webhooks });

  beforeAll(async () => {
    ({ handle } = await startJiraEmulator());
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await handle.close();
    await receiver.close();
  });
  beforeEach(async () => {
    handle.kit.reset();
    receiver.received.length = 0;
    resetOAuth(handle.oauth, { ...CLIENT, redirectUris: [REDIRECT] });
    handle.oauth.registerOAuthClient({ ...OTHER, redirectUris: [REDIRECT] });
    token = await tokenFor(CLIENT);
    otherToken = await tokenFor(OTHER);
  });

  it('registers, lists, refreshes and deletes an app\'s webhooks, each app seeing only its own', async () => {
    const created = await register(token, `${receiver.url}/jira`, [
      { events: ['jira:issue_created', 'comment_created'], jqlFilter: 'project = WEB' },
      { events: ['jira:issue_deleted'], jqlFilter: 'project in (WEB, MOB) AND status != Done' },
      { events: ['jira:issue_created'], jqlFilter: 'summary ~ "x"' },
      { events: ['no_such_event'], jqlFilter: 'project = WEB' },
    ]);
    expect(created.status).toBe(200);
    const results = created.body.webhookRegistrationResult;
    expect(results).toHaveLength(4);
    expect(results[0].createdWebhookId).toEqual(expect.any(Number));
    expect(results[1].createdWebhookId).toEqual(expect.any(Number));
    expect(results[2].errors[0]).toMatch(/summary/);
    expect(results[3].errors[0]).toMatch(/events/);

    await register(otherToken, `${receiver.url}/other`, [{ events: ['jira:issue_updated'], jqlFilter: 'project = MOB' }]);
    const listed = await api('GET', '/webhook', token);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ startAt: 0, total: 2, isLast: true });
    expect(listed.body.values.map((webhook: { id: number }) => webhook.id)).toEqual([results[0].createdWebhookId, results[1].createdWebhookId]);
    const expiry = listed.body.values[0].expirationDate as number;
    expect(expiry - Date.now()).toBeGreaterThan(29 * DAY);

    handle.kit.advanceClock(10 * DAY);
    const refreshed = await api('PUT', '/webhook/refresh', token, { webhookIds: [results[0].createdWebhookId] });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expirationDate).toBeGreaterThan(expiry + 9 * DAY);

    // Another app's ids are ignored.
    expect((await api('DELETE', '/webhook', otherToken, { webhookIds: [results[0].createdWebhookId] })).status).toBe(202);
    expect((await api('GET', '/webhook', token)).body.total).toBe(2);
    expect((await api('DELETE', '/webhook', token, { webhookIds: [results[0].createdWebhookId] })).status).toBe(202);
    expect((await api('GET', '/webhook', token)).body.values.map((webhook: { id: number }) => webhook.id)).toEqual([results[1].createdWebhookId]);
    expect((await api('DELETE', '/webhook', token, {})).status).toBe(400);
  });

  it('refuses callers that are not apps, and tokens without the webhook scope', async () => {
    const basic = await fetch(`${handle.url}/rest/api/3/webhook`, { headers: { authorization: `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64')}` } });
    expect(basic.status).toBe(403);
    expect(((await basic.json()) as { errorMessages: string[] }).errorMessages[0]).toMatch(/OAuth 2.0 apps/);
    const narrow = await tokenFor(CLIENT, 'read:jira-work');
    expect((await register(narrow, `${receiver.url}/jira`, [{ events: ['jira:issue_created'], jqlFilter: 'project = WEB' }])).status).toBe(401);
  });

  it('sends matching issue and comment events with a JWT signed with the app\'s secret', async () => {
    const first = await register(token, `${receiver.url}/jira`, [{ events: ['jira:issue_created', 'jira:issue_updated', 'comment_created'], jqlFilter: 'project = WEB' }]);
    const second = await register(token, `${receiver.url}/jira`, [{ events: ['jira:issue_created'], jqlFilter: 'project in (WEB, MOB)' }]);
    const ids = [first.body.webhookRegistrationResult[0].createdWebhookId, second.body.webhookRegistrationResult[0].createdWebhookId];

    const issue = await api('POST', '/issue', token, { fields: { project: { key: 'WEB' }, issuetype: { name: 'Task' }, summary: 'Webhook me' } });
    expect(issue.status).toBe(201);
    await api('POST', '/issue', token, { fields: { project: { key: 'HR' }, issuetype: { name: 'Task' }, summary: 'Not matched' } });
    const [created] = await receiver.waitFor('/jira', 1);
    expect(created!.json).toMatchObject({ webhookEvent: 'jira:issue_created', issue_event_type_name: 'issue_created', issue: { id: issue.body.id, key: issue.body.key } });
    const body = JSON.parse(created!.body);
    expect(body.issue.fields.project.key).toBe('WEB');
    expect(body.matchedWebhookIds.sort()).toEqual(ids.sort());
    expect(created!.headers['x-atlassian-webhook-identifier']).toMatch(/^[0-9a-f-]{36}$/);
    const claims = jwtClaims(created!.headers.authorization, CLIENT.clientSecret);
    expect(claims).toMatchObject({ iss: CLIENT.clientId });
    expect(jwtClaims(created!.headers.authorization, OTHER.clientSecret)).toBeUndefined();

    expect((await api('PUT', `/issue/${issue.body.id}`, token, { fields: { summary: 'Webhook me again' } })).status).toBe(204);
    const transitions = await api('GET', `/issue/${issue.body.id}/transitions`, token);
    const done = transitions.body.transitions.find((transition: { name: string }) => transition.name === 'Done');
    expect((await api('POST', `/issue/${issue.body.id}/transitions`, token, { transition: { id: done.id } })).status).toBe(204);
    const comment = await api('POST', `/issue/${issue.body.id}/comment`, token, { body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] } });
    const received = await receiver.waitFor('/jira', 4);
    expect(received.map((webhook) => webhook.json?.webhookEvent)).toEqual(['jira:issue_created', 'jira:issue_updated', 'jira:issue_updated', 'comment_created']);
    const [, edit, transition, commented] = received.map((webhook) => JSON.parse(webhook.body));
    expect(edit.changelog.items).toEqual([expect.objectContaining({ field: 'summary', fromString: 'Webhook me', toString: 'Webhook me again' })]);
    expect(transition.changelog.items[0]).toMatchObject({ field: 'status', toString: 'Done' });
    expect(commented).toMatchObject({ comment: { id: comment.body.id }, issue: { id: issue.body.id }, matchedWebhookIds: [ids[0]] });
  });

  it('stops sending a webhook 30 days after its registration unless refreshed', async () => {
    const kept = await register(token, `${receiver.url}/kept`, [{ events: ['jira:issue_created'], jqlFilter: 'project = WEB' }]);
    await register(token, `${receiver.url}/lapsed`, [{ events: ['jira:issue_created'], jqlFilter: 'project = WEB' }]);
    handle.kit.advanceClock(20 * DAY);
    await api('PUT', '/webhook/refresh', token, { webhookIds: [kept.body.webhookRegistrationResult[0].createdWebhookId] });
    handle.kit.advanceClock(11 * DAY);
    expect((await api('GET', '/webhook', token)).body.values.map((webhook: { url: string }) => webhook.url)).toEqual([`${receiver.url}/kept`]);
    await api('POST', '/issue', token, { fields: { project: { key: 'WEB' }, issuetype: { name: 'Task' }, summary: 'After a month' } });
    await receiver.waitFor('/kept', 1);
    await handle.kit.settled();
    expect(receiver.received.filter((webhook) => webhook.path === '/lapsed')).toHaveLength(0);
  });

  it('signs admin webhooks that have a secret with X-Hub-Signature', async () => {
    handle.kit.subscribe({ url: `${receiver.url}/admin`, secret: 'admin-secret', events: ['jira:issue_deleted'] });
    const issue = await api('POST', '/issue', token, { fields: { project: { key: 'MOB' }, issuetype: { name: 'Bug' }, summary: 'Delete me' } });
    expect((await api('DELETE', `/issue/${issue.body.id}`, token)).status).toBe(204);
    const [deleted] = await receiver.waitFor('/admin', 1);
    expect(deleted!.json).toMatchObject({ webhookEvent: 'jira:issue_deleted', issue: { id: issue.body.id } });
    expect(JSON.parse(deleted!.body).matchedWebhookIds).toBeUndefined();
    expect(deleted!.headers['x-hub-signature']).toBe(`sha256=${createHmac('sha256', 'admin-secret').update(deleted!.body).digest('hex')}`);
  });
});
