/**
 * Unified invoices on Zoho Books invoices (/invoices), all five operations;
 * the mapping is in invoice-mapper.ts.
 *
 * Writes: a new invoice is a draft; `status` moves it with Zoho's own calls,
 * on create as on update: authorised or submitted → POST …/status/sent (from
 * draft), voided → POST …/status/void, draft → POST …/status/draft (from a
 * sent or void invoice). Paid and partly paid come from payments, never from
 * a write: asking for them is a 400.
 *
 * Idempotency-Key: Zoho Books has no mechanism of its own; the service's
 * key guard alone makes a retried create or update safe.
 *
 * Filters: `number` (invoice_number) and `customer_id` are the list's own
 * parameters; `updated_since` and `created_since` go through a newest-first
 * list (list.ts). Sort: created_at, updated_at.
 */
import { invoices } from '../../unified/accounting/invoices.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { restDelete } from '../framework/rest/index.js';
import { invalid, notFoundRule, onRecord } from './api.js';
import { agreedCurrency, customerOf, numberQuery, writeAddresses } from './documents.js';
import { fromZohoInvoice, INVOICE_STATUS, type Invoice, type ZohoInvoice } from './invoice-mapper.js';
import { toZohoLine } from './line-items.js';
import { CREATED_SINCE, UPDATED_SINCE, zohoList } from './list.js';
import { compositeWrite } from '../kit/composite-write.js';

const PATH = '/invoices';
const ONE = (id: string) => `${PATH}/${id}`;

const SENT = ['sent', 'viewed', 'unpaid', 'overdue'];
const MOVES: Readonly<Record<string, { call: string; from: readonly string[] }>> = {
  authorised: { call: 'status/sent', from: ['draft'] },
  submitted: { call: 'status/sent', from: ['draft'] },
  voided: { call: 'status/void', from: ['draft', ...SENT] },
  draft: { call: 'status/draft', from: [...SENT, 'void'] },
};

function moveFor(status: Invoice['status'] | undefined, current: string): string | undefined {
  if (status === undefined || status === null) return undefined;
  if (INVOICE_STATUS[current] === status || (status === 'submitted' && INVOICE_STATUS[current] === 'authorised')) return undefined;
  const wanted = MOVES[status];
  if (!wanted || !wanted.from.includes(current)) {
    throw invalid(`Zoho Books cannot move an invoice that is ${current} to ${status}${status === 'paid' || status === 'partiallypaid' ? ': payments make an invoice paid' : ''}`, { status, current });
  }
  return wanted.call;
}

function toZohoInvoice(record: WriteModel<Invoice>, currency: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.customer?.id) body.customer_id = record.customer.id;
  if (record.number) body.invoice_number = record.number;
  if (record.invoice_date) body.date = record.invoice_date;
  if (record.due_date) body.due_date = record.due_date;
  if (record.reference !== undefined) body.reference_number = record.reference ?? '';
  if (record.terms !== undefined) body.payment_terms_label = record.terms ?? '';
  if (record.customer_memo !== undefined) body.notes = record.customer_memo ?? '';
  if (record.line_items) body.line_items = record.line_items.map((line, index) => toZohoLine(line, index, currency, true));
  return body;
}

async function addInvoice(ctx: ConnectorContext, { record }: { record: WriteModel<Invoice> }): Promise<{ id: string }> {
  if (!record.customer?.id) throw invalid('customer.id is required to create an invoice on Zoho Books', { 'customer.id': 'required' });
  if (!record.line_items || record.line_items.length === 0) throw invalid('line_items are required to create an invoice on Zoho Books', { line_items: 'required' });
  const customer = await customerOf(ctx, record.customer.id);
  const currency = agreedCurrency(record.currency, customer.currency);
  const move = moveFor(record.status, 'draft');
  // In steps (kit/composite-write.ts): the status is checked first, and the new draft deleted again if a later call fails.
  return compositeWrite(async (steps) => {
    const id = await steps.create('invoice', async () => (await ctx.http.request<{ invoice: ZohoInvoice }>({ method: 'POST', path: PATH, query: numberQuery(record.number), json: toZohoInvoice(record, currency) })).body.invoice.invoice_id,
      (created) => ctx.http.request({ method: 'DELETE', path: ONE(created) }));
    await steps.step('writing its addresses', () => writeAddresses(ctx, ONE(id), record));
    if (move) await steps.step(`moving it to ${record.status}`, () => ctx.http.request({ method: 'POST', path: `${ONE(id)}/${move}` }));
    return { id };
  });
}

async function updateInvoice(ctx: ConnectorContext, { id, record }: { id: string; record: WriteModel<Invoice> }): Promise<{ id: string }> {
  const { invoice: current } = await onRecord<{ invoice: ZohoInvoice }>(ctx, 'invoice', id, { method: 'GET', path: ONE(id) });
  const customerChanges = record.customer?.id !== undefined && record.customer.id !== current.customer_id;
  const currency = customerChanges ? (await customerOf(ctx, record.customer!.id)).currency : String(current.currency_code);
  agreedCurrency(record.currency, currency);
  const move = moveFor(record.status, String(current.status));
  const body = toZohoInvoice(record, currency);
  return compositeWrite(async (steps) => {
    // A void invoice is edited after it is back to draft, as Zoho requires.
    if (move === 'status/draft') await steps.change('invoice', id, 'moving it to draft', () => ctx.http.request({ method: 'POST', path: `${ONE(id)}/${move}` }));
    if (Object.keys(body).length > 0) await steps.change('invoice', id, 'updating the invoice', () => onRecord(ctx, 'invoice', id, { method: 'PUT', path: ONE(id), json: body }));
    if (record.billing_address || record.shipping_address) await steps.change('invoice', id, 'writing its addresses', () => writeAddresses(ctx, ONE(id), record));
    if (move && move !== 'status/draft') await steps.step(`moving it to ${record.status}`, () => ctx.http.request({ method: 'POST', path: `${ONE(id)}/${move}` }));
    return { id };
  });
}

export const zohoInvoices = implement(invoices, {
  downstream: { id: 'invoices', name: 'Invoices' },
  mapper: fromZohoInvoice,
  list: zohoList<ZohoInvoice, Invoice>({
    path: PATH,
    itemsAt: 'invoices',
    map: (invoice) => fromZohoInvoice(invoice),
    query: (filter) => ({
      ...(typeof filter.number === 'string' ? { invoice_number: filter.number } : {}),
      ...(typeof filter.customer_id === 'string' ? { customer_id: filter.customer_id } : {}),
    }),
    keep: (invoice, filter) => typeof filter.number !== 'string' || invoice.invoice_number === filter.number,
    since: { updated_since: UPDATED_SINCE, created_since: CREATED_SINCE },
    filters: ['number', 'customer_id', 'updated_since', 'created_since'],
    sortColumns: { created_at: 'created_time', updated_at: 'last_modified_time' },
  }),
  async one(ctx, { id }) {
    const { invoice } = await onRecord<{ invoice: ZohoInvoice }>(ctx, 'invoice', id, { method: 'GET', path: ONE(id) });
    return fromZohoInvoice(invoice);
  },
  add: addInvoice,
  update: updateInvoice,
  delete: restDelete({ path: `${PATH}/{id}`, notFound: notFoundRule('invoice') }),
});
