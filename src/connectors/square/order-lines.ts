/**
 * Unified order lines as Square's OrderLineItems. A line naming `item.id`
 * sells that catalog ITEM_VARIATION (Square sells variations; a read names
 * the variation the same way), at its catalog price unless `unit_price`
 * says otherwise; a line without one is an ad hoc line with `name` and
 * `unit_price`. Modifiers name catalog MODIFIERs by `id`, or are ad hoc
 * with `name` and `amount`. Quantities are whole numbers, sent as text.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import { invalid, squareMoney } from './api.js';

type Line = NonNullable<Static<typeof OrderModel>['line_items']>[number];

export function squareLines(lines: readonly Line[], currency: string | null | undefined): Record<string, unknown>[] {
  return lines.map((line, index) => {
    const quantity = line.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1) throw invalid('Square takes whole, positive quantities', { field: `line_items[${index}].quantity` });
    const price = typeof line.unit_price === 'number' ? { base_price_money: squareMoney(line.unit_price, currency) } : {};
    const catalogId = line.item?.id;
    if (catalogId === undefined && (line.name === undefined || line.unit_price === undefined || line.unit_price === null)) {
      throw invalid('A line without item.id needs a name and a unit_price', { field: `line_items[${index}]` });
    }
    return {
      ...(line.id ? { uid: line.id } : {}),
      quantity: String(quantity),
      ...(catalogId !== undefined ? { catalog_object_id: catalogId } : { name: line.name }),
      ...price,
      ...(line.modifiers
        ? {
            modifiers: line.modifiers.map((modifier) =>
              modifier.id !== undefined
                ? { catalog_object_id: modifier.id, ...(typeof modifier.amount === 'number' ? { base_price_money: squareMoney(modifier.amount, modifier.currency ?? currency) } : {}) }
                : { name: modifier.name ?? 'Modifier', base_price_money: squareMoney(modifier.amount ?? 0, modifier.currency ?? currency) },
            ),
          }
        : {}),
    };
  });
}
