/**
 * An order's line items and totals as Square computes them
 * (https://developer.squareup.com/docs/orders-api/how-it-works): a line's
 * base price times its quantity plus its modifiers' prices times the same
 * quantity; a line from the catalog takes its variation's name and price.
 * Discounts, service charges and taxes are not computed (named in the README):
 * their totals are zero and net amount due is the total less what was paid.
 */
import type { KitContext } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { dataOf, findObject } from './catalog-objects.js';
import { squareFailure } from './dialect.js';
import { money, readMoney, type Money } from './money.js';
import { listOf } from './times.js';

type Ctx = KitContext<SquareAccount>;
export type Line = Record<string, any>;

function catalogPrice(ctx: Ctx, id: unknown, type: string, field: string): { name: string; price?: Money; parent?: string } {
  const found = typeof id === 'string' ? findObject(ctx.tenant, id) : undefined;
  if (!found || found.object.type !== type) throw squareFailure(400, 'INVALID_VALUE', `Catalog object ${String(id).slice(0, 40)} is not a ${type}`, field);
  const data = dataOf(found.object);
  return { name: String(data.name), price: data.price_money as Money | undefined, ...(found.parent ? { parent: String(dataOf(found.parent).name) } : {}) };
}

/** A line item from a request, priced and given a uid. */
export function readLine(ctx: Ctx, input: unknown, index: number, previous?: Line): Line {
  const field = `order.line_items[${index}]`;
  if (!input || typeof input !== 'object') throw squareFailure(400, 'EXPECTED_OBJECT', 'Expected a line item', field);
  const asked = { ...previous, ...(input as Line) };
  if (typeof asked.quantity !== 'string' || !/^\d+$/.test(asked.quantity) || asked.quantity === '0') throw squareFailure(400, 'INVALID_VALUE', 'quantity must be a positive whole number, written as a string', `${field}.quantity`);
  const line: Line = { uid: asked.uid ?? ctx.faker.string.alphanumeric(22), quantity: asked.quantity, item_type: 'ITEM' };
  if (asked.catalog_object_id !== undefined) {
    const variation = catalogPrice(ctx, asked.catalog_object_id, 'ITEM_VARIATION', `${field}.catalog_object_id`);
    Object.assign(line, { catalog_object_id: asked.catalog_object_id, catalog_version: asked.catalog_version ?? 1, name: variation.parent ?? variation.name, variation_name: variation.name });
    line.base_price_money = asked.base_price_money ? readMoney(asked.base_price_money, `${field}.base_price_money`, ctx.account.currency) : variation.price;
  } else {
    if (typeof asked.name !== 'string' || asked.name === '') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'An ad hoc line item needs a name', `${field}.name`);
    line.name = asked.name;
    line.base_price_money = readMoney(asked.base_price_money, `${field}.base_price_money`, ctx.account.currency);
  }
  if (!line.base_price_money) throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'A variable-priced variation needs base_price_money', `${field}.base_price_money`);
  if (typeof asked.note === 'string') line.note = asked.note;
  const quantity = Number(line.quantity);
  line.modifiers = listOf(asked.modifiers, `${field}.modifiers`).map((modifier, at) => {
    const m = (modifier ?? {}) as Line;
    const mField = `${field}.modifiers[${at}]`;
    const out: Line = { uid: m.uid ?? ctx.faker.string.alphanumeric(22), quantity: m.quantity ?? '1' };
    if (m.catalog_object_id !== undefined) {
      const found = catalogPrice(ctx, m.catalog_object_id, 'MODIFIER', `${mField}.catalog_object_id`);
      Object.assign(out, { catalog_object_id: m.catalog_object_id, catalog_version: m.catalog_version ?? 1, name: found.name });
      out.base_price_money = m.base_price_money ? readMoney(m.base_price_money, `${mField}.base_price_money`, ctx.account.currency) : (found.price ?? money(0, ctx.account.currency));
    } else {
      if (typeof m.name !== 'string') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'An ad hoc modifier needs a name', `${mField}.name`);
      out.name = m.name;
      out.base_price_money = readMoney(m.base_price_money ?? money(0, ctx.account.currency), `${mField}.base_price_money`, ctx.account.currency);
    }
    out.total_price_money = money(out.base_price_money.amount * Number(out.quantity) * quantity, ctx.account.currency);
    return out;
  });
  if (line.modifiers.length === 0) delete line.modifiers;
  const modifiers = ((line.modifiers as Line[] | undefined) ?? []).reduce((sum, m) => sum + (m.total_price_money as Money).amount, 0);
  const gross = line.base_price_money.amount * quantity + modifiers;
  const currency = ctx.account.currency;
  Object.assign(line, {
    variation_total_price_money: money(line.base_price_money.amount * quantity, currency),
    gross_sales_money: money(gross, currency),
    total_tax_money: money(0, currency),
    total_discount_money: money(0, currency),
    total_money: money(gross, currency),
  });
  return line;
}

/** The order's totals from its lines and tenders. */
export function settleTotals(order: Line, currency: string): void {
  const total = ((order.line_items as Line[] | undefined) ?? []).reduce((sum, line) => sum + (line.total_money as Money).amount, 0);
  const paid = ((order.tenders as Line[] | undefined) ?? []).reduce((sum, tender) => sum + (tender.amount_money as Money).amount, 0);
  const zero = money(0, currency);
  Object.assign(order, {
    total_money: money(total, currency),
    total_tax_money: zero,
    total_discount_money: zero,
    total_tip_money: zero,
    total_service_charge_money: zero,
    net_amount_due_money: money(order.state === 'CANCELED' ? 0 : Math.max(0, total - paid), currency),
  });
}
