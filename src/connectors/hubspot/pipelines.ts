/**
 * Unified pipelines on HubSpot's deal pipelines (/crm/v3/pipelines/deals):
 * an opportunity's pipeline_id and pipeline_stage_id are these ids.
 *
 * | unified                    | HubSpot                                         |
 * |----------------------------|-------------------------------------------------|
 * | id, name, display_order    | id, label, displayOrder                         |
 * | archived, active           | archived, its opposite                          |
 * | win_probability_enabled    | true: every deal stage has a probability        |
 * | stages[].id, name          | stages[].id, label                              |
 * | stages[].value             | the stage id, HubSpot's internal value          |
 * | stages[].win_probability   | metadata.probability × 100                      |
 * | stages[].display_order     | displayOrder                                    |
 *
 * HubSpot answers all pipelines at once; the connector pages them. A create
 * needs stages (each with its win probability); an update with stages
 * replaces the pipeline with PUT (an existing stage is kept by its id), one
 * without changes its name and order with PATCH.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { pipelines } from '../../unified/crm/pipelines.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { forRecord, invalidInput } from './api.js';
import { dealPipeline, PIPELINE_ID, type HubspotPipeline, type HubspotStage } from './pipeline-stages.js';
import { pageOfWhole } from './whole-list.js';
import { segment } from '../framework/rest/path.js';

type Pipeline = ModelOf<typeof pipelines>;
type Stage = NonNullable<Pipeline['stages']>[number];

const PATH = '/crm/v3/pipelines/deals';

function probability(stage: HubspotStage): number | null {
  const value = Number(stage.metadata?.probability);
  return stage.metadata?.probability === undefined || !Number.isFinite(value) ? null : Math.round(value * 100);
}

export const fromHubspotPipeline = mapFields<HubspotPipeline, Pipeline>({
  id: (pipeline) => pipeline.id,
  name: (pipeline) => pipeline.label,
  archived: (pipeline) => pipeline.archived === true,
  active: (pipeline) => pipeline.archived !== true,
  display_order: (pipeline) => pipeline.displayOrder,
  win_probability_enabled: () => true,
  stages: (pipeline) => [...pipeline.stages].sort((a, b) => a.displayOrder - b.displayOrder).map((stage) => ({
    id: stage.id, name: stage.label, value: stage.id, win_probability: probability(stage), display_order: stage.displayOrder,
    archived: stage.archived === true, created_at: toIsoDateTime(stage.createdAt), updated_at: toIsoDateTime(stage.updatedAt),
  })),
  updated_at: (pipeline) => toIsoDateTime(pipeline.updatedAt),
  created_at: (pipeline) => toIsoDateTime(pipeline.createdAt),
});

function toStages(stages: readonly Stage[]): Record<string, unknown>[] {
  return stages.map((stage, index) => {
    if (!stage.name) throw invalidInput(`stages[${index}].name is required`, { field: `stages[${index}].name` });
    const chance = stage.win_probability ?? 0;
    return {
      ...(stage.id ? { id: stage.id } : {}),
      label: stage.name,
      displayOrder: stage.display_order ?? index,
      metadata: { probability: String(chance / 100), isClosed: String(chance === 0 || chance === 100) },
    };
  });
}

async function update(ctx: ConnectorContext, id: string, record: WriteModel<Pipeline>): Promise<void> {
  const path = `${PATH}/${segment(id)}`;
  if (record.stages === undefined) {
    const changes = { ...(record.name !== undefined ? { label: record.name } : {}), ...(record.display_order !== undefined && record.display_order !== null ? { displayOrder: record.display_order } : {}) };
    await forRecord('pipeline', id, () => ctx.http.request({ method: 'PATCH', path, json: changes }), PIPELINE_ID);
    return;
  }
  const current = await dealPipeline(ctx, id);
  await ctx.http.request({
    method: 'PUT', path, idempotent: true,
    json: { label: record.name ?? current.label, displayOrder: record.display_order ?? current.displayOrder, stages: toStages(record.stages) },
  });
}

export const hubspotPipelines = implement(pipelines, {
  downstream: { id: 'pipelines', name: 'Deal pipelines' },
  mapper: fromHubspotPipeline,
  list: {
    paging: true,
    async run(ctx, params) {
      const { body } = await ctx.http.request<{ results?: HubspotPipeline[] }>({ method: 'GET', path: PATH });
      return pageOfWhole((body.results ?? []).map((pipeline) => fromHubspotPipeline(pipeline)), params.limit, params.state);
    },
  },
  async one(ctx, { id }) {
    return fromHubspotPipeline(await dealPipeline(ctx, id));
  },
  async add(ctx, { record }) {
    if (!record.stages || record.stages.length === 0) throw invalidInput('HubSpot creates a pipeline with its stages: stages needs at least one', { field: 'stages' });
    const { body } = await ctx.http.request<{ id: string }>({ method: 'POST', path: PATH, json: { label: record.name, displayOrder: record.display_order ?? 0, stages: toStages(record.stages) } });
    return { id: String(body.id) };
  },
  async update(ctx, { id, record }) {
    await update(ctx, id, record);
    return { id };
  },
  async delete(ctx, { id }) {
    await forRecord('pipeline', id, () => ctx.http.request({ method: 'DELETE', path: `${PATH}/${segment(id)}` }), PIPELINE_ID);
    return { id };
  },
});
