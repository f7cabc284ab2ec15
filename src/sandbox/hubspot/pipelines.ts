/**
 * Pipelines and their stages ("CRM API | Pipelines"), for deals and leads:
 *
 *   GET/POST          /crm/v3/pipelines/{objectType}              all pipelines ({results}, no paging) / create → 201
 *   GET/PATCH/PUT/DELETE /crm/v3/pipelines/{objectType}/{pipelineId}  PUT replaces the pipeline with its stages
 *   GET               /crm/v3/pipelines/{objectType}/{pipelineId}/stages
 *
 * A deal stage carries `metadata.probability` ("0.0" to "1.0", required)
 * and `metadata.isClosed`; the default deal pipeline is "default" with
 * HubSpot's seven stages (appointmentscheduled … closedwon, closedlost).
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, findRecord, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { newObjectId } from './crm-objects.js';
import { wholeList } from './dialect.js';
import { standardType } from './object-types.js';

const WITH_PIPELINES = ['0-3', '0-136'];

export const pipelineKey = (objectTypeId: string, pipelineId: string) => `${objectTypeId}:${pipelineId}`;

function typeOf(ctx: KitContext<HubspotAccount>): string {
  const named = ctx.request.params.objectType ?? '';
  const type = standardType(named);
  if (!type || !WITH_PIPELINES.includes(type.objectTypeId)) throw fail.validation(`Pipelines are not supported for object type ${named}`, { code: 'INVALID_OBJECT_TYPE' });
  return type.objectTypeId;
}

interface StageInput {
  id?: unknown;
  label?: unknown;
  displayOrder?: unknown;
  metadata?: Record<string, unknown>;
}

/** Stages of a write, checked and completed with ids and times (an existing stage keeps its id and creation time). */
export function stagesFrom(input: unknown, objectTypeId: string, ctx: Pick<KitContext, 'faker' | 'now'>, existing: readonly StoredRecord[] = []): StoredRecord[] {
  if (!Array.isArray(input) || input.length === 0) throw fail.validation('A pipeline needs at least one stage', { code: 'INVALID_INPUT' });
  const taken = new Set<string>();
  return (input as StageInput[]).map((stage, index) => {
    if (typeof stage?.label !== 'string' || stage.label.trim() === '') throw fail.validation(`stages[${index}].label is required`, { code: 'INVALID_INPUT' });
    const metadata = { ...(stage.metadata ?? {}) } as Record<string, string>;
    if (objectTypeId === '0-3') {
      const probability = Number(metadata.probability);
      if (metadata.probability === undefined || !(probability >= 0 && probability <= 1)) throw fail.validation(`stages[${index}].metadata.probability must be a number from 0.0 to 1.0`, { code: 'INVALID_INPUT' });
      metadata.probability = String(metadata.probability);
      metadata.isClosed = String(metadata.isClosed ?? (probability === 0 || probability === 1 ? 'true' : 'false'));
    }
    const kept = typeof stage.id === 'string' ? existing.find((old) => old.id === stage.id) : undefined;
    let id = kept?.id ?? (typeof stage.id === 'string' && stage.id !== '' ? stage.id : newObjectId(ctx, taken));
    while (taken.has(id)) id = newObjectId(ctx, taken);
    taken.add(id);
    return {
      id, label: stage.label, displayOrder: typeof stage.displayOrder === 'number' ? stage.displayOrder : index, metadata,
      createdAt: kept?.createdAt ?? ctx.now, updatedAt: ctx.now, archived: false, writePermissions: 'CRM_PERMISSIONS_ENFORCEMENT',
    };
  });
}

function writeStage(stage: StoredRecord): Record<string, unknown> {
  return { ...stage, createdAt: new Date(Number(stage.createdAt)).toISOString(), updatedAt: new Date(Number(stage.updatedAt)).toISOString() };
}

export const pipelines = defineResource<HubspotAccount>({
  name: 'pipelines',
  routes: {
    list: 'GET /crm/v3/pipelines/:objectType',
    create: { route: 'POST /crm/v3/pipelines/:objectType', status: 201 },
    get: 'GET /crm/v3/pipelines/:objectType/:pipelineId',
    update: 'PATCH /crm/v3/pipelines/:objectType/:pipelineId',
    delete: 'DELETE /crm/v3/pipelines/:objectType/:pipelineId',
  },
  idParam: 'pipelineId',
  lookup: (named, ctx) => pipelineKey(typeOf(ctx), named),
  paging: wholeList,
  newId: (ctx, table) => pipelineKey(typeOf(ctx), newObjectId(ctx, { has: (id) => table.has(pipelineKey(typeOf(ctx), id)) })),
  fields: {
    id: { kind: 'string', readOnly: true, writeOnly: true },
    objectTypeId: { kind: 'string', readOnly: true, writeOnly: true },
    pipelineId: { wire: 'id', kind: 'string', readOnly: true },
    label: { kind: 'string', required: true },
    displayOrder: { kind: 'integer', required: true },
    stages: { kind: 'array', required: true },
    createdAt: { kind: 'time', readOnly: true },
    updatedAt: { kind: 'time', readOnly: true },
    archived: { kind: 'boolean', readOnly: true, default: false },
  },
  timestamps: { created: 'createdAt', updated: 'updatedAt' },
  hooks: {
    select(records, ctx) {
      const objectTypeId = typeOf(ctx);
      return records.filter((record) => record.objectTypeId === objectTypeId).sort((a, b) => Number(a.displayOrder) - Number(b.displayOrder));
    },
    beforeCreate(record, ctx) {
      record.objectTypeId = typeOf(ctx);
      record.pipelineId = record.id.slice(String(record.objectTypeId).length + 1);
      record.stages = stagesFrom(record.stages, String(record.objectTypeId), ctx);
    },
    beforeUpdate(record, changes, ctx) {
      if (changes.stages !== undefined) changes.stages = stagesFrom(changes.stages, String(record.objectTypeId), ctx, record.stages as StoredRecord[]);
    },
    present(wire, record) {
      return { ...wire, stages: (record.stages as StoredRecord[]).map(writeStage) };
    },
  },
});

/** PUT (a whole pipeline, stages included) and the stages of a pipeline. */
export function registerPipelineRoutes(app: FastifyInstance, kit: PlatformKit<HubspotAccount>): void {
  app.put('/crm/v3/pipelines/:objectType/:pipelineId', kit.handler((ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    for (const field of ['label', 'displayOrder', 'stages']) if (body[field] === undefined) throw fail.validation(`${field} is required`, { code: 'INVALID_INPUT' });
    return kit.operation('update', 'pipelines', ctx);
  }));
  app.get('/crm/v3/pipelines/:objectType/:pipelineId/stages', kit.handler((ctx) => {
    const pipeline = findRecord(kit.resource('pipelines'), ctx);
    return { status: 200, body: { results: (pipeline.stages as StoredRecord[]).map(writeStage) } };
  }));
}
