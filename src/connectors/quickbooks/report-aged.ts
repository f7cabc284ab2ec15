/**
 * Aged debtors and creditors ↔ QuickBooks' AgedReceivableDetail and
 * AgedPayableDetail reports
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/agedreceivabledetail,
 * …/agedpayabledetail), asked for with report_date, aging_period and
 * num_periods (the unified report_as_of_date, period_length and
 * period_count) and customer / vendor. QuickBooks groups the documents in
 * aging sections ("Current", "1 - 30 days past due", …, "91 or more days
 * past due"); each section is a period (its dates from its title and the
 * report date), its rows are the documents (columns found by their ColKey),
 * and the documents are grouped by customer or supplier. QuickBooks states
 * the amounts in the home currency, so each party has one currency: the
 * home currency (foreign documents appear at their home-currency value).
 */
import { agedCreditors } from '../../unified/accounting/aged-creditors.js';
import { agedDebtors } from '../../unified/accounting/aged-debtors.js';
import { agedPeriods } from '../../unified/accounting/shared/aged-report.js';
import { addDays } from '../../core/days.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { homeCurrency } from './company.js';
import { amount, columnIndex, readReport, reportCurrency, rowsOf, todayUtc, type QboReport } from './report-rows.js';

type Debtors = ModelOf<typeof agedDebtors>;
type Party = NonNullable<Debtors['outstanding_balances']>[number];
type Currency = NonNullable<Party['outstanding_balances_by_currency']>[number];
type Period = NonNullable<Currency['balances_by_period']>[number];
type Transaction = NonNullable<Period['balances_by_transaction']>[number];

const TYPES: Readonly<Record<string, Transaction['transaction_type']>> = {
  Invoice: 'invoice', 'Credit Memo': 'credit_note', Payment: 'payment', Bill: 'bill', 'Bill Payment': 'bill_payment', 'Bill Payment (Check)': 'bill_payment', 'Bill Payment (Credit Card)': 'bill_payment',
};

/** A section's due dates from its title: "Current" (not yet due), "1 - 30 days past due", "91 or more days past due". */
function periodOf(title: string, asOf: string): { start_date: string | null; end_date: string | null } | undefined {
  if (/^current$/i.test(title.trim())) return { start_date: asOf, end_date: null };
  const range = /^(\d+)\s*-\s*(\d+)\s+days/i.exec(title);
  if (range) return { start_date: addDays(asOf, -Number(range[2])), end_date: addDays(asOf, -Number(range[1])) };
  const older = /^(\d+)\s+or more days/i.exec(title);
  if (older) return { start_date: null, end_date: addDays(asOf, -Number(older[1])) };
  return undefined;
}

interface Side {
  report: string;
  party: 'customer' | 'vendor';
  partyKey: string;
}

function mapAged(report: QboReport, side: Side, asOf: string, home: string, periodCount: number, periodLength: number) {
  const currency = reportCurrency(report, home);
  const at = (key: string) => columnIndex(report, key);
  const [date, type, number, party, due, total, open] = ['tx_date', 'txn_type', 'doc_num', side.partyKey, 'due_date', 'subt_amount', 'subt_open_bal'].map(at) as number[];
  const parties = new Map<string, { name: string; periods: Map<string, Period> }>();
  for (const section of rowsOf(report)) {
    if (section.group === 'GrandTotal') continue;
    const title = section.Header?.ColData?.[0]?.value ?? '';
    const dates = periodOf(title, asOf);
    if (!dates) continue;
    for (const row of rowsOf(section)) {
      const cells = row.ColData ?? [];
      const partyId = cells[party!]?.id;
      if (!partyId) continue;
      const entry = parties.get(partyId) ?? { name: cells[party!]?.value ?? '', periods: new Map() };
      parties.set(partyId, entry);
      const period = entry.periods.get(title) ?? { ...dates, total_amount: 0, balances_by_transaction: [] };
      entry.periods.set(title, period);
      const outstanding = amount(cells[open!], currency) ?? 0;
      const kind = TYPES[cells[type!]?.value ?? ''];
      const transaction: Transaction = {
        ...(cells[type!]?.id ? { transaction_id: cells[type!]!.id! } : {}),
        ...(cells[date!]?.value ? { transaction_date: cells[date!]!.value! } : {}),
        ...(kind ? { transaction_type: kind } : {}),
        ...(cells[due!]?.value ? { due_date: cells[due!]!.value! } : {}),
        original_amount: amount(cells[total!], currency) ?? 0,
        outstanding_balance: outstanding,
        ...(cells[number!]?.value ? { transaction_number: cells[number!]!.value! } : {}),
      };
      period.balances_by_transaction!.push(transaction);
      period.total_amount = (period.total_amount ?? 0) + outstanding;
    }
  }
  const out: Party[] = [...parties].map(([id, { name, periods }]) => {
    const list = [...periods.values()];
    const byCurrency: Currency = { currency, total_amount: list.reduce((sum, period) => sum + (period.total_amount ?? 0), 0), balances_by_period: list };
    return { [`${side.party === 'customer' ? 'customer' : 'supplier'}_id`]: id, [`${side.party === 'customer' ? 'customer' : 'supplier'}_name`]: name, outstanding_balances_by_currency: [byCurrency] } as Party;
  });
  return { report_generated_at: new Date().toISOString(), report_as_of_date: asOf, period_count: periodCount, period_length: periodLength, outstanding_balances: out };
}

async function aged(ctx: ConnectorContext, side: Side, filter: Readonly<Record<string, unknown>>, partyFilter: string) {
  const asOf = typeof filter.report_as_of_date === 'string' ? filter.report_as_of_date : todayUtc();
  const { count: periodCount, length: periodLength } = agedPeriods(filter);
  const partyId = typeof filter[partyFilter] === 'string' ? (filter[partyFilter] as string) : undefined;
  const [report, home] = await Promise.all([
    readReport(ctx, side.report, { report_date: asOf, aging_period: String(periodLength), num_periods: String(periodCount), [side.party]: partyId }),
    homeCurrency(ctx),
  ]);
  return mapAged(report, side, asOf, home, periodCount, periodLength);
}

const FIELDS = ['report_generated_at', 'report_as_of_date', 'period_count', 'period_length', 'outstanding_balances'] as const;

export const quickbooksAgedDebtors = implement(agedDebtors, {
  downstream: { id: 'AgedReceivableDetail', name: 'AgedReceivableDetail report' },
  mapper: { fields: [...FIELDS] },
  oneFilters: ['customer_id', 'report_as_of_date', 'period_count', 'period_length'],
  one: (ctx, { filter = {} }) => aged(ctx, { report: 'AgedReceivableDetail', party: 'customer', partyKey: 'cust_name' }, filter, 'customer_id'),
});

export const quickbooksAgedCreditors = implement(agedCreditors, {
  downstream: { id: 'AgedPayableDetail', name: 'AgedPayableDetail report' },
  mapper: { fields: [...FIELDS] },
  oneFilters: ['supplier_id', 'report_as_of_date', 'period_count', 'period_length'],
  one: async (ctx, { filter = {} }) => (await aged(ctx, { report: 'AgedPayableDetail', party: 'vendor', partyKey: 'vend_name' }, filter, 'supplier_id')) as ModelOf<typeof agedCreditors>,
});
