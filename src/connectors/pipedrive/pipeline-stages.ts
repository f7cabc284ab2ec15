/**
 * A pipeline's stages (API v2: /api/v2/stages): read for every pipeline a
 * page answers (all the company's stages, paged through) or for one, and
 * written one call per stage after the pipeline's own, on the
 * composite-write rule: a new stage is made (and deleted again if a later
 * call fails), a known one changed. Stage ids are checked before any call.
 */
import type { pipelines } from '../../unified/crm/pipelines.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import type { WriteSteps } from '../kit/composite-write.js';
import { idText } from '../kit/codecs.js';
import { everyRecord, fieldTable } from '../kit/index.js';
import { numericId, pipedriveTime, V2, v2Paging } from './api.js';
import { dataList, pipedriveDialect } from './dialect.js';

type Stage = NonNullable<ModelOf<typeof pipelines>['stages']>[number];

const STAGES = `${V2}/stages`;

export interface PipedriveStage {
  id: number;
  name?: string;
  order_nr?: number | null;
  pipeline_id?: number;
  deal_probability?: number | null;
  is_deleted?: boolean;
  add_time?: string | null;
  update_time?: string | null;
}

/** Written only where given: a stage updated without a name, chance or place keeps what it has. */
const given = (param: string) => (value: unknown) => (value === undefined || value === null ? {} : { [param]: value });

export const stageFields = fieldTable<Stage, PipedriveStage>({
  id: { at: 'id', codec: idText, write: false },
  name: { at: 'name', write: given('name') },
  win_probability: { at: 'deal_probability', write: given('deal_probability') },
  display_order: { at: 'order_nr', write: given('order_nr') },
  archived: { read: (stage) => stage.is_deleted === true, write: false },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false },
});

/** Stages, of one pipeline or all, paged through to the end (at most 20 pages). */
export const stagesOf = (ctx: ConnectorContext, pipelineId?: string): Promise<PipedriveStage[]> =>
  everyRecord(ctx, { path: STAGES, paging: v2Paging, at: dataList<PipedriveStage>, maxPages: 20, ...(pipelineId ? { query: { pipeline_id: pipelineId } } : {}) });

/** Each stage a call of its own; stage ids are checked before the first. */
export async function writeStages(ctx: ConnectorContext, steps: WriteSteps, pipelineId: number, stages: readonly Stage[]): Promise<void> {
  const planned = stages.map((stage) => ({ stage, id: numericId('stages[].id', stage.id) }));
  for (const { stage, id } of planned) {
    const json = { ...stageFields.write(stage), pipeline_id: pipelineId };
    if (id === undefined || id === null) {
      await steps.create('stage', async () => String((await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: STAGES, json })).body.data.id),
        (created) => ctx.http.request({ method: 'DELETE', path: `${STAGES}/${segment(created)}` }));
    } else {
      const missing = () => entityNotFound('No Pipedrive stage has this id', { id: String(id) });
      await steps.change('stage', String(id), `updating stage ${id}`, () => orEntityNotFound(ctx.http.request({ method: 'PATCH', path: `${STAGES}/${id}`, json }), missing, pipedriveDialect.notFound));
    }
  }
}
