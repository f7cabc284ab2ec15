/**
 * A new Greenhouse application (POST /v3/applications) is created open: a
 * create asking for another status is refused before the call (reject or
 * hire it after). Its stage is `initial_stage_id`, else the job's first stage.
 */
import type { ConnectorContext } from '../framework/context.js';
import type { WriteModel } from '../framework/define.js';
import type { WriteOperation } from '../kit/index.js';
import { integerId, type ApplicationModel } from './application-fields.js';
import { invalid } from './invalid-write.js';
import { stageIdOf } from './job-stages.js';

/** The collection's `beforeWrite` hook: a create's body with the stage it names; an update's as it is. */
export async function createOpenAtStage(ctx: ConnectorContext, { operation, record, body }: { operation: WriteOperation; record: WriteModel<ApplicationModel>; body: unknown }): Promise<unknown> {
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
}
