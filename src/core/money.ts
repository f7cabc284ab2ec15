/**
 * Money in responses is an integer number of minor units of its currency.
 * How many minor units a currency has comes from Intl (ISO 4217 data shipped
 * with the runtime), never from a hand-kept table.
 */
import { ApiError } from './errors/api-error.js';

const fractionDigitsCache = new Map<string, number>();
let knownCodes: ReadonlySet<string> | undefined;

/** Every ISO 4217 code the runtime knows, for schema enums. */
export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

/** Intl formats any three letters; only codes it actually knows are currencies. */
export function isCurrencyCode(code: string): boolean {
  knownCodes ??= new Set(currencyCodes());
  return knownCodes.has(code.toUpperCase());
}

export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase();
  const cached = fractionDigitsCache.get(code);
  if (cached !== undefined) return cached;
  if (!isCurrencyCode(code)) {
    throw new ApiError('MappingError', { detail: { currency: `"${currency}" is not an ISO 4217 currency code` } });
  }
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  fractionDigitsCache.set(code, digits);
  return digits;
}

/**
 * Converts a decimal amount ("12.34", 12.34, "-0.5") into integer minor units,
 * exactly (decimal string arithmetic, no binary floating point drift). Amounts
 * with more precision than the currency has are rounded half away from zero.
 */
export function toMinorUnits(amount: string | number, currency: string): number {
  const digits = minorUnitDigits(currency);
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new ApiError('MappingError', { detail: { amount: `"${String(amount)}" is not a decimal amount` } });
  }
  const negative = match[1] === '-';
  const whole = match[2] || '0';
  const fraction = match[3] ?? '';
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundUp = (fraction[digits] ?? '0') >= '5';
  let minor = BigInt(whole + kept) + (roundUp ? 1n : 0n);
  if (negative) minor = -minor;
  const result = Number(minor);
  if (!Number.isSafeInteger(result)) {
    throw new ApiError('MappingError', { detail: { amount: 'amount is too large to represent exactly' } });
  }
  return result === 0 ? 0 : result;
}

/** Converts integer minor units back into a decimal string for platforms that want one. */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (!Number.isSafeInteger(minor)) throw new ApiError('RequestValidationError', { detail: { amount: 'must be an integer number of minor units' } });
  const negative = minor < 0;
  const text = Math.abs(minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  // toFixed(20) would expose float noise; toString is exact for the shortest round-trip form.
  const text = value.toString();
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}
