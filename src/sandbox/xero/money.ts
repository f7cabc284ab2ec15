/**
 * Currencies in the emulator's books. Xero writes money as decimal numbers
 * in the document's currency, rounded to that currency's decimals (Intl's
 * ISO 4217 data: 2 for USD, 0 for JPY), and keeps a `CurrencyRate` for a
 * foreign-currency document: units of that currency per unit of the
 * organisation's base currency. The ledger is kept in the base currency.
 */
import type { XeroOrganisation } from './accounts.js';
import { currencyDigits, div, round, type Dec } from '../framework/kit/decimal.js';

export { currencyDigits };

/** Whether the organisation has the currency enabled (its base currency or one of its foreign ones). */
export function knowsCurrency(organisation: XeroOrganisation, code: string): boolean {
  return code === organisation.baseCurrency || Object.hasOwn(organisation.foreignCurrencies, code);
}

/** The rate Xero uses for a currency when a document names none: 1 for the base currency. */
export function defaultRate(organisation: XeroOrganisation, code: string): number {
  return code === organisation.baseCurrency ? 1 : (organisation.foreignCurrencies[code] ?? 1);
}

/** An amount in a document's currency, in the base currency at the document's rate. */
export function toBase(amount: Dec, rate: Dec, organisation: XeroOrganisation): Dec {
  return round(div(amount, rate), currencyDigits(organisation.baseCurrency));
}
