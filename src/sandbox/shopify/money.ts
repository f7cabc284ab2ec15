/**
 * Money as Shopify writes it: a `Decimal` string of the amount in the
 * currency's major unit, with trailing zeros dropped but one decimal kept
 * ("29.9", "10.0", "1500.0"), the way the Admin API answers. The emulator
 * keeps amounts as integers of the currency's minor unit (cents; yen are
 * their own minor unit), so totals add up exactly.
 */

/** Digits after the decimal point for the currencies the emulator serves (ISO 4217). */
export const MINOR_DIGITS: Readonly<Record<string, number>> = { USD: 2, EUR: 2, GBP: 2, CAD: 2, JPY: 0 };

export function decimalOf(minor: number, currency: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const negative = minor < 0;
  const text = Math.abs(Math.round(minor)).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = (digits === 0 ? '' : text.slice(-digits)).replace(/0+$/, '') || '0';
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export function moneyV2(minor: number, currency: string): MoneyV2 {
  return { amount: decimalOf(minor, currency), currencyCode: currency };
}

/** A presentment amount: the shop amount in the buyer's currency at the order's rate. */
export function converted(minor: number, rate: number, from: string, to: string): number {
  const scale = 10 ** ((MINOR_DIGITS[to] ?? 2) - (MINOR_DIGITS[from] ?? 2));
  return Math.round(minor * rate * scale);
}

/** `MoneyBag`: the amount in the shop's currency and in the one the buyer saw. */
export function moneyBag(minor: number, order: { currencyCode: string; presentmentCurrencyCode: string; presentmentRate: number }) {
  return {
    shopMoney: moneyV2(minor, order.currencyCode),
    presentmentMoney: moneyV2(converted(minor, order.presentmentRate, order.currencyCode, order.presentmentCurrencyCode), order.presentmentCurrencyCode),
  };
}
