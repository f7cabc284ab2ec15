/**
 * The webhooks a Jira site sends when an issue or a comment changes:
 *
 *  - to each app whose live dynamic webhooks (webhook-registry.ts) name the
 *    event and whose JQL filter matches the issue: one request per app and
 *    URL, listing the matched ids, authenticated with a JWT signed with the
 *    app's client secret (webhook-jwt.ts);
 *  - to the site's admin webhooks (System → WebHooks; the control plane's
 *    subscriptions stand in for that page), signed with `X-Hub-Signature`
 *    when they have a secret (the dialect's `webhooks`, webhook-events.ts).
 *
 * Every request carries `X-Atlassian-Webhook-Identifier`, unique per delivery.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, Subscription, TenantState } from '../framework/kit/index.js';
import type { JiraSiteAccount } from './auth.js';
import type { CommentRecord, IssueRecord } from './model.js';
import { JiraStore } from './store.js';
import { matchesWebhookJql } from './webhook-jql.js';
import { webhookJwt } from './webhook-jwt.js';
import { webhookBody } from './webhook-payloads.js';
import { WebhookRegistry, type DynamicWebhook } from './webhook-registry.js';

function issueOf(event: PlatformEvent, store: JiraStore): IssueRecord | undefined {
  if (event.resource === 'issues') return event.record as unknown as IssueRecord;
  if (event.resource === 'comments') return store.issueById((event.record as unknown as CommentRecord).issueId);
  return undefined;
}

/** The app's matching webhooks, grouped by where they are sent. */
function byDestination(webhooks: DynamicWebhook[]): Map<string, DynamicWebhook[]> {
  const groups = new Map<string, DynamicWebhook[]>();
  for (const webhook of webhooks) {
    const key = `${webhook.clientId}\u0000${webhook.url}`;
    groups.set(key, [...(groups.get(key) ?? []), webhook]);
  }
  return groups;
}

/** The platform's `webhooks` hook; `clientSecret` finds an app's secret at the authorization server. */
export function jiraWebhooks(clientSecret: (clientId: string) => string | undefined) {
  return (event: PlatformEvent<JiraSiteAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] => {
    const store = new JiraStore(tenant, () => event.at);
    const issue = issueOf(event, store);
    if (!issue) return [];
    const identifier = () => ({ 'x-atlassian-webhook-identifier': randomUUID() });
    const outgoing: OutgoingWebhook[] = [];

    const matching = new WebhookRegistry(tenant)
      .live(event.at)
      .filter((webhook) => webhook.events.includes(event.type) && matchesWebhookJql(webhook.jqlFilter, issue, store, webhook.accountId));
    for (const group of byDestination(matching).values()) {
      const [first] = group as [DynamicWebhook];
      const secret = clientSecret(first.clientId);
      // An app no longer known to the authorization server gets nothing (its webhooks die with it on Jira).
      if (secret === undefined) continue;
      outgoing.push({
        url: first.url,
        body: webhookBody(event, issue, store, group.map((webhook) => Number(webhook.id))),
        headers: { authorization: `Bearer ${webhookJwt(first.clientId, secret, first.accountId)}`, ...identifier() },
      });
    }

    for (const subscription of subscriptions) {
      if (subscription.events && !subscription.events.includes(event.type)) continue;
      outgoing.push({ url: subscription.url, body: webhookBody(event, issue, store), secret: subscription.secret, headers: identifier() });
    }
    return outgoing;
  };
}
