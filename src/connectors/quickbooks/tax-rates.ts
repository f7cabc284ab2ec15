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
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { readEntity, type Json } from './api.js';
import { companyContext, type CompanyContext } from './company.js';
import { createdAt, nonEmpty, refId, updatedAt } from './mapping.js';
import { activeCondition } from './name-filters.js';
import { MAX_RESULTS, offsetOf, select, statement } from './query.js';

/** A tax code with the rates it names (read alongside it). */
interface TaxCodeWithRates {
  code: Json;
  rates: ReadonlyMap<string, Json>;
}

type C = CompanyContext;

function components(source: TaxCodeWithRates) {
  const details = ((source.code.SalesTaxRateList as Json | undefined)?.TaxRateDetail as Json[] | undefined) ?? [];
  return details.map((detail) => {
    const id = refId(detail.TaxRateRef);
    const rate = id === null ? undefined : source.rates.get(id);
    return { id, name: String(rate?.Name ?? (detail.TaxRateRef as Json).name ?? id), rate: typeof rate?.RateValue === 'number' ? rate.RateValue : null, compound: false };
  });
}

function total(source: TaxCodeWithRates): number {
  // Percentages with up to 4 decimals: summed in ten-thousandths, so 7.25 + 1.375 is 8.625 exactly.
  return components(source).reduce((sum, part) => sum + Math.round((part.rate ?? 0) * 10_000), 0) / 10_000;
}

export const fromQuickBooksTaxCode = mapFields<TaxCodeWithRates, ModelOf<typeof taxRates>, C>({
  id: ({ code }) => String(code.Id),
  name: ({ code }) => String(code.Name ?? ''),
  code: ({ code }) => String(code.Id),
  description: ({ code }) => nonEmpty(code.Description),
  effective_tax_rate: (source) => total(source),
  total_tax_rate: (source) => total(source),
  components: (source) => components(source),
  status: ({ code }) => (code.Active === false ? 'inactive' : 'active'),
  row_version: ({ code }) => String(code.SyncToken),
  created_at: ({ code }) => createdAt(code),
  updated_at: ({ code }) => updatedAt(code),
});

async function ratesOf(ctx: ConnectorContext): Promise<Map<string, Json>> {
  const rates = await select(ctx, 'TaxRate', statement('TaxRate', activeCondition('all'), 'Id', 1, MAX_RESULTS));
  return new Map(rates.map((rate) => [String(rate.Id), rate]));
}

export const quickbooksTaxRates = implement(taxRates, {
  downstream: { id: 'TaxCode', name: 'TaxCode' },
  mapper: fromQuickBooksTaxCode,
  list: {
    paging: true,
    filters: ['status'],
    async run(ctx, params) {
      const offset = offsetOf(params.state);
      const size = Math.min(Math.max(params.limit, 1), MAX_RESULTS - 1);
      const status = params.filter.status === 'archived' ? 'inactive' : params.filter.status;
      const codes = await select(ctx, 'TaxCode', statement('TaxCode', activeCondition(status ?? 'all'), 'Id', offset + 1, size + 1));
      const rates = await ratesOf(ctx);
      const company = await companyContext(ctx);
      return {
        items: codes.slice(0, size).map((code) => fromQuickBooksTaxCode({ code, rates }, company)),
        next: codes.length > size ? { offset: offset + size } : null,
        previous: offset > 0 ? { offset: Math.max(0, offset - size) } : null,
      };
    },
  },
  async one(ctx, { id }) {
    const code = await readEntity(ctx, 'TaxCode', id);
    return fromQuickBooksTaxCode({ code, rates: await ratesOf(ctx) }, await companyContext(ctx));
  },
});
