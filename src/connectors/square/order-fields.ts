/**
 * A unified order is a Square Order (api.json's Order). Mapping:
 *
 * | unified | Square |
 * |---|---|
 * | status | state: OPEN → open, DRAFT → draft, COMPLETED → completed, CANCELED → voided |
 * | payment_status | computed: nothing due of a non-zero total → paid; tenders but some due → partially_paid; else open |
 * | title | ticket_name |
 * | reference_id, customer_id, location_id | the same |
 * | order_date, closed_date | created_at, closed_at (their dates) |
 * | currency, total_amount, total_tax, total_discount, total_tip, total_service_charge | total_money.currency and the totals' amounts |
 * | line_items | line_items: uid → id, catalog_object_id → item.id, quantity, base_price_money → unit_price, modifiers |
 * | tenders, payments | tenders (each card or cash tender; its payment_id and amount as a payment) |
 * | version | version (text; sent back as Square's integer on updates) |
 * | voided | state is CANCELED |
 *
 * merchant_id is the token's seller (GET /v2/merchants/me, once per
 * answer): Square's orders do not carry it. Left out: order_number, order_type_id, table and seat (Square has
 * no such fields), fulfillments, refunds, taxes and discounts by name.
 */
import type { Static } from 'typebox';
import type { Order as OrderModel } from '../../unified/pos/orders.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { amountOf, type SquareMoney } from './api.js';
import { cardBrand } from './card-brand.js';
import { textOrAbsent } from './codecs.js';
import type { SquareLine, SquareOrder, SquareTender } from './wire-types.js';

type Order = Static<typeof OrderModel>;
type Line = NonNullable<Order['line_items']>[number];
type Tender = NonNullable<Order['tenders']>[number];

export const ORDER_STATES = enumOf<'open' | 'draft' | 'completed' | 'voided'>({ open: 'OPEN', draft: 'DRAFT', completed: 'COMPLETED', voided: 'CANCELED' });

const currencyOf = (money: SquareMoney | undefined) => (money?.currency ?? null) as Order['currency'];
const dateOf = (time: string | undefined) => (time ? time.slice(0, 10) : undefined);

function lineOf(line: SquareLine): Line {
  const quantity = Number(line.quantity);
  return {
    ...(line.uid ? { id: line.uid } : {}),
    ...(line.name !== undefined ? { name: line.variation_name ? `${line.name} (${line.variation_name})` : line.name } : {}),
    ...(line.catalog_object_id ? { item: { id: line.catalog_object_id } } : {}),
    quantity: Number.isFinite(quantity) ? quantity : null,
    unit_price: amountOf(line.base_price_money) ?? null,
    total_amount: amountOf(line.total_money) ?? null,
    total_tax: amountOf(line.total_tax_money) ?? null,
    total_discount: amountOf(line.total_discount_money) ?? null,
    modifiers: (line.modifiers ?? []).map((modifier) => ({
      ...(modifier.catalog_object_id ? { id: modifier.catalog_object_id } : {}),
      ...(modifier.name !== undefined ? { name: modifier.name } : {}),
      ...(amountOf(modifier.base_price_money) !== undefined ? { amount: amountOf(modifier.base_price_money) as number, currency: currencyOf(modifier.base_price_money) } : {}),
    })),
  };
}

const TENDER_TYPES: Readonly<Record<string, Tender['type']>> = { CARD: 'card', CASH: 'cash' };

function tenderOf(tender: SquareTender): Tender {
  const card = tender.card_details?.card;
  const status = tender.card_details?.status?.toLowerCase();
  return {
    ...(tender.id ? { id: tender.id } : {}),
    type: TENDER_TYPES[tender.type ?? ''] ?? 'other',
    ...(tender.note ? { note: tender.note } : {}),
    ...(amountOf(tender.amount_money) !== undefined ? { amount: amountOf(tender.amount_money) as number } : {}),
    currency: currencyOf(tender.amount_money),
    total_amount: amountOf(tender.amount_money) ?? null,
    total_tip: amountOf(tender.tip_money) ?? null,
    total_processing_fee: amountOf(tender.processing_fee_money) ?? null,
    buyer_tendered_cash_amount: amountOf(tender.cash_details?.buyer_tendered_money) ?? null,
    change_back_cash_amount: amountOf(tender.cash_details?.change_back_money) ?? null,
    ...(card ? { card: { ...(card.card_brand ? { card_brand: cardBrand(card.card_brand) } : {}), last_4: card.last_4 ?? null, exp_month: card.exp_month ?? null, exp_year: card.exp_year ?? null } } : {}),
    ...(status && ['authorized', 'captured', 'failed', 'voided'].includes(status) ? { card_status: status as Tender['card_status'] } : {}),
    ...(tender.payment_id ? { payment_id: tender.payment_id } : {}),
    ...(tender.location_id ? { location_id: tender.location_id } : {}),
    ...(tender.transaction_id ? { transaction_id: tender.transaction_id } : {}),
  } as Tender;
}

function paymentStatusOf(order: SquareOrder): Order['payment_status'] {
  const total = amountOf(order.total_money) ?? 0;
  const due = amountOf(order.net_amount_due_money) ?? total;
  if (total > 0 && due === 0) return 'paid';
  if ((order.tenders ?? []).length > 0 && due > 0) return 'partially_paid';
  return 'open';
}

/** What order reads need besides the order: the seller the token acts for. */
export interface OrderContext {
  merchantId: string | undefined;
}

export const orderFields = fieldTable<Order, SquareOrder, OrderContext>({
  id: { at: 'id', write: false },
  order_date: { read: (order) => dateOf(order.created_at), write: false },
  closed_date: { read: (order) => dateOf(order.closed_at), write: false },
  reference_id: { at: 'reference_id', codec: textOrAbsent },
  status: { at: 'state', codec: ORDER_STATES },
  payment_status: { read: paymentStatusOf, write: false },
  currency: { read: (order) => currencyOf(order.total_money), write: false },
  title: { at: 'ticket_name', codec: textOrAbsent },
  // Written only: the emulator's seeded orders have no customers to read, so a read is not claimed.
  customer_id: { write: (id) => ({ customer_id: id }) },
  // The token's seller: Square's orders do not carry it (orders.ts loads it once per answer).
  merchant_id: { read: (_order, context) => context.merchantId, write: false },
  location_id: { at: 'location_id' },
  total_amount: { read: (order) => amountOf(order.total_money) ?? null, write: false },
  total_tip: { read: (order) => amountOf(order.total_tip_money) ?? null, write: false },
  total_tax: { read: (order) => amountOf(order.total_tax_money) ?? null, write: false },
  total_discount: { read: (order) => amountOf(order.total_discount_money) ?? null, write: false },
  total_service_charge: { read: (order) => amountOf(order.total_service_charge_money) ?? null, write: false },
  // Lines are written by the resource (orders.ts): an update merges them by uid.
  line_items: { read: (order) => (order.line_items ?? []).map(lineOf), write: false },
  payments: {
    read: (order) => (order.tenders ?? []).flatMap((tender) => (tender.payment_id ? [{ id: tender.payment_id, amount: amountOf(tender.amount_money) ?? 0, currency: currencyOf(tender.amount_money) }] : [])),
    write: false,
  },
  tenders: { read: (order) => (order.tenders ?? []).map(tenderOf), write: false },
  voided: { read: (order) => order.state === 'CANCELED', write: false },
  version: { read: (order) => (order.version === undefined ? undefined : String(order.version)), write: false },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});
