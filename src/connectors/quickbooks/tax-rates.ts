/**
 * Tax rates ↔ QuickBooks TaxCode with its TaxRate components
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/taxcode):
 * a tax code is what a transaction names (TxnTaxDetail.TxnTaxCodeRef, the
 * unified `tax_code`), and its sales rates are the components; the total
 * rate is their sum (US sales tax does not compound; tax-components.ts).
 * Read only: QuickBooks creates tax codes through its separate TaxService
 * endpoint, which this connector does not use. Filter: status.
 */
import { taxRates } from '../../unified/accounting/tax-rates.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import { entityAt } from './entity.js';
import { optionalText } from './mapping.js';
import { filterOn } from './query.js';
import { recordFields } from './record-fields.js';
import { components, ratesOf, total, type Rates } from './tax-components.js';

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

export const quickbooksTaxRates = collection(taxRates, {
  ...entityAt('TaxCode', { names: true }),
  fields: taxRateFields,
  context: (_body, { ctx }) => ratesOf(ctx),
  filters: { status: filterOn.status },
  add: false,
  update: false,
  delete: false,
});
