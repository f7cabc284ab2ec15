/**
 * Greenhouse's own web hooks (https://developers.greenhouse.io/webhooks.html;
 * its source, github.com/grnhse/greenhouse-api-docs, source/includes/webhooks/),
 * received at the connection's `/webhook/w/…` URL (framework/inbound.ts).
 *
 *  - No registration: Greenhouse has no API for web hooks. An admin creates
 *    one per event in Configure → Dev Center → Web Hooks, with the URL the
 *    Vault shows (the `paste` source below) and a secret key of their
 *    choosing, which they also give the connection (`webhook_secret_key`).
 *  - verify: `Signature: sha256 <hex>`, the HMAC-SHA256 of the exact body
 *    with the secret key ("Authentication"), compared in constant time. No
 *    key set, no other algorithm, no match: refused.
 *  - changes: `{action, payload}`, read for ids only (below). Payloads carry
 *    no time of last update, so the receipt stands in for the version.
 *  - Retries: the body's hash names a delivery (the default): a retry
 *    carries the same body, and the docs do not say whether
 *    `Greenhouse-Event-ID` stays the same across retries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundRequest, InboundContext, InboundWebhooks, NativeChange, NativeSource } from '../framework/inbound.js';
import { bodyObject, objectAt, type JsonObject as Json } from '../framework/inbound-body.js';

export const WEBHOOK_SECRET_SETTING = 'webhook_secret_key';

/** Application actions that move it (stage, status): the applicant shows its latest application's stage, so they change it too. */
const MOVES = ['candidate_stage_change', 'hire_candidate', 'unhire_candidate', 'reject_candidate', 'unreject_candidate'] as const;

export const GREENHOUSE_JOB_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'job_created' },
  { action: 'updated', downstream: 'job_updated' },
  { action: 'deleted', downstream: 'job_deleted' },
];

// No candidate-created event: Greenhouse has none (new_candidate_application does not say whether its candidate is new), so the poller reports it.
export const GREENHOUSE_APPLICANT_EVENTS: readonly NativeEvent[] = [
  { action: 'updated', downstream: 'update_candidate' },
  ...MOVES.map((downstream): NativeEvent => ({ action: 'updated', downstream })),
  { action: 'deleted', downstream: 'delete_candidate' },
  { action: 'deleted', downstream: 'merge_candidate' },
];

export const GREENHOUSE_APPLICATION_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'new_candidate_application' },
  { action: 'updated', downstream: 'application_updated' },
  ...MOVES.map((downstream): NativeEvent => ({ action: 'updated', downstream })),
  { action: 'deleted', downstream: 'delete_application' },
  // A candidate's deletion removes its applications without a delete_application each; the payload lists them.
  { action: 'deleted', downstream: 'delete_candidate' },
];

const SIGNATURE = /^sha256 ([0-9a-f]{64})$/i;
const GREENHOUSE_ID = /^[1-9][0-9]{0,17}$/;

function verify(request: InboundRequest, context: InboundContext): boolean {
  const key = context.settings[WEBHOOK_SECRET_SETTING];
  const match = SIGNATURE.exec((request.headers.signature ?? '').trim());
  if (request.method !== 'POST' || typeof key !== 'string' || key === '' || !match) return false;
  const expected = createHmac('sha256', key).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

const idOf = (value: unknown): string | undefined => {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return GREENHOUSE_ID.test(text) ? text : undefined;
};

/** The (resource, action, id) triples an action reports, from its payload. */
function reported(action: string, payload: Json): Array<[string, EventAction, string | undefined]> {
  const application = objectAt(payload.application);
  const applicationId = idOf(application.id);
  const candidateOfApplication = idOf(objectAt(application.candidate).id) ?? idOf(application.candidate_id);
  switch (action) {
    case 'job_created': return [['ats/jobs', 'created', idOf(objectAt(payload.job).id)]];
    case 'job_updated': return [['ats/jobs', 'updated', idOf(objectAt(payload.job).id)]];
    case 'job_deleted': return [['ats/jobs', 'deleted', idOf(objectAt(payload.job).id)]];
    case 'update_candidate': return [['ats/applicants', 'updated', idOf(objectAt(payload.candidate).id)]];
    case 'merge_candidate': return [['ats/applicants', 'deleted', idOf(objectAt(payload.person).id)]];
    case 'delete_candidate': {
      const person = objectAt(payload.person);
      const applications = Array.isArray(person.deleted_application_ids) ? person.deleted_application_ids : [];
      return [['ats/applicants', 'deleted', idOf(person.id)], ...applications.map((id): [string, EventAction, string | undefined] => ['ats/applications', 'deleted', idOf(id)])];
    }
    case 'new_candidate_application': return [['ats/applications', 'created', applicationId]];
    case 'application_updated': return [['ats/applications', 'updated', applicationId]];
    case 'delete_application': return [['ats/applications', 'deleted', applicationId]];
    default:
      if ((MOVES as readonly string[]).includes(action)) return [['ats/applications', 'updated', applicationId], ['ats/applicants', 'updated', candidateOfApplication]];
      // A ping, or an event nothing unified shows (offers, interviews, job posts).
      return [];
  }
}

function changes(request: InboundRequest): NativeChange[] {
  const body = bodyObject(request);
  if (!body) return [];
  const action = typeof body.action === 'string' ? body.action : '';
  return reported(action, objectAt(body.payload)).flatMap(([resource, change, entityId]) => (entityId ? [{ resource, action: change, entityId, downstreamEventType: action }] : []));
}

const SOURCE: NativeSource = {
  id: 'webhooks',
  setup: {
    kind: 'paste',
    where: 'Greenhouse Recruiting: Configure → Dev Center → Web Hooks',
    instructions:
      'Create one web hook for each event in downstream_event_types, each with this URL as its Endpoint URL and, as its Secret key, the value of the ' +
      "connection's webhook_secret_key setting (choose one, at least 32 characters, and set it on both sides).",
  },
};

export const greenhouseInbound: InboundWebhooks = { verify, changes, sources: [SOURCE] };
