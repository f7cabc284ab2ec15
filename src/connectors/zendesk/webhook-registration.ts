/**
 * The service's webhook at a Zendesk account, made with the Webhooks API
 * (https://developer.zendesk.com/api-reference/webhooks/webhooks-api/webhooks/)
 * when a connection becomes callable: one webhook per connection, POST and
 * JSON to the connection's inbound URL, subscribed to the user events of
 * webhook-events.ts. Its signing secret is read back (Show Webhook Signing
 * Secret) and kept with its id in the connection's registration.
 *
 * Registering again (the connection became callable again) reuses the
 * account's webhook to the same URL when it is active and subscribed to the
 * same events, and replaces it otherwise, so the account never collects
 * copies that would each send every event. Managing webhooks takes an admin:
 * an agent's credentials get Zendesk's 403, which the caller reports.
 */
import type { ConnectorContext } from '../framework/define.js';
import { isDownstreamNotFound } from '../framework/not-found.js';
import { ZENDESK_CUSTOMER_EVENTS } from './webhook-events.js';
import { segment } from '../framework/rest/path.js';

const WEBHOOKS_PATH = '/api/v2/webhooks';
/** Found again by this name (List Webhooks filters by a part of it), and what an admin sees in Admin Center. */
export const ZENDESK_WEBHOOK_NAME = 'Unified API: customer events';

interface ZendeskWebhook {
  id: string;
  endpoint: string;
  status: string;
  subscriptions?: string[];
}

/** What `register` keeps; the receiver stores it with the connection (the secret encrypted). */
export interface ZendeskRegistration {
  webhook_id: string;
  signing_secret: string;
}

const wanted = () => ZENDESK_CUSTOMER_EVENTS.map((event) => event.downstream).sort();
const sameEvents = (webhook: ZendeskWebhook) => JSON.stringify([...(webhook.subscriptions ?? [])].sort()) === JSON.stringify(wanted());

async function webhooksTo(ctx: ConnectorContext, url: string): Promise<ZendeskWebhook[]> {
  const { body } = await ctx.http.request<{ webhooks?: ZendeskWebhook[] }>({ method: 'GET', path: WEBHOOKS_PATH, query: { 'filter[name_contains]': ZENDESK_WEBHOOK_NAME } });
  return (body.webhooks ?? []).filter((webhook) => webhook.endpoint === url);
}

async function create(ctx: ConnectorContext, url: string): Promise<string> {
  const webhook = { name: ZENDESK_WEBHOOK_NAME, status: 'active', endpoint: url, http_method: 'POST', request_format: 'json', subscriptions: wanted() };
  const { body } = await ctx.http.request<{ webhook: ZendeskWebhook }>({ method: 'POST', path: WEBHOOKS_PATH, json: { webhook } });
  return body.webhook.id;
}

async function remove(ctx: ConnectorContext, webhookId: string): Promise<void> {
  try {
    await ctx.http.request({ method: 'DELETE', path: `${WEBHOOKS_PATH}/${segment(webhookId)}` });
  } catch (error) {
    // Already gone (an admin deleted it): nothing left to remove.
    if (!isDownstreamNotFound(error)) throw error;
  }
}

export async function registerZendeskWebhook(ctx: ConnectorContext, target: { url: string }): Promise<Record<string, unknown>> {
  const existing = await webhooksTo(ctx, target.url);
  const reusable = existing.find((webhook) => webhook.status === 'active' && sameEvents(webhook));
  for (const webhook of existing) if (webhook !== reusable) await remove(ctx, webhook.id);
  const webhookId = reusable?.id ?? (await create(ctx, target.url));
  const { body } = await ctx.http.request<{ signing_secret: { secret: string } }>({ method: 'GET', path: `${WEBHOOKS_PATH}/${segment(webhookId)}/signing_secret` });
  const registration: ZendeskRegistration = { webhook_id: webhookId, signing_secret: body.signing_secret.secret };
  return { ...registration };
}

export async function unregisterZendeskWebhook(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void> {
  if (typeof registration.webhook_id === 'string' && registration.webhook_id !== '') await remove(ctx, registration.webhook_id);
}
