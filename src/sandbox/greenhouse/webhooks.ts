/**
 * Greenhouse's web hooks (https://developers.greenhouse.io/webhooks.html and
 * its source, github.com/grnhse/greenhouse-api-docs, source/includes/webhooks/).
 * An admin creates each one in Greenhouse (Configure → Dev Center → Web
 * Hooks) with an endpoint URL, a secret key and the event it fires on;
 * Greenhouse has no API for it, so the control plane's subscriptions stand in
 * (`events` are Greenhouse's action names; all when absent; the secret is
 * the subscription's, or the account's `webhookSecretKey` when none is set).
 *
 * Each delivery is `{action, payload}` (webhook-payloads.ts), carries a
 * `Greenhouse-Event-ID` naming it, and is signed `Signature: sha256 <hex>`:
 * the HMAC-SHA256 of the exact body with the secret key ("Authentication").
 *
 * Which action a change is: a job created or updated (`job_created`,
 * `job_updated`; `job_deleted` only through the control plane's trigger, as
 * Harvest deletes no job); a candidate updated or deleted (`update_candidate`,
 * `delete_candidate` with the applications that went with it; Greenhouse has
 * no event for a candidate created alone); an application created
 * (`new_candidate_application`), deleted (`delete_application`), or changed:
 * hired (`hire_candidate`), rejected (`reject_candidate`), unrejected
 * (`unreject_candidate`), moved to another stage or job
 * (`candidate_stage_change`), anything else (`application_updated`).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, Subscription, TenantState, WebhookSigning } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import {
  applicationPayload, candidatePayload, deletedApplicationPayload, jobPayload, personPayload, type GreenhouseAction, type GreenhouseHookBody,
} from './webhook-payloads.js';

export const greenhouseWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ signature: `sha256 ${createHmac('sha256', secret).update(body).digest('hex')}` }),
};

/** Where a deleted candidate's applications are noted (by candidates.ts), for `deleted_application_ids`. */
export const DELETED_APPLICATION_IDS = '__deleted_application_ids';

function applicationAction(event: PlatformEvent<GreenhouseAccount>): GreenhouseAction {
  const { record, previous } = event;
  if (!previous) return 'application_updated';
  if (record.status !== previous.status) {
    if (record.status === 'hired') return 'hire_candidate';
    if (previous.status === 'hired') return 'unhire_candidate';
    if (record.status === 'rejected') return 'reject_candidate';
    if (previous.status === 'rejected') return 'unreject_candidate';
  }
  if (record.stage_id !== previous.stage_id || record.job_id !== previous.job_id) return 'candidate_stage_change';
  return 'application_updated';
}

/** The Greenhouse body for a change, or undefined where Greenhouse sends none. */
export function greenhouseHookBody(event: PlatformEvent<GreenhouseAccount>, tenant: TenantState): GreenhouseHookBody | undefined {
  const { record } = event;
  switch (event.type) {
    case 'job.created': return { action: 'job_created', payload: { job: jobPayload(record) } };
    case 'job.updated': return { action: 'job_updated', payload: { job: jobPayload(record) } };
    case 'job.deleted': return { action: 'job_deleted', payload: { job: { id: Number(record.id), name: record.name } } };
    case 'candidate.updated': return { action: 'update_candidate', payload: { candidate: candidatePayload(record) } };
    case 'candidate.deleted': {
      const ids = Array.isArray(record[DELETED_APPLICATION_IDS]) ? (record[DELETED_APPLICATION_IDS] as number[]) : [];
      return { action: 'delete_candidate', payload: { person: personPayload(record, ids) } };
    }
    case 'application.created': return { action: 'new_candidate_application', payload: { application: applicationPayload(record, tenant) } };
    case 'application.updated': return { action: applicationAction(event), payload: { application: applicationPayload(record, tenant) } };
    case 'application.deleted': return { action: 'delete_application', payload: { application: deletedApplicationPayload(record) } };
    default: return undefined;
  }
}

/**
 * The body as Greenhouse writes it: JSON with `<`, `>`, `&` and every
 * non-ASCII character escaped as `\uXXXX` ("Important note on Unicode"), so a
 * receiver that re-serializes before checking the signature fails as it would
 * against Greenhouse.
 */
export function greenhouseJson(body: GreenhouseHookBody): string {
  return JSON.stringify(body).replace(/[<>&\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The platform's `webhooks` hook: one signed delivery per web hook set for the action. */
export function greenhouseWebhooks(event: PlatformEvent<GreenhouseAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  const body = greenhouseHookBody(event, tenant);
  if (!body) return [];
  return subscriptions
    .filter((subscription) => !subscription.events || subscription.events.includes(body.action))
    .map((subscription) => ({
      url: subscription.url,
      body: greenhouseJson(body),
      contentType: 'application/json',
      secret: subscription.secret ?? event.account.webhookSecretKey,
      headers: { 'greenhouse-event-id': randomUUID() },
    }));
}
