/**
 * BigCommerce's amounts: v2 writes decimal strings with four places
 * ("336.3200", yen as "16632.0000"), v3 JSON numbers (336.32). Unified
 * amounts are integers in minor units of their currency (SPEC.md rule 10),
 * converted exactly by src/core/money.ts with the currency's own digits
 * (JPY none: not divided).
 *
 * An order's amounts are in its transactional currency, the one the shopper
 * paid in (`default_currency_code`; `currency_code` is only the currency the
 * storefront displayed, the same unless the store converts for display).
 * The catalog's prices are in the store's default currency.
 */
import { isCurrencyCode, toMinorUnits } from '../../core/money.js';

/** The amount in minor units of `currency`; null for a missing or empty amount or an unknown currency. */
export function minor(amount: unknown, currency: string | null | undefined): number | null {
  if (!currency || !isCurrencyCode(currency)) return null;
  if (typeof amount === 'number' && Number.isFinite(amount)) return toMinorUnits(amount, currency);
  if (typeof amount === 'string' && amount.trim() !== '') return toMinorUnits(amount.trim(), currency);
  return null;
}

/** The currency an order's amounts are in. */
export function orderCurrency(order: { default_currency_code?: string | null; currency_code?: string | null }): string | null {
  const code = order.default_currency_code || order.currency_code;
  return code ? code.toUpperCase() : null;
}
