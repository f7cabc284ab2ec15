/**
 * Writing a new order's lines. Clover takes no lines in the order's own
 * body (its atomic_order endpoint is not used): each line is
 * `POST …/orders/{id}/line_items` (https://docs.clover.com/reference/ordercreatelineitem)
 * naming an inventory item (`item: {id}`, whose name and price it takes
 * unless the line gives its own) or a custom line (`name` and `price`), and
 * each chosen modifier is `POST …/line_items/{lineId}/modifications
 * {modifier: {id}}`, which copies the modifier's price. A quantity other
 * than one is the line's `unitQty` (thousandths of a unit). Clover leaves
 * the order's `total` to the app: it is what the lines and their
 * modifications (each unit's) add up to at the prices Clover answered, and
 * the caller writes it on the order.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { invalid, ref } from './api.js';
import type { CloverLineItem, CloverModification } from './wire-types.js';

type Line = NonNullable<Static<typeof OrderModel>['line_items']>[number];

/** Clover's unitQty counts thousandths of a unit. */
const THOUSANDTHS = 1000;

/** Refuses before any call what Clover could not take: quantities not in thousandths, lines with neither item nor name and price, modifiers without an id. */
export function checkLines(lines: readonly Line[]): void {
  lines.forEach((line, index) => {
    const quantity = line.quantity ?? 1;
    if (!(quantity > 0) || !Number.isInteger(Math.round(quantity * THOUSANDTHS * 1e6) / 1e6)) throw invalid('Clover takes positive quantities in thousandths of a unit', { field: `line_items[${index}].quantity` });
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
    const quantity = line.quantity ?? 1;
    const body = {
      ...(line.item?.id ? { item: ref(line.item.id) } : {}),
      ...(line.name !== undefined ? { name: line.name } : {}),
      ...(typeof line.unit_price === 'number' ? { price: line.unit_price } : {}),
      ...(quantity !== 1 ? { unitQty: Math.round(quantity * THOUSANDTHS) } : {}),
    };
    const { body: made } = await ctx.http.request<CloverLineItem>({ method: 'POST', path: `${orderPath}/line_items`, json: body });
    let unit = made.price ?? 0;
    for (const modifier of line.modifiers ?? []) {
      const path = `${orderPath}/line_items/${segment(made.id ?? '', 'line_items.id')}/modifications`;
      const { body: modification } = await ctx.http.request<CloverModification>({ method: 'POST', path, json: { modifier: ref(modifier.id as string) } });
      unit += modification.amount ?? 0;
    }
    total += Math.round(unit * quantity);
  }
  return total;
}
