/** Which of BigCommerce's descriptions (../shared/downstream-specs/bigcommerce/) covers an exchange, by its path after /stores/{store_hash}. */
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';

const DESCRIPTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/v2\/(store|time)$/, 'store_information.v2.yml'],
  [/^\/v2\/orders/, 'orders.v2.oas2.yml'],
  [/^\/v3\/orders\//, 'orders.v3.yml'],
  [/^\/v3\/catalog\/products\/[^/]+\/variants/, 'product-variants_catalog.v3.yml'],
  [/^\/v3\/catalog\/products/, 'products_catalog.v3.yml'],
  [/^\/v3\/catalog\/categories/, 'categories_catalog.v3.yml'],
  [/^\/v3\/customers/, 'customers.v3.yml'],
  [/^\/v3\/hooks/, 'webhooks.v3.yml'],
];

export function descriptionOf(exchange: RecordedExchange): string {
  const path = exchange.path.replace(/^\/stores\/[^/]+/, '');
  const found = DESCRIPTIONS.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`no description covers ${exchange.method} ${exchange.path}`);
  return found[1];
}

/** The exchanges grouped by the description that covers each. */
export function byDescription(exchanges: readonly RecordedExchange[]): Map<string, RecordedExchange[]> {
  const grouped = new Map<string, RecordedExchange[]>();
  for (const exchange of exchanges) grouped.set(descriptionOf(exchange), [...(grouped.get(descriptionOf(exchange)) ?? []), exchange]);
  return grouped;
}
