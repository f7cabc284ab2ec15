/**
 * Organizations, read-only through the API (enough for a connector to turn a
 * customer's `organization_id` into a company name), as `OrganizationObject`
 * declares them. Create and Update User may create one by name
 * (`"organization": {"name": ...}`), as Zendesk does: `organizationNamed`.
 */
import { defineResource, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZendeskAccount } from './account.js';
import { nextId } from './ids.js';

export const organizations = defineResource<ZendeskAccount>({
  name: 'organizations',
  labels: { one: 'organization', many: 'organizations' },
  routes: { list: 'GET /api/v2/organizations', get: 'GET /api/v2/organizations/:id' },
  newId: (_ctx, table) => nextId(table),
  fields: {
    id: { kind: 'integer', readOnly: true, format: Number },
    name: { kind: 'string', required: true },
    sharedTickets: { wire: 'shared_tickets', kind: 'boolean' },
    sharedComments: { wire: 'shared_comments', kind: 'boolean' },
    externalId: { wire: 'external_id', kind: 'string', nullable: true },
    createdAt: { wire: 'created_at', kind: 'time', readOnly: true },
    updatedAt: { wire: 'updated_at', kind: 'time', readOnly: true },
    domainNames: { wire: 'domain_names', kind: 'array' },
    details: { kind: 'string', nullable: true },
    notes: { kind: 'string', nullable: true },
    groupId: { wire: 'group_id', kind: 'integer', nullable: true },
    tags: { kind: 'array' },
    organizationFields: { wire: 'organization_fields', kind: 'object' },
  },
  hooks: {
    present: (wire, record, ctx) => ({ url: `${ctx.request.origin}/api/v2/organizations/${record.id}.json`, ...wire }),
  },
});

/** Zendesk organization names are unique regardless of case: the one so named, else a new one. */
export function organizationNamed(ctx: KitContext<ZendeskAccount>, name: string): StoredRecord {
  const table = ctx.tenant.table(organizations.name);
  const wanted = name.trim().toLowerCase();
  const existing = table.all().find((organization) => String(organization.name).toLowerCase() === wanted);
  if (existing) return existing;
  return table.insert({
    id: nextId(table), name: name.trim(), sharedTickets: false, sharedComments: false, externalId: null, details: null, notes: null,
    groupId: null, domainNames: [], tags: [], organizationFields: {}, createdAt: ctx.now, updatedAt: ctx.now,
  });
}
