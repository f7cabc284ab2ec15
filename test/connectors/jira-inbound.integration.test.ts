/**
 * Jira's own webhooks, between the connector's `inbound` hooks and the
 * emulator over loopback: `register` creates one dynamic webhook for the
 * connection's projects with an OAuth token (and nothing with an API token,
 * which Jira does not let register webhooks); the emulator sends Jira's
 * issue and comment events, and the requests it really sent (its recorded
 * deliveries) verify with the app's client secret and report the right
 * changes; forged, tampered, expired and foreign requests are refused; the
 * registration is refreshed before its 30 days run out, and replaced when
 * Jira dropped it.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jira } from '../../src/connectors/jira/definition.js';
import { jiraInbound } from '../../src/connectors/jira/inbound.js';
import { JIRA_COMMENT_EVENTS, JIRA_TICKET_EVENTS, JIRA_WEBHOOK_EVENTS } from '../../src/connectors/jira/webhook-events.js';
import { verifiedJwtClaims } from '../../src/connectors/jira/webhook-jwt.js';
import { jiraRenewAt, type JiraRegistration } from '../../src/connectors/jira/webhook-registration.js';
import { supportedEvents, type ConnectorContext } from '../../src/connectors/framework/define.js';
import { DownstreamHttp } from '../../src/connectors/framework/http.js';
import type { InboundContext, InboundRequest } from '../../src/connectors/framework/inbound.js';
import { JIRA_DEMO_ACCOUNT, startJiraEmulator, type JiraEmulatorHandle } from '../../src/sandbox/jira/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, postToken, pressButton, redirectOf, resetOAuth, withQuery } from '../sandbox/oauth-dance.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

const CLIENT = SANDBOX_OAUTH_CLIENTS.jira;
const REDIRECT = 'http://127.0.0.1:9/vault/callback';
const CLOUD = JIRA_DEMO_ACCOUNT.cloudId;
const API_TOKEN_SETTINGS = { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken };
const DAY = 86_400_000;
const ADF = (text: string) => ({ type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** An HS256 token as Jira signs them, with the claims a test wants. */
function jwt(claims: Json, secret: string, header: Json = { alg: 'HS256', typ: 'JWT' }): string {
  const part = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part(header)}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('Jira inbound webhooks (connector hooks ↔ emulator)', () => {
  let emulator: JiraEmulatorHandle;
  let receiver: WebhookReceiver;
  let settings: Record<string, string>;
  let target: string;

  const contextFor = (values: Record<string, string>): ConnectorContext => ({
    settings: values,
    http: new DownstreamHttp({
      connectorId: 'jira',
      baseUrl: values.access_token ? `${emulator.url}/ex/jira/${CLOUD}` : emulator.url,
      auth: jira.auth,
      values,
      timeoutMs: 5_000,
      rateLimit: jira.rateLimit,
      errorMessage: jira.errorMessage,
    }),
  });
  const ctx = () => contextFor(settings);
  const inboundContext = (registration: Record<string, unknown>, clientSecret: string | undefined = CLIENT.clientSecret): InboundContext => ({ settings, clientSecret, registration });
  const appWebhooks = async () => (await ctx().http.request<Json>({ method: 'GET', path: '/rest/api/3/webhook' })).body.values as Json[];
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) => (await ctx().http.request<Json>({ method, path, ...(json ? { json } : {}) })).body;

  /** What the emulator really sent to `url`, as the receiver gets it. */
  async function sentTo(url: string): Promise<InboundRequest[]> {
    await emulator.kit.settled();
    return emulator.kit.deliveries
      .filter((delivery) => delivery.url === url)
      .map((delivery) => ({ method: 'POST' as const, url: delivery.url, headers: delivery.requestHeaders, rawBody: Buffer.from(delivery.requestBody), query: {} }));
  }

  async function oauthToken(): Promise<string> {
    const page = await openPage(withQuery(`${emulator.url}/authorize`, {
      audience: 'api.atlassian.com', client_id: CLIENT.clientId, scope: 'read:jira-work write:jira-work read:jira-user manage:jira-webhook offline_access',
      redirect_uri: REDIRECT, state: 's', response_type: 'code', prompt: 'consent',
    }));
    const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
    const reply = await postToken(`${emulator.url}/oauth/token`, { grant_type: 'authorization_code', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, code, redirect_uri: REDIRECT });
    return reply.body.access_token as string;
  }

  beforeAll(async () => {
    ({ handle: emulator } = await startJiraEmulator());
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });
  beforeEach(async () => {
    emulator.kit.reset();
    resetOAuth(emulator.oauth, { ...CLIENT, redirectUris: [REDIRECT] });
    settings = { access_token: await oauthToken(), cloud_id: CLOUD };
    target = `${receiver.url}/webhook/w/${Math.random().toString(36).slice(2)}/jira`;
  });

  it('declares issue and comment events as supported_events', () => {
    const events = supportedEvents(jira, 'issue-tracking');
    expect(events.map((event) => event.downstream_event_type)).toEqual(JIRA_WEBHOOK_EVENTS);
    expect(events.map((event) => event.event_type)).toEqual([
      ...JIRA_TICKET_EVENTS.map((event) => `issue-tracking.ticket.${event.action}`),
      ...JIRA_COMMENT_EVENTS.map((event) => `issue-tracking.comment.${event.action}`),
    ]);
  });

  it('registers one dynamic webhook for every project of the site, and replaces it when registered again', async () => {
    const registration = (await jiraInbound.register!(ctx(), { url: target })) as JiraRegistration & { method: 'dynamic' };
    const projects = ((await call('GET', '/rest/api/3/project/search')).values as Json[]).map((project) => project.id as string);
    const [webhook, ...others] = await appWebhooks();
    expect(others).toEqual([]);
    expect(webhook).toMatchObject({ id: registration.webhookIds[0], url: target, jqlFilter: `project in (${projects.sort((a, b) => Number(a) - Number(b)).join(', ')})` });
    expect([...webhook!.events].sort()).toEqual([...JIRA_WEBHOOK_EVENTS].sort());
    expect(registration).toMatchObject({ method: 'dynamic', jqlFilter: webhook!.jqlFilter, expiresAt: new Date(webhook!.expirationDate).toISOString() });
    // Renewed five days before the 30 days are up, or the next day to pick up new projects, whichever comes first.
    expect(jiraRenewAt(registration)!.getTime() - Date.now()).toBeGreaterThan(DAY - 60_000);
    expect(jiraRenewAt(registration)!.getTime() - Date.now()).toBeLessThanOrEqual(DAY);

    const again = (await jiraInbound.register!(ctx(), { url: target })) as JiraRegistration & { method: 'dynamic' };
    expect((await appWebhooks()).map((listed) => listed.id)).toEqual(again.webhookIds);
    expect(again.webhookIds).not.toEqual(registration.webhookIds);
  });

  it('registers nothing for an API-token connection: Jira keeps webhook registration to apps', async () => {
    const registration = await jiraInbound.register!(contextFor(API_TOKEN_SETTINGS), { url: target });
    expect(registration).toMatchObject({ method: 'none' });
    expect(jiraRenewAt(registration)).toBeUndefined();
    expect(await appWebhooks()).toEqual([]);
    // Jira itself refuses a user's credentials there.
    await expect(contextFor(API_TOKEN_SETTINGS).http.request({ method: 'GET', path: '/rest/api/3/webhook' })).rejects.toMatchObject({ detail: { downstream_status: 403 } });
  });

  it('verifies the JWT of the issue and comment events the site sends and reports the right changes', async () => {
    const registration = await jiraInbound.register!(ctx(), { url: target });
    const issue = await call('POST', '/rest/api/3/issue', { fields: { project: { key: 'WEB' }, issuetype: { name: 'Task' }, summary: 'Inbound' } });
    const project = (await call('GET', `/rest/api/3/issue/${issue.id}`)).fields.project.id as string;
    await call('PUT', `/rest/api/3/issue/${issue.id}`, { fields: { summary: 'Inbound, renamed' } });
    const comment = await call('POST', `/rest/api/3/issue/${issue.id}/comment`, { body: ADF('Hello') });
    await call('PUT', `/rest/api/3/issue/${issue.id}/comment/${comment.id}`, { body: ADF('Hello again') });
    await call('DELETE', `/rest/api/3/issue/${issue.id}/comment/${comment.id}`);
    await call('DELETE', `/rest/api/3/issue/${issue.id}`);

    const requests = await sentTo(target);
    await receiver.waitFor(new URL(target).pathname, requests.length);
    for (const request of requests) expect(jiraInbound.verify(request, inboundContext(registration))).toBe(true);
    const changes = requests.flatMap((request) => jiraInbound.changes(request, inboundContext(registration)));
    const ticket = { resource: 'issue-tracking/tickets', entityId: issue.id, parents: { collection_id: project } };
    const onComment = { resource: 'issue-tracking/comments', entityId: comment.id, parents: { collection_id: project, ticket_id: issue.id } };
    expect(changes).toEqual([
      { ...ticket, action: 'created', downstreamEventType: 'jira:issue_created', occurredAt: expect.any(Date) },
      { ...ticket, action: 'updated', downstreamEventType: 'jira:issue_updated', occurredAt: expect.any(Date) },
      { ...onComment, action: 'created', downstreamEventType: 'comment_created', occurredAt: expect.any(Date) },
      { ...onComment, action: 'updated', downstreamEventType: 'comment_updated', occurredAt: expect.any(Date) },
      { ...onComment, action: 'deleted', downstreamEventType: 'comment_deleted', occurredAt: expect.any(Date) },
      { ...ticket, action: 'deleted', downstreamEventType: 'jira:issue_deleted', occurredAt: expect.any(Date) },
    ]);
    for (const change of changes) expect(Math.abs(change.occurredAt!.getTime() - Date.now())).toBeLessThan(60_000);
    // Each delivery names itself; the same request keeps its id.
    const ids = requests.map((request) => jiraInbound.deliveryId!(request, inboundContext(registration)));
    expect(new Set(ids).size).toBe(requests.length);
  });

  it('refuses a forged, tampered, expired, foreign or unsigned request', async () => {
    const registration = (await jiraInbound.register!(ctx(), { url: target })) as JiraRegistration & { method: 'dynamic' };
    await call('POST', '/rest/api/3/issue', { fields: { project: { key: 'MOB' }, issuetype: { name: 'Bug' }, summary: 'Forge me' } });
    const [request] = await sentTo(target);
    const context = inboundContext(registration);
    expect(jiraInbound.verify(request!, context)).toBe(true);

    const withToken = (token: string): InboundRequest => ({ ...request!, headers: { ...request!.headers, authorization: `Bearer ${token}` } });
    const now = Math.floor(Date.now() / 1000);
    expect(jiraInbound.verify(withToken(jwt({ iss: CLIENT.clientId, iat: now, exp: now + 60 }, 'another-secret')), context)).toBe(false);
    expect(jiraInbound.verify(withToken(jwt({ iss: CLIENT.clientId, iat: now - 600, exp: now - 300 }, CLIENT.clientSecret)), context)).toBe(false);
    expect(jiraInbound.verify(withToken(jwt({ iss: CLIENT.clientId, iat: now }, CLIENT.clientSecret)), context)).toBe(false);
    expect(jiraInbound.verify(withToken(jwt({ iss: CLIENT.clientId, exp: now + 60 }, CLIENT.clientSecret, { alg: 'none' })), context)).toBe(false);
    expect(jiraInbound.verify(withToken(jwt({ iss: CLIENT.clientId, exp: now + 60 }, CLIENT.clientSecret, { alg: 'HS512' })), context)).toBe(false);
    const [head, claims] = (request!.headers.authorization ?? '').replace('Bearer ', '').split('.');
    expect(jiraInbound.verify(withToken(`${head}.${claims}.`), context)).toBe(false);
    const { authorization: _authorization, ...unsigned } = request!.headers;
    expect(jiraInbound.verify({ ...request!, headers: unsigned }, context)).toBe(false);
    expect(jiraInbound.verify(request!, { settings, registration })).toBe(false);
    expect(jiraInbound.verify(request!, inboundContext({ method: 'none', reason: 'api token' }))).toBe(false);
    expect(jiraInbound.verify(request!, inboundContext({}))).toBe(false);
    // Signed by Jira, but for another connection's webhook.
    expect(jiraInbound.verify(request!, inboundContext({ ...registration, webhookIds: [registration.webhookIds[0]! + 1000] }))).toBe(false);
    const body = JSON.parse(request!.rawBody.toString()) as Json;
    const foreign = { ...request!, rawBody: Buffer.from(JSON.stringify({ ...body, matchedWebhookIds: [registration.webhookIds[0]! + 1000] })) };
    expect(jiraInbound.verify(foreign, context)).toBe(false);
    // The JWT proves who sent it, then the claims say until when.
    expect(verifiedJwtClaims(request!.headers.authorization!.slice(7), CLIENT.clientSecret, Date.now())).toMatchObject({ iss: CLIENT.clientId });
  });

  it('reports nothing for bodies that are not Jira events the connector follows', () => {
    const request = (body: unknown): InboundRequest => ({ method: 'POST', url: target, headers: {}, rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), query: {} });
    const context = inboundContext({});
    expect(jiraInbound.changes(request('not json'), context)).toEqual([]);
    expect(jiraInbound.changes(request([1]), context)).toEqual([]);
    const issue = { id: '10001', fields: { project: { id: '10000' } } };
    expect(jiraInbound.changes(request({ webhookEvent: 'issue_property_set', issue }), context)).toEqual([]);
    expect(jiraInbound.changes(request({ webhookEvent: 'jira:issue_created', issue: { id: '10001', fields: {} } }), context)).toEqual([]);
    expect(jiraInbound.changes(request({ webhookEvent: 'comment_created', issue }), context)).toEqual([]);
    expect(jiraInbound.changes(request({ webhookEvent: 'jira:issue_created', issue: { ...issue, id: '../x' } }), context)).toEqual([]);
  });

  it('refreshes the webhook before it expires, and registers a new one when Jira dropped it', async () => {
    const registration = (await jiraInbound.register!(ctx(), { url: target })) as JiraRegistration & { method: 'dynamic' };
    emulator.kit.advanceClock(26 * DAY);
    const renewed = (await jiraInbound.renew!(ctx(), registration, { url: target })) as JiraRegistration & { method: 'dynamic' };
    expect(renewed.webhookIds).toEqual(registration.webhookIds);
    expect(Date.parse(renewed.expiresAt!) - Date.parse(registration.expiresAt!)).toBeGreaterThan(25 * DAY);
    expect((await appWebhooks())[0]!.expirationDate).toBe(Date.parse(renewed.expiresAt!));

    emulator.kit.advanceClock(31 * DAY);
    expect(await appWebhooks()).toEqual([]);
    const replaced = (await jiraInbound.renew!(ctx(), renewed, { url: target })) as JiraRegistration & { method: 'dynamic' };
    expect(replaced.webhookIds).not.toEqual(renewed.webhookIds);
    expect((await appWebhooks()).map((webhook) => webhook.id)).toEqual(replaced.webhookIds);
  });

  it('unregisters by deleting its webhooks, leaving the app\'s others alone', async () => {
    const elsewhere = `${receiver.url}/elsewhere`;
    await jiraInbound.register!(ctx(), { url: elsewhere });
    const registration = await jiraInbound.register!(ctx(), { url: target });
    await jiraInbound.unregister!(ctx(), registration);
    expect((await appWebhooks()).map((webhook) => webhook.url)).toEqual([elsewhere]);
  });
});
