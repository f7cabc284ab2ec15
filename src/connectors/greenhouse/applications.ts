/**
 * Unified ATS applications on Greenhouse applications
 * (https://harvestdocs.greenhouse.io/reference/get_v3-applications): listed
 * with GET /v3/applications, one read as that list asked for its id (`ids`),
 * created (POST /v3/applications: `candidate_id`, `job_id`, the stage as
 * `initial_stage_id`, else the job's first stage) and deleted (DELETE); the
 * mapping is application-fields.ts. Each page also reads the stages of its
 * applications' jobs, for the stages' names.
 *
 * An update is made of Greenhouse's moves
 * (https://harvestdocs.greenhouse.io/docs/write-endpoint-migration-guide),
 * each a call of its own, in this order, on the composite-write rule:
 *
 * - `status: "open"` of a rejected application: POST …/{id}/unreject;
 * - `stage` (by id, or by name among the job's stages) or another `job_id`:
 *   POST …/{id}/move with `to_stage_id` (and `to_job_id`); another job
 *   without a stage moves to that job's first stage;
 * - `status: "rejected"`: POST …/{id}/reject; `"hired"`: POST …/{id}/hire.
 *
 * Checked before any call: only an open application moves; Greenhouse
 * neither unhires nor hires a rejected application (unreject it first), has
 * no "converted" or "other" to set, and never changes an application's
 * candidate. A create takes no status but open (reject or hire it after).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { applications } from '../../unified/ats/applications.js';
import type { ConnectorContext } from '../framework/context.js';
import type { WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { applicationFields, integerId, statusOf, type ApplicationModel } from './application-fields.js';
import { greenhouseDialect } from './dialect.js';
import { GREENHOUSE_APPLICATION_EVENTS } from './inbound.js';
import { readByIds, readEvery } from './side-loads.js';
import type { GreenhouseApplication, GreenhouseStage } from './wire-types.js';

const invalid = (message: string, detail: Record<string, unknown>) => new ApiError('RequestValidationError', { message, detail });

/** The stage a write names, as an id of the job's stages: by its id, else by its name (without case). */
async function stageIdOf(ctx: ConnectorContext, jobId: number, stage: NonNullable<ApplicationModel['stage']>): Promise<number | undefined> {
  if (stage.id !== undefined && stage.id !== null) {
    const id = integerId(stage.id);
    if (id === undefined) throw invalid('stage.id is not a Greenhouse stage id', { field: 'stage.id', value: String(stage.id).slice(0, 40) });
    return id;
  }
  if (typeof stage.name !== 'string' || stage.name.trim() === '') return undefined;
  const stages = await readEvery<GreenhouseStage>(ctx, '/v3/job_interview_stages', { job_ids: String(jobId) });
  const found = stages.find((candidate) => candidate.name?.toLowerCase() === (stage.name as string).trim().toLowerCase());
  if (!found) throw invalid(`Job ${jobId} has no stage named ${stage.name.slice(0, 80)}`, { field: 'stage.name' });
  return found.id;
}

interface Move {
  /** For the report: "moving it to stage 7200003". */
  name: string;
  action: 'unreject' | 'move' | 'reject' | 'hire';
  json?: Record<string, unknown>;
}

