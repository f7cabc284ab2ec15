/**
 * Unified pipelines on Pipedrive pipelines with their stages (API v2:
 * /api/v2/pipelines and /api/v2/stages). A pipeline's stages are read with
 * one stages call per page (every stage of the company, paged through) and
 * answered in order; their ids are what an opportunity's pipeline_stage_id
 * holds.
 *
 * | unified                 | Pipedrive                                  |
 * |-------------------------|--------------------------------------------|
 * | id, name                | id, name                                   |
 * | display_order           | order_nr                                   |
 * | win_probability_enabled | is_deal_probability_enabled                |
 * | archived                | is_deleted                                 |
 * | stages[].id, name       | stage id, name                             |
 * | stages[].win_probability | deal_probability                          |
 * | stages[].display_order  | order_nr                                   |
 * | created_at, updated_at  | add_time, update_time (of either)          |
 *
 * Writes: a create makes the pipeline, then each of its stages in order; an
 * update changes the pipeline and the stages it names (by id), and adds
 * those without an id. Stages left out of an update stay: removing one would
 * move or lose its deals. Pipedrive keeps no currency per pipeline.
 */
import { pipelines } from '../../unified/crm/pipelines.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { restDelete, segment } from '../framework/rest/index.js';
import { getData, isoTime, notFoundRule, numericId, PAGE_MAX, V2, writeRecord } from './api.js';
import { compositeWrite, type WriteSteps } from '../kit/composite-write.js';
import { listPage } from './v2-list.js';

type Pipeline = ModelOf<typeof pipelines>;
type Stage = NonNullable<Pipeline['stages']>[number];

const PIPELINES = `${V2}/pipelines`;
const STAGES = `${V2}/stages`;

interface PipedrivePipeline {
  id: number;
  name?: string;
  order_nr?: number | null;
  is_deleted?: boolean;
  is_deal_probability_enabled?: boolean;
  add_time?: string | null;
  update_time?: string | null;
}

interface PipedriveStage {
  id: number;
  name?: string;
  order_nr?: number | null;
  pipeline_id?: number;
  deal_probability?: number | null;
  is_deleted?: boolean;
  add_time?: string | null;
  update_time?: string | null;
}

const fromStage = (stage: PipedriveStage): Stage => ({
  id: String(stage.id),
  name: stage.name ?? null,
  win_probability: stage.deal_probability ?? null,
  display_order: stage.order_nr ?? null,
  archived: stage.is_deleted === true,
  created_at: isoTime(stage.add_time),
  updated_at: isoTime(stage.update_time),
});

export const fromPipedrivePipeline = mapFields<PipedrivePipeline, Pipeline, readonly PipedriveStage[]>({
  id: (pipeline) => String(pipeline.id),
  name: (pipeline) => pipeline.name ?? '',
  archived: (pipeline) => pipeline.is_deleted === true,
  active: (pipeline) => pipeline.is_deleted !== true,
  display_order: (pipeline) => pipeline.order_nr ?? null,
  win_probability_enabled: (pipeline) => pipeline.is_deal_probability_enabled === true,
  stages: (pipeline, stages) => stages
    .filter((stage) => stage.pipeline_id === pipeline.id)
    .sort((a, b) => (a.order_nr ?? 0) - (b.order_nr ?? 0))
    .map(fromStage),
  updated_at: (pipeline) => isoTime(pipeline.update_time),
  created_at: (pipeline) => isoTime(pipeline.add_time),
});

/** Stages, of one pipeline or all, paged through to the end. */
async function stagesOf(ctx: ConnectorContext, pipelineId?: string): Promise<PipedriveStage[]> {
  const found: PipedriveStage[] = [];
  let state: Record<string, unknown> | undefined;
  for (let pages = 0; pages < 20; pages++) {
    const page = await listPage<PipedriveStage>(ctx, STAGES, { limit: PAGE_MAX, state: state as never, filter: {}, sort: undefined, parents: {} }, pipelineId ? { pipeline_id: pipelineId } : {});
    found.push(...page.items);
    if (page.next === null) break;
    state = page.next as Record<string, unknown>;
  }
  return found;
}

