/**
 * An update of a Greenhouse application is made of Greenhouse's moves
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
 * candidate.
 */
import type { ConnectorContext } from '../framework/context.js';
import type { WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import { integerId, statusOf, type ApplicationModel } from './application-fields.js';
import { greenhouseDialect } from './dialect.js';
import { invalid } from './invalid-write.js';
import { stageIdOf } from './job-stages.js';
import type { GreenhouseApplication } from './wire-types.js';

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

/** The collection's `update` hook: the moves, one call each. */
export async function updateByMoves(ctx: ConnectorContext, { id, record, current }: { id: string; record: WriteModel<ApplicationModel>; current: () => Promise<GreenhouseApplication> }): Promise<void> {
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
}
