/**
 * A unified POS payment is a Square Payment (api.json). Mapping:
 *
 * | unified | Square |
 * |---|---|
 * | amount, total, approved, refunded | amount_money, total_money, approved_money, refunded_money |
 * | currency | amount_money.currency |
 * | source | source_type: CARD → card, CASH → cash, EXTERNAL → external, BANK_ACCOUNT → bank_account, WALLET → wallet, BUY_NOW_PAY_LATER → bnpl |
 * | status | APPROVED → approved, PENDING → pending, COMPLETED → completed, CANCELED → canceled, FAILED → failed |
 * | order_id, customer_id, location_id | order_id, customer_id, location_id |
 * | cash, card_details | cash_details, card_details.card |
 *
 * Written on create only (payment-create.ts), not read: tip (tip_money),
 * app_fee (app_fee_money), employee_id (team_member_id), external_payment_id
 * (reference_id), external_details; the emulator's payments never carry
 * them, so reads of them are not claimed. Not read either: device_id,
 * processing_fees.
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
import { textOrAbsent } from './codecs.js';
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
  order_id: { at: 'order_id', codec: textOrAbsent, write: false },
  customer_id: { at: 'customer_id', codec: textOrAbsent, write: false },
  location_id: { at: 'location_id', codec: textOrAbsent, write: false },
  amount: amount((payment) => payment.amount_money),
  currency: { read: (payment) => (payment.amount_money?.currency ?? null) as Payment['currency'], write: false },
  total: amount((payment) => payment.total_money),
  approved: amount((payment) => payment.approved_money),
  refunded: amount((payment) => payment.refunded_money),
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
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});
