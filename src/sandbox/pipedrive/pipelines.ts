/**
 * Pipelines and their stages, API v2: /api/v2/pipelines and /api/v2/stages
 * (list, create, get, update, delete). A deal always sits in a stage of a
 * pipeline; stages are ordered by `order_nr` within their pipeline and carry
 * the deal probability of the deals in them. Deleting a pipeline deletes its
 * stages; a stage or pipeline that still holds deals cannot be deleted.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { V2, V2_PAGING } from './dialect.js';
import { eventsOf } from './webhooks.js';
import { byRef, ID_FIELD, numericIds, requireRecord, stampSeq, v2Sort } from './records.js';

function probability(value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100) return value;
  throw fail.validation('Validation failed: deal_probability: must be an integer from 0 to 100', { field: 'deal_probability' });
}

export const pipelines = defineResource<PipedriveAccount>({
  name: 'pipelines',
  labels: { api: 'v2' },
  routes: {
    list: `GET ${V2}/pipelines`,
    create: `POST ${V2}/pipelines`,
    get: `GET ${V2}/pipelines/:id`,
    update: `PATCH ${V2}/pipelines/:id`,
    delete: `DELETE ${V2}/pipelines/:id`,
  },
  newId: numericIds('pipelines'),
  paging: V2_PAGING,
  fields: {
    id: ID_FIELD,
    name: { kind: 'string', required: true, maxLength: 255 },
    order_nr: { kind: 'integer' },
    is_deleted: { kind: 'boolean', readOnly: true },
    is_deal_probability_enabled: { kind: 'boolean', default: false },
    add_time: { kind: 'time', readOnly: true },
    update_time: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: {},
  sort: v2Sort(),
  events: eventsOf('pipelines'),
  hooks: {
    beforeCreate(record, ctx) {
      stampSeq(record);
      record.is_deleted = false;
      record.order_nr ??= ctx.tenant.table('pipelines').size + 1;
    },
    beforeDelete(record, ctx) {
      if (ctx.tenant.table('deals').all().some((deal) => deal.pipeline_id === Number(record.id))) throw fail.validation('Pipeline has deals and cannot be deleted', { field: 'id' });
      for (const stage of ctx.tenant.table('stages').all()) if (stage.pipeline_id === Number(record.id)) ctx.tenant.table('stages').remove(stage.id);
    },
  },
});

export const stages = defineResource<PipedriveAccount>({
  name: 'stages',
  labels: { api: 'v2' },
  routes: {
    list: `GET ${V2}/stages`,
    create: `POST ${V2}/stages`,
    get: `GET ${V2}/stages/:id`,
    update: `PATCH ${V2}/stages/:id`,
    delete: `DELETE ${V2}/stages/:id`,
  },
  newId: numericIds('stages'),
  paging: V2_PAGING,
  fields: {
    id: ID_FIELD,
    order_nr: { kind: 'integer' },
    name: { kind: 'string', required: true, maxLength: 255 },
    is_deleted: { kind: 'boolean', readOnly: true },
    deal_probability: { kind: 'integer', default: 100, parse: probability },
    pipeline_id: { kind: 'integer', required: true },
    is_deal_rot_enabled: { kind: 'boolean', default: false },
    days_to_rotten: { kind: 'integer', nullable: true },
    add_time: { kind: 'time', readOnly: true },
    update_time: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'add_time', updated: 'update_time' },
  filters: { pipeline_id: byRef('pipeline_id') },
  sort: v2Sort({ order_nr: 'order_nr' }),
  order: 'oldest-first',
  events: eventsOf('stages'),
  hooks: {
    beforeCreate(record, ctx) {
      stampSeq(record);
      requireRecord(ctx, 'pipelines', 'pipeline_id', record.pipeline_id);
      record.is_deleted = false;
      record.days_to_rotten ??= null;
      record.order_nr ??= ctx.tenant.table('stages').all().filter((stage) => stage.pipeline_id === record.pipeline_id).length + 1;
    },
    beforeUpdate(_record, changes, ctx) {
      if (changes.pipeline_id !== undefined) requireRecord(ctx, 'pipelines', 'pipeline_id', changes.pipeline_id);
    },
    beforeDelete(record, ctx) {
      if (ctx.tenant.table('deals').all().some((deal) => deal.stage_id === Number(record.id))) throw fail.validation('Stage has deals and cannot be deleted', { field: 'id' });
    },
  },
});

