/** The kit's exact decimals (kit/decimal.ts), with the currency digits QuickBooks rounds amounts to. */
export * from '../framework/kit/decimal.js';

/** Decimals a currency's amounts carry, from the runtime's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
