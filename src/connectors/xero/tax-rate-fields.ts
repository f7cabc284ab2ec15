/**
 * Tax rates ← Xero's tax rates (/TaxRates), named by their TaxType (Xero's
 * own OUTPUT, INPUT, NONE … or the TAX001 … it gives rates an organisation
 * adds; a code cannot be chosen). A write of effective_tax_rate or
 * total_tax_rate without components is one component of that rate.
 */
import type { Static } from 'typebox';
import type { TaxRate as TaxRateModel } from '../../unified/accounting/tax-rates.js';
import { fieldTable } from '../kit/index.js';
import { textAt } from './field-rules.js';

type TaxRate = Static<typeof TaxRateModel>;

export interface XeroTaxRate {
  TaxType: string;
  Name?: string;
  TaxComponents?: Array<{ Name?: string; Rate?: number; IsCompound?: boolean }>;
  Status?: string;
  ReportTaxType?: string;
  DisplayTaxRate?: number;
  EffectiveRate?: number;
}

const STATUSES: Readonly<Record<string, TaxRate['status']>> = { ACTIVE: 'active', ARCHIVED: 'archived', PENDING: 'inactive' };

/** One component of the rate a write gives without components. */
const oneComponent = (record: Partial<TaxRate>) => {
  const rate = record.total_tax_rate ?? record.effective_tax_rate;
  return record.components || rate == null ? {} : { TaxComponents: [{ Name: record.name ?? 'Tax', Rate: rate, IsCompound: false }] };
};

export const taxRateFields = fieldTable<TaxRate, XeroTaxRate>({
  id: { at: 'TaxType', write: false },
  name: { read: (rate) => rate.Name ?? rate.TaxType, write: (name) => (name != null ? { Name: name } : {}) },
  effective_tax_rate: { read: (rate) => rate.EffectiveRate ?? null, write: (_rate, record) => (record.total_tax_rate != null ? {} : oneComponent(record)) },
  total_tax_rate: { read: (rate) => rate.DisplayTaxRate ?? null, write: (_rate, record) => oneComponent(record) },
  components: {
    read: (rate) => (rate.TaxComponents ?? []).map((component) => ({ name: component.Name || (rate.Name ?? rate.TaxType), rate: component.Rate ?? null, compound: component.IsCompound ?? false })),
    write: (components) => (components ? { TaxComponents: components.map((component) => ({ Name: component.name, Rate: component.rate ?? 0, IsCompound: component.compound === true })) } : {}),
  },
  report_tax_type: textAt('ReportTaxType'),
  status: { read: (rate) => STATUSES[rate.Status ?? ''] ?? null, write: (status) => (status ? { Status: status === 'active' ? 'ACTIVE' : 'ARCHIVED' } : {}) },
});
