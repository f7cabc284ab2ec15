/**
 * Exact decimal arithmetic for emulated books. Accounting platforms compute
 * line amounts, tax and totals in decimal and a total is the exact sum of its
 * lines, so an emulator must too, or a total would drift by a cent from its
 * lines. Values are BigInts of 10^-12 units: a unit price of up to seven
 * decimals times a quantity of up to five stays exact before rounding, which
 * covers Xero (four decimals), Zoho Books and QuickBooks. Rounding is half
 * away from zero, as those platforms round.
 */

const SCALE = 12;
const ONE = 10n ** BigInt(SCALE);

export type Dec = bigint;

export const ZERO: Dec = 0n;

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

/** A whole number as a decimal. */
export function int(value: number): Dec {
  return BigInt(value) * ONE;
}

function plain(value: number): string {
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(SCALE) : text;
}

/** Division of integers (scaled or not), rounded half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

export function mul(a: Dec, b: Dec): Dec {
  return divRound(a * b, ONE);
}

export function div(a: Dec, b: Dec): Dec {
  if (b === 0n) throw new RangeError('division by zero');
  return divRound(a * ONE, b);
}

/** A percentage of an amount: amount × percent / 100. */
export function percentOf(amount: Dec, percent: Dec): Dec {
  return divRound(amount * percent, ONE * 100n);
}

export function sum(values: Iterable<Dec>): Dec {
  let total = ZERO;
  for (const value of values) total += value;
  return total;
}

export function abs(value: Dec): Dec {
  return value < 0n ? -value : value;
}

export function min(a: Dec, b: Dec): Dec {
  return a < b ? a : b;
}

/** Rounded to `digits` decimals (2 for cents, 0 for yen, 3 for fils). */
export function round(value: Dec, digits: number): Dec {
  const step = 10n ** BigInt(SCALE - digits);
  return divRound(value, step) * step;
}

/** Whether a value has more decimals than `digits`. */
export function finerThan(value: Dec, digits: number): boolean {
  return round(value, digits) !== value;
}

/** As a decimal string without trailing zeros: "12.5", "-3", "0.0001". */
export function text(value: Dec): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** As a JSON number, the way the platforms write amounts (exact for amounts of a few decimals). */
export function num(value: Dec): number {
  return Number(text(value));
}

const currencyDigitsCache = new Map<string, number>();

/**
 * Decimals a currency's amounts carry, from the runtime's ISO 4217 data. Kept
 * once read: an Intl.NumberFormat costs tens of microseconds to make, and the
 * books of an emulated ledger ask for every line of every document.
 */
export function currencyDigits(code: string): number {
  let digits = currencyDigitsCache.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    currencyDigitsCache.set(code, digits);
  }
  return digits;
}
