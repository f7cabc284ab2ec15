/**
 * Jira's own webhooks, received at the connection's `/webhook/w/…` URL
 * (framework/inbound.ts): registered by webhook-registration.ts, checked by
 * their JWT (webhook-jwt.ts), and read as ticket and comment changes.
 *
 * The JWT proves Jira sent the request for this app, but it does not cover
 * the body; the body must also name one of this connection's webhooks
 * (`matchedWebhookIds`), so a request Jira made for another connection of
 * the same app is refused here.
 */
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { bodyObject } from '../framework/inbound-body.js';
import { actionOf } from '../kit/index.js';
import { JIRA_COMMENT_EVENTS, JIRA_TICKET_EVENTS } from './webhook-events.js';
import { bearerToken, verifiedJwtClaims } from './webhook-jwt.js';
import { jiraRenewAt, registerJiraWebhook, renewJiraWebhook, unregisterJiraWebhook, type JiraRegistration } from './webhook-registration.js';

interface JiraWebhookBody {
  timestamp?: unknown;
  webhookEvent?: unknown;
  matchedWebhookIds?: unknown;
  issue?: { id?: unknown; fields?: { project?: { id?: unknown } | null } | null } | null;
  comment?: { id?: unknown } | null;
}

/** Jira's ids are numbers in some places and numeric strings in others. */
function idOf(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && /^\d{1,20}$/.test(text) ? text : undefined;
}

function verify(request: InboundRequest, context: InboundContext): boolean {
  const registration = context.registration as Partial<JiraRegistration>;
  const token = bearerToken(request.headers.authorization);
  if (request.method !== 'POST' || registration.method !== 'dynamic' || !context.clientSecret || !token) return false;
  if (!verifiedJwtClaims(token, context.clientSecret, Date.now())) return false;
  const matched = bodyObject(request)?.matchedWebhookIds;
  if (matched === undefined) return true;
  const ours = new Set(registration.webhookIds ?? []);
  return Array.isArray(matched) && matched.some((id) => ours.has(Number(id)));
}

function changes(request: InboundRequest): NativeChange[] {
  const body = bodyObject(request) as JiraWebhookBody | undefined;
  const event = typeof body?.webhookEvent === 'string' ? body.webhookEvent : '';
  const issueId = idOf(body?.issue?.id);
  const projectId = idOf(body?.issue?.fields?.project?.id);
  // Without its project the ticket has no URL in the unified API.
  if (!issueId || !projectId) return [];
  const occurredAt = typeof body?.timestamp === 'number' ? new Date(body.timestamp) : undefined;
  const ticketAction = actionOf(JIRA_TICKET_EVENTS, event);
  if (ticketAction) {
    return [{ resource: 'issue-tracking/tickets', action: ticketAction, entityId: issueId, parents: { collection_id: projectId }, downstreamEventType: event, occurredAt }];
  }
  const commentAction = actionOf(JIRA_COMMENT_EVENTS, event);
  const commentId = idOf(body?.comment?.id);
  if (!commentAction || !commentId) return [];
  return [
    { resource: 'issue-tracking/comments', action: commentAction, entityId: commentId, parents: { collection_id: projectId, ticket_id: issueId }, downstreamEventType: event, occurredAt },
  ];
}

export const jiraInbound: InboundWebhooks = {
  verify,
  changes,
  // The same on every retry of one delivery (https://developer.atlassian.com/cloud/jira/platform/webhooks/#retry-policy).
  deliveryId: (request) => request.headers['x-atlassian-webhook-identifier'] || undefined,
  register: registerJiraWebhook,
  // An API-token connection cannot register one: Jira sends it nothing, and polling reports its changes.
  delivers: (registration) => registration.method !== 'none',
  renewAt: jiraRenewAt,
  renew: renewJiraWebhook,
  unregister: unregisterJiraWebhook,
};
