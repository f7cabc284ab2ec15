/**
 * The webhook routes of the REST API, for Connect and OAuth 2.0 apps only
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-webhooks/):
 *
 *  - POST /rest/api/3/webhook {url, webhooks: [{events, jqlFilter, fieldIdsFilter?}]}
 *    answers 200 with one result per webhook, in order: `createdWebhookId`,
 *    or `errors` saying why that one was refused (an unusable JQL filter);
 *  - GET /rest/api/3/webhook: the app's webhooks, a PageBean (startAt, maxResults);
 *  - DELETE /rest/api/3/webhook {webhookIds}: 202; other apps' ids are ignored;
 *  - PUT /rest/api/3/webhook/refresh {webhookIds}: 30 more days, answered
 *    with the new `expirationDate`.
 *
 * The caller must be an app: an OAuth token through api.atlassian.com with
 * the read:jira-work and manage:jira-webhook scopes. HTTP Basic (an API
 * token) is a user, not an app, and gets 403.
 */
import type { FastifyInstance } from 'fastify';
import { fail, headerOf, parseBearer, type Answer, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { OAuthServer } from '../framework/oauth-server.js';
import type { JiraSiteAccount } from './auth.js';
import { GATEWAY_PATH, MESSAGES } from './errors.js';
import { mountTwice } from './gateway.js';
import { startAtPaging, type JiraPageInfo } from './paging.js';
import { JiraStore } from './store.js';
import { webhookJqlProblem } from './webhook-jql.js';
import { DYNAMIC_WEBHOOK_EVENTS, WebhookRegistry, type DynamicWebhook } from './webhook-registry.js';

type Ctx = KitContext<JiraSiteAccount>;

const PATH = '/rest/api/3/webhook';
const REQUIRED_SCOPES = ['read:jira-work', 'manage:jira-webhook'];
const ONLY_APPS = 'Only Connect and OAuth 2.0 apps can use this operation.';
const paging = startAtPaging({ defaultSize: 100, maxSize: 100 });

interface CallingApp {
  clientId: string;
  accountId: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function appOf(ctx: Ctx, oauth: () => OAuthServer | undefined): CallingApp {
  const token = ctx.request.path.startsWith(GATEWAY_PATH) ? parseBearer(headerOf(ctx.request, 'authorization')) : undefined;
  const grant = token === undefined ? undefined : oauth()?.introspect(token);
  if (!grant) throw fail.forbidden(ONLY_APPS);
  if (!REQUIRED_SCOPES.every((scope) => grant.scopes.includes(scope))) throw fail.unauthenticated('Unauthorized; scope does not match');
  return { clientId: grant.clientId, accountId: grant.subject };
}

/** `webhookIds` as the kit's string ids; a missing or malformed list is Jira's 400. */
function webhookIds(body: unknown): string[] {
  const ids = isObject(body) ? body.webhookIds : undefined;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id))) throw fail.validation(MESSAGES.invalidPayload);
  return ids.map(String);
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

function register(ctx: Ctx, app: CallingApp): Answer {
  const body = ctx.request.body;
  if (!isObject(body) || typeof body.url !== 'string' || !Array.isArray(body.webhooks)) throw fail.validation(MESSAGES.invalidPayload);
  let url: URL;
  try {
    url = new URL(body.url);
  } catch {
    throw fail.validation('The webhook URL is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fail.validation('The webhook URL is not a valid URL.');
  const store = JiraStore.of(ctx);
  const registry = new WebhookRegistry(ctx.tenant);
  const webhookRegistrationResult = body.webhooks.map((details: unknown) => {
    if (!isObject(details)) return { errors: [MESSAGES.invalidPayload] };
    const events = stringList(details.events);
    const fieldIdsFilter = details.fieldIdsFilter === undefined ? undefined : stringList(details.fieldIdsFilter);
    const errors: string[] = [];
    if (!events || events.length === 0 || !events.every((event) => DYNAMIC_WEBHOOK_EVENTS.includes(event))) {
      errors.push(`The events must be a non-empty list of: ${DYNAMIC_WEBHOOK_EVENTS.join(', ')}.`);
    }
    if (typeof details.jqlFilter !== 'string') errors.push('The JQL filter is required.');
    else {
      const problem = webhookJqlProblem(details.jqlFilter, store, app.accountId);
      if (problem) errors.push(`Invalid JQL filter: ${problem}`);
    }
    if (details.fieldIdsFilter !== undefined && !fieldIdsFilter) errors.push('fieldIdsFilter must be a list of field ids.');
    if (errors.length > 0 || !events) return { errors };
    const created = registry.add(
      { clientId: app.clientId, accountId: app.accountId, url: url.href, events, jqlFilter: details.jqlFilter as string, ...(fieldIdsFilter ? { fieldIdsFilter } : {}) },
      ctx.now,
    );
    return { createdWebhookId: Number(created.id) };
  });
  return { status: 200, body: { webhookRegistrationResult } };
}

function webhookJson(webhook: DynamicWebhook): Record<string, unknown> {
  return {
    id: Number(webhook.id),
    jqlFilter: webhook.jqlFilter,
    ...(webhook.fieldIdsFilter ? { fieldIdsFilter: webhook.fieldIdsFilter } : {}),
    events: webhook.events,
    expirationDate: webhook.expirationDate,
    url: webhook.url,
  };
}

function list(ctx: Ctx, app: CallingApp): Answer {
  const page = paging.read(ctx.request);
  const webhooks = new WebhookRegistry(ctx.tenant).live(ctx.now, app.clientId);
  const { self, isLast, nextPage } = paging.describe(ctx.request, page, webhooks.length).info as JiraPageInfo;
  const values = webhooks.slice(page.start, page.start + page.size).map(webhookJson);
  return { status: 200, body: { self, maxResults: page.size, startAt: page.start, total: webhooks.length, isLast, values, ...(nextPage ? { nextPage } : {}) } };
}

export function registerWebhookRoutes(app: FastifyInstance, kit: PlatformKit<JiraSiteAccount>, oauth: () => OAuthServer | undefined): void {
  const route = (method: string, path: string, run: (ctx: Ctx, caller: CallingApp) => Answer) =>
    mountTwice(app, method, path, kit.handler((ctx) => run(ctx, appOf(ctx, oauth))));
  route('POST', PATH, register);
  route('GET', PATH, list);
  route('DELETE', PATH, (ctx, caller) => {
    new WebhookRegistry(ctx.tenant).remove(caller.clientId, webhookIds(ctx.request.body));
    return { status: 202 };
  });
  route('PUT', `${PATH}/refresh`, (ctx, caller) => ({
    status: 200,
    body: { expirationDate: new WebhookRegistry(ctx.tenant).refresh(caller.clientId, webhookIds(ctx.request.body), ctx.now) },
  }));
}
