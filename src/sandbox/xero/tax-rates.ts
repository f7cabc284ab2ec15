/**
 * Tax rates (GET, PUT, POST /TaxRates; GET /TaxRates/{TaxType}). A rate is
 * named by its TaxType: Xero's own types (OUTPUT, INPUT, NONE …) or, for the
 * rates an organisation adds, TAX001, TAX002 … which Xero assigns. A rate is
 * made of components; its EffectiveRate is their sum, a compound component
 * charged on top of the others. POST /TaxRates updates the rate its body
 * names by TaxType (or Name); Status DELETED removes it from use. The list
 * is never paged and has no If-Modified-Since.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { dec, div, int, mul, num, sum, ZERO } from '../framework/kit/decimal.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { wholeList } from './paging.js';
import { xeroQuery } from './query.js';

const APPLIES = ['CanApplyToAssets', 'CanApplyToEquity', 'CanApplyToExpenses', 'CanApplyToLiabilities', 'CanApplyToRevenue'] as const;

/** A rate's display and effective rates from its components. */
export function ratesOf(components: unknown): { DisplayTaxRate: number; EffectiveRate: number } {
  if (!Array.isArray(components)) throw fail.validation('TaxComponents must be a list');
  const parts = components.map((component) => {
    const value = component as Record<string, unknown>;
    const rate = dec(value.Rate);
    if (rate === undefined || rate < ZERO) throw fail.validation('Each tax component needs a Rate of zero or more');
    if (typeof value.Name !== 'string' || value.Name.trim() === '') throw fail.validation('Each tax component needs a Name');
    return { rate, compound: value.IsCompound === true };
  });
  const simple = sum(parts.filter((part) => !part.compound).map((part) => part.rate));
  const compound = sum(parts.filter((part) => part.compound).map((part) => mul(part.rate, div(int(100) + simple, int(100)))));
  return { DisplayTaxRate: num(sum(parts.map((part) => part.rate))), EffectiveRate: num(simple + compound) };
}

function normalComponents(components: unknown): unknown[] {
  return (components as Array<Record<string, unknown>>).map((component) => ({
    Name: component.Name,
    Rate: component.Rate,
    IsCompound: component.IsCompound === true,
    IsNonRecoverable: component.IsNonRecoverable === true,
  }));
}

export const taxRates = defineResource<XeroOrganisation>({
  name: 'taxRates',
  labels: { list: 'TaxRates' },
  routes: {
    list: `GET ${API_BASE}/TaxRates`,
    create: `PUT ${API_BASE}/TaxRates`,
    get: `GET ${API_BASE}/TaxRates/:TaxType`,
  },
  idParam: 'TaxType',
  lookup: (named) => named.trim().toUpperCase(),
  newId: (ctx, table) => {
    let id: string;
    do id = `TAX${String(ctx.tenant.next('tax-type')).padStart(3, '0')}`;
    while (table.has(id));
    return id;
  },
  paging: wholeList,
  fields: {
    Name: { kind: 'string', required: true, maxLength: 50 },
    id: { wire: 'TaxType', kind: 'string', readOnly: true },
    TaxComponents: { kind: 'array', required: true },
    Status: { kind: 'string', enum: ['ACTIVE', 'DELETED', 'ARCHIVED', 'PENDING'], default: 'ACTIVE' },
    ReportTaxType: { kind: 'string' },
    CanApplyToAssets: { kind: 'boolean', readOnly: true },
    CanApplyToEquity: { kind: 'boolean', readOnly: true },
    CanApplyToExpenses: { kind: 'boolean', readOnly: true },
    CanApplyToLiabilities: { kind: 'boolean', readOnly: true },
    CanApplyToRevenue: { kind: 'boolean', readOnly: true },
    DisplayTaxRate: { kind: 'number', readOnly: true },
    EffectiveRate: { kind: 'number', readOnly: true },
  },
  hooks: {
    beforeCreate(record, ctx) {
      const clash = ctx.tenant.table('taxRates').all().some((rate) => rate.id !== record.id && String(rate.Name).toLowerCase() === String(record.Name).toLowerCase() && rate.Status !== 'DELETED');
      if (clash) throw fail.validation(`The tax rate name ${String(record.Name)} is already in use`, { element: { Name: record.Name } });
      Object.assign(record, ratesOf(record.TaxComponents), { TaxComponents: normalComponents(record.TaxComponents) });
      for (const flag of APPLIES) record[flag] = true;
    },
    beforeUpdate(record, changes) {
      if (changes.TaxComponents !== undefined) Object.assign(changes, ratesOf(changes.TaxComponents), { TaxComponents: normalComponents(changes.TaxComponents) });
    },
    select: (records: StoredRecord[], ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'TaxRate', resource: () => taxRates, dialect: () => xeroDialect, extraFields: ['TaxType'] });
