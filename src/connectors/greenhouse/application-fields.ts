/**
 * A Greenhouse application as a unified application, both ways
 * (https://harvestdocs.greenhouse.io/reference/get_v3-applications):
 *
 * | unified | Greenhouse |
 * |---|---|
 * | id | id |
 * | applicant_id | candidate_id (written on a create only) |
 * | job_id | job_id (a change of job is a move, application-moves.ts) |
 * | status | status: active ↔ open, rejected, hired; a prospect is "other" |
 * | stage | stage_id with the stage's name (GET /v3/job_interview_stages, read beside the page); a create's `stage.id` is its `initial_stage_id` |
 * | created_at, updated_at | created_at, updated_at |
 *
 * A status or stage change is a call of its own (move, reject, unreject,
 * hire): application-moves.ts.
 */
import type { Static } from 'typebox';
import type { Application } from '../../unified/ats/applications.js';
import { codecs, fieldTable } from '../kit/index.js';
import type { GreenhouseApplication, GreenhouseStage } from './wire-types.js';

export type ApplicationModel = Static<typeof Application>;
export type ApplicationStatus = NonNullable<ApplicationModel['status']>;
const { idText, isoDateTime } = codecs;

/** The stages of the jobs of one answer's applications, by id. */
export type StagesById = ReadonlyMap<string, GreenhouseStage>;

export function statusOf(application: GreenhouseApplication): ApplicationStatus | undefined {
  if (application.prospect === true) return 'other';
  if (application.status === 'active') return 'open';
  if (application.status === 'rejected' || application.status === 'hired') return application.status;
  return undefined;
}

/** An id the caller sent, as Greenhouse's integer; undefined for one that cannot be one of its ids (refused by the caller). */
export const integerId = (value: unknown): number | undefined => (typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined);

export const applicationFields = fieldTable<ApplicationModel, GreenhouseApplication, StagesById>({
  id: { at: 'id', codec: idText, write: false },
  applicant_id: { at: 'candidate_id', codec: idText, write: (id) => ({ candidate_id: integerId(id) ?? id }) },
  job_id: { at: 'job_id', codec: idText, write: (id) => ({ job_id: integerId(id) ?? id }) },
  status: { read: (application) => statusOf(application), reads: ['status', 'prospect'], write: false },
  stage: {
    read: (application, stages) => (typeof application.stage_id === 'number' ? { id: String(application.stage_id), name: stages.get(String(application.stage_id))?.name ?? null } : null),
    reads: ['stage_id'],
    write: (stage) => (stage?.id ? { initial_stage_id: integerId(stage.id) ?? stage.id } : {}),
  },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});
