/**
 * QuickBooks values as field-table rules, both ways: amounts in minor units
 * of the record's currency (CurrencyRef, else the company's home currency;
 * written once the document's currency is known, amounts.ts), days
 * (TxnDate, DueDate…) as dates or as midnight UTC, references ({value,
 * name}) as ids, linked records or a customer or vendor, the transactions
 * a record is linked to (LinkedTxn), and the exchange rate. Where a rule
 * writes nothing for null, a unified null leaves the QuickBooks field as it
 * is (a sparse update changes only what it names).
 */
import { inCurrency } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { currencyOf, decimal, linked, minor, partyOf, refId, refName } from './mapping.js';

/**
 * A closed set QuickBooks spells otherwise, `{ QuickBooks: unified }`: any
 * other QuickBooks value reads as `otherwise`; a unified value the table
 * lacks is not written, or refused with `refuse`'s error where given.
 */
export function oneOf<const U extends string>(field: string, table: Readonly<Record<string, U>>, otherwise: U | null, refuse?: (value: string) => Error) {
  const spelling = (value: string) => Object.entries(table).find(([, unified]) => unified === value)?.[0];
  return {
    read: (record: Json) => table[String(record[field])] ?? otherwise,
    write: (value: string | null | undefined) => {
      const qbo = typeof value === 'string' ? spelling(value) : undefined;
      if (qbo === undefined && typeof value === 'string' && refuse) throw refuse(value);
      return qbo === undefined ? {} : { [field]: qbo };
    },
  };
}

export type Linked = { id?: string | null } | null | undefined;

/** An amount of the record, in minor units of its currency (0 when QuickBooks leaves it out). */
export const amount = (at: (record: Json) => unknown) => ({ read: (record: Json, company: CompanyContext) => minor(at(record) ?? 0, currencyOf(record, company.home)), write: false }) as const;

/** An amount of the record both ways: written as decimals of the document's currency (amounts.ts), nothing when not a number. */
export const writtenAmount = (field: string) => ({
  ...amount((record) => record[field]),
  write: (value: number | null | undefined) => (typeof value === 'number' ? { [field]: inCurrency((currency) => decimal(value, currency)) } : {}),
});

/** A date QuickBooks keeps as a day (TxnDate, DueDate…), written from a unified date or date-time. */
export const day = (field: string) => ({ read: (record: Json) => (record[field] as string | undefined) ?? null, write: (value: string | null | undefined) => (typeof value === 'string' ? { [field]: value.slice(0, 10) } : {}) });

/** A day read as midnight UTC; `otherwise` when the record has none (a day, null, or left out). */
export const midnight = (field: string, otherwise?: string | null) => ({
  read: (record: Json) => (record[field] ? `${String(record[field])}T00:00:00.000Z` : typeof otherwise === 'string' ? `${otherwise}T00:00:00.000Z` : otherwise),
  write: (value: string | null | undefined) => (typeof value === 'string' ? { [field]: value.slice(0, 10) } : {}),
});

/** A reference as its id. */
export const reference = (field: string) => ({ read: (record: Json) => refId(record[field]), write: (id: string | null | undefined) => (typeof id === 'string' ? { [field]: { value: id } } : {}) });

/** Payment terms: their name (read only) and their id. */
export const terms = (field: 'SalesTermRef' | 'TermRef') => ({ terms: { read: (record: Json) => refName(record[field]), write: false }, terms_id: reference(field) }) as const;

/** A reference as a linked record ({id, name}). */
export const linkedRef = (field: string) => ({ read: (record: Json) => linked(record[field]), write: (value: Linked) => (value?.id ? { [field]: { value: value.id } } : {}) });

/** The transactions of one type the record is linked to (LinkedTxn: a document's payments, the invoice an estimate became). */
export const linkedTxns = (record: Json, type: string): Json[] => ((record.LinkedTxn as Json[] | undefined) ?? []).filter((link) => link.TxnType === type);

/** A document's `payment_allocations`: the payments linked to it, without amounts (LinkedTxn carries none). */
export const linkedAllocations = (type: 'Payment' | 'BillPayment') => ({
  read: (record: Json) => linkedTxns(record, type).map((link) => ({ id: String(link.TxnId), allocated_amount: null })),
  write: false as const,
});

/** The customer or vendor a document names ({id, display_name}). */
export const party = (field: 'CustomerRef' | 'VendorRef') => ({
  read: (record: Json) => partyOf(record[field]),
  write: (value: Linked) => (value?.id ? { [field]: { value: value.id } } : {}),
});

/** The record's currency; written where given (a name's only when it is made: writes.ts). */
export const currency = {
  read: (record: Json, company: CompanyContext) => currencyOf(record, company.home),
  write: (code: string | null | undefined) => (typeof code === 'string' ? { CurrencyRef: { value: code } } : {}),
};

export const currencyRate = {
  read: (record: Json) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  write: (rate: number | null | undefined) => (typeof rate === 'number' ? { ExchangeRate: rate } : {}),
};