function pipelineBody(record: WriteModel<Pipeline>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.name !== undefined) body.name = record.name;
  if (record.win_probability_enabled !== undefined) body.is_deal_probability_enabled = record.win_probability_enabled;
  if (record.display_order !== undefined && record.display_order !== null) body.order_nr = record.display_order;
  return body;
}

function stageBody(stage: Stage): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (stage.name !== undefined && stage.name !== null) body.name = stage.name;
  if (stage.win_probability !== undefined && stage.win_probability !== null) body.deal_probability = stage.win_probability;
  if (stage.display_order !== undefined && stage.display_order !== null) body.order_nr = stage.display_order;
  return body;
}

/** Each stage a call of its own: a new one is made (and deleted again if a later call fails), a known one changed. */
async function writeStages(ctx: ConnectorContext, steps: WriteSteps, pipelineId: number, stages: readonly Stage[]): Promise<void> {
  // Every stage id is checked before the first call.
  const planned = stages.map((stage) => ({ stage, id: numericId('stages[].id', stage.id) }));
  for (const { stage, id } of planned) {
    if (id === undefined || id === null) {
      await steps.create('stage', async () => String((await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: STAGES, json: { ...stageBody(stage), pipeline_id: pipelineId } })).body.data.id),
        (created) => ctx.http.request({ method: 'DELETE', path: `${STAGES}/${segment(created)}` }));
    } else {
      await steps.change('stage', String(id), `updating stage ${id}`, () => writeRecord(ctx, 'stage', String(id), { method: 'PATCH', path: `${STAGES}/${id}`, json: { ...stageBody(stage), pipeline_id: pipelineId } }));
    }
  }
}

export const pipedrivePipelines = implement(pipelines, {
  downstream: { id: 'pipelines', name: 'Pipelines and stages' },
  mapper: fromPipedrivePipeline,
  list: {
    paging: true,
    async run(ctx, params) {
      const [page, stages] = await Promise.all([listPage<PipedrivePipeline>(ctx, PIPELINES, params, {}), stagesOf(ctx)]);
      return { items: page.items.map((pipeline) => fromPipedrivePipeline(pipeline, stages)), next: page.next };
    },
  },
  async one(ctx, { id }) {
    const pipeline = await getData<PipedrivePipeline>(ctx, 'pipeline', id, `${PIPELINES}/${segment(id)}`);
    return fromPipedrivePipeline(pipeline, await stagesOf(ctx, id));
  },
  async add(ctx, { record }) {
    // The pipeline, then its stages (kit/composite-write.ts): a stage refused deletes what was made.
    return compositeWrite(async (steps) => {
      const id = await steps.create('pipeline', async () => String((await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: PIPELINES, json: pipelineBody(record) })).body.data.id),
        (created) => ctx.http.request({ method: 'DELETE', path: `${PIPELINES}/${segment(created)}` }));
      await writeStages(ctx, steps, Number(id), (record.stages ?? []).map((stage) => ({ ...stage, id: null })));
      return { id };
    });
  },
  async update(ctx, { id, record }) {
    if (record.stages) record.stages.forEach((stage) => numericId('stages[].id', stage.id));
    return compositeWrite(async (steps) => {
      await steps.change('pipeline', id, 'updating the pipeline', () => writeRecord(ctx, 'pipeline', id, { method: 'PATCH', path: `${PIPELINES}/${segment(id)}`, json: pipelineBody(record) }));
      if (record.stages) await writeStages(ctx, steps, Number(id), record.stages);
      return { id };
    });
  },
  delete: restDelete({ path: `${PIPELINES}/{id}`, notFound: notFoundRule('pipeline') }),
});
