/**
 * What QuickBooks' transactions share: the transaction date (the company's
 * today when left out), the currency (the customer's or vendor's, else the
 * company's home currency) with its exchange rate, the home-currency total,
 * document numbers QuickBooks assigns when the app sends none, and voiding
 * (amounts to zero, "Voided" in the private note, as QuickBooks voids).
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { currencyDigits, dec, mul, num, round, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { invalidField } from './faults.js';
import { currencyOf, currencyRef } from './refs.js';
import { companyDate, isDate } from './time.js';

/** Sets the transaction's date (checked, today when absent) and checks its due date. */
export function txnDates(ctx: Ctx, record: StoredRecord): void {
  record.TxnDate ??= companyDate(ctx.now, ctx.account.timeZone);
  for (const field of ['TxnDate', 'DueDate', 'ShipDate', 'ExpirationDate', 'DueDate'] as const) {
    if (record[field] !== undefined && record[field] !== null && !isDate(record[field])) throw invalidField(field, `${field} must be a date (yyyy-MM-dd)`, '2040', 'Invalid Date');
  }
}

/** The transaction's currency: as sent, else the party's, else home; with QuickBooks' exchange rate to home. */
export function txnCurrency(ctx: Ctx, record: StoredRecord, party?: StoredRecord): string {
  const partyCurrency = party?.CurrencyRef as { value?: string } | undefined;
  const code = record.CurrencyRef !== undefined && record.CurrencyRef !== null
    ? currencyOf(ctx, record.CurrencyRef)
    : (partyCurrency?.value ?? ctx.account.homeCurrency);
  if (party && partyCurrency?.value && partyCurrency.value !== code) {
    throw invalidField('CurrencyRef', `The transaction's currency (${code}) must be its customer's or vendor's (${partyCurrency.value})`, '6000', 'A business validation error has occurred while processing your request');
  }
  record.CurrencyRef = currencyRef(code);
  if (code === ctx.account.homeCurrency) {
    record.ExchangeRate = 1;
  } else {
    const given = record.ExchangeRate === undefined || record.ExchangeRate === null ? undefined : dec(record.ExchangeRate);
    if (record.ExchangeRate !== undefined && record.ExchangeRate !== null && (given === undefined || given <= 0n)) throw invalidField('ExchangeRate', 'ExchangeRate must be a positive number', '2050', 'Invalid Number');
    record.ExchangeRate = num(given ?? (dec(ctx.account.exchangeRates[code]) as Dec));
  }
  return code;
}

/** An amount in the company's home currency at the transaction's rate. */
export function inHome(ctx: Ctx, record: StoredRecord, amount: Dec): Dec {
  return round(mul(amount, dec(record.ExchangeRate ?? 1) as Dec), currencyDigits(ctx.account.homeCurrency));
}

/** A document number QuickBooks assigns when the app sends none (1001, 1002, … per kind of form). */
export function autoDocNumber(ctx: Ctx, record: StoredRecord, entity: string): void {
  if (record.DocNumber === undefined || record.DocNumber === null || record.DocNumber === '') record.DocNumber = String(ctx.tenant.next(`doc:${entity}`, 1001));
  else if (typeof record.DocNumber !== 'string' || record.DocNumber.length > 21) throw invalidField('DocNumber', 'DocNumber must be a string of at most 21 characters', '2050', 'String length is either shorter or longer than supported by specification');
}

export const VOIDED_NOTE = 'Voided';

/** QuickBooks' void: every amount to zero, the private note says so; the record stays. */
export function voidAmounts(record: StoredRecord): void {
  record.Line = ((record.Line as Record<string, unknown>[] | undefined) ?? []).map((line) => ({ ...line, Amount: 0 }));
  for (const field of ['TotalAmt', 'HomeTotalAmt', 'Balance', 'HomeBalance', 'UnappliedAmt']) if (record[field] !== undefined) record[field] = 0;
  if (record.TxnTaxDetail) record.TxnTaxDetail = { ...(record.TxnTaxDetail as object), TotalTax: 0, TaxLine: [] };
  const note = typeof record.PrivateNote === 'string' && record.PrivateNote !== '' ? `${VOIDED_NOTE}: ${record.PrivateNote}` : VOIDED_NOTE;
  record.PrivateNote = note;
  record.voided = true;
}
