/**
 * Tax rates ← Xero's tax rates (/TaxRates: GET, PUT, POST; GET /TaxRates/{TaxType}),
 * named by their TaxType (Xero's own OUTPUT, INPUT, NONE … or the TAX001 …
 * it gives rates an organisation adds). The list is never paged.
 *
 *   TaxType → id (Xero gives it; a code cannot be chosen) · Name ↔ name · TaxComponents ↔ components (Name, Rate, IsCompound)
 *   EffectiveRate → effective_tax_rate · DisplayTaxRate → total_tax_rate
 *   ReportTaxType ↔ report_tax_type · Status ↔ status (PENDING → inactive)
 *
 * An update is a POST /TaxRates naming the rate by TaxType; a delete sets
 * its Status DELETED (a deleted rate is 404 and left out of lists).
 * Filters: status. Xero's CanApplyTo… flags could answer assets, equity,
 * expenses, liabilities and revenue, but no record field shows them, so the
 * coverage test cannot see them at work and they are not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { TaxRate as TaxRateModel, taxRates } from '../../unified/accounting/tax-rates.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { firstOf, xero } from './api.js';
import { wholeCollection, wholeList } from './list.js';
import { text } from './values.js';

type TaxRate = Static<typeof TaxRateModel>;

interface XeroTaxRate {
  TaxType: string;
  Name?: string;
  TaxComponents?: Array<{ Name?: string; Rate?: number; IsCompound?: boolean }>;
  Status?: string;
  ReportTaxType?: string;
  DisplayTaxRate?: number;
  EffectiveRate?: number;
}

const TAX_TYPE = /^[A-Z0-9]{1,40}$/;
const STATUSES: Readonly<Record<string, TaxRate['status']>> = { ACTIVE: 'active', ARCHIVED: 'archived', PENDING: 'inactive' };

export const fromXeroTaxRate = mapFields<XeroTaxRate, TaxRate>({
  id: (rate) => rate.TaxType,
  name: (rate) => rate.Name ?? rate.TaxType,
  effective_tax_rate: (rate) => rate.EffectiveRate ?? null,
  total_tax_rate: (rate) => rate.DisplayTaxRate ?? null,
  components: (rate) => (rate.TaxComponents ?? []).map((component) => ({ name: component.Name || (rate.Name ?? rate.TaxType), rate: component.Rate ?? null, compound: component.IsCompound ?? false })),
  report_tax_type: (rate) => text(rate.ReportTaxType),
  status: (rate) => STATUSES[rate.Status ?? ''] ?? null,
});

function toXeroTaxRate(record: Partial<TaxRate>): Partial<XeroTaxRate> {
  const out: Partial<XeroTaxRate> = {};
  if (record.name != null) out.Name = record.name;
  if (record.components) {
    out.TaxComponents = record.components.map((component) => ({ Name: component.name, Rate: component.rate ?? 0, IsCompound: component.compound === true }));
  } else if (record.total_tax_rate != null || record.effective_tax_rate != null) {
    out.TaxComponents = [{ Name: record.name ?? 'Tax', Rate: (record.total_tax_rate ?? record.effective_tax_rate) as number, IsCompound: false }];
  }
  if (record.report_tax_type != null) out.ReportTaxType = record.report_tax_type;
  if (record.status) out.Status = record.status === 'active' ? 'ACTIVE' : 'ARCHIVED';
  return out;
}

async function readTaxRate(ctx: ConnectorContext, id: string): Promise<XeroTaxRate> {
  const missing = () => entityNotFound('No Xero tax rate has this id', { id: id.slice(0, 64) });
  if (!TAX_TYPE.test(id)) throw missing();
  const body = await orEntityNotFound(xero<{ TaxRates?: XeroTaxRate[] }>(ctx, { method: 'GET', path: `TaxRates/${id}` }), missing);
  const rate = body.TaxRates?.[0];
  if (!rate || rate.Status === 'DELETED') throw missing();
  return rate;
}

const save = async (ctx: ConnectorContext, method: 'PUT' | 'POST', fields: Partial<XeroTaxRate>) =>
  ({ id: firstOf<XeroTaxRate>(await xero(ctx, { method, path: 'TaxRates', json: { TaxRates: [fields] } }), 'TaxRates').TaxType });

export const xeroTaxRates = implement(taxRates, {
  downstream: { id: 'TaxRates', name: 'TaxRates' },
  mapper: fromXeroTaxRate,
  list: wholeList<XeroTaxRate, TaxRate>({
    filters: ['status'],
    map: fromXeroTaxRate,
    fetch: (ctx, { filter }) => wholeCollection<XeroTaxRate>(ctx, 'TaxRates', {
      where: [
        'Status!="DELETED"',
        filter.status !== undefined ? `Status=="${filter.status === 'active' ? 'ACTIVE' : filter.status === 'archived' ? 'ARCHIVED' : 'PENDING'}"` : undefined,
      ],
    }, undefined),
  }),
  one: async (ctx, { id }) => fromXeroTaxRate(await readTaxRate(ctx, id)),
  add(ctx, { record }) {
    const fields = toXeroTaxRate(record);
    if (!fields.Name || !fields.TaxComponents) throw new ApiError('RequestValidationError', { message: 'Xero needs a name and a rate (components or total_tax_rate) for a new tax rate', detail: { name: 'required', components: 'required' } });
    return save(ctx, 'PUT', fields);
  },
  update: async (ctx, { id, record }) => {
    const current = await readTaxRate(ctx, id);
    return save(ctx, 'POST', { TaxType: current.TaxType, Name: current.Name, ...toXeroTaxRate(record) });
  },
  delete: async (ctx, { id }) => {
    const current = await readTaxRate(ctx, id);
    return save(ctx, 'POST', { TaxType: current.TaxType, Name: current.Name, Status: 'DELETED' });
  },
});
