/** The kit's exact decimals (kit/decimal.ts), with the currency digits QuickBooks rounds amounts to (`currencyDigits`). */
export * from '../framework/kit/decimal.js';
