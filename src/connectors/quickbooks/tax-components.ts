/**
 * A QuickBooks tax code's sales rates, the unified `components`: the
 * TaxRate records its SalesTaxRateList names, from every tax rate of the
 * company (read once per answer), and the total rate, their sum (US sales
 * tax does not compound).
 */
import type { ConnectorContext } from '../framework/define.js';
import type { Json } from './api.js';
import { everyEntity } from './entity.js';
import { refId } from './mapping.js';

/** Every tax rate of the company, read alongside a page of tax codes (the rates they name): id → TaxRate. */
export type Rates = ReadonlyMap<string, Json>;

export function components(code: Json, rates: Rates) {
  const details = ((code.SalesTaxRateList as Json | undefined)?.TaxRateDetail as Json[] | undefined) ?? [];
  return details.map((detail) => {
    const id = refId(detail.TaxRateRef);
    const rate = id === null ? undefined : rates.get(id);
    return { id, name: String(rate?.Name ?? (detail.TaxRateRef as Json).name ?? id), rate: typeof rate?.RateValue === 'number' ? rate.RateValue : null, compound: false };
  });
}

export function total(code: Json, rates: Rates): number {
  // Percentages with up to 4 decimals: summed in ten-thousandths, so 7.25 + 1.375 is 8.625 exactly.
  return components(code, rates).reduce((sum, part) => sum + Math.round((part.rate ?? 0) * 10_000), 0) / 10_000;
}

export async function ratesOf(ctx: ConnectorContext): Promise<Rates> {
  const rates = await everyEntity(ctx, 'TaxRate');
  return new Map(rates.map((rate) => [String(rate.Id), rate]));
}
