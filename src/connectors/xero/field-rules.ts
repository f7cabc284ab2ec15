/**
 * The rules Xero's field tables repeat: a value written only when the
 * record gives one (Xero keeps what a write leaves out; null is never sent),
 * Xero's dates (`/Date(…)/`) as days and instants, its text, and money in
 * the currency of the record that holds it.
 */
import type { FieldRule } from '../kit/index.js';
import { fromXeroLine, type XeroLineItem } from './line-items.js';
import { isoDay, isoInstant, minor, text, xeroDay } from './values.js';

/** A rule for any field of any table: the value types are the table's, as written where it is used. */
type Rule<W> = FieldRule<any, any, W, any>;
type Wire = Record<string, unknown>;

/** `{ Key: value }` for a value the record gives; nothing for null or absent. */
export const put = (key: string) => (value: unknown) => (value == null ? {} : { [key]: value });

/** Text at `key`, written as it is (an empty answer reads as null). */
export const textAt = <W>(key: string): Rule<W> => ({ read: (wire) => text((wire as Wire)[key]), write: put(key) });

/** A day at `key` (YYYY-MM-DD both ways). */
export const dayAt = <W>(key: string, written = true): Rule<W> => ({
  read: (wire) => isoDay((wire as Wire)[key]),
  write: written ? (value) => put(key)(xeroDay(value as string | null)) : false,
});

/** An instant Xero computes (UpdatedDateUTC). */
export const instantAt = <W>(key: string): Rule<W> => ({ read: (wire) => isoInstant((wire as Wire)[key]), write: false });

/** An amount Xero computes, in minor units of the record's CurrencyCode. */
export const moneyAt = <W>(key: string, currency: (wire: W) => string | null | undefined = (wire) => (wire as { CurrencyCode?: string }).CurrencyCode): Rule<W> => ({
  read: (wire) => minor((wire as Wire)[key], currency(wire) ?? null),
  write: false,
});

/** A number at `key`, or null. */
export const numberAt = <W>(key: string): Rule<W> => ({ read: (wire) => ((wire as Wire)[key] as number | undefined) ?? null, write: put(key) });

export const computed = { write: false } as const;

type Document = { CurrencyCode?: string; LineItems?: XeroLineItem[]; Payments?: Array<{ PaymentID?: string; Amount?: number; Date?: string }> };
const currencyOf = (wire: unknown) => (wire as Document).CurrencyCode ?? null;

/** A document's CurrencyCode, written where the record names one. */
export const currencyCode: Rule<unknown> = { read: currencyOf, write: (code) => (code ? { CurrencyCode: code } : {}) };

/** A document's lines, amounts in its currency; `kind` names a line's type by whether it sells an item (line-items.ts). */
export const linesAt = (kind: { item: string; account: string }): Rule<unknown> => ({
  read: (wire) => ((wire as Document).LineItems ?? []).map((line, index) => fromXeroLine(line, index, currencyOf(wire), kind)),
  write: false,
});

/** The payments made on an invoice or bill, amounts in its currency. */
export const paymentsMade: Rule<unknown> = {
  read: (wire) => ((wire as Document).Payments ?? []).map((payment) => ({ id: payment.PaymentID ?? '', allocated_amount: minor(payment.Amount, currencyOf(wire)), date: isoInstant(payment.Date) })),
  write: false,
};

type Contact = { ContactID?: string; Name?: string; EmailAddress?: string };
/** A document's Contact ↔ its customer or supplier, written by id; its `name` and `email` too where the model has them. */
export const contactOf = <W extends { Contact?: Contact | undefined }>(also: { name?: boolean; email?: boolean } = {}): Rule<W> => ({
  read: ({ Contact: contact }) => {
    if (!contact?.ContactID) return null;
    const { ContactID: id, Name: name, EmailAddress: email } = contact;
    return { id, display_name: name ?? null, ...(also.name && name ? { name } : {}), ...(also.email && email ? { email } : {}) };
  },
  write: (party: { id?: string } | null) => (party?.id ? { Contact: { ContactID: party.id } } : {}),
});
