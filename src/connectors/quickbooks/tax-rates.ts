/**
 * Tax rates ↔ QuickBooks TaxCode with its TaxRate components
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/taxcode):
 * a tax code is what a transaction names (TxnTaxDetail.TxnTaxCodeRef, the
 * unified `tax_code`), and its sales rates are the components; the total
 * rate is their sum (US sales tax does not compound). Read only: QuickBooks
 * creates tax codes through its separate TaxService endpoint, which this
 * connector does not use. Filter: status.
 */
import { taxRates } from '../../unified/accounting/tax-rates.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import { entityAt, everyEntity } from './entity.js';
import { optionalText, refId } from './mapping.js';
import { filterOn } from './query.js';
import { recordFields } from './record-fields.js';

/** Every tax rate of the company, read alongside a page of tax codes (the rates they name): id → TaxRate. */
type Rates = ReadonlyMap<string, Json>;

function components(code: Json, rates: Rates) {
  const details = ((code.SalesTaxRateList as Json | undefined)?.TaxRateDetail as Json[] | undefined) ?? [];
  return details.map((detail) => {
    const id = refId(detail.TaxRateRef);
    const rate = id === null ? undefined : rates.get(id);
    return { id, name: String(rate?.Name ?? (detail.TaxRateRef as Json).name ?? id), rate: typeof rate?.RateValue === 'number' ? rate.RateValue : null, compound: false };
  });
}

function total(code: Json, rates: Rates): number {
  // Percentages with up to 4 decimals: summed in ten-thousandths, so 7.25 + 1.375 is 8.625 exactly.
  return components(code, rates).reduce((sum, part) => sum + Math.round((part.rate ?? 0) * 10_000), 0) / 10_000;
}

export const taxRateFields = fieldTable<ModelOf<typeof taxRates>, Json, Rates>({
  ...recordFields,
  name: { read: (code) => String(code.Name ?? ''), write: false },
  code: { read: (code) => String(code.Id), write: false },
  description: { at: 'Description', codec: optionalText, write: false },
  effective_tax_rate: { read: total, write: false },
  total_tax_rate: { read: total, write: false },
  components: { read: components, write: false },
  status: { read: (code) => (code.Active === false ? 'inactive' : 'active'), write: false },
});

async function ratesOf(ctx: ConnectorContext): Promise<Rates> {
  const rates = await everyEntity(ctx, 'TaxRate');
  return new Map(rates.map((rate) => [String(rate.Id), rate]));
}

export const quickbooksTaxRates = collection(taxRates, {
  ...entityAt('TaxCode', { names: true }),
  fields: taxRateFields,
  context: (_body, { ctx }) => ratesOf(ctx),
  filters: { status: filterOn.status },
  add: false,
  update: false,
  delete: false,
});
