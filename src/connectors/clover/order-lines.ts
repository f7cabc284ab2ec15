/**
 * Writing a new order's lines. Clover takes no lines in the order's own
 * body (its atomic_order endpoint is not used): each line is
 * `POST …/orders/{id}/line_items` (https://docs.clover.com/reference/ordercreatelineitem)
 * naming an inventory item (`item: {id}`, whose name and price it takes
 * unless the line gives its own) or a custom line (`name` and `price`), and
 * each chosen modifier is `POST …/line_items/{lineId}/modifications
 * {modifier: {id}}`, which copies the modifier's price. A Clover line is one
 * unit, so a line of quantity n is written as n lines. Clover leaves the
 * order's `total` to the app: it is what the lines and modifications the
 * answers priced add up to, and the caller writes it on the order.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { invalid, ref } from './api.js';
import type { CloverLineItem, CloverModification } from './wire-types.js';

type Line = NonNullable<Static<typeof OrderModel>['line_items']>[number];

/** Copies of one line at most: a line is one unit at Clover, and a larger quantity is a bulk order this does not write. */
export const MAX_QUANTITY = 50;

/** Refuses before any call what Clover could not take: fractional or huge quantities, lines with neither item nor name and price, modifiers without an id. */
export function checkLines(lines: readonly Line[]): void {
  lines.forEach((line, index) => {
    const quantity = line.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) throw invalid(`Clover writes whole quantities from 1 to ${MAX_QUANTITY}, one line per unit`, { field: `line_items[${index}].quantity` });
    if (line.item?.id === undefined && (line.name === undefined || typeof line.unit_price !== 'number')) throw invalid('A line without item.id needs a name and a unit_price', { field: `line_items[${index}]` });
    (line.modifiers ?? []).forEach((modifier, at) => {
      if (!modifier.id) throw invalid('A Clover modification names a modifier by its id', { field: `line_items[${index}].modifiers[${at}].id` });
    });
  });
}

/** Writes the lines of order `orderPath`; answers the total they add up to, in cents. */
export async function addLines(ctx: ConnectorContext, orderPath: string, lines: readonly Line[]): Promise<number> {
  let total = 0;
  for (const line of lines) {
    const body = {
      ...(line.item?.id ? { item: ref(line.item.id) } : {}),
      ...(line.name !== undefined ? { name: line.name } : {}),
      ...(typeof line.unit_price === 'number' ? { price: line.unit_price } : {}),
    };
    for (let unit = 0; unit < (line.quantity ?? 1); unit++) {
      const { body: made } = await ctx.http.request<CloverLineItem>({ method: 'POST', path: `${orderPath}/line_items`, json: body });
      total += made.price ?? 0;
      for (const modifier of line.modifiers ?? []) {
        const path = `${orderPath}/line_items/${segment(made.id ?? '', 'line_items.id')}/modifications`;
        const { body: modification } = await ctx.http.request<CloverModification>({ method: 'POST', path, json: { modifier: ref(modifier.id as string) } });
        total += modification.amount ?? 0;
      }
    }
  }
  return total;
}
