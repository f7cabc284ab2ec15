/**
 * The Xero connector's other Accounting resources through the service over
 * HTTP, against the Xero emulator: payments and bill payments (one document
 * each, deleted by status, each 404 for the other's ids) moving balances;
 * journal entries (balanced before they leave the service) and the general
 * ledger they post, paged by journal number; credit notes and their
 * allocations; the chart of accounts, bank accounts, tax rates, items and
 * tracking categories; purchase orders, quotes, sales receipts, expenses;
 * and attachments as bytes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../helpers/http.js';
import { xeroSuite, type Json } from './xero-fixture.js';

describe('Xero accounting connector: ledger, payments and the rest', () => {
  const xero = xeroSuite('xero-ledger');
  const { url, get, send, ok, collect, headers } = xero;
  const records = (resource: string) => xero.records(resource);
  const contactNamed = (name: string) => String(records('contacts').find((contact) => contact.Name === name)!.id);
  const bank = () => String(records('accounts').find((account) => account.Code === '090')!.id);

  beforeEach(() => xero.emulator.kit.reset());

  async function authorisedInvoice(total: number, type: 'invoices' | 'bills' = 'invoices') {
    const party = type === 'invoices' ? { customer: { id: contactNamed('Ridgeway Bakery') } } : { supplier: { id: contactNamed('Coastline Paper Co.') } };
    const made = ok(await send('POST', `/${type}`, { ...party, status: 'authorised', currency: 'USD', due_date: '2024-12-31', line_items: [{ description: 'Goods', quantity: 1, unit_price: total, ledger_account: { id: '', code: type === 'invoices' ? '200' : '310' }, tax_rate: { id: 'NONE' } }] }), 201).body.data;
    return String(made.id);
  }

  it('records payments against invoices and bills, moving their balances, and deletes them by status', async () => {
    const invoice = await authorisedInvoice(10_000);
    const payment = ok(await send('POST', '/payments', { total_amount: 2500, transaction_date: '2024-06-10T00:00:00.000Z', account: { id: bank() }, allocations: [{ id: invoice, type: 'invoice', amount: 2500 }], reference: 'Part payment' }), 201).body.data;
    expect(ok(await get(`/payments/${payment.id}`)).body.data).toMatchObject({
      total_amount: 2500, currency: 'USD', type: 'accounts_receivable', status: 'authorised', reference: 'Part payment',
      allocations: [{ id: invoice, type: 'invoice', amount: 2500 }], account: { id: bank() }, customer: { id: contactNamed('Ridgeway Bakery') }, transaction_date: '2024-06-10T00:00:00.000Z',
    });
    expect(ok(await get(`/invoices/${invoice}`)).body.data).toMatchObject({ balance: 7500, status: 'partiallypaid' });
    expect((await collect(`/payments?filter[invoice_id]=${invoice}`, 10)).map((entry) => entry.id)).toEqual([payment.id]);
    expectErrorEnvelope(await get(`/bill-payments/${payment.id}`), 404, 'EntityNotFoundError');
    ok(await send('DELETE', `/payments/${payment.id}`));
    // Xero keeps a deleted payment with Status DELETED; the unified API no longer finds it.
    expectErrorEnvelope(await get(`/payments/${payment.id}`), 404, 'EntityNotFoundError');
    expect(ok(await get(`/invoices/${invoice}`)).body.data).toMatchObject({ balance: 10_000, status: 'authorised' });
    expectErrorEnvelope(await send('POST', '/payments', { total_amount: 1, transaction_date: '2024-06-10T00:00:00.000Z', account: { id: bank() }, allocations: [{ id: invoice, type: 'invoice' }, { id: invoice, type: 'invoice' }] }), 400, 'RequestValidationError');

    const bill = await authorisedInvoice(4_000, 'bills');
    expectErrorEnvelope(await send('POST', '/payments', { total_amount: 4000, transaction_date: '2024-06-10T00:00:00.000Z', account: { id: bank() }, allocations: [{ id: bill, type: 'invoice' }] }), 400, 'RequestValidationError');
    const billPayment = ok(await send('POST', '/bill-payments', { total_amount: 4000, transaction_date: '2024-06-11T00:00:00.000Z', account: { code: '090' }, allocations: [{ id: bill, type: 'bill' }] }), 201).body.data;
    expect(ok(await get(`/bill-payments/${billPayment.id}`)).body.data).toMatchObject({ total_amount: 4000, type: 'accounts_payable', supplier: { id: contactNamed('Coastline Paper Co.') } });
    expect(ok(await get(`/bills/${bill}`)).body.data).toMatchObject({ status: 'paid', balance: 0, paid_date: '2024-06-11' });
    expectErrorEnvelope(await get(`/payments/${billPayment.id}`), 404, 'EntityNotFoundError');

    const receivable = (await collect('/payments?filter[type]=accounts_receivable', 50)).map((entry) => entry.id);
    expect(receivable).toEqual(records('payments').filter((entry) => entry.PaymentType === 'ACCRECPAYMENT' && entry.Status !== 'DELETED').map((entry) => entry.id));
    expect((await collect(`/bill-payments?filter[supplier_id]=${contactNamed('Coastline Paper Co.')}`, 50)).every((entry) => entry.supplier.id === contactNamed('Coastline Paper Co.'))).toBe(true);
    expectErrorEnvelope(await get('/payments?filter[status]=voided'), 400, 'UnsupportedFiltersError');
  });

  it('refuses a journal entry that does not balance before Xero sees it, posts one that does to the general ledger, and voids it', async () => {
    const lines = (debit: number, credit: number) => [
      { type: 'debit', total_amount: debit, ledger_account: { id: '', code: '429' }, description: 'Office supplies' },
      { type: 'credit', total_amount: credit, ledger_account: { id: '', code: '090' }, description: 'Paid from the bank' },
    ];
    const before = xero.emulator.exchanges.length;
    const refused = await send('POST', '/journal-entries', { title: 'Unbalanced', line_items: lines(10_000, 9_999) });
    expect(refused.status, refused.text).toBe(422);
    expect(xero.emulator.exchanges.length).toBe(before);
    const made = ok(await send('POST', '/journal-entries', { title: 'Supplies', status: 'posted', posted_at: '2024-06-30T00:00:00.000Z', line_items: lines(10_000, 10_000) }), 201).body.data;
    const entry = ok(await get(`/journal-entries/${made.id}`)).body.data;
    expect(entry).toMatchObject({ title: 'Supplies', status: 'posted', currency: 'USD', posted_at: '2024-06-30T00:00:00.000Z' });
    expect(entry.line_items.map((line: Json) => [line.type, line.total_amount, line.ledger_account.code])).toEqual([['debit', 10_000, '429'], ['credit', -10_000, '090']]);

    // SPEC.md's filter[sourceid] and filter[number] on journal entries: Xero's manual journals have neither, so none matches.
    const listed = await collect('/journal-entries', 10);
    expect(listed.map((journal) => journal.id)).toContain(made.id);
    expect(await collect(`/journal-entries?filter[sourceid]=${made.id}`, 10)).toEqual([]);
    expect(await collect('/journal-entries?filter[number]=1', 10)).toEqual([]);

    const ledger = await collect(`/general-ledger-transactions?filter[source_id]=${made.id}`, 10);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ source_type: 'journal_entry', source_id: made.id, currency: 'USD' });
    expect(ledger[0]!.line_items.reduce((total: number, line: Json) => total + line.net_amount, 0)).toBe(0);

    ok(await send('DELETE', `/journal-entries/${made.id}`));
    expect(ok(await get(`/journal-entries/${made.id}`)).body.data.status).toBe('voided');
    expect(await collect(`/general-ledger-transactions?filter[source_id]=${made.id}`, 10)).toHaveLength(2);
    const drafts = await collect('/journal-entries?filter[status]=draft', 10);
    expect(drafts.map((draft) => draft.title)).toEqual(['Accrual for year-end audit fees']);
    // Without a status, a new manual journal is a draft, as in Xero.
    const plain = ok(await send('POST', '/journal-entries', { title: 'Draft accrual', line_items: lines(500, 500) }), 201).body.data;
    expect(ok(await get(`/journal-entries/${plain.id}`)).body.data.status).toBe('draft');
  });

  it('pages the general ledger by journal number with several page sizes, and filters it', async () => {
    const all = records('journals').map((journal) => journal.id);
    for (const limit of [1, 9, 200]) expect((await collect('/general-ledger-transactions', limit)).map((entry) => entry.id), `limit=${limit}`).toEqual(all);
    const invoices = await collect('/general-ledger-transactions?filter[source_type]=invoice', 20);
    expect(invoices.map((entry) => entry.id)).toEqual(records('journals').filter((journal) => journal.SourceType === 'ACCREC').map((journal) => journal.id));
    const one = ok(await get(`/general-ledger-transactions/${all[0]}`)).body.data;
    expect(one).toMatchObject({ id: all[0], number: '1', source_type: 'invoice' });
  });

  it('creates credit notes, allocates them, and lists them by number and customer', async () => {
    const invoice = await authorisedInvoice(5_000);
    const note = ok(await send('POST', '/credit-notes', {
      customer: { id: contactNamed('Ridgeway Bakery') }, total_amount: 1_200, status: 'authorised', currency: 'USD', account: { id: '', code: '200' },
      allocations: [{ id: invoice, type: 'invoice', amount: 1_200 }],
    }), 201).body.data;
    expect(ok(await get(`/credit-notes/${note.id}`)).body.data).toMatchObject({ total_amount: 1200, remaining_credit: 0, status: 'paid', type: 'accounts_receivable_credit', allocations: [{ id: invoice, amount: 1200 }] });
    expect(ok(await get(`/invoices/${invoice}`)).body.data).toMatchObject({ balance: 3800, status: 'partiallypaid' });
    const number = records('creditNotes').find((entry) => entry.id === note.id)!.CreditNoteNumber;
    expect((await collect(`/credit-notes?filter[number]=${number}`, 5)).map((entry) => entry.id)).toEqual([note.id]);
    const draft = ok(await send('POST', '/credit-notes', { customer: { id: contactNamed('Ridgeway Bakery') }, total_amount: 300, currency: 'USD', account: { id: '', code: '200' } }), 201).body.data;
    ok(await send('PATCH', `/credit-notes/${draft.id}`, { reference: 'Goodwill', total_amount: 300 }));
    expect(ok(await get(`/credit-notes/${draft.id}`)).body.data).toMatchObject({ reference: 'Goodwill', status: 'draft' });
    ok(await send('DELETE', `/credit-notes/${draft.id}`));
    expectErrorEnvelope(await get(`/credit-notes/${draft.id}`), 404, 'EntityNotFoundError');
  });

  it('keeps the chart of accounts, bank accounts, tax rates, items and tracking categories', async () => {
    const account = ok(await send('POST', '/ledger-accounts', { code: '455', name: 'Software subscriptions', type: 'expense', tax_rate: { id: 'NONE' } }), 201).body.data;
    expect(ok(await get(`/ledger-accounts/${account.id}`)).body.data).toMatchObject({ code: '455', classification: 'expense', type: 'expense', sub_type: 'EXPENSE', status: 'active' });
    ok(await send('PATCH', `/ledger-accounts/${account.id}`, { name: 'Software', status: 'archived' }));
    expect(ok(await get(`/ledger-accounts/${account.id}`)).body.data).toMatchObject({ name: 'Software', status: 'archived' });
    expect((await collect('/ledger-accounts?filter[classification]=equity', 50)).map((entry) => entry.code)).toEqual(['960', '970']);
    const archived = records('accounts').filter((entry) => entry.Status === 'ARCHIVED').map((entry) => entry.id);
    expect((await collect('/ledger-accounts?filter[status]=inactive', 50)).map((entry) => entry.id).sort()).toEqual(archived.sort());
    expect(archived).toContain(account.id);
    ok(await send('DELETE', `/ledger-accounts/${account.id}`));
    expectErrorEnvelope(await get(`/ledger-accounts/${account.id}`), 404, 'EntityNotFoundError');

    const banks = await collect('/bank-accounts', 10);
    expect(banks.map((entry) => [entry.display_id, entry.account_type, entry.status])).toEqual([
      ['090', 'checking', 'active'], ['091', 'checking', 'active'], ['092', 'credit_card', 'active'], ['093', 'other', 'active'], ['094', 'checking', 'inactive'],
    ]);
    expectErrorEnvelope(await send('POST', '/bank-accounts', { name: 'Rainy day', account_number: '12345', account_type: 'savings' }), 400, 'RequestValidationError');
    const card = ok(await send('POST', '/bank-accounts', { name: 'Company card', account_number: '4111000011112222', account_type: 'credit_card', display_id: '095' }), 201).body.data;
    expect(ok(await get(`/bank-accounts/${card.id}`)).body.data).toMatchObject({ account_type: 'credit_card', account_number: '4111000011112222', currency: 'USD' });
    expect((await collect('/bank-accounts?filter[account_type]=credit_card', 10)).map((entry) => entry.display_id)).toEqual(['092', '095']);
    expect(await collect('/bank-accounts?filter[account_type]=savings', 10)).toEqual([]);
    expectErrorEnvelope(await get(`/bank-accounts/${records('accounts').find((entry) => entry.Code === '200')!.id}`), 404, 'EntityNotFoundError');

    const rate = ok(await send('POST', '/tax-rates', { name: 'County levy', components: [{ name: 'County', rate: 2.5, compound: false }] }), 201).body.data;
    expect(rate.id).toMatch(/^TAX\d{3}$/);
    expect(ok(await get(`/tax-rates/${rate.id}`)).body.data).toMatchObject({ name: 'County levy', effective_tax_rate: 2.5, status: 'active' });
    ok(await send('PATCH', `/tax-rates/${rate.id}`, { name: 'County levy (revised)', components: [{ name: 'County', rate: 3, compound: false }] }));
    expect(ok(await get(`/tax-rates/${rate.id}`)).body.data).toMatchObject({ name: 'County levy (revised)', total_tax_rate: 3 });
    expect((await collect('/tax-rates?filter[status]=archived', 50)).map((entry) => entry.name)).toEqual(['Former County Sales Tax']);
    expectErrorEnvelope(await get('/tax-rates?filter[revenue]=true'), 400, 'UnsupportedFiltersError');
    ok(await send('DELETE', `/tax-rates/${rate.id}`));
    expectErrorEnvelope(await get(`/tax-rates/${rate.id}`), 404, 'EntityNotFoundError');

    const item = ok(await send('POST', '/invoice-items', { code: 'MUG-01', name: 'Enamel mug', unit_price: 1250, income_account: { code: '200' }, purchase_details: { unit_price: 640 }, expense_account: { code: '310' } }), 201).body.data;
    expect(ok(await get(`/invoice-items/${item.id}`)).body.data).toMatchObject({ code: 'MUG-01', unit_price: 1250, currency: 'USD', sold: true, purchased: true, sales_details: { unit_price: 1250 }, purchase_details: { unit_price: 640 } });
    expect((await collect('/invoice-items?filter[name]=Enamel%20mug', 10)).map((entry) => entry.id)).toEqual([item.id]);
    expect((await collect(`/invoice-items?filter[ids]=${item.id}`, 10)).map((entry) => entry.id)).toEqual([item.id]);
    ok(await send('PATCH', `/invoice-items/${item.id}`, { unit_price: 1300 }));
    expect(ok(await get(`/invoice-items/${item.id}`)).body.data.unit_price).toBe(1300);
    ok(await send('DELETE', `/invoice-items/${item.id}`));
    expectErrorEnvelope(await get(`/invoice-items/${item.id}`), 404, 'EntityNotFoundError');

    const tracking = await collect('/tracking-categories', 3);
    const region = tracking.find((entry) => entry.name === 'Region')!;
    expect(tracking.filter((entry) => entry.parent_id === region.id).map((entry) => entry.name)).toEqual(['North', 'South', 'East', 'West']);
    const option = ok(await send('POST', '/tracking-categories', { name: 'Central', parent_id: region.id }), 201).body.data;
    ok(await send('PATCH', `/tracking-categories/${option.id}`, { name: 'Midlands' }));
    expect(ok(await get(`/tracking-categories/${option.id}`)).body.data).toMatchObject({ name: 'Midlands', parent_id: region.id, parent_name: 'Region' });
    ok(await send('DELETE', `/tracking-categories/${option.id}`));
    expectErrorEnvelope(await get(`/tracking-categories/${option.id}`), 404, 'EntityNotFoundError');
    // A second category is allowed; Xero refuses a third active one.
    const project = ok(await send('POST', '/tracking-categories', { name: 'Project' }), 201).body.data;
    expect(ok(await get(`/tracking-categories/${project.id}`)).body.data).toMatchObject({ name: 'Project' });
    expectErrorEnvelope(await send('POST', '/tracking-categories', { name: 'Department' }), 400, 'ConnectorExecutionError');
  });

  it('keeps purchase orders, quotes, sales receipts and expenses', async () => {
    const supplier = contactNamed('Coastline Paper Co.');
    const order = ok(await send('POST', '/purchase-orders', { supplier: { id: supplier }, issued_date: '2024-07-01', delivery_date: '2024-07-10', line_items: [{ description: 'Paper reams', quantity: 10, unit_price: 450, ledger_account: { id: '', code: '310' } }] }), 201).body.data;
    expect(ok(await get(`/purchase-orders/${order.id}`)).body.data).toMatchObject({ status: 'draft', total: 4500, po_number: expect.stringMatching(/^PO-\d{4}$/), issued_date: '2024-07-01' });
    ok(await send('PATCH', `/purchase-orders/${order.id}`, { status: 'open' }));
    expect(ok(await get(`/purchase-orders/${order.id}`)).body.data.status).toBe('open');
    ok(await send('DELETE', `/purchase-orders/${order.id}`));
    expectErrorEnvelope(await get(`/purchase-orders/${order.id}`), 404, 'EntityNotFoundError');
    expect((await collect('/purchase-orders', 1)).length).toBe(records('purchaseOrders').filter((entry) => entry.Status !== 'DELETED').length);

    const customer = contactNamed('Ridgeway Bakery');
    const quote = ok(await send('POST', '/quotes', { customer: { id: customer }, quote_date: '2024-07-02', expiry_date: '2024-08-01', line_items: [{ description: 'Catering', quantity: 2, unit_price: 15_000, discount_percentage: 10 }] }), 201).body.data;
    expect(ok(await get(`/quotes/${quote.id}`)).body.data).toMatchObject({ status: 'draft', sub_total: 27_000, discount_amount: 3_000, customer: { id: customer } });
    ok(await send('PATCH', `/quotes/${quote.id}`, { status: 'sent' }));
    expect(ok(await get(`/quotes/${quote.id}`)).body.data.status).toBe('sent');
    const number = records('quotes').find((entry) => entry.id === quote.id)!.QuoteNumber;
    expect((await collect(`/quotes?filter[number]=${number}`, 5)).map((entry) => entry.id)).toEqual([quote.id]);
    expect((await collect(`/quotes?filter[customer_id]=${customer}`, 5)).map((entry) => entry.id)).toContain(quote.id);
    ok(await send('DELETE', `/quotes/${quote.id}`));
    expectErrorEnvelope(await get(`/quotes/${quote.id}`), 404, 'EntityNotFoundError');

    const receipt = ok(await send('POST', '/sales-receipts', { customer: { id: customer }, total_amount: 0, transaction_date: '2024-07-03T00:00:00.000Z', account: { id: bank() }, line_items: [{ description: 'Market stall', quantity: 1, unit_price: 8_450, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }] }), 201).body.data;
    expect(ok(await get(`/sales-receipts/${receipt.id}`)).body.data).toMatchObject({ total_amount: 8450, account: { id: bank() }, customer: { id: customer } });
    const spend = ok(await send('POST', '/expenses', { supplier_id: supplier, transaction_date: '2024-07-04T00:00:00.000Z', account_id: bank(), line_items: [{ description: 'Taxi', total_amount: 3_275, account: { id: '', code: '493' } }] }), 201).body.data;
    expect(ok(await get(`/expenses/${spend.id}`)).body.data).toMatchObject({ total_amount: 3275, status: 'posted', type: 'expense', account: { id: bank(), type: 'bank_account' }, supplier_id: supplier });
    expectErrorEnvelope(await get(`/sales-receipts/${spend.id}`), 404, 'EntityNotFoundError');
    ok(await send('DELETE', `/expenses/${spend.id}`));
    expectErrorEnvelope(await get(`/expenses/${spend.id}`), 404, 'EntityNotFoundError');
    expect((await collect('/expenses?filter[status]=posted', 2)).length).toBe(records('bankTransactions').filter((entry) => entry.Type === 'SPEND' && entry.Status === 'AUTHORISED').length);
  });

  it('uploads, lists and downloads attachments of invoices as bytes', async () => {
    const invoice = records('invoices').find((entry) => entry.Type === 'ACCREC')!.id;
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]);
    const upload = await fetch(url(`/attachments/invoice/${invoice}`), {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/pdf', 'x-svc-metadata': JSON.stringify({ name: 'delivery note.pdf' }) },
      body: bytes,
    });
    const made = (await upload.json()) as Json;
    expect(upload.status, JSON.stringify(made)).toBe(201);
    const listed = await collect(`/attachments/invoice/${invoice}`, 10);
    // The seed attached two files to this invoice already.
    expect(listed.map((entry) => entry.name)).toEqual(['delivery-note.pdf', 'purchase-order.txt', 'delivery note.pdf']);
    expect(listed.slice(2)).toEqual([expect.objectContaining({ id: made.data.id, name: 'delivery note.pdf', mime_type: 'application/pdf', size: bytes.length, reference: { type: 'invoice', id: invoice } })]);
    const download = await fetch(url(`/attachments/invoice/${invoice}/${made.data.id}/download`), { headers: headers() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    expectErrorEnvelope(await get(`/attachments/bill/${invoice}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get(`/attachments/expense-report/${invoice}`), 400, 'RequestValidationError');
  });
});
