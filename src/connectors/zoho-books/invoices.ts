/**
 * Unified invoices on Zoho Books invoices (/invoices), all five operations;
 * the mapping is invoice-fields.ts, what a write takes besides it
 * documents.ts.
 *
 * Writes: a new invoice is a draft; `status` moves it with Zoho's own calls,
 * on create as on update: authorised or submitted → POST …/status/sent (from
 * draft), voided → POST …/status/void, draft → POST …/status/draft (from a
 * sent or void invoice). Paid and partly paid come from payments, never from
 * a write: asking for them is a 400. The calls after the invoice's own are
 * on the composite-write rule: a new draft is deleted again when one fails.
 *
 * Idempotency-Key: Zoho Books has no mechanism of its own; the service's
 * key guard alone makes a retried create or update safe.
 *
 * Filters: `number` (invoice_number, checked exactly on each record) and
 * `customer_id` are the list's own parameters; `updated_since` and
 * `created_since` go through a newest-first list (list-filters.ts). Sort:
 * created_at, updated_at.
 */
import { invoices } from '../../unified/accounting/invoices.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import { collection } from '../kit/index.js';
import { zohoResource, type ZohoFilter } from './dialect.js';
import { documentBody, numberQuery, statusMoves, writeAddresses } from './documents.js';
import { INVOICE_STATUS, invoiceFields, type Invoice, type ZohoInvoice } from './invoice-fields.js';
import { checkedList, exactly } from './list-filters.js';

const ONE = (id: string) => `/invoices/${segment(id)}`;

const SENT = ['sent', 'viewed', 'unpaid', 'overdue'];
const moveFor = statusMoves<NonNullable<Invoice['status']>>(
  {
    authorised: { call: 'status/sent', from: ['draft'] },
    submitted: { call: 'status/sent', from: ['draft'] },
    voided: { call: 'status/void', from: ['draft', ...SENT] },
    draft: { call: 'status/draft', from: [...SENT, 'void'] },
  },
  (status, current) => INVOICE_STATUS[current] === status || (status === 'submitted' && INVOICE_STATUS[current] === 'authorised'),
  (status, current) => `Zoho Books cannot move an invoice that is ${current} to ${status}${status === 'paid' || status === 'partiallypaid' ? ': payments make an invoice paid' : ''}`,
);

const FILTERS: Record<string, ZohoFilter<Invoice>> = {
  number: exactly('invoice_number', 'number'),
  customer_id: { query: (id) => ({ customer_id: id }) },
  updated_since: { since: 'updated_at' },
  created_since: { since: 'created_at' },
};

export const zohoInvoices = collection(invoices, {
  ...zohoResource('invoices', { label: 'Invoices', what: 'invoice', record: 'invoice', id: 'invoice_id' }),
  fields: invoiceFields,
  writeQuery: numberQuery,
  filters: FILTERS,
  hooks: {
    list: checkedList(FILTERS),
    beforeWrite: documentBody<Invoice, ZohoInvoice>({ what: 'invoice', lines: 'line_items', withAccount: true, moveFor }),
    async compose(ctx, { operation, id, record, body, current, send }) {
      const move = moveFor(record.status, operation === 'add' ? 'draft' : String((await current()).status));
      const moveIt = (invoice: string) => ctx.http.request({ method: 'POST', path: `${ONE(invoice)}/${move}` });
      return compositeWrite(async (steps) => {
        if (operation === 'add') {
          const created = await steps.create('invoice', () => send(body), (made) => ctx.http.request({ method: 'DELETE', path: ONE(made) }));
          await steps.step('writing its addresses', () => writeAddresses(ctx, ONE(created), record));
          if (move) await steps.step(`moving it to ${record.status}`, () => moveIt(created));
          return { id: created };
        }
        const invoice = id as string;
        // A void invoice is edited after it is back to draft, as Zoho requires.
        if (move === 'status/draft') await steps.change('invoice', invoice, 'moving it to draft', () => moveIt(invoice));
        if (Object.keys(body as object).length > 0) await steps.change('invoice', invoice, 'updating the invoice', () => send(body));
        if (record.billing_address || record.shipping_address) await steps.change('invoice', invoice, 'writing its addresses', () => writeAddresses(ctx, ONE(invoice), record));
        if (move && move !== 'status/draft') await steps.step(`moving it to ${record.status}`, () => moveIt(invoice));
        return { id: invoice };
      });
    },
  },
});
