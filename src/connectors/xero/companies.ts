/**
 * The organisations a Xero connection reaches (GET /connections of Xero's
 * identity API): the unified companies, and the directory the gateway checks
 * `x-svc-company-id` against. The company in use is the connection's
 * `tenant_id` setting, sent as `xero-tenant-id` on every call.
 */
import { companies } from '../../unified/accounting/companies.js';
import type { CompanyDirectory } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { connectionsOf, type XeroConnection } from './api.js';
import { wholeList } from './list.js';

export const xeroCompanyDirectory: CompanyDirectory = {
  setting: 'tenant_id',
  list: async (ctx) => (await connectionsOf(ctx)).map((connection) => ({ id: connection.tenantId, name: connection.tenantName })),
};

const fromXeroConnection = mapFields<XeroConnection, { id: string; name: string }>({
  id: (connection) => connection.tenantId,
  name: (connection) => connection.tenantName,
});

export const xeroCompanies = implement(companies, {
  downstream: { id: 'Connections', name: 'Connections (tenants)' },
  mapper: fromXeroConnection,
  list: wholeList<XeroConnection, { id: string; name: string }>({ fetch: (ctx) => connectionsOf(ctx), map: fromXeroConnection }),
});
