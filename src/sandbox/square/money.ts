/**
 * Square's Money (https://developer.squareup.com/docs/build-basics/common-data-types/working-with-monetary-amounts):
 * `{amount, currency}`, the amount an integer in the currency's smallest
 * unit (cents for USD). Never a decimal: the connector converts.
 */
import { squareFailure } from './dialect.js';

export interface Money {
  amount: number;
  currency: string;
}

export const money = (amount: number, currency: string): Money => ({ amount, currency });

/** A Money object from a request, or Square's refusal naming the field. */
export function readMoney(value: unknown, field: string, currency: string): Money {
  if (!value || typeof value !== 'object') throw squareFailure(400, 'EXPECTED_OBJECT', 'Expected a Money object', field);
  const { amount, currency: asked } = value as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw squareFailure(400, 'EXPECTED_INTEGER', 'Expected an integer amount in the smallest unit of the currency', `${field}.amount`);
  if (amount < 0) throw squareFailure(400, 'INVALID_VALUE', 'The amount must not be negative', `${field}.amount`);
  if (asked !== undefined && asked !== currency) throw squareFailure(400, 'INVALID_VALUE', `The currency must be the location's currency, ${currency}`, `${field}.currency`);
  return money(amount, currency);
}
