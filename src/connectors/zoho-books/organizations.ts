/**
 * The organizations a Zoho Books connection reaches (GET /organizations,
 * which needs no organization_id): the company directory behind
 * `x-svc-company-id` (the connection's `organization_id` setting is its
 * default) and the unified companies list. id ← organization_id,
 * name ← name. Zoho answers them all at once, without paging.
 */
import { companies } from '../../unified/accounting/companies.js';
import type { CompanyDirectory, ConnectorContext } from '../framework/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { zohoDialect } from './dialect.js';

interface ZohoOrganization {
  organization_id: string;
  name: string;
}

const organizationFields = fieldTable<{ id: string; name: string }, ZohoOrganization>({ id: 'organization_id', name: 'name' });

async function organizations(ctx: ConnectorContext): Promise<{ id: string; name: string }[]> {
  const { body } = await ctx.http.request<{ organizations: ZohoOrganization[] }>({ method: 'GET', path: '/organizations' });
  return body.organizations.map((organization) => organizationFields(organization));
}

export const zohoOrganizations: CompanyDirectory = { setting: 'organization_id', list: organizations };

export const zohoCompanies = collection(companies, {
  dialect: zohoDialect,
  downstream: { id: 'organizations', name: 'Organizations' },
  what: 'organization',
  fields: organizationFields,
  path: '/organizations',
  listAt: 'organizations',
  list: { whole: 'unpaged' },
  one: false,
});
