/**
 * A unified POS payment is a Square Payment (api.json). Mapping:
 *
 * | unified | Square |
 * |---|---|
 * | amount, tip, total, app_fee, approved, refunded | amount_money, tip_money, total_money, app_fee_money, approved_money, refunded_money |
 * | currency | amount_money.currency |
 * | source | source_type: CARD → card, CASH → cash, EXTERNAL → external, BANK_ACCOUNT → bank_account, WALLET → wallet, BUY_NOW_PAY_LATER → bnpl |
 * | status | APPROVED → approved, PENDING → pending, COMPLETED → completed, CANCELED → canceled, FAILED → failed |
 * | order_id, customer_id, location_id, external_payment_id | order_id, customer_id, location_id, reference_id |
 * | employee_id, device_id | team_member_id, device_details.device_id |
 * | cash, card_details, external_details, processing_fees | cash_details, card_details.card, external_details, processing_fee |
 *
 * `source_id` is what a create spends (a card nonce, a card on file, CASH,
 * EXTERNAL) and is not kept by Square: it is never read back. Left out:
 * merchant_id, tender_id (Square has no tender objects), tax,
 * change_back_cash_amount beside `cash`, bank account and wallet details.
 */
import type { Static } from 'typebox';
import type { PosPayment as PaymentModel } from '../../unified/pos/payments.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { amountOf, type SquareMoney } from './api.js';
import { cardBrand } from './card-brand.js';
import type { SquarePayment } from './wire-types.js';

type Payment = Static<typeof PaymentModel>;

const amount = (pick: (payment: SquarePayment) => SquareMoney | undefined) => ({ read: (payment: SquarePayment) => amountOf(pick(payment)), write: false as const });

export const PAYMENT_SOURCE = enumOf<NonNullable<Payment['source']>>(
  { card: 'CARD', cash: 'CASH', external: 'EXTERNAL', bank_account: 'BANK_ACCOUNT', wallet: 'WALLET', bnpl: 'BUY_NOW_PAY_LATER', other: 'OTHER' },
  'other',
);
const PAYMENT_STATUS = enumOf<NonNullable<Payment['status']>>({ approved: 'APPROVED', pending: 'PENDING', completed: 'COMPLETED', canceled: 'CANCELED', failed: 'FAILED', other: 'OTHER' }, 'other');

export const paymentFields = fieldTable<Payment, SquarePayment>({
  id: { at: 'id', write: false },
  order_id: { at: 'order_id', write: false },
  customer_id: { at: 'customer_id', write: false },
  employee_id: { at: 'team_member_id', write: false },
  location_id: { at: 'location_id', write: false },
  device_id: { at: 'device_details.device_id', write: false },
  external_payment_id: { at: 'reference_id', write: false },
  amount: amount((payment) => payment.amount_money),
  currency: { read: (payment) => (payment.amount_money?.currency ?? null) as Payment['currency'], write: false },
  tip: amount((payment) => payment.tip_money),
  total: amount((payment) => payment.total_money),
  app_fee: amount((payment) => payment.app_fee_money),
  approved: amount((payment) => payment.approved_money),
  refunded: amount((payment) => payment.refunded_money),
  processing_fees: {
    read: (payment) =>
      (payment.processing_fee ?? []).map((fee) => ({
        ...(amountOf(fee.amount_money) !== undefined ? { amount: amountOf(fee.amount_money) as number } : {}),
        ...(fee.effective_at ? { effective_at: fee.effective_at } : {}),
        ...(fee.type === 'INITIAL' || fee.type === 'ADJUSTMENT' ? { processing_type: fee.type.toLowerCase() as 'initial' } : {}),
      })),
    write: false,
  },
  source: { at: 'source_type', codec: PAYMENT_SOURCE, write: false },
  status: { at: 'status', codec: PAYMENT_STATUS, write: false },
  cash: {
    read: (payment) => (payment.cash_details ? { amount: amountOf(payment.cash_details.buyer_supplied_money) ?? null, charge_back_amount: amountOf(payment.cash_details.change_back_money) ?? null } : undefined),
    write: false,
  },
  card_details: {
    read: (payment) => {
      const card = payment.card_details?.card;
      if (!card) return undefined;
      return { card: { ...(card.card_brand ? { card_brand: cardBrand(card.card_brand) } : {}), last_4: card.last_4 ?? null, exp_month: card.exp_month ?? null, exp_year: card.exp_year ?? null, bin: card.bin ?? null, fingerprint: card.fingerprint ?? null } } as Payment['card_details'];
    },
    write: false,
  },
  external_details: {
    read: (payment) => {
      const external = payment.external_details;
      if (!external?.type || !external.source) return undefined;
      const fee = amountOf(external.source_fee_money);
      return { type: external.type.toLowerCase() as 'other', source: external.source, ...(external.source_id ? { source_id: external.source_id } : {}), ...(fee !== undefined ? { source_fee_amount: fee } : {}) };
    },
    write: false,
  },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});
