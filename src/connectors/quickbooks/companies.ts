/**
 * Companies ↔ the one realm a QuickBooks connection reaches
 * (GET /companyinfo/{realmId}): id ← Id (the realm id), name ← CompanyName,
 * else LegalName. The same record is the `x-svc-company-id` directory's
 * (definition.ts). QuickBooks cannot page it, and need not: a list of one.
 */
import { companies } from '../../unified/accounting/companies.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import { companyInfo, companyInfoPath } from './company.js';
import { quickbooksDialect } from './dialect.js';

interface Realm {
  /** The connection's realm id: the company's id where CompanyInfo names none. */
  realm: string | undefined;
}

const realmFields = fieldTable<ModelOf<typeof companies>, Json, Realm>({
  id: { read: (info, { realm }) => String(info.Id ?? realm), reads: ['Id'], write: false },
  name: { read: (info) => String(info.CompanyName ?? info.LegalName ?? ''), reads: ['CompanyName', 'LegalName'], write: false },
});

/** The realm as the company directory lists it. */
export async function thisCompany(ctx: ConnectorContext): Promise<ModelOf<typeof companies>> {
  return realmFields(await companyInfo(ctx), { realm: ctx.settings.realm_id });
}

export const quickbooksCompanies = collection(companies, {
  dialect: quickbooksDialect,
  downstream: { id: 'CompanyInfo', name: 'Company (realm)' },
  what: 'company',
  fields: realmFields,
  path: companyInfoPath,
  listAt: (body) => [(body as { CompanyInfo?: Json }).CompanyInfo as Json],
  context: (_body, { settings }) => ({ realm: settings.realm_id }),
  list: { whole: 'unpaged' },
  one: false,
});