/** The calls an update makes, in order; everything Greenhouse would refuse is refused here first. */
async function movesOf(ctx: ConnectorContext, record: WriteModel<ApplicationModel>, application: GreenhouseApplication): Promise<Move[]> {
  if (record.applicant_id !== undefined && record.applicant_id !== String(application.candidate_id)) {
    throw invalid('Greenhouse never moves an application to another candidate', { field: 'applicant_id' });
  }
  const current = statusOf(application);
  const wanted = record.status ?? undefined;
  const moves: Move[] = [];
  let open = current === 'open';
  if (wanted !== undefined && wanted !== current) {
    if (wanted === 'converted' || wanted === 'other') throw invalid(`Greenhouse has no application status ${wanted} to set`, { field: 'status' });
    if (current === 'hired') throw invalid('Greenhouse does not undo a hire', { field: 'status' });
    if (wanted === 'open') {
      if (current !== 'rejected') throw invalid(`Only a rejected application is reopened; this one is ${current ?? 'unknown'}`, { field: 'status' });
      moves.push({ name: 'unrejecting it', action: 'unreject' });
      open = true;
    }
    if (wanted === 'hired' && current === 'rejected') throw invalid('Greenhouse hires only an open application: set status "open" first', { field: 'status' });
  }
  const jobAsked = record.job_id === undefined || record.job_id === null || record.job_id === String(application.job_id) ? undefined : integerId(record.job_id);
  if (record.job_id !== undefined && record.job_id !== null && record.job_id !== String(application.job_id) && jobAsked === undefined) {
    throw invalid('job_id is not a Greenhouse job id', { field: 'job_id' });
  }
  const job = jobAsked ?? Number(application.job_id);
  const stage = record.stage ? await stageIdOf(ctx, job, record.stage) : undefined;
  if (jobAsked !== undefined || (stage !== undefined && stage !== application.stage_id)) {
    if (!open) throw invalid(`Only an open application moves; this one is ${current ?? 'unknown'}`, { field: record.stage ? 'stage' : 'job_id' });
    const json = { ...(stage === undefined ? {} : { to_stage_id: stage }), ...(jobAsked === undefined ? {} : { to_job_id: jobAsked }) };
    moves.push({ name: `moving it to ${stage === undefined ? `job ${jobAsked}` : `stage ${stage}`}`, action: 'move', json });
  }
  if (wanted !== undefined && wanted !== current && (wanted === 'rejected' || wanted === 'hired')) {
    moves.push({ name: wanted === 'rejected' ? 'rejecting it' : 'hiring the candidate', action: wanted === 'rejected' ? 'reject' : 'hire' });
  }
  return moves;
}

const call = (ctx: ConnectorContext, request: Parameters<NonNullable<typeof greenhouseDialect.call>>[1]) =>
  (greenhouseDialect.call as NonNullable<typeof greenhouseDialect.call>)(ctx, request);

export const greenhouseApplications = collection(applications, {
  dialect: greenhouseDialect,
  downstream: { id: 'applications', name: 'Applications' },
  what: 'application',
  fields: applicationFields,
  path: '/v3/applications',
  findOne: (id) => ({ ids: id }),
  context: async (body, { ctx }) => {
    const jobs = (Array.isArray(body) ? (body as GreenhouseApplication[]) : []).map((application) => application.job_id).filter((id): id is number => typeof id === 'number');
    const stages = jobs.length === 0 ? [] : await readByIds<GreenhouseStage>(ctx, '/v3/job_interview_stages', 'job_ids', jobs);
    return new Map(stages.map((stage) => [String(stage.id), stage]));
  },
  list: true,
  add: true,
  update: { method: 'PATCH' },
  delete: true,
  events: GREENHOUSE_APPLICATION_EVENTS,
  hooks: {
    async beforeWrite(ctx, { operation, record, body }) {
      if (operation !== 'add') return body;
      if (record.status !== undefined && record.status !== null && record.status !== 'open') {
        throw invalid('A Greenhouse application is created open: create it, then update its status', { field: 'status' });
      }
      const job = integerId(record.job_id);
      // A stage named without its id is looked up among the job's stages.
      if (record.stage && (record.stage.id === undefined || record.stage.id === null) && job !== undefined) {
        const stage = await stageIdOf(ctx, job, record.stage);
        return stage === undefined ? body : { ...(body as Record<string, unknown>), initial_stage_id: stage };
      }
      return body;
    },
    async update(ctx, { id, record, current }) {
      const application = await current();
      const moves = await movesOf(ctx, record, application);
      if (moves.length === 0) return;
      await compositeWrite(async (steps) => {
        for (const move of moves) {
          await steps.change('application', id, move.name, () =>
            call(ctx, { method: 'POST', path: `/v3/applications/${segment(id)}/${move.action}`, ...(move.json ? { json: move.json } : { json: {} }) }));
        }
        return { id };
      });
    },
  },
});
