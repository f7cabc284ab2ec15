/**
 * Aged debtors and aged creditors ← Xero's per-contact aged reports
 * (GET /Reports/AgedReceivablesByContact and /Reports/AgedPayablesByContact,
 * `contactId` required, `date` the day documents are aged at).
 *
 * Xero has no aged report across contacts in its API, so the contacts are
 * found first, cheaply, from the documents themselves: GET /Invoices with a
 * `where` on Type, Status (AUTHORISED; PAID too when the date is in the
 * past, as a document paid since may have been owed then), Date on or
 * before the date, and the contact when customer_id / supplier_id is given;
 * read whole (at most 10 pages of 1000: past them the report fails rather
 * than leave documents out). Then one report per contact, at most
 * MAX_CONTACTS of them (more is 400: filter by the customer or supplier).
 * The invoices read also give each document's currency, which the report
 * rows do not state.
 *
 *   each report Row with an `invoiceID` attribute → a transaction:
 *     Date → transaction_date · Number (Reference for bills) → transaction_number
 *     Due Date → due_date · Total → original_amount · Due → outstanding_balance
 *   transactions → the aging period their due date falls in: not yet due
 *     (due on or after report_as_of_date), then period_count periods of
 *     period_length days, the last holding everything older
 *   grouped per contact, then per currency (amounts in minor units of the document's currency)
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { dayOf, dayTime } from '../../core/days.js';
import { agedCreditors } from '../../unified/accounting/aged-creditors.js';
import { agedDebtors } from '../../unified/accounting/aged-debtors.js';
import { agedPeriods, type AgedDebtorsModel } from '../../unified/accounting/shared/aged-report.js';
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { everyRecord } from '../kit/index.js';
import { ACCOUNTING } from './api.js';
import { xeroDialect } from './dialect.js';
import { organisationOf } from './organisation.js';
import { attributeOf, reportDay, sectionsOf, todayUtc, xeroReport } from './report-rows.js';
import { allOf, anyOf, equals, equalsGuid } from './where.js';

type Side = 'ACCREC' | 'ACCPAY';
type AgedDebtors = Static<typeof AgedDebtorsModel>;
type ByCurrency = NonNullable<NonNullable<AgedDebtors['outstanding_balances']>[number]['outstanding_balances_by_currency']>[number];
type ByPeriod = NonNullable<ByCurrency['balances_by_period']>[number];
type Transaction = NonNullable<ByPeriod['balances_by_transaction']>[number];

/** The most contacts one unfiltered report asks Xero about (one call each, at Xero's 60 calls a minute). */
export const MAX_CONTACTS = 25;
const PAGES = 10;
const DAY_MS = 86_400_000;

interface OwedDocument { InvoiceID: string; CurrencyCode?: string; Contact?: { ContactID?: string; Name?: string } }


async function owedDocuments(ctx: ConnectorContext, side: Side, asOf: string, contactId: string | undefined, filterName: string): Promise<OwedDocument[]> {
  const [year, month, day] = asOf.split('-').map(Number);
  const where = allOf([
    equals('Type', side),
    asOf >= todayUtc() ? equals('Status', 'AUTHORISED') : anyOf([equals('Status', 'AUTHORISED'), equals('Status', 'PAID')]),
    `Date<=DateTime(${year}, ${month}, ${day})`,
    contactId !== undefined ? equalsGuid('Contact.ContactID', contactId, filterName) : undefined,
  ]);
  return everyRecord<OwedDocument>(ctx, {
    path: `${ACCOUNTING}/Invoices`,
    query: { where: where!, summaryOnly: true },
    dialect: xeroDialect,
    at: 'Invoices',
    maxPages: PAGES,
    whole: 'unpaid invoices and bills on that date',
  });
}

/** The aging periods: not yet due, then `count` periods of `length` days back from the date, the last open-ended. */
function periodsOf(asOf: string, count: number, length: number): Array<{ start_date: string | null; end_date: string | null; from: number; to: number }> {
  const at = dayTime(asOf);
  const periods: Array<{ start_date: string | null; end_date: string | null; from: number; to: number }> = [{ start_date: asOf, end_date: null, from: at, to: Number.POSITIVE_INFINITY }];
  for (let k = 1; k <= count; k += 1) {
    const from = k === count ? Number.NEGATIVE_INFINITY : at - k * length * DAY_MS;
    const to = at - ((k - 1) * length + 1) * DAY_MS;
    periods.push({ start_date: k === count ? null : dayOf(from), end_date: dayOf(to), from, to });
  }
  return periods;
}

