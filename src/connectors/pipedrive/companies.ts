/**
 * Unified companies on Pipedrive organizations (API v2: /api/v2/organizations).
 * Filters: updated_since is a parameter of the list; name an exact search of
 * organization names (/api/v2/organizations/search), checked again on the
 * records. Sort: created_at (add_time), updated_at (update_time).
 * created_since has no v2 parameter and is not offered.
 */
import { companies } from '../../unified/crm/companies.js';
import { implement, type ConnectorContext, type ListParams } from '../framework/define.js';
import { restDelete, segment } from '../framework/rest/index.js';
import { getData, notFoundRule, rfc3339, V2, v2Sort, writeRecord } from './api.js';
import { fromPipedriveOrganization, toPipedriveOrganization, type PipedriveOrganization } from './company-mapper.js';
import { customFieldDefinitions } from './custom-fields.js';
import { listPage, searchedPage } from './v2-list.js';

const ORGANIZATIONS = `${V2}/organizations`;
const SORT_FIELDS = { created_at: 'add_time', updated_at: 'update_time' } as const;

async function listCompanies(ctx: ConnectorContext, params: ListParams) {
  const { filter } = params;
  const fields = await customFieldDefinitions(ctx, 'organizationFields');
  const query = { ...(typeof filter.updated_since === 'string' ? { updated_since: rfc3339(filter.updated_since) } : {}), ...v2Sort(params.sort, SORT_FIELDS) };
  const name = typeof filter.name === 'string' ? filter.name : undefined;
  const page = name
    ? await searchedPage<PipedriveOrganization>(ctx, ORGANIZATIONS, { path: `${ORGANIZATIONS}/search`, term: name, fields: 'name', exact: true }, params, query)
    : await listPage<PipedriveOrganization>(ctx, ORGANIZATIONS, params, query);
  const kept = name ? page.items.filter((org) => (org.name ?? '').trim().toLowerCase() === name.trim().toLowerCase()) : page.items;
  return { items: kept.map((org) => fromPipedriveOrganization(org, fields)), next: page.next };
}

export const pipedriveCompanies = implement(companies, {
  downstream: { id: 'organizations', name: 'Organizations' },
  mapper: fromPipedriveOrganization,
  list: { paging: true, filters: ['name', 'updated_since'], sortBy: Object.keys(SORT_FIELDS), run: listCompanies },
  async one(ctx, { id }) {
    const [org, fields] = await Promise.all([
      getData<PipedriveOrganization>(ctx, 'organization', id, `${ORGANIZATIONS}/${segment(id)}`),
      customFieldDefinitions(ctx, 'organizationFields'),
    ]);
    return fromPipedriveOrganization(org, fields);
  },
  async add(ctx, { record }) {
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'organizationFields') : [];
    const { body } = await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: ORGANIZATIONS, json: toPipedriveOrganization(record, fields) });
    return { id: String(body.data.id) };
  },
  async update(ctx, { id, record }) {
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'organizationFields') : [];
    await writeRecord(ctx, 'organization', id, { method: 'PATCH', path: `${ORGANIZATIONS}/${segment(id)}`, json: toPipedriveOrganization(record, fields) });
    return { id };
  },
  delete: restDelete({ path: `${ORGANIZATIONS}/{id}`, notFound: notFoundRule('organization') }),
  events: [
    { action: 'created', downstream: 'added.organization' },
    { action: 'updated', downstream: 'updated.organization' },
    { action: 'deleted', downstream: 'deleted.organization' },
    { action: 'created', downstream: 'create.organization' },
    { action: 'updated', downstream: 'change.organization' },
    { action: 'deleted', downstream: 'delete.organization' },
  ],
});
