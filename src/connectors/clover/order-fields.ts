/**
 * A unified order is a Clover order read with
 * `expand=lineItems.modifications,payments.tender` (https://docs.clover.com/reference/ordergetorder).
 * Mapping:
 *
 * | unified | Clover |
 * |---|---|
 * | status | state: open → open, locked → completed; none yet (an unfinished order) → draft; open and completed are written |
 * | payment_status | paymentState: OPEN → open, PAID → paid, PARTIALLY_PAID → partially_paid, REFUNDED, CREDITED, PARTIALLY_REFUNDED |
 * | title, note, currency | title, note, currency |
 * | order_type_id | orderType.id |
 * | total_amount | total (cents; Clover leaves it to the app that writes the order) |
 * | total_tip | the payments' tipAmount added up |
 * | order_date, created_at, updated_at | createdTime (its date), createdTime, modifiedTime |
 * | line_items | lineItems: id, name, item.id, price → unit_price, unitQty (thousandths) → quantity, modifications → modifiers |
 * | payments, tenders | payments: id and amount; each payment's tender as a tender (cash, card or other) |
 * | merchant_id, location_id | the connection's merchant (its one location, locations.ts) |
 *
 * Left out: customers,
 * employee, taxes, discounts, service charges, refunds.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { textOrAbsent } from './codecs.js';
import { elementsOf, invalid, refId } from './api.js';
import { sourceOf } from './payment-fields.js';
import type { CloverLineItem, CloverModification, CloverOrder, CloverPayment } from './wire-types.js';

type Order = Static<typeof OrderModel>;
type Line = NonNullable<Order['line_items']>[number];
type Tender = NonNullable<Order['tenders']>[number];

const PAYMENT_STATES = enumOf<NonNullable<Order['payment_status']>>(
  { open: 'OPEN', paid: 'PAID', partially_paid: 'PARTIALLY_PAID', refunded: 'REFUNDED', credited: 'CREDITED', partially_refunded: 'PARTIALLY_REFUNDED', unknown: 'UNKNOWN' },
  'unknown',
);

/** Clover's `state` (free text in its model; open and locked in practice) as the unified status. */
export function statusOf(state: string | undefined): Order['status'] {
  if (state === undefined || state === null || state === '') return 'draft';
  const lower = state.toLowerCase();
  return lower === 'locked' ? 'completed' : lower === 'open' ? 'open' : undefined;
}

function lineOf(line: CloverLineItem, currency: Order['currency']): Line {
  // unitQty is thousandths of a unit (PER_UNIT items); a line without one is one unit.
  const quantity = typeof line.unitQty === 'number' ? line.unitQty / 1000 : 1;
  const modifications = elementsOf<CloverModification>(line.modifications);
  const extras = modifications.reduce((sum, modification) => sum + (modification.amount ?? 0), 0);
  return {
    ...(line.id ? { id: line.id } : {}),
    ...(line.name !== undefined ? { name: line.name } : {}),
    ...(refId(line.item) ? { item: { id: refId(line.item) as string } } : {}),
    quantity,
    unit_price: typeof line.price === 'number' ? line.price : null,
    total_amount: typeof line.price === 'number' ? Math.round((line.price + extras) * quantity) : null,
    modifiers: modifications.map((modification) => ({
      ...(refId(modification.modifier) ? { id: refId(modification.modifier) as string } : {}),
      ...(modification.name !== undefined ? { name: modification.name } : {}),
      ...(modification.alternateName ? { alternate_name: modification.alternateName } : {}),
      ...(typeof modification.amount === 'number' ? { amount: modification.amount, currency } : {}),
    })),
  };
}

function tenderOf(payment: CloverPayment, currency: Order['currency']): Tender {
  const source = sourceOf(payment.tender?.labelKey);
  return {
    ...(payment.tender?.id ? { id: payment.tender.id } : {}),
    ...(payment.tender?.label ? { name: payment.tender.label } : {}),
    type: source === 'cash' ? 'cash' : source === 'card' ? 'card' : 'other',
    ...(typeof payment.amount === 'number' ? { amount: payment.amount } : {}),
    currency,
    total_amount: typeof payment.amount === 'number' ? payment.amount + (payment.tipAmount ?? 0) : null,
    total_tip: payment.tipAmount ?? null,
    ...(payment.id ? { payment_id: payment.id } : {}),
  } as Tender;
}

/** The unified status an app may set at Clover: open, or completed (Clover's `locked`, which payments set themselves once paid). */
function stateOf(status: Order['status']): { state: string } {
  if (status === 'open') return { state: 'open' };
  if (status === 'completed') return { state: 'locked' };
  throw invalid(`Clover orders are open or completed (locked); ${String(status)} cannot be written`, { field: 'status' });
}

/** What order reads need besides the order: the connection's merchant. */
export interface OrderContext {
  merchantId: string | undefined;
}

const currencyOf = (order: CloverOrder) => (order.currency ?? null) as Order['currency'];
const paymentsOf = (order: CloverOrder) => elementsOf<CloverPayment>(order.payments);

export const orderFields = fieldTable<Order, CloverOrder, OrderContext>({
  id: { at: 'id', write: false },
  order_date: { read: (order) => (typeof order.createdTime === 'number' ? new Date(order.createdTime).toISOString().slice(0, 10) : undefined), write: false },
  status: { read: (order) => statusOf(order.state), write: stateOf },
  payment_status: { at: 'paymentState', codec: PAYMENT_STATES, write: false },
  currency: { at: 'currency' },
  title: { at: 'title', codec: textOrAbsent },
  note: { at: 'note', codec: textOrAbsent },
  order_type_id: { read: (order) => refId(order.orderType), write: (id) => ({ orderType: { id } }) },
  merchant_id: { read: (_order, context) => context.merchantId, write: false },
  location_id: { read: (_order, context) => context.merchantId, write: false },
  total_amount: { read: (order) => (typeof order.total === 'number' ? order.total : null), write: false },
  total_tip: { read: (order) => (order.payments ? paymentsOf(order).reduce((sum, payment) => sum + (payment.tipAmount ?? 0), 0) : undefined), write: false },
  line_items: { read: (order) => (order.lineItems ? elementsOf<CloverLineItem>(order.lineItems).map((line) => lineOf(line, currencyOf(order))) : undefined), write: false },
  payments: { read: (order) => (order.payments ? paymentsOf(order).map((payment) => ({ ...(payment.id ? { id: payment.id } : {}), amount: payment.amount ?? 0, currency: currencyOf(order) })) : undefined), write: false },
  tenders: { read: (order) => (order.payments ? paymentsOf(order).map((payment) => tenderOf(payment, currencyOf(order))) : undefined), write: false },
  created_at: { at: 'createdTime', codec: isoDateTime, write: false },
  updated_at: { at: 'modifiedTime', codec: isoDateTime, write: false },
});
