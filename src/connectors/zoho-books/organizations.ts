/**
 * The organizations a Zoho Books connection reaches (GET /organizations,
 * which needs no organization_id): the company directory behind
 * `x-svc-company-id` (the connection's `organization_id` setting is its
 * default) and the unified companies list.
 */
import { companies } from '../../unified/accounting/companies.js';
import { implement, type CompanyDirectory, type ConnectorContext } from '../framework/define.js';

interface ZohoOrganization {
  organization_id: string;
  name: string;
}

async function organizations(ctx: ConnectorContext): Promise<{ id: string; name: string }[]> {
  const { body } = await ctx.http.request<{ organizations: ZohoOrganization[] }>({ method: 'GET', path: '/organizations' });
  return body.organizations.map((organization) => ({ id: organization.organization_id, name: organization.name }));
}

export const zohoOrganizations: CompanyDirectory = { setting: 'organization_id', list: organizations };

export const zohoCompanies = implement(companies, {
  downstream: { id: 'organizations', name: 'Organizations' },
  mapper: { fields: ['id', 'name'] },
  list: {
    paging: false,
    async run(ctx) {
      return { items: await organizations(ctx), next: null };
    },
  },
});
