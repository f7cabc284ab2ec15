/**
 * Gusto pays in US dollars only (a US payroll), written as decimal dollars:
 * strings ("1234.50") or numbers (1234.5). Unified amounts are integer cents
 * (SPEC.md rule 10), converted exactly by src/core/money.ts.
 */
import { toMinorUnits } from '../../core/money.js';

export const GUSTO_CURRENCY = 'USD';

/** Dollars as cents; null for a missing or empty amount. */
export function cents(amount: unknown): number | null {
  if (typeof amount === 'number' && Number.isFinite(amount)) return toMinorUnits(amount, GUSTO_CURRENCY);
  if (typeof amount === 'string' && amount.trim() !== '') return toMinorUnits(amount.trim(), GUSTO_CURRENCY);
  return null;
}
