/**
 * GET /reports/AgedReceivableDetail and /reports/AgedPayableDetail
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/agedreceivabledetail,
 * …/agedpayabledetail): every open document on the report date, in aging
 * Sections by days past due ("Current", "1 - 30 days past due", …, "91 or
 * more days past due"), each row Date, Transaction Type (with the document's
 * id), Num, Customer or Vendor (with its id), Due Date, Amount and Open
 * Balance, in the home currency; then the GrandTotal. Receivables are
 * invoices and credit memos (a credit's balance negative), payables bills.
 * The open balance is the document's total less what payments dated on or
 * before the report date apply to it. Parameters: report_date (today when
 * left out), aging_period (days, 30), num_periods (4), customer / vendor
 * (ids, comma separated).
 */
import type { Answer } from '../framework/kit/index.js';
import { linksOf } from './books.js';
import { dec, ZERO, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { columns, data, dateParam, header, intParam, money, section, textParam, type Cell, type ReportRow } from './report-format.js';
import { daysBetween } from './report-ledger.js';
import { companyDate } from './time.js';
import { inHome } from './txn.js';

interface Side {
  report: string;
  party: 'customer' | 'vendor';
  partyRef: string;
  partyTable: string;
  partyColumn: [string, string, string];
  documents: { entity: string; label: string; sign: 1n | -1n; payer: string }[];
}

export const RECEIVABLES: Side = {
  report: 'AgedReceivableDetail', party: 'customer', partyRef: 'CustomerRef', partyTable: 'Customer', partyColumn: ['Customer', 'Customer', 'cust_name'],
  documents: [{ entity: 'Invoice', label: 'Invoice', sign: 1n, payer: 'Payment' }, { entity: 'CreditMemo', label: 'Credit Memo', sign: -1n, payer: 'Payment' }],
};
export const PAYABLES: Side = {
  report: 'AgedPayableDetail', party: 'vendor', partyRef: 'VendorRef', partyTable: 'Vendor', partyColumn: ['Vendor', 'Vendor', 'vend_name'],
  documents: [{ entity: 'Bill', label: 'Bill', sign: 1n, payer: 'BillPayment' }],
};

const refValue = (value: unknown) => (value as { value?: string } | undefined)?.value;

function appliedBy(ctx: Ctx, payer: string, type: string, id: string, through: string): Dec {
  let applied = ZERO;
  for (const payment of ctx.tenant.table(payer).all()) {
    if (String(payment.TxnDate ?? '') > through) continue;
    for (const link of linksOf(payment)) if (link.type === type && link.id === id) applied += link.amount;
  }
  return applied;
}

export function agedReport(ctx: Ctx, side: Side): Answer {
  const asOf = dateParam(ctx, 'report_date') ?? companyDate(ctx.now, ctx.account.timeZone);
  const length = intParam(ctx, 'aging_period', 30, 365);
  const periods = intParam(ctx, 'num_periods', 4, 12);
  const partyParam = textParam(ctx, side.party);
  const parties = partyParam === undefined ? undefined : new Set(partyParam.split(',').map((id) => id.trim()));
  const titles = ['Current', ...Array.from({ length: periods }, (_, i) => (i === periods - 1 ? `${i * length + 1} or more days past due` : `${i * length + 1} - ${(i + 1) * length} days past due`))];
  const buckets = titles.map(() => [] as { row: ReportRow; date: string; amount: Dec; open: Dec }[]);

  for (const kind of side.documents) {
    for (const document of ctx.tenant.table(kind.entity).all()) {
      const date = String(document.TxnDate ?? '');
      const partyId = String(refValue(document[side.partyRef]));
      if (document.voided === true || date > asOf || (parties && !parties.has(partyId))) continue;
      const total = dec(document.TotalAmt) ?? ZERO;
      const open = total - appliedBy(ctx, kind.payer, kind.entity, document.id, asOf);
      if (open === ZERO) continue;
      const due = String(document.DueDate ?? date);
      const late = daysBetween(due, asOf);
      const bucket = late <= 0 ? 0 : Math.min(periods, Math.ceil(late / length));
      const party = ctx.tenant.table(side.partyTable).get(partyId);
      const amount = kind.sign * inHome(ctx, document, total);
      const openHome = kind.sign * inHome(ctx, document, open);
      const cells: Cell[] = [
        { value: date }, { value: kind.label, id: document.id }, { value: String(document.DocNumber ?? '') },
        { value: String(party?.DisplayName ?? ''), id: partyId }, { value: due }, { value: money(ctx, amount) }, { value: money(ctx, openHome) },
      ];
      buckets[bucket]!.push({ row: data(cells), date, amount, open: openHome });
    }
  }
  const blanks = (count: number) => Array.from({ length: count }, () => ({ value: '' }));
  const sum = (values: Dec[]) => values.reduce((total, value) => total + value, ZERO);
  const rows: ReportRow[] = [];
  buckets.forEach((bucket, index) => {
    if (bucket.length === 0) return;
    bucket.sort((a, b) => a.date.localeCompare(b.date));
    rows.push(section(undefined, titles[index], bucket.map((entry) => entry.row), [
      { value: `Total for ${titles[index]}` }, ...blanks(4), { value: money(ctx, sum(bucket.map((entry) => entry.amount))) }, { value: money(ctx, sum(bucket.map((entry) => entry.open))) },
    ]));
  });
  const all = buckets.flat();
  rows.push(section('GrandTotal', undefined, [], [{ value: 'TOTAL' }, ...blanks(4), { value: money(ctx, sum(all.map((entry) => entry.amount))) }, { value: money(ctx, sum(all.map((entry) => entry.open))) }]));
  return {
    status: 200,
    body: {
      Header: header(ctx, side.report, { StartPeriod: asOf, EndPeriod: asOf, ...(parties ? { [side.party === 'customer' ? 'Customer' : 'Vendor']: [...parties].join(',') } : {}) },
        { report_date: asOf, aging_period: String(length), num_periods: String(periods) }, all.length === 0),
      Columns: columns([['Date', 'Date', 'tx_date'], ['Transaction Type', 'String', 'txn_type'], ['Num', 'String', 'doc_num'], side.partyColumn, ['Due Date', 'Date', 'due_date'], ['Amount', 'Money', 'subt_amount'], ['Open Balance', 'Money', 'subt_open_bal']]),
      Rows: { Row: rows },
    },
  };
}
