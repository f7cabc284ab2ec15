/**
 * Jobs (https://harvestdocs.greenhouse.io/reference/get_v3-jobs) and their
 * interview stages (GET /v3/job_interview_stages?job_ids=…, the hiring plan's
 * stages in order). A job is listed (filters `ids`, `status`, `created_at`,
 * `updated_at`), created and updated (name, notes, status). Greenhouse never
 * deletes a job through Harvest: it is closed. Stages are read only here.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import { foreignKey, idsFilter, integerId, sequentialIds, standardFilters } from './records.js';

export const JOB_STATUSES = ['open', 'closed', 'draft'] as const;

/** The stages every new job's hiring plan starts with. */
export const DEFAULT_STAGES = ['Application Review', 'Recruiter Phone Screen', 'Technical Interview', 'Onsite Interview', 'Reference Check', 'Offer'];

export const jobs = defineResource<GreenhouseAccount>({
  name: 'jobs',
  routes: {
    list: 'GET /v3/jobs',
    create: { route: 'POST /v3/jobs', status: 201 },
    update: 'PATCH /v3/jobs/:id',
  },
  newId: sequentialIds('jobs', 4_410_001),
  fields: {
    id: integerId,
    name: { kind: 'string', required: true, maxLength: 255 },
    requisition_id: { kind: 'string', nullable: true, maxLength: 255 },
    notes: { kind: 'string', nullable: true },
    status: { kind: 'string', enum: JOB_STATUSES, default: 'draft' },
    confidential: { kind: 'boolean', default: false },
    department_id: foreignKey(),
    office_id: foreignKey(),
    opened_at: { kind: 'time', readOnly: true, nullable: true },
    closed_at: { kind: 'time', readOnly: true, nullable: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'created_at', updated: 'updated_at' },
  filters: {
    ...standardFilters(),
    status: (record, value) => {
      if (!(JOB_STATUSES as readonly string[]).includes(value)) throw fail.validation(`status must be one of ${JOB_STATUSES.join(', ')}`, { field: 'status' });
      return record.status === value;
    },
  },
  events: { created: 'job.created', updated: 'job.updated' },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.status === 'open') record.opened_at = ctx.now;
      DEFAULT_STAGES.forEach((name, index) => ctx.tenant.table('job_interview_stages').insert({
        id: String(ctx.tenant.next('stages', 7_200_001)), job_id: Number(record.id), name, priority: index, active: true, created_at: ctx.now, updated_at: ctx.now,
      }));
    },
    beforeUpdate(record, changes, ctx) {
      const status = changes.status;
      if (status === 'open' && record.status !== 'open') return { ...changes, opened_at: ctx.now, closed_at: null };
      if (status === 'closed' && record.status !== 'closed') return { ...changes, closed_at: ctx.now };
      return changes;
    },
  },
});

export const jobInterviewStages = defineResource<GreenhouseAccount>({
  name: 'job_interview_stages',
  routes: { list: 'GET /v3/job_interview_stages' },
  newId: sequentialIds('stages', 7_200_001),
  fields: {
    id: integerId,
    job_id: { kind: 'integer', readOnly: true },
    name: { kind: 'string', readOnly: true },
    priority: { kind: 'integer', readOnly: true },
    active: { kind: 'boolean', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  filters: { ...standardFilters(), job_ids: idsFilter('job_ids', 'job_id') },
});
