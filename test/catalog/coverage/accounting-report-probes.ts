/**
 * Coverage probes of the accounting reports and fiscal periods (issue 14).
 * The reports are singletons read at their path, so they need no records or
 * filters here (their filters are checked by each connector's own report
 * tests); fiscal periods are a list whose filters pick among the calendar.
 */
type Json = Record<string, any>;

/** A value some records have and some lack. */
function splitting(records: readonly Json[], read: (record: Json) => unknown): string | undefined {
  const values = records.map((record) => read(record)).filter((value) => value !== null && value !== undefined).map(String);
  return values.find((value) => values.some((other) => other !== value));
}

export const ACCOUNTING_REPORT_PROBES = {
  'accounting/trial-balance': { filters: {} },
  'accounting/balance-sheet': { filters: {} },
  'accounting/profit-and-loss': { filters: {} },
  'accounting/aged-debtors': { filters: {} },
  'accounting/aged-creditors': { filters: {} },
  'accounting/fiscal-periods': {
    filters: {
      fiscalyear: { pick: (records: readonly Json[]) => splitting(records, (record) => record.fiscalyear), matches: (record: Json, value: string) => String(record.fiscalyear) === value },
      status: { pick: (records: readonly Json[]) => splitting(records, (record) => record.status), matches: (record: Json, value: string) => record.status === value },
      type: { pick: (records: readonly Json[]) => splitting(records, (record) => record.type), matches: (record: Json, value: string) => record.type === value },
    },
  },
};
