/**
 * Exact decimal arithmetic for the emulator's books: Xero computes line
 * amounts, tax and totals in decimal, so the emulator must too, or a total
 * would drift by a cent from the sum of its lines. Amounts are BigInts of
 * 10^-8 units (quantities and unit amounts have at most four decimals, tax
 * rates four, so products stay exact before rounding); rounding is half away
 * from zero, as Xero rounds.
 */

const SCALE = 8;
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
  if (fraction[SCALE]! >= '5') units += 1n;
  return match[1] === '-' ? -units : units;
}

/** A whole number as a decimal. */
export function int(value: number): Dec {
  return BigInt(value) * ONE;
}

function plain(value: number): string {
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(12) : text;
}

/** Division of scaled integers, rounded half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
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

export function sum(values: Iterable<Dec>): Dec {
  let total = ZERO;
  for (const value of values) total += value;
  return total;
}

/** Rounded to `digits` decimals (2 for cents, 0 for yen). */
export function round(value: Dec, digits: number): Dec {
  const step = 10n ** BigInt(SCALE - digits);
  return divRound(value, step) * step;
}

/** As a JSON number: exact for the amounts Xero writes (at most four decimals). */
export function num(value: Dec): number {
  return Number(text(value));
}

/** As a decimal string without trailing zeros: "12.5", "-3", "0.0001". */
export function text(value: Dec): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function abs(value: Dec): Dec {
  return value < 0n ? -value : value;
}

export function min(a: Dec, b: Dec): Dec {
  return a < b ? a : b;
}
