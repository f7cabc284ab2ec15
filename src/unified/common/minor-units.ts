/**
 * Money in the unified APIs (SPEC.md: amounts in answers are integers in
 * the smallest unit of their currency). Every amount field is declared with
 * MinorUnits, so its type and its description say the same thing everywhere;
 * connectors convert with src/core/money.ts (toMinorUnits / fromMinorUnits),
 * exactly and both ways, with the currency's own digits (JPY 0, KWD 3).
 */
import { Type, type TUnsafe } from 'typebox';

export const MINOR_UNITS_NOTE = 'An integer in minor units of the currency (cents for USD; JPY has none, KWD three).';

interface MoneyAnnotations {
  description: string;
  example?: number;
  readOnly?: boolean;
  /** Whether null is allowed; true unless the reference API says otherwise. */
  nullable?: boolean;
}

/** An amount of money: an integer in minor units of the record's currency. */
export function MinorUnits({ description, nullable = true, ...annotations }: MoneyAnnotations): TUnsafe<number | null> {
  return Type.Unsafe<number | null>({ type: nullable ? ['integer', 'null'] : 'integer', description: `${description} ${MINOR_UNITS_NOTE}`, ...annotations });
}
