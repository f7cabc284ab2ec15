/**
 * Unified HRIS companies: the connection's Gusto company
 * (GET /v1/companies/{company_id}), a list of one and a get; any other id is
 * not found. Gusto's company is the payroll customer itself: creating,
 * changing or deleting one is not an HRIS operation there (partner-managed
 * companies are created with a system token), so writes are unsupported.
 *
 * | unified | Gusto |
 * |---|---|
 * | id | uuid |
 * | legal_name | name |
 * | display_name | trade_name |
 * | status | company_status "Approved" active, is_suspended inactive, else other |
 * | company_number | ein |
 * | currency | USD (a US payroll) |
 * | addresses | locations (street_1/2, city, state, zip, country) |
 */
import type { Static } from 'typebox';
import { companies, type HrisCompany } from '../../unified/hris/companies.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import { fieldTable } from '../kit/index.js';
import { hasCategory } from './api.js';
import { countryOf } from './employee-fields.js';
import { GUSTO_COMPANY_EVENTS } from './inbound.js';
import { GUSTO_CURRENCY } from './money.js';
import type { GustoCompany } from './wire-types.js';

type Company = Static<typeof HrisCompany>;

function statusOf(company: GustoCompany): Company['status'] {
  if (company.is_suspended === true) return 'inactive';
  return company.company_status === 'Approved' ? 'active' : 'other';
}

export const companyFields = fieldTable<Company, GustoCompany>({
  id: { at: 'uuid', write: false },
  legal_name: { at: 'name', write: false },
  display_name: { at: 'trade_name', write: false },
  status: { read: statusOf, reads: ['company_status', 'is_suspended'], write: false },
  company_number: { at: 'ein', write: false },
  currency: { read: () => GUSTO_CURRENCY, write: false },
  addresses: {
    read: (company) => (company.locations ?? []).map((location) => ({
      type: 'office' as const, line1: location.street_1 ?? null, line2: location.street_2 ?? null, city: location.city ?? null,
      state: location.state ?? null, postal_code: location.zip ?? null, country: countryOf(location.country),
    })),
    reads: ['locations'],
    write: false,
  },
});

const notFound = (id: string) => entityNotFound('No Gusto company of this connection has this id', { id: id.slice(0, 64) });

async function theCompany(ctx: ConnectorContext): Promise<Company> {
  const id = ctx.settings.company_id ?? '';
  const { body } = await orEntityNotFound(ctx.http.request<GustoCompany>({ method: 'GET', path: `/v1/companies/${segment(id)}` }), () => notFound(id), (answer) => hasCategory(answer, 'not_found'));
  return companyFields(body);
}

export const gustoCompanies = implement(companies, {
  downstream: { id: 'companies', name: 'Companies' },
  mapper: companyFields,
  events: GUSTO_COMPANY_EVENTS,
  list: {
    paging: false,
    async run(ctx) {
      return { items: [await theCompany(ctx)], next: null };
    },
  },
  async one(ctx, { id }) {
    if (id.toLowerCase() !== (ctx.settings.company_id ?? '').toLowerCase()) throw notFound(id);
    return theCompany(ctx);
  },
});
