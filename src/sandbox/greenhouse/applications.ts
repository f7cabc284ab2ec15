/**
 * Applications (https://harvestdocs.greenhouse.io/reference/get_v3-applications):
 * a candidate's journey on one job, at one of the job's interview stages.
 * Listed (`ids`, `candidate_ids`, `job_ids`, `stage_ids`, `status`,
 * `created_at`, `updated_at`), created (`candidate_id`, `job_id`, optionally
 * `initial_stage_id`: else the job's first stage), updated (source, referrer,
 * custom fields: nothing that moves it) and deleted. Moves are calls of their
 * own (https://harvestdocs.greenhouse.io/docs/write-endpoint-migration-guide):
 *
 *   POST /v3/applications/{id}/move    {to_stage_id, to_job_id?}: another stage (of the job, or of `to_job_id`)
 *   POST /v3/applications/{id}/reject  {rejection_reason_id?, notes?}: status rejected
 *   POST /v3/applications/{id}/unreject: back to active
 *   POST /v3/applications/{id}/hire    {start_date?}: status hired
 *
 * Only an active application moves; a move names a stage of the target job.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import { foreignKey, idsFilter, integerId, requireRecord, sequentialIds, standardFilters, type Ctx } from './records.js';

export const APPLICATION_STATUSES = ['active', 'rejected', 'hired'] as const;

export function stagesOf(ctx: Pick<Ctx, 'tenant'>, jobId: number): StoredRecord[] {
  return ctx.tenant.table('job_interview_stages').all().filter((stage) => Number(stage.job_id) === jobId).sort((a, b) => Number(a.priority) - Number(b.priority));
}

export const applications = defineResource<GreenhouseAccount>({
  name: 'applications',
  routes: {
    list: 'GET /v3/applications',
    create: { route: 'POST /v3/applications', status: 201 },
    update: 'PATCH /v3/applications/:id',
    delete: 'DELETE /v3/applications/:id',
  },
  newId: sequentialIds('applications', 52_600_001),
  fields: {
    id: integerId,
    candidate_id: { ...foreignKey(true), immutable: true },
    job_id: { ...foreignKey(true), immutable: true },
    stage_id: { kind: 'integer', readOnly: true, nullable: true },
    initial_stage_id: { ...foreignKey(), writeOnly: true },
    status: { kind: 'string', readOnly: true, enum: APPLICATION_STATUSES },
    prospect: { kind: 'boolean', readOnly: true },
    source_id: foreignKey(),
    referrer_id: foreignKey(),
    applied_at: { kind: 'time', readOnly: true },
    rejected_at: { kind: 'time', readOnly: true, nullable: true },
    rejection_reason_id: { kind: 'integer', readOnly: true, nullable: true },
    hired_at: { kind: 'time', readOnly: true, nullable: true },
    last_activity_at: { kind: 'time', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'created_at', updated: 'updated_at' },
  filters: {
    ...standardFilters(),
    candidate_ids: idsFilter('candidate_ids', 'candidate_id'),
    job_ids: idsFilter('job_ids', 'job_id'),
    stage_ids: idsFilter('stage_ids', 'stage_id'),
    status: (record, value) => {
      if (!(APPLICATION_STATUSES as readonly string[]).includes(value)) throw fail.validation(`status must be one of ${APPLICATION_STATUSES.join(', ')}`, { field: 'status' });
      return record.status === value;
    },
  },
  events: { created: 'application.created', updated: 'application.updated', deleted: 'application.deleted' },
  hooks: {
    beforeCreate(record, ctx) {
      requireRecord(ctx, 'candidates', record.candidate_id, 'candidate_id');
      requireRecord(ctx, 'jobs', record.job_id, 'job_id');
      const stages = stagesOf(ctx, Number(record.job_id));
      const initial = record.initial_stage_id ?? null;
      delete record.initial_stage_id;
      if (initial !== null && !stages.some((stage) => Number(stage.id) === initial)) throw fail.validation(`initial_stage_id ${String(initial)} is not a stage of job ${String(record.job_id)}`, { field: 'initial_stage_id' });
      if (ctx.tenant.table('applications').all().some((other) => other.candidate_id === record.candidate_id && other.job_id === record.job_id)) {
        throw fail.validation('The candidate already has an application for this job', { field: 'job_id' });
      }
      Object.assign(record, { stage_id: initial ?? (stages[0] ? Number(stages[0].id) : null), status: 'active', prospect: false, applied_at: ctx.now, last_activity_at: ctx.now, rejected_at: null, hired_at: null, rejection_reason_id: null });
    },
    beforeUpdate(_record, changes, ctx) {
      return { ...changes, last_activity_at: ctx.now };
    },
    beforeDelete(record) {
      if (record.prospect === true) throw fail.validation('Prospect applications cannot be deleted', { field: 'id' });
    },
  },
});

function applicationOf(ctx: Ctx): StoredRecord {
  const id = ctx.request.params.id ?? '';
  const record = ctx.tenant.table('applications').get(id);
  if (!record) throw fail.notFound(`No application ${id}`, { resource: 'applications', id });
  return record;
}

function bodyOf(ctx: Ctx): Record<string, unknown> {
  const body = ctx.request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function change(ctx: Ctx, record: StoredRecord, changes: Record<string, unknown>): StoredRecord {
  const previous = { ...record };
  Object.assign(record, changes, { last_activity_at: ctx.now, updated_at: ctx.now });
  ctx.tenant.table('applications').updated(record.id);
  ctx.emit('application.updated', 'applications', record, previous);
  return record;
}

function positiveId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw fail.validation(`${field} must be a positive integer id`, { field });
  return id;
}

export function registerApplicationMoves(app: FastifyInstance, kit: PlatformKit<GreenhouseAccount>): void {
  const answer = (ctx: Ctx, record: StoredRecord) => ({ status: 200, body: kit.present('applications', record, ctx) });

  app.post('/v3/applications/:id/move', kit.handler((ctx) => {
    const record = applicationOf(ctx);
    if (record.status !== 'active') throw fail.validation(`Only an active application can move; this one is ${String(record.status)}`, { field: 'id' });
    const body = bodyOf(ctx);
    const jobId = positiveId(body.to_job_id, 'to_job_id') ?? Number(record.job_id);
    if (jobId !== Number(record.job_id)) requireRecord(ctx, 'jobs', jobId, 'to_job_id');
    const stages = stagesOf(ctx, jobId);
    const asked = positiveId(body.to_stage_id, 'to_stage_id');
    // Without a stage on the same job the application advances to the next one.
    const current = stages.findIndex((stage) => Number(stage.id) === Number(record.stage_id));
    const target = asked === undefined ? (jobId === Number(record.job_id) ? stages[current + 1] : stages[0]) : stages.find((stage) => Number(stage.id) === asked);
    if (!target) throw fail.validation(asked === undefined ? 'The application is at the last stage' : `to_stage_id ${asked} is not a stage of job ${jobId}`, { field: 'to_stage_id' });
    return answer(ctx, change(ctx, record, { job_id: jobId, stage_id: Number(target.id) }));
  }));

  app.post('/v3/applications/:id/reject', kit.handler((ctx) => {
    const record = applicationOf(ctx);
    if (record.status !== 'active') throw fail.validation(`Only an active application can be rejected; this one is ${String(record.status)}`, { field: 'id' });
    const reason = positiveId(bodyOf(ctx).rejection_reason_id, 'rejection_reason_id') ?? null;
    return answer(ctx, change(ctx, record, { status: 'rejected', rejected_at: ctx.now, rejection_reason_id: reason }));
  }));

  app.post('/v3/applications/:id/unreject', kit.handler((ctx) => {
    const record = applicationOf(ctx);
    if (record.status !== 'rejected') throw fail.validation('Only a rejected application can be unrejected', { field: 'id' });
    return answer(ctx, change(ctx, record, { status: 'active', rejected_at: null, rejection_reason_id: null }));
  }));

  app.post('/v3/applications/:id/hire', kit.handler((ctx) => {
    const record = applicationOf(ctx);
    if (record.status !== 'active') throw fail.validation(`Only an active application can be hired; this one is ${String(record.status)}`, { field: 'id' });
    return answer(ctx, change(ctx, record, { status: 'hired', hired_at: ctx.now }));
  }));
}
