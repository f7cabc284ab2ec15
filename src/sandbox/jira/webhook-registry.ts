/**
 * Webhooks that OAuth 2.0 apps register through the REST API ("dynamic
 * webhooks": https://developer.atlassian.com/cloud/jira/platform/webhooks/),
 * kept per site in the account's state (a reset forgets them) and per app:
 * an app sees, refreshes and deletes only its own. Each lives 30 days from
 * its registration or last refresh; an expired one is neither sent, listed
 * nor refreshed, as Jira stops sending it and ignores unknown ids.
 */
import type { TenantState } from '../framework/kit/index.js';

export const WEBHOOK_LIFETIME_MS = 30 * 86_400_000;

/** The events a dynamic webhook can name (WebhookDetails.events in the description). */
export const DYNAMIC_WEBHOOK_EVENTS: readonly string[] = [
  'jira:issue_created', 'jira:issue_updated', 'jira:issue_deleted',
  'comment_created', 'comment_updated', 'comment_deleted',
  'issue_property_set', 'issue_property_deleted',
];

const TABLE = 'dynamic_webhooks';

export type DynamicWebhook = {
  /** Jira's ids are int64; kept as the kit's string id, written as a number. */
  id: string;
  /** The OAuth client (the app) that registered it. */
  clientId: string;
  /** The user whose token registered it: JQL's currentUser(). */
  accountId: string;
  url: string;
  events: string[];
  jqlFilter: string;
  fieldIdsFilter?: string[];
  expirationDate: number;
};

export class WebhookRegistry {
  constructor(private readonly tenant: TenantState) {}

  private get table() {
    return this.tenant.table<DynamicWebhook & { [key: string]: unknown }>(TABLE);
  }

  add(webhook: Omit<DynamicWebhook, 'id' | 'expirationDate'>, now: number): DynamicWebhook {
    const id = String(this.tenant.next('dynamic-webhook-id', 1));
    return this.table.insert({ ...webhook, id, expirationDate: now + WEBHOOK_LIFETIME_MS });
  }

  /** Every webhook still alive at `now`, oldest first (an app's own when `clientId` is given). */
  live(now: number, clientId?: string): DynamicWebhook[] {
    return this.table.all().filter((webhook) => webhook.expirationDate > now && (clientId === undefined || webhook.clientId === clientId));
  }

  /** Removes the app's webhooks among `ids`; ids of other apps or unknown ones are ignored. */
  remove(clientId: string, ids: readonly string[]): void {
    for (const id of ids) if (this.table.get(id)?.clientId === clientId) this.table.remove(id);
  }

  /** Extends the app's live webhooks among `ids` to 30 days from now; returns the new expiration date. */
  refresh(clientId: string, ids: readonly string[], now: number): number {
    const expirationDate = now + WEBHOOK_LIFETIME_MS;
    for (const webhook of this.live(now, clientId)) if (ids.includes(webhook.id)) webhook.expirationDate = expirationDate;
    return expirationDate;
  }
}
