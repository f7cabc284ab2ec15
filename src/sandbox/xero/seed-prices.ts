/**
 * Seed prices written in US dollars and turned into the organisation's
 * currency at a round rate, with that currency's decimals (none for yen).
 */
import type { SeedContext } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { currencyDigits } from './money.js';

const PER_DOLLAR: Readonly<Record<string, number>> = { JPY: 150, NZD: 1.6, AUD: 1.5, EUR: 0.92, GBP: 0.78 };

export function price(seed: Pick<SeedContext<XeroOrganisation>, 'account'>, dollars: number): number {
  const currency = seed.account.baseCurrency;
  return Number((dollars * (PER_DOLLAR[currency] ?? 1)).toFixed(currencyDigits(currency)));
}
