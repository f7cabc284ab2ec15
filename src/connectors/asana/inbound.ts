/**
 * Asana's own webhooks, received at the connection's `/webhook/w/…` URL
 * (framework/inbound.ts), one webhook per project (webhook-registration.ts)
 * whose target names the project (`?project={gid}`):
 *
 *  - the handshake: Asana POSTs `X-Hook-Secret` when a webhook is created and
 *    expects it echoed in a 200. It is only echoed: the secret kept is the one
 *    Asana returns to the service's own create call;
 *  - verify: `X-Hook-Signature` must be the hex HMAC-SHA256 of the body keyed
 *    with the secret of the project's webhook, compared in constant time;
 *  - changes: task and comment events of that project, as tickets and
 *    comments of its collection (heartbeats, `{"events": []}`, report none).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { bodyObject } from '../framework/inbound-body.js';
import { actionOf } from '../kit/index.js';
import { GID } from './api.js';
import { ASANA_COMMENT_EVENTS, ASANA_TICKET_EVENTS } from './webhook-events.js';
import { asanaRenewAt, registerAsanaWebhooks, renewAsanaWebhooks, unregisterAsanaWebhooks } from './webhook-registration.js';
import type { AsanaRegistration } from './webhook-sync.js';

interface Ref {
  gid?: unknown;
  resource_type?: unknown;
  resource_subtype?: unknown;
}

interface AsanaEvent {
  action?: unknown;
  resource?: Ref | null;
  parent?: Ref | null;
  created_at?: unknown;
}

/** Asana's secrets are hex; anything else in the header is not echoed. */
const HOOK_SECRET = /^[A-Za-z0-9]{1,256}$/;
const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

function projectOf(request: InboundRequest): string | undefined {
  const project = request.query.project;
  return project !== undefined && GID.test(project) ? project : undefined;
}

function secretOf(request: InboundRequest, context: InboundContext): string | undefined {
  const project = projectOf(request);
  const webhooks = (context.registration as Partial<AsanaRegistration>).webhooks;
  return project === undefined || !webhooks || !Object.hasOwn(webhooks, project) ? undefined : webhooks[project]?.secret;
}

function verify(request: InboundRequest, context: InboundContext): boolean {
  const secret = secretOf(request, context);
  const signature = request.headers['x-hook-signature'];
  if (request.method !== 'POST' || !secret || !signature || !HEX_SIGNATURE.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

function eventsOf(request: InboundRequest): AsanaEvent[] {
  const events = bodyObject(request)?.events;
  return Array.isArray(events) ? events.filter((event): event is AsanaEvent => event !== null && typeof event === 'object') : [];
}

const gidOf = (ref: Ref | null | undefined): string | undefined => (typeof ref?.gid === 'string' && GID.test(ref.gid) ? ref.gid : undefined);

/** One event as a change of the project's collection; undefined for what the connector does not report. */
function changeOf(event: AsanaEvent, project: string): NativeChange | undefined {
  const type = typeof event.resource?.resource_type === 'string' ? event.resource.resource_type : '';
  const downstream = `${type}.${typeof event.action === 'string' ? event.action : ''}`;
  const entityId = gidOf(event.resource);
  if (!entityId) return undefined;
  const occurredAt = typeof event.created_at === 'string' && !Number.isNaN(Date.parse(event.created_at)) ? new Date(event.created_at) : undefined;
  if (type === 'task') {
    const action = actionOf(ASANA_TICKET_EVENTS, downstream);
    // Added to or removed from something else (a section, a tag, another project) is not this collection gaining or losing it.
    const aboutProject = event.action !== 'added' && event.action !== 'removed' ? true : event.parent?.resource_type === 'project' && gidOf(event.parent) === project;
    if (!action || !aboutProject) return undefined;
    return { resource: 'issue-tracking/tickets', action, entityId, parents: { collection_id: project }, downstreamEventType: downstream, occurredAt };
  }
  const action = actionOf(ASANA_COMMENT_EVENTS, downstream);
  const ticketId = event.parent?.resource_type === 'task' ? gidOf(event.parent) : undefined;
  // Only comments (not the stories Asana writes itself), and only under their task: without it the comment has no URL.
  if (type !== 'story' || event.resource?.resource_subtype !== 'comment_added' || !action || !ticketId) return undefined;
  return { resource: 'issue-tracking/comments', action, entityId, parents: { collection_id: project, ticket_id: ticketId }, downstreamEventType: downstream, occurredAt };
}

function changes(request: InboundRequest): NativeChange[] {
  const project = projectOf(request);
  if (project === undefined) return [];
  return eventsOf(request).flatMap((event) => changeOf(event, project) ?? []);
}

export const asanaInbound: InboundWebhooks = {
  handshake(request) {
    const secret = request.headers['x-hook-secret'];
    if (request.method !== 'POST' || secret === undefined || !HOOK_SECRET.test(secret)) return undefined;
    return { status: 200, headers: { 'x-hook-secret': secret } };
  },
  verify,
  changes,
  // Each project's webhook delivers its own copy of an event: the same body to two projects is two notifications.
  deliveryId: (request) => `${projectOf(request) ?? ''}:${createHash('sha256').update(request.rawBody).digest('hex')}`,
  register: registerAsanaWebhooks,
  renewAt: asanaRenewAt,
  renew: renewAsanaWebhooks,
  unregister: unregisterAsanaWebhooks,
};