function agedOperation(side: Side, partyFilter: 'customer_id' | 'supplier_id') {
  const reportName = side === 'ACCREC' ? 'AgedReceivablesByContact' : 'AgedPayablesByContact';
  return async (ctx: ConnectorContext, filter: Readonly<Record<string, unknown>> = {}) => {
    const asOf = reportDay(filter.report_as_of_date) ?? todayUtc();
    const { count, length } = agedPeriods(filter);
    const contactId = filter[partyFilter] === undefined ? undefined : String(filter[partyFilter]);
    const base = (await organisationOf(ctx)).BaseCurrency ?? 'USD';
    const documents = await owedDocuments(ctx, side, asOf, contactId, partyFilter);
    const currencyOf = new Map(documents.map((document) => [document.InvoiceID.toLowerCase(), document.CurrencyCode ?? base]));
    const contacts = new Map<string, string>();
    for (const document of documents) if (document.Contact?.ContactID) contacts.set(document.Contact.ContactID, document.Contact.Name ?? '');
    if (contacts.size > MAX_CONTACTS) {
      throw new ApiError('RequestValidationError', { message: `${contacts.size} contacts have documents outstanding; Xero reports one contact at a time, and this report asks about ${MAX_CONTACTS} at most: filter by ${partyFilter}`, detail: { contacts: contacts.size, max: MAX_CONTACTS } });
    }
    const periods = periodsOf(asOf, count, length);
    const balances = [];
    for (const [id, name] of [...contacts].sort((a, b) => a[1].localeCompare(b[1]))) {
      const report = await xeroReport(ctx, reportName, { contactId: id, date: asOf });
      const byCurrency = new Map<string, Transaction[][]>();
      for (const row of sectionsOf(report, base).flatMap((section) => section.rows)) {
        const invoiceId = row.type === 'Row' ? attributeOf(row.cells[0], 'invoiceID') : null;
        if (!invoiceId) continue;
        const currency = currencyOf.get(invoiceId.toLowerCase()) ?? base;
        const due = (row.cells[2]?.Value ?? '').slice(0, 10);
        const outstanding = row.amount(7, currency);
        if (outstanding === 0) continue;
        const number = (row.cells[1]?.Value ?? '').trim();
        const transaction: Transaction = {
          transaction_id: invoiceId,
          transaction_date: (row.cells[0]?.Value ?? '').slice(0, 10),
          transaction_type: side === 'ACCREC' ? 'invoice' : 'bill',
          due_date: due,
          original_amount: row.amount(4, currency),
          outstanding_balance: outstanding,
          ...(number ? { transaction_number: number } : {}),
        };
        const slots = byCurrency.get(currency) ?? periods.map(() => []);
        const dueTime = dayTime(due);
        const index = periods.findIndex((period) => dueTime >= period.from && dueTime <= period.to);
        slots[index < 0 ? periods.length - 1 : index]!.push(transaction);
        byCurrency.set(currency, slots);
      }
      if (byCurrency.size === 0) continue;
      const outstandingByCurrency = [...byCurrency].map(([currency, slots]) => {
        const balancesByPeriod = periods.map((period, index) => ({
          start_date: period.start_date,
          end_date: period.end_date,
          total_amount: slots[index]!.reduce((sum, transaction) => sum + (transaction.outstanding_balance ?? 0), 0),
          balances_by_transaction: slots[index]!,
        }));
        return { currency, total_amount: balancesByPeriod.reduce((sum, period) => sum + period.total_amount, 0), balances_by_period: balancesByPeriod };
      });
      balances.push({ [side === 'ACCREC' ? 'customer_id' : 'supplier_id']: id, [side === 'ACCREC' ? 'customer_name' : 'supplier_name']: name, outstanding_balances_by_currency: outstandingByCurrency });
    }
    return { report_generated_at: new Date().toISOString(), report_as_of_date: asOf, period_count: count, period_length: length, outstanding_balances: balances } as never;
  };
}

const FILTERS = ['report_as_of_date', 'period_count', 'period_length'] as const;
const FIELDS = { fields: ['report_generated_at', 'report_as_of_date', 'period_count', 'period_length', 'outstanding_balances'] as const };

export const xeroAgedDebtors = implement(agedDebtors, {
  downstream: { id: 'Reports/AgedReceivablesByContact', name: 'Aged Receivables By Contact report' },
  mapper: FIELDS,
  oneFilters: ['customer_id', ...FILTERS],
  one: (ctx, { filter }) => agedOperation('ACCREC', 'customer_id')(ctx, filter),
});

export const xeroAgedCreditors = implement(agedCreditors, {
  downstream: { id: 'Reports/AgedPayablesByContact', name: 'Aged Payables By Contact report' },
  mapper: FIELDS,
  oneFilters: ['supplier_id', ...FILTERS],
  one: (ctx, { filter }) => agedOperation('ACCPAY', 'supplier_id')(ctx, filter),
});
