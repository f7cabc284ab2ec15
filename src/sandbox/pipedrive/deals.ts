/**
 * Deals, API v2: GET/POST /api/v2/deals, GET/PATCH/DELETE /api/v2/deals/{id}.
 * A deal sits in a stage of a pipeline: a stage alone places it in that
 * stage's pipeline, a pipeline alone in its first stage, neither in the
 * first stage of the first pipeline; a stage of another pipeline is refused.
 * Status open / won / lost stamps won_time, lost_time and close_time; a move
 * between stages stamps stage_change_time. `value` is in the deal's
 * currency's major unit (12.5 is 12.50 EUR). Lists filter by ids, owner_id,
 * person_id, org_id, pipeline_id, stage_id, status and updated_since/until.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { presentCustomFields, writeCustomFields } from './custom-fields.js';
import { V2, V2_PAGING } from './dialect.js';
import { byRef, dateValue, ID_FIELD, numericIds, ownerOf, refField, requireRecord, stampSeq, V2_FILTERS, v2Sort, type Ctx } from './records.js';
import { eventsOf } from './webhooks.js';

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;

/** The first stage (by order) of a pipeline. */
export function firstStage(ctx: Ctx, pipelineId: number): StoredRecord | undefined {
  return ctx.tenant.table('stages').all()
    .filter((stage) => stage.pipeline_id === pipelineId)
    .sort((a, b) => Number(a.order_nr) - Number(b.order_nr))[0];
}

/** Pipeline and stage of a write, made consistent. */
function place(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  const stageId = values.stage_id;
  const pipelineId = values.pipeline_id;
  if (stageId !== undefined) {
    const stage = ctx.tenant.table('stages').get(String(stageId));
    if (!stage) throw fail.validation(`Validation failed: stage_id: No record found with id ${String(stageId)}`, { field: 'stage_id' });
    if (pipelineId !== undefined && pipelineId !== stage.pipeline_id) throw fail.validation('Validation failed: stage_id: The stage does not belong to the pipeline', { field: 'stage_id' });
    values.pipeline_id = stage.pipeline_id;
  } else if (pipelineId !== undefined) {
    requireRecord(ctx, 'pipelines', 'pipeline_id', pipelineId);
    if (pipelineId !== record.pipeline_id) {
      const stage = firstStage(ctx, Number(pipelineId));
      if (!stage) throw fail.validation('Validation failed: pipeline_id: The pipeline has no stages', { field: 'pipeline_id' });
      values.stage_id = Number(stage.id);
    }
  } else if (record.stage_id === undefined) {
    const pipeline = ctx.tenant.table('pipelines').all().sort((a, b) => Number(a.order_nr) - Number(b.order_nr))[0];
    const stage = pipeline ? firstStage(ctx, Number(pipeline.id)) : undefined;
    if (!stage) throw fail.validation('Validation failed: stage_id: The company has no pipeline stages', { field: 'stage_id' });
    values.stage_id = Number(stage.id);
    values.pipeline_id = stage.pipeline_id;
  }
  if (values.stage_id !== undefined && values.stage_id !== record.stage_id) values.stage_change_time = ctx.now;
}

/** Won and lost deals are closed; reopening one clears the times. */
function stampStatus(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (values.status === undefined || values.status === record.status) return;
  const closed = values.status !== 'open';
  values.won_time = values.status === 'won' ? ctx.now : null;
  values.lost_time = values.status === 'lost' ? ctx.now : null;
  values.close_time = closed ? ctx.now : null;
  if (values.status !== 'lost') values.lost_reason = null;
}

function checkWrite(values: Record<string, unknown>, record: StoredRecord, ctx: Ctx): void {
  if (values.title !== undefined && (typeof values.title !== 'string' || values.title.trim() === '')) throw fail.validation('Validation failed: title: must not be empty', { field: 'title' });
  if (values.value !== undefined && (typeof values.value !== 'number' || values.value < 0)) throw fail.validation('Validation failed: value: must be a non-negative number', { field: 'value' });
  if (values.currency !== undefined && !/^[A-Z]{3}$/.test(String(values.currency))) throw fail.validation('Validation failed: currency: must be a 3-letter currency code', { field: 'currency' });
  requireRecord(ctx, 'persons', 'person_id', values.person_id);
  requireRecord(ctx, 'organizations', 'org_id', values.org_id);
  if (values.owner_id !== undefined) requireRecord(ctx, 'users', 'owner_id', values.owner_id);
  place(values, record, ctx);
  stampStatus(values, record, ctx);
  if (values.custom_fields !== undefined) values.custom_fields = writeCustomFields(ctx, 'dealFields', values.custom_fields, record.custom_fields);
}

