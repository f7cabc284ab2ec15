/**
 * GET /Reports/AgedReceivablesByContact and /Reports/AgedPayablesByContact
 * (contactId required; date, fromDate, toDate): one contact's sales
 * invoices (or bills) as at `date` (today when left out): an "Opening
 * Balance" row for what is still due on documents dated before fromDate,
 * then each document dated fromDate..toDate with something due at `date`
 * (Date, Number or Reference, Due Date, "n days overdue", Total, Paid,
 * Credited, Due; every cell names the document in an `invoiceID`
 * attribute), a "Total" row and a "Closing Balance" section. Paid and
 * Credited count the payments and credit-note allocations dated up to
 * `date`, so an earlier date shows what was outstanding then.
 *
 * Shortcuts (README): amounts are in each document's own currency; credit
 * notes with credit left are not listed as rows of their own.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import { dec, sum, ZERO, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { DAY_MS } from './dates.js';
import { cellDate, dateParam, documentAmount, header, longDate, reportAnswer, row, section, summary, today, type ReportRow } from './report-format.js';

type Side = 'ACCREC' | 'ACCPAY';

const GUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function paidBy(ctx: KitContext<XeroOrganisation>, invoice: StoredRecord, date: number): Dec {
  return sum(ctx.tenant.table('payments').all()
    .filter((payment) => (payment.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID === invoice.id && payment.Status !== 'DELETED' && (payment.Date as number) <= date)
    .map((payment) => dec(payment.Amount) ?? ZERO));
}

function creditedBy(ctx: KitContext<XeroOrganisation>, invoice: StoredRecord, date: number): Dec {
  return sum(ctx.tenant.table('creditNotes').all()
    .flatMap((note) => (note.Allocations ?? []) as Array<{ InvoiceID?: string; Amount?: number; Date?: number }>)
    .filter((allocation) => allocation.InvoiceID === invoice.id && (allocation.Date ?? 0) <= date)
    .map((allocation) => dec(allocation.Amount) ?? ZERO));
}

export function agedReport(side: Side) {
  const name = side === 'ACCREC' ? 'Aged Receivables By Contact' : 'Aged Payables By Contact';
  return (ctx: KitContext<XeroOrganisation>) => {
    const contactId = (ctx.request.query.get('contactId') ?? '').trim().toLowerCase();
    if (!contactId) throw fail.validation('contactId is a required parameter');
    if (!GUID_TEXT.test(contactId)) throw fail.validation(`contactId '${contactId}' is not a valid GUID`);
    const contact = ctx.tenant.table('contacts').get(contactId);
    if (!contact) throw fail.notFound('No such contact');
    const date = dateParam(ctx, 'date', today(ctx))!;
    const from = dateParam(ctx, 'fromDate');
    const to = dateParam(ctx, 'toDate', date)!;
    const documents = ctx.tenant.table('invoices').all()
      .filter((invoice) => invoice.Type === side && (invoice.Contact as { ContactID?: string } | undefined)?.ContactID === contact.id)
      .filter((invoice) => (invoice.Status === 'AUTHORISED' || invoice.Status === 'PAID') && (invoice.Date as number) <= date)
      .map((invoice) => {
        const total = dec(invoice.Total) ?? ZERO;
        const paid = paidBy(ctx, invoice, date);
        const credited = creditedBy(ctx, invoice, date);
        return { invoice, total, paid, credited, due: total - paid - credited };
      })
      .filter((entry) => entry.due !== ZERO)
      .sort((a, b) => (a.invoice.Date as number) - (b.invoice.Date as number));
    const opening = documents.filter((entry) => from !== undefined && (entry.invoice.Date as number) < from);
    const listed = documents.filter((entry) => (from === undefined || (entry.invoice.Date as number) >= from) && (entry.invoice.Date as number) <= to);
    const currency = (entry: { invoice: StoredRecord }) => String(entry.invoice.CurrencyCode);
    const money = (value: Dec, code: string) => documentAmount(value, code);
    const base = ctx.account.baseCurrency;
    const rows: ReportRow[] = [
      header(['Date', side === 'ACCREC' ? 'Number' : 'Reference', 'Due Date', '', 'Total', 'Paid', 'Credited', 'Due']),
      section('', [row([cellDate(from ?? Date.parse(ctx.account.createdAt)), 'Opening Balance', '', '', '', '', '', money(sum(opening.map((entry) => entry.due)), base)])]),
    ];
    const documentRows = listed.map((entry) => {
      const code = currency(entry);
      const dueDate = entry.invoice.DueDate as number;
      const overdue = Math.floor((date - dueDate) / DAY_MS);
      const attributes = [{ Id: 'invoiceID', Value: entry.invoice.id }];
      const number = String((side === 'ACCREC' ? entry.invoice.InvoiceNumber : entry.invoice.Reference ?? entry.invoice.InvoiceNumber) ?? '');
      return row([
        cellDate(entry.invoice.Date as number), number, cellDate(dueDate), overdue > 0 ? `${overdue} days overdue` : '',
        money(entry.total, code), money(entry.paid, code), money(entry.credited, code), money(entry.due, code),
      ], attributes);
    });
    const totalOf = (pick: (entry: (typeof listed)[number]) => Dec) => money(sum(listed.map(pick)), base);
    const totals = [totalOf((entry) => entry.total), totalOf((entry) => entry.paid), totalOf((entry) => entry.credited), totalOf((entry) => entry.due)];
    rows.push(section('', [...documentRows, summary(['Total', '', '', '', ...totals])]));
    rows.push(section('', [summary(['Closing Balance', '', '', '', ...totals])]));
    const titles = ['Invoices', String(contact.Name ?? ''), `${from !== undefined ? `From ${longDate(from)} ` : ''}to ${longDate(to)}`.replace(/^to/, 'To'), `Showing payments to ${longDate(date)}`];
    return reportAnswer(ctx, { type: side === 'ACCREC' ? 'AgedReceivablesByContact' : 'AgedPayablesByContact', name, titles, date, rows });
  };
}
