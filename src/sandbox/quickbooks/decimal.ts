/**
 * Exact decimals for the emulator's books. QuickBooks keeps amounts as
 * decimals (xs:decimal in its schema) and a total is the exact sum of its
 * lines, so the emulator computes in scaled BigInts, never in binary floating
 * point. Scale 10^-12 keeps a unit price (up to 7 decimals) times a quantity
 * (up to 5) exact before rounding; rounding is half away from zero.
 */

const SCALE = 12;
const ONE = 10n ** BigInt(SCALE);

export type Dec = bigint;
export const ZERO: Dec = 0n;

function plain(value: number): string {
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(SCALE) : text;
}

/** A JSON number or decimal string as an exact decimal; undefined when it is not one. */
export function dec(value: unknown): Dec | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? plain(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^([+-])?(\d+)?(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] === undefined && match[3] === undefined)) return undefined;
  const fraction = (match[3] ?? '').padEnd(SCALE + 1, '0');
  let units = BigInt(match[2] ?? '0') * ONE + BigInt(fraction.slice(0, SCALE));
  if ((fraction[SCALE] as string) >= '5') units += 1n;
  return match[1] === '-' ? -units : units;
}

function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

export const mul = (a: Dec, b: Dec): Dec => divRound(a * b, ONE);
export const div = (a: Dec, b: Dec): Dec => divRound(a * ONE, b);
export const sum = (values: Iterable<Dec>): Dec => [...values].reduce((total, value) => total + value, ZERO);
export const abs = (value: Dec): Dec => (value < 0n ? -value : value);
export const min = (a: Dec, b: Dec): Dec => (a < b ? a : b);

/** Rounded to `digits` decimals (2 for cents, 0 for yen, 3 for fils). */
export function round(value: Dec, digits: number): Dec {
  const step = 10n ** BigInt(SCALE - digits);
  return divRound(value, step) * step;
}

/** Decimals a currency's amounts carry, from the runtime's ISO 4217 data. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whether a value has more decimals than `digits`. */
export function finerThan(value: Dec, digits: number): boolean {
  return round(value, digits) !== value;
}

/** As a decimal string without trailing zeros: "12.5", "-3", "0.001". */
export function text(value: Dec): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** As a JSON number, the way QuickBooks writes xs:decimal values (exact for the amounts it keeps). */
export function num(value: Dec): number {
  return Number(text(value));
}
