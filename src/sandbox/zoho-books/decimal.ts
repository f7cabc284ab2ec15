/**
 * Exact decimal arithmetic for the emulator's documents: Zoho computes line
 * totals, taxes and document totals in decimal and rounds them to the
 * organization's `price_precision`, so the emulator must too, or a total
 * would drift from the sum of its lines. Values are BigInts of 10^-8 units
 * (rates and quantities have a few decimals, tax percentages three), rounded
 * half away from zero.
 */

const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

export type Dec = bigint;

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

function plain(value: number): string {
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(12) : text;
}

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

/** A percentage of an amount: amount × percent / 100. */
export function percentOf(amount: Dec, percent: Dec): Dec {
  return divRound(amount * percent, ONE * 100n);
}

export function sum(values: Iterable<Dec>): Dec {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** Rounded to `digits` decimals (2 for cents, 0 for yen, 3 for fils). */
export function round(value: Dec, digits: number): Dec {
  const step = 10n ** BigInt(SCALE - digits);
  return divRound(value, step) * step;
}

/** As a JSON number, the way Zoho writes amounts (exact for amounts of a few decimals). */
export function num(value: Dec): number {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return Number(`${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
}