function statusFilter(record: StoredRecord, value: string): boolean {
  const wanted = value.split(',').map((status) => status.trim());
  for (const status of wanted) {
    if (![...DEAL_STATUSES, 'deleted'].includes(status)) throw fail.validation('Validation failed: status: must be open, won, lost or deleted', { field: 'status' });
  }
  return wanted.includes(String(record.status));
}

export const deals = defineResource<PipedriveAccount>({
  name: 'deals',
  labels: { api: 'v2' },
  routes: {
    list: `GET ${V2}/deals`,
    create: `POST ${V2}/deals`,
    get: `GET ${V2}/deals/:id`,
    update: `PATCH ${V2}/deals/:id`,
    delete: `DELETE ${V2}/deals/:id`,
  },
  newId: numericIds('deals'),
  paging: V2_PAGING,
  fields: {
    id: ID_FIELD,
    title: { kind: 'string', required: true, maxLength: 255 },
    creator_user_id: { kind: 'integer', readOnly: true },
    owner_id: { kind: 'integer' },
    person_id: refField(),
    org_id: refField(),
    pipeline_id: { kind: 'integer' },
    stage_id: { kind: 'integer' },
    value: { kind: 'number', default: 0 },
    currency: { kind: 'string' },
    add_time: { kind: 'time', readOnly: true },
    update_time: { kind: 'time', readOnly: true },
    stage_change_time: { kind: 'time', readOnly: true, nullable: true },
    is_deleted: { kind: 'boolean', readOnly: true },
    status: { kind: 'string', enum: DEAL_STATUSES, default: 'open' },
    probability: { kind: 'integer', nullable: true },
    lost_reason: { kind: 'string', nullable: true },
    visible_to: { kind: 'integer', default: 3 },
    close_time: { kind: 'time', readOnly: true, nullable: true },
    won_time: { kind: 'time', readOnly: true, nullable: true },
    lost_time: { kind: 'time', readOnly: true, nullable: true },
    expected_close_date: { kind: 'string', nullable: true, parse: dateValue('expected_close_date') },
    label_ids: { kind: 'array', default: [] },
    origin: { kind: 'string', readOnly: true },
    origin_id: { kind: 'string', nullable: true },
    channel: { kind: 'integer', nullable: true },
    channel_id: { kind: 'string', nullable: true },
    is_archived: { kind: 'boolean', default: false },
    archive_time: { kind: 'time', readOnly: true, nullable: true },
    custom_fields: { kind: 'object' },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: {
    ...V2_FILTERS,
    person_id: byRef('person_id'),
    org_id: byRef('org_id'),
    pipeline_id: byRef('pipeline_id'),
    stage_id: byRef('stage_id'),
    status: statusFilter,
  },
  sort: v2Sort(),
  events: eventsOf('deals'),
  hooks: {
    beforeCreate(record, ctx) {
      stampSeq(record);
      const template: StoredRecord = { id: record.id };
      checkWrite(record, template, ctx);
      ownerOf(record, ctx);
      record.creator_user_id = ctx.account.userId;
      record.currency ??= ctx.tenant.table('users').get(String(ctx.account.userId))?.default_currency ?? 'EUR';
      record.origin = 'API';
      record.custom_fields = (record.custom_fields as Record<string, unknown> | undefined) ?? {};
      for (const field of ['person_id', 'org_id', 'probability', 'lost_reason', 'close_time', 'won_time', 'lost_time', 'expected_close_date', 'origin_id', 'channel', 'channel_id', 'archive_time']) record[field] ??= null;
      record.is_deleted = false;
      if (record.stage_change_time === undefined) record.stage_change_time = null;
    },
    beforeUpdate(record, changes, ctx) {
      checkWrite(changes, record, ctx);
      if (changes.is_archived === true && record.is_archived !== true) changes.archive_time = ctx.now;
      if (changes.is_archived === false) changes.archive_time = null;
    },
    beforeDelete(record, ctx) {
      for (const activity of ctx.tenant.table('activities').all()) if (activity.deal_id === Number(record.id)) activity.deal_id = null;
    },
    present: (wire, record, ctx) => ({ ...wire, custom_fields: presentCustomFields(ctx, 'dealFields', record.custom_fields) }),
  },
});
