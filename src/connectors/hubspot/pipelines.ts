/**
 * Unified pipelines on HubSpot's deal pipelines (/crm/v3/pipelines/deals):
 * an opportunity's pipeline_id and pipeline_stage_id are these ids.
 *
 * HubSpot answers all pipelines at once; the connector pages them. A create
 * needs stages (each with its win probability); an update with stages
 * replaces the pipeline with PUT (an existing stage is kept by its id), one
 * without changes its name and order with PATCH.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { pipelines } from '../../unified/crm/pipelines.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { invalidInput } from './api.js';
import { hubspotDialect } from './dialect.js';
import { PIPELINE_ID, type HubspotPipeline, type HubspotStage } from './pipeline-stages.js';

type Pipeline = ModelOf<typeof pipelines>;
type Stage = NonNullable<Pipeline['stages']>[number];

function probability(stage: HubspotStage): number | null {
  const value = Number(stage.metadata?.probability);
  return stage.metadata?.probability === undefined || !Number.isFinite(value) ? null : Math.round(value * 100);
}

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

const readOnly = { write: false } as const;

export const pipelineFields = fieldTable<Pipeline, HubspotPipeline>({
  id: { at: 'id', ...readOnly },
  name: 'label',
  archived: { read: (pipeline) => pipeline.archived === true, reads: ['archived'], ...readOnly },
  active: { read: (pipeline) => pipeline.archived !== true, reads: ['archived'], ...readOnly },
  // Left out of a write when null: HubSpot keeps the order it has.
  display_order: { at: 'displayOrder', write: (order) => (order === null || order === undefined ? {} : { displayOrder: order }) },
  win_probability_enabled: { read: () => true, ...readOnly },
  stages: {
    read: (pipeline) => [...pipeline.stages].sort((a, b) => a.displayOrder - b.displayOrder).map((stage) => ({
      id: stage.id, name: stage.label, value: stage.id, win_probability: probability(stage), display_order: stage.displayOrder,
      archived: stage.archived === true, created_at: toIsoDateTime(stage.createdAt), updated_at: toIsoDateTime(stage.updatedAt),
    })),
    reads: ['stages'],
    write: (stages) => ({ stages: toStages(stages ?? []) }),
  },
  updated_at: { read: (pipeline) => toIsoDateTime(pipeline.updatedAt), reads: ['updatedAt'], ...readOnly },
  created_at: { read: (pipeline) => toIsoDateTime(pipeline.createdAt), reads: ['createdAt'], ...readOnly },
});

export const hubspotPipelines = collection(pipelines, {
  dialect: { ...hubspotDialect, id: PIPELINE_ID },
  downstream: { id: 'pipelines', name: 'Deal pipelines' },
  what: 'pipeline',
  fields: pipelineFields,
  path: '/crm/v3/pipelines/deals',
  listAt: 'results',
  list: { whole: true },
  add: true,
  update: { method: 'PATCH', methodFor: (record) => (record.stages === undefined ? 'PATCH' : 'PUT') },
  delete: true,
  hooks: {
    async beforeWrite(_ctx, { operation, record, body, current }) {
      const fields = body as { label?: unknown; displayOrder?: unknown; stages?: unknown };
      if (operation === 'add') {
        if (!record.stages || record.stages.length === 0) throw invalidInput('HubSpot creates a pipeline with its stages: stages needs at least one', { field: 'stages' });
        return { label: record.name, displayOrder: 0, ...fields };
      }
      if (record.stages === undefined) return body;
      // A PUT replaces the pipeline: what the update does not say is the current pipeline's.
      const pipeline = await current();
      return { label: pipeline.label, displayOrder: pipeline.displayOrder, ...fields };
    },
  },
});
