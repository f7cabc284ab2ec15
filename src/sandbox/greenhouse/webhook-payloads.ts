/**
 * The bodies of Greenhouse's web hooks (https://developers.greenhouse.io/webhooks.html;
 * its source, github.com/grnhse/greenhouse-api-docs, source/includes/webhooks/):
 * `{ "action": "...", "payload": { ... } }`, where the payload names the
 * record in the older Harvest shape: an `application` with its `candidate`,
 * `jobs` and `current_stage` objects; a `job`; a `candidate`; a deleted
 * candidate as `person` with `deleted_application_ids`; a deleted
 * application or job with its ids. Times are ISO 8601 to the second; like
 * Greenhouse's, no payload says when its record was last updated.
 *
 * Only the attributes the emulator keeps are sent: no custom fields,
 * interviews, offers, attachments, departments, offices or hiring team.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';

export type GreenhouseAction =
  | 'job_created' | 'job_updated' | 'job_deleted'
  | 'update_candidate' | 'delete_candidate'
  | 'new_candidate_application' | 'application_updated' | 'candidate_stage_change'
  | 'reject_candidate' | 'unreject_candidate' | 'hire_candidate' | 'unhire_candidate' | 'delete_application';

export interface GreenhouseHookBody {
  action: GreenhouseAction;
  payload: Record<string, unknown>;
}

/** Greenhouse writes times to the second: "2017-10-27T14:44:43Z". */
export function hookTime(value: unknown): string | null {
  return typeof value === 'number' ? new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

const num = (value: unknown) => Number(value);

export function jobPayload(job: StoredRecord): Record<string, unknown> {
  return {
    id: num(job.id), name: job.name, requisition_id: job.requisition_id ?? null, notes: job.notes ?? null, confidential: job.confidential ?? false, status: job.status,
    created_at: hookTime(job.created_at), opened_at: hookTime(job.opened_at), closed_at: hookTime(job.closed_at),
  };
}

export function candidatePayload(candidate: StoredRecord): Record<string, unknown> {
  return {
    id: num(candidate.id), first_name: candidate.first_name, last_name: candidate.last_name, company: candidate.company ?? null, title: candidate.title ?? null,
    is_private: candidate.is_private ?? false, created_at: hookTime(candidate.created_at),
    url: `https://app.greenhouse.io/people/${String(candidate.id)}`,
    email_addresses: candidate.email_addresses ?? [], phone_numbers: candidate.phone_numbers ?? [], tags: candidate.tags ?? [],
  };
}

/** A deleted candidate, with the applications that went with it (Greenhouse sends no delete_application for those). */
export function personPayload(candidate: StoredRecord, deletedApplicationIds: readonly number[]): Record<string, unknown> {
  return {
    id: num(candidate.id), first_name: candidate.first_name, last_name: candidate.last_name, company: candidate.company ?? null, title: candidate.title ?? null,
    created_at: hookTime(candidate.created_at), is_private: candidate.is_private ?? false, deleted_application_ids: [...deletedApplicationIds],
  };
}

/** An application as its events show it: its candidate, its job and its current stage as objects. */
export function applicationPayload(application: StoredRecord, tenant: TenantState): Record<string, unknown> {
  const candidate = tenant.table('candidates').get(String(application.candidate_id));
  const job = tenant.table('jobs').get(String(application.job_id));
  const stage = application.stage_id === null || application.stage_id === undefined ? undefined : tenant.table('job_interview_stages').get(String(application.stage_id));
  return {
    id: num(application.id), status: application.status, prospect: application.prospect ?? false,
    applied_at: hookTime(application.applied_at), rejected_at: hookTime(application.rejected_at), last_activity_at: hookTime(application.last_activity_at),
    url: `https://app.greenhouse.io/people/${String(application.candidate_id)}?application_id=${String(application.id)}`,
    current_stage: stage ? { id: num(stage.id), name: stage.name } : null,
    candidate: candidate ? candidatePayload(candidate) : { id: num(application.candidate_id) },
    jobs: job ? [{ id: num(job.id), name: job.name, status: job.status, requisition_id: job.requisition_id ?? null }] : [],
  };
}

/** A deleted application: its own ids only. */
export function deletedApplicationPayload(application: StoredRecord): Record<string, unknown> {
  return {
    id: num(application.id), candidate_id: num(application.candidate_id), job_id: num(application.job_id), created_at: hookTime(application.created_at),
    rejected_at: hookTime(application.rejected_at), prospect: application.prospect ?? false,
  };
}
