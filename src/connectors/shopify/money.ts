/**
 * Shopify's money as the unified APIs carry it (SPEC.md rule 10): the
 * `shopMoney` of a MoneyBag (the shop's currency, the order's `currencyCode`)
 * as an integer in minor units, with the currency's own digits (JPY none).
 * Presentment money, what a buyer paying in another currency saw, is not
 * used: every amount of a record is in one currency, the shop's.
 */
import { toMinorUnits } from '../../core/money.js';

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export const minorOf = (money: MoneyV2 | null | undefined): number | null => (money ? toMinorUnits(money.amount, money.currencyCode) : null);

export const bagMinor = (bag: { shopMoney: MoneyV2 } | null | undefined): number | null => minorOf(bag?.shopMoney);

/** A `Money` scalar (a variant's price, in the shop's currency). */
export const priceMinor = (amount: string | null | undefined, currency: string): number | null => (amount === null || amount === undefined ? null : toMinorUnits(amount, currency));

/** The last part of a global id: `gid://shopify/MailingAddress/123?model_name=…` → `123`. */
export const idOf = (gid: string | null | undefined): string | null => (gid ? (/\/(\d+)(\?.*)?$/.exec(gid)?.[1] ?? gid) : null);

/** Shopify's DateTime as SPEC.md's ISO 8601 with milliseconds. */
export const isoOf = (value: string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
