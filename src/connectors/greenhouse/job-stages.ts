/**
 * The interview stages of applications' jobs
 * (GET /v3/job_interview_stages?job_ids): read beside a page of
 * applications for the stages' names, and looked up for the stage a write
 * names.
 */
import type { ConnectorContext } from '../framework/context.js';
import { integerId, type ApplicationModel, type StagesById } from './application-fields.js';
import { invalid } from './invalid-write.js';
import { readByIds, readEvery } from './side-loads.js';
import type { GreenhouseApplication, GreenhouseStage } from './wire-types.js';

/** The stages of the jobs of a page's applications, by id. */
export async function stagesOfPage(body: unknown, { ctx }: { ctx: ConnectorContext }): Promise<StagesById> {
  const jobs = (Array.isArray(body) ? (body as GreenhouseApplication[]) : []).map((application) => application.job_id).filter((id): id is number => typeof id === 'number');
  const stages = jobs.length === 0 ? [] : await readByIds<GreenhouseStage>(ctx, '/v3/job_interview_stages', 'job_ids', jobs);
  return new Map(stages.map((stage) => [String(stage.id), stage]));
}

/** The stage a write names, as an id of the job's stages: by its id, else by its name (without case). */
export async function stageIdOf(ctx: ConnectorContext, jobId: number, stage: NonNullable<ApplicationModel['stage']>): Promise<number | undefined> {
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
