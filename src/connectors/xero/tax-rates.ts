/**
 * Tax rates on Xero's /TaxRates (GET, PUT, POST; GET /TaxRates/{TaxType};
 * tax-rate-fields.ts maps them). The list is never paged (paged here). An
 * update is a POST /TaxRates naming the rate by TaxType; a delete sets its
 * Status DELETED (a deleted rate is 404 and left out of lists).
 * Filters: status. Xero's CanApplyTo… flags could answer assets, equity,
 * expenses, liabilities and revenue, but no record field shows them, so the
 * coverage test cannot see them at work and they are not offered.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { taxRates } from '../../unified/accounting/tax-rates.js';
import { collection } from '../kit/index.js';
import { undeleted, xeroRecords, xeroWholeDialect } from './dialect.js';
import { fieldsIn } from './documents.js';
import { taxRateFields, type XeroTaxRate } from './tax-rate-fields.js';

const RATES = xeroRecords('TaxRates', 'TaxType');
const PATH = RATES.path;
/** Xero's own and its generated TaxTypes: any other id names no rate. */
const TAX_TYPE = /^[A-Z0-9]{1,40}$/;
const STATUSES: Readonly<Record<string, string>> = { active: 'ACTIVE', archived: 'ARCHIVED' };

/** The rate a write names: Xero's POST takes it by TaxType, with its name. */
const named = (current: XeroTaxRate, fields: Record<string, unknown>) => RATES.wrap({ TaxType: current.TaxType, Name: current.Name, ...fields });

export const xeroTaxRates = collection(taxRates, {
  ...RATES,
  dialect: xeroWholeDialect,
  what: 'tax rate',
  fields: taxRateFields,
  id: TAX_TYPE,
  listQuery: { where: ['Status!="DELETED"'] },
  only: (rate: XeroTaxRate) => undeleted(rate),
  filters: { status: (status) => ({ where: `Status=="${STATUSES[String(status)] ?? 'PENDING'}"` }) },
  list: { whole: true },
  update: { method: 'POST', path: PATH },
  delete: { method: 'POST', path: PATH, body: (current: XeroTaxRate) => named(current, { Status: 'DELETED' }) },
  hooks: {
    async beforeWrite(_ctx, { operation, body, current }) {
      const fields = fieldsIn(body);
      if (operation === 'update') return named(await current(), fields);
      if (!fields.Name || !fields.TaxComponents) throw new ApiError('RequestValidationError', { message: 'Xero needs a name and a rate (components or total_tax_rate) for a new tax rate', detail: { name: 'required', components: 'required' } });
      return body;
    },
  },
});
