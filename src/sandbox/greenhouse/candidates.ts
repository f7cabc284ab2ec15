/**
 * Candidates (https://harvestdocs.greenhouse.io/reference/get_v3-candidates):
 * the people; their applications to jobs are applications.ts. Listed
 * (`ids`, `created_at`, `updated_at`, `email`), created, updated with PATCH
 * and deleted. Contact details are lists of `{value, type}`: email addresses
 * (personal, work, other), phone numbers (home, work, mobile, skype, other),
 * websites, social media; tags are plain strings.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import { integerId, sequentialIds, standardFilters } from './records.js';
import { DELETED_APPLICATION_IDS } from './webhooks.js';

const EMAIL_TYPES = ['personal', 'work', 'other'];
const PHONE_TYPES = ['home', 'work', 'mobile', 'skype', 'other'];

function typedValues(field: string, types: readonly string[] | undefined) {
  return (value: unknown): unknown => {
    if (!Array.isArray(value)) throw fail.validation(`${field} must be an array of {value, type}`, { field });
    return value.map((item) => {
      const entry = item as { value?: unknown; type?: unknown };
      if (typeof entry?.value !== 'string' || entry.value.trim() === '') throw fail.validation(`${field}: every entry needs a value`, { field });
      if (types && entry.type !== undefined && !types.includes(String(entry.type))) throw fail.validation(`${field}: type must be one of ${types.join(', ')}`, { field });
      return types ? { value: entry.value, type: entry.type ?? types[0] } : { value: entry.value };
    });
  };
}

export const candidates = defineResource<GreenhouseAccount>({
  name: 'candidates',
  routes: {
    list: 'GET /v3/candidates',
    create: { route: 'POST /v3/candidates', status: 201 },
    update: 'PATCH /v3/candidates/:id',
    delete: 'DELETE /v3/candidates/:id',
  },
  newId: sequentialIds('candidates', 31_050_001),
  fields: {
    id: integerId,
    first_name: { kind: 'string', required: true, maxLength: 255 },
    last_name: { kind: 'string', required: true, maxLength: 255 },
    company: { kind: 'string', nullable: true, maxLength: 255 },
    title: { kind: 'string', nullable: true, maxLength: 255 },
    is_private: { kind: 'boolean', default: false },
    email_addresses: { kind: 'array', default: [], parse: typedValues('email_addresses', EMAIL_TYPES) },
    phone_numbers: { kind: 'array', default: [], parse: typedValues('phone_numbers', PHONE_TYPES) },
    website_addresses: { kind: 'array', default: [], parse: typedValues('website_addresses', ['personal', 'company', 'portfolio', 'blog', 'other']) },
    social_media_addresses: { kind: 'array', default: [], parse: typedValues('social_media_addresses', undefined) },
    tags: { kind: 'array', default: [] },
    last_activity_at: { kind: 'time', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  timestamps: { created: 'created_at', updated: 'updated_at' },
  filters: {
    ...standardFilters(),
    email: (record, value) => (record.email_addresses as Array<{ value: string }>).some((entry) => entry.value.toLowerCase() === value.toLowerCase()),
  },
  events: { created: 'candidate.created', updated: 'candidate.updated', deleted: 'candidate.deleted' },
  hooks: {
    beforeCreate(record, ctx) {
      record.last_activity_at = ctx.now;
    },
    beforeUpdate(_record, changes, ctx) {
      return { ...changes, last_activity_at: ctx.now };
    },
    afterDelete(record, ctx) {
      // A candidate's applications and their attachments go with them; its web hook names them (webhooks.ts).
      const removed: number[] = [];
      for (const application of ctx.tenant.table('applications').all()) {
        if (Number(application.candidate_id) !== Number(record.id)) continue;
        ctx.tenant.table('applications').remove(application.id);
        removed.push(Number(application.id));
        for (const attachment of ctx.tenant.table('attachments').all()) if (Number(attachment.application_id) === Number(application.id)) ctx.tenant.table('attachments').remove(attachment.id);
      }
      record[DELETED_APPLICATION_IDS] = removed;
    },
  },
});
