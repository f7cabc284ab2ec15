/**
 * Building blocks of the Accounting API's coverage probes: filters that pick
 * a value from real records and check records against it, and links copied
 * from listed records (a new invoice for the customer of a listed one, on the
 * account and item of a listed line), so that a create works on whatever
 * platform the records come from. Written from the unified model only.
 */
import type { FilterProbe } from './resource-probes.js';

export type Json = Record<string, any>;

/** A value of `valuesOf` that some records have and others lack, preferring the most common one. */
export function splitting(records: readonly Json[], valuesOf: (record: Json) => string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const record of records) for (const value of new Set(valuesOf(record))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].filter(([, count]) => count < records.length).sort((a, b) => b[1] - a[1])[0]?.[0];
}

const text = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? [value] : typeof value === 'boolean' ? [String(value)] : []);

/** Records whose value equals the filter's (exact match). */
export function exactly(valueOf: (record: Json) => unknown): FilterProbe {
  return {
    pick: (records) => splitting(records, (record) => text(valueOf(record))),
    matches: (record, value) => String(valueOf(record)) === value,
    unset: (record) => valueOf(record) === null || valueOf(record) === undefined,
  };
}

/** Records of which one of several values equals the filter's (an email among `emails`, a document among allocations). */
export function anyOf(valuesOf: (record: Json) => unknown[]): FilterProbe {
  return {
    pick: (records) => splitting(records, (record) => valuesOf(record).flatMap(text)),
    matches: (record, value) => valuesOf(record).some((candidate) => String(candidate) === value),
  };
}

/** Records whose date or time is at or after one some records are older than. */
export function since(valueOf: (record: Json) => unknown, format: 'date' | 'date-time' = 'date-time'): FilterProbe {
  const time = (record: Json) => (typeof valueOf(record) === 'string' ? Date.parse(valueOf(record) as string) : Number.NaN);
  return {
    pick: (records) => {
      const times = records.map(time).filter(Number.isFinite).sort((a, b) => a - b);
      const middle = times[Math.floor(times.length / 2)];
      if (middle === undefined || middle === times[0]) return undefined;
      const iso = new Date(middle).toISOString();
      return format === 'date' ? iso.slice(0, 10) : iso;
    },
    matches: (record, value) => time(record) >= Date.parse(value),
  };
}

export const updatedSince = since((record) => record.updated_at);
export const createdSince = since((record) => record.created_at);

/** `id_since`: records whose id comes after the picked one, numerically where both are numbers. */
export const idSince: FilterProbe = {
  pick: (records) => {
    const ids = records.map((record) => String(record.id)).sort(compareIds);
    return ids.length > 1 ? ids[Math.floor(ids.length / 2)] : undefined;
  },
  matches: (record, value) => compareIds(String(record.id), value) > 0,
};

function compareIds(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;
}

/** A filter whose effect the records cannot show (a tax rate usable on asset accounts): never picked, so only refusal is checked. */
export const unobservable: FilterProbe = { pick: () => undefined, matches: () => true };

/** The id (and code, which some platforms key accounts by) of a linked record, without its read-only members. */
export function link(value: Json | null | undefined): Json | undefined {
  if (!value || typeof value.id !== 'string') return undefined;
  return { id: value.id, ...(typeof value.code === 'string' ? { code: value.code } : {}) };
}

/** The first listed record with a value at `valueOf`. */
export function firstWith<T>(listed: readonly Json[], valueOf: (record: Json) => T | null | undefined): T | undefined {
  for (const record of listed) {
    const value = valueOf(record);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/**
 * A line like a listed one: its item, account and tax rate, with the probe's
 * description and amounts (minor units). Quantity and unit price only on an
 * item's line: a line booked straight to an account has a total alone.
 */
export function lineLike(listed: readonly Json[], unique: string, unitPrice = 1250): Json {
  const line = firstWith(listed, (record) => (record.line_items as Json[] | undefined)?.find((candidate) => candidate.item?.id || candidate.ledger_account?.id));
  return {
    description: `Coverage check ${unique}`,
    ...(link(line?.item) ? { quantity: 2, unit_price: unitPrice } : {}),
    total_amount: 2 * unitPrice,
    ...(link(line?.item) ? { item: link(line?.item) } : {}),
    ...(link(line?.ledger_account) ? { ledger_account: link(line?.ledger_account) } : {}),
    ...(link(line?.tax_rate) ? { tax_rate: link(line?.tax_rate) } : {}),
  };
}

/** Today and in thirty days, as dates. */
export function dates(): { today: string; later: string } {
  const now = Date.now();
  return { today: new Date(now).toISOString().slice(0, 10), later: new Date(now + 30 * 86_400_000).toISOString().slice(0, 10) };
}

/** A small file with bytes of every kind (a NUL, high bytes, line ends), to see them come back unchanged. */
export const COVERAGE_FILE = { bytes: Buffer.concat([Buffer.from('%PDF-1.4\n% coverage\n'), Buffer.from([0, 10, 13, 128, 255]), Buffer.from('\n%%EOF\n')]), contentType: 'application/pdf' };
