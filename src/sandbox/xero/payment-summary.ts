/**
 * A payment as an invoice or credit note lists it in its `Payments`.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { msDate } from './dates.js';

export function paymentSummary(payment: StoredRecord): Record<string, unknown> {
  return {
    PaymentID: payment.id,
    Date: msDate(payment.Date as number),
    Amount: payment.Amount,
    ...(payment.Reference !== undefined ? { Reference: payment.Reference } : {}),
    CurrencyRate: payment.CurrencyRate,
    HasAccount: true,
    HasValidationErrors: false,
  };
}
