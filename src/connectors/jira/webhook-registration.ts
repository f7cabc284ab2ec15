/**
 * Registering the service's webhook at a Jira site: a dynamic webhook
 * (POST /rest/api/3/webhook), which only OAuth 2.0 and Connect apps may
 * register. It covers the projects the connection sees (`project in (…)`:
 * a webhook's JQL filter must restrict something and allows only = != IN
 * and NOT IN on a few fields, so "every issue" is spelled as the list of
 * projects), asks for issue and comment events, and expires after 30 days
 * unless refreshed (PUT /rest/api/3/webhook/refresh).
 *
 * The registration is renewed five days before it expires, and at least
 * daily so that projects created since are added (the webhook is then
 * replaced). An API-token connection cannot register one at all: its
 * registration says so and the service has no native events for it.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { everyRecord } from '../kit/index.js';
import { startAtPaging } from './dialect.js';
import { JIRA_WEBHOOK_EVENTS } from './webhook-events.js';

export type JiraRegistration =
  | {
      method: 'dynamic';
      /** The webhooks Jira created for the service (none while the connection sees no project). */
      webhookIds: number[];
      jqlFilter: string | null;
      /** When Jira stops sending them (ISO 8601); null when there are none. */
      expiresAt: string | null;
      /** When the list of projects was last read. */
      syncedAt: string;
    }
  | { method: 'none'; reason: string };

const DAY_MS = 86_400_000;
/** Jira keeps a dynamic webhook 30 days after its registration or last refresh. */
const LIFETIME_MS = 30 * DAY_MS;
const RENEW_BEFORE_EXPIRY_MS = 5 * DAY_MS;
const RESYNC_PROJECTS_MS = DAY_MS;
const WEBHOOK_PATH = '/rest/api/3/webhook';

interface JiraWebhook {
  id: number;
  url?: string;
  expirationDate?: number;
}

/** Every record of a Jira list of `values`, page after page. */
const everyPage = <T>(ctx: ConnectorContext, path: string) => everyRecord<T>(ctx, { path, paging: startAtPaging, at: (body) => (body as { values?: T[] }).values ?? [] });

async function projectFilter(ctx: ConnectorContext): Promise<string | null> {
  const ids = (await everyPage<{ id?: unknown }>(ctx, '/rest/api/3/project/search'))
    .map((project) => String(project.id ?? ''))
    .filter((id) => /^\d+$/.test(id))
    .sort((a, b) => Number(a) - Number(b));
  return ids.length === 0 ? null : `project in (${ids.join(', ')})`;
}

const appWebhooks = (ctx: ConnectorContext) => everyPage<JiraWebhook>(ctx, WEBHOOK_PATH);

async function deleteWebhooks(ctx: ConnectorContext, webhookIds: readonly number[]): Promise<void> {
  if (webhookIds.length > 0) await ctx.http.request({ method: 'DELETE', path: WEBHOOK_PATH, json: { webhookIds } });
}

async function create(ctx: ConnectorContext, url: string, jqlFilter: string | null): Promise<JiraRegistration> {
  const syncedAt = new Date().toISOString();
  if (jqlFilter === null) return { method: 'dynamic', webhookIds: [], jqlFilter, expiresAt: null, syncedAt };
  const { body } = await ctx.http.request<{ webhookRegistrationResult?: { createdWebhookId?: number; errors?: string[] }[] }>({
    method: 'POST',
    path: WEBHOOK_PATH,
    json: { url, webhooks: [{ events: JIRA_WEBHOOK_EVENTS, jqlFilter }] },
  });
  const result = body.webhookRegistrationResult?.[0];
  const id = result?.createdWebhookId;
  if (typeof id !== 'number') {
    throw new ApiError('ConnectorExecutionError', {
      message: `Jira did not register the webhook: ${(result?.errors ?? ['no webhook id in its answer']).join('; ')}`,
      detail: { service: 'jira' },
    });
  }
  // The answer names only the id; the list says when Jira will stop sending it.
  const expiration = (await appWebhooks(ctx)).find((webhook) => webhook.id === id)?.expirationDate;
  const expiresAt = new Date(typeof expiration === 'number' ? expiration : Date.now() + LIFETIME_MS).toISOString();
  return { method: 'dynamic', webhookIds: [id], jqlFilter, expiresAt, syncedAt };
}

export async function registerJiraWebhook(ctx: ConnectorContext, target: { url: string }): Promise<JiraRegistration> {
  if (!ctx.settings.access_token) {
    return { method: 'none', reason: 'Jira lets only OAuth 2.0 and Connect apps register webhooks; this connection uses an API token' };
  }
  // Webhooks this app left at this URL (a registration whose answer was lost) would make Jira send everything twice.
  const stale = (await appWebhooks(ctx)).filter((webhook) => webhook.url === target.url).map((webhook) => webhook.id);
  await deleteWebhooks(ctx, stale);
  return create(ctx, target.url, await projectFilter(ctx));
}

export function jiraRenewAt(registration: Readonly<Record<string, unknown>>): Date | undefined {
  const current = registration as Partial<JiraRegistration>;
  if (current.method !== 'dynamic') return undefined;
  const resync = Date.parse(current.syncedAt ?? '') + RESYNC_PROJECTS_MS;
  const renew = current.expiresAt ? Date.parse(current.expiresAt) - RENEW_BEFORE_EXPIRY_MS : Number.POSITIVE_INFINITY;
  const at = Math.min(Number.isNaN(resync) ? 0 : resync, Number.isNaN(renew) ? 0 : renew);
  return new Date(at);
}

/** Refreshes the webhook when it still covers the connection's projects; otherwise (projects changed, webhook gone) replaces it. */
export async function renewJiraWebhook(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>, target: { url: string }): Promise<JiraRegistration> {
  const current = registration as JiraRegistration;
  if (current.method !== 'dynamic' || !ctx.settings.access_token) return registerJiraWebhook(ctx, target);
  const jqlFilter = await projectFilter(ctx);
  const syncedAt = new Date().toISOString();
  if (jqlFilter === null && current.webhookIds.length === 0) return { ...current, syncedAt };
  const alive = new Set((await appWebhooks(ctx)).filter((webhook) => webhook.url === target.url).map((webhook) => webhook.id));
  if (jqlFilter !== current.jqlFilter || current.webhookIds.length === 0 || !current.webhookIds.every((id) => alive.has(id))) {
    return registerJiraWebhook(ctx, target);
  }
  const { body } = await ctx.http.request<{ expirationDate?: number }>({ method: 'PUT', path: `${WEBHOOK_PATH}/refresh`, json: { webhookIds: current.webhookIds } });
  const expiresAt = new Date(typeof body.expirationDate === 'number' ? body.expirationDate : Date.now() + LIFETIME_MS).toISOString();
  return { ...current, expiresAt, syncedAt };
}

export async function unregisterJiraWebhook(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void> {
  const current = registration as Partial<JiraRegistration>;
  if (current.method === 'dynamic' && Array.isArray(current.webhookIds)) await deleteWebhooks(ctx, current.webhookIds);
}
