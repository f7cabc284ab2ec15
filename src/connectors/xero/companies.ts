/**
 * The organisations a Xero connection reaches (GET /connections of Xero's
 * identity API): the unified companies, and the directory the gateway checks
 * `x-svc-company-id` against. The company in use is the connection's
 * `tenant_id` setting, sent as `xero-tenant-id` on every call.
 */
import { companies } from '../../unified/accounting/companies.js';
import type { CompanyDirectory } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { fieldTable, pageInMemory } from '../kit/index.js';
import { connectionsOf, type XeroConnection } from './api.js';

export const xeroCompanyDirectory: CompanyDirectory = {
  setting: 'tenant_id',
  list: async (ctx) => (await connectionsOf(ctx)).map((connection) => ({ id: connection.tenantId, name: connection.tenantName })),
};

const companyFields = fieldTable<{ id: string; name: string }, XeroConnection>({ id: 'tenantId', name: 'tenantName' });

export const xeroCompanies = implement(companies, {
  downstream: { id: 'Connections', name: 'Connections (tenants)' },
  mapper: companyFields,
  // Xero's identity API answers them whole: paged here.
  list: { paging: true, run: (ctx, params) => pageInMemory(params, async () => ({ items: (await connectionsOf(ctx)).map((connection) => companyFields(connection)), next: null })) },
});
