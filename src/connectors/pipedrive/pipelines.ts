/**
 * Unified pipelines on Pipedrive pipelines with their stages (API v2:
 * /api/v2/pipelines, the stages through pipeline-stages.ts): a pipeline's
 * stages are answered in order; their ids are what an opportunity's
 * pipeline_stage_id holds.
 *
 * Writes: a create makes the pipeline, then each of its stages in order; an
 * update changes the pipeline and the stages it names (by id), and adds
 * those without an id. Stages left out of an update stay: removing one would
 * move or lose its deals. Pipedrive keeps no currency per pipeline.
 */
import { pipelines } from '../../unified/crm/pipelines.js';
import type { ModelOf } from '../../unified/define.js';
import { segment } from '../framework/rest/path.js';
import { idText } from '../kit/codecs.js';
import { compositeWrite } from '../kit/composite-write.js';
import { collection, fieldTable } from '../kit/index.js';
import { numericId, pipedriveTime, V2 } from './api.js';
import { pipedriveRecords } from './dialect.js';
import { stageFields, stagesOf, writeStages, type PipedriveStage } from './pipeline-stages.js';

const PIPELINES = `${V2}/pipelines`;

interface PipedrivePipeline {
  id: number;
  name?: string;
  order_nr?: number | null;
  is_deleted?: boolean;
  is_deal_probability_enabled?: boolean;
  add_time?: string | null;
  update_time?: string | null;
}

const pipelineFields = fieldTable<ModelOf<typeof pipelines>, PipedrivePipeline, readonly PipedriveStage[]>({
  id: { at: 'id', codec: idText, write: false },
  name: { read: (pipeline) => pipeline.name ?? '', write: (name) => ({ name }) },
  archived: { read: (pipeline) => pipeline.is_deleted === true, write: false },
  active: { read: (pipeline) => pipeline.is_deleted !== true, write: false },
  display_order: { read: (pipeline) => pipeline.order_nr ?? null, write: (order) => (order === null || order === undefined ? {} : { order_nr: order }) },
  win_probability_enabled: { read: (pipeline) => pipeline.is_deal_probability_enabled === true, write: (enabled) => ({ is_deal_probability_enabled: enabled }) },
  stages: {
    read: (pipeline, stages) => stages.filter((stage) => stage.pipeline_id === pipeline.id).sort((a, b) => (a.order_nr ?? 0) - (b.order_nr ?? 0)).map((stage) => stageFields(stage)),
    write: false,
  },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false },
});

export const pipedrivePipelines = collection(pipelines, {
  ...pipedriveRecords(PIPELINES),
  downstream: { id: 'pipelines', name: 'Pipelines and stages' },
  what: 'pipeline',
  fields: pipelineFields,
  // A list's answer is mapped with every stage of the company, one pipeline with its own.
  context: (body, { ctx }) => {
    const data = (body as { data?: { id?: number } | unknown[] | null }).data;
    return stagesOf(ctx, Array.isArray(data) || !data ? undefined : String(data.id));
  },
  hooks: {
    beforeWrite(_ctx, { operation, record, body }) {
      if (operation === 'update') record.stages?.forEach((stage) => numericId('stages[].id', stage.id));
      return body;
    },
    // The pipeline, then its stages (pipeline-stages.ts): a stage refused deletes what was made.
    async compose(ctx, { operation, id, record, body, send }) {
      return compositeWrite(async (steps) => {
        if (operation === 'add') {
          const created = await steps.create('pipeline', () => send(body), (made) => ctx.http.request({ method: 'DELETE', path: `${PIPELINES}/${segment(made)}` }));
          await writeStages(ctx, steps, Number(created), (record.stages ?? []).map((stage) => ({ ...stage, id: null })));
          return { id: created };
        }
        const pipeline = id as string;
        await steps.change('pipeline', pipeline, 'updating the pipeline', () => send(body));
        if (record.stages) await writeStages(ctx, steps, Number(pipeline), record.stages);
        return { id: pipeline };
      });
    },
  },
});
