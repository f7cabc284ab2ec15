/**
 * Writes of every QuickBooks resource through the service, read back from
 * the platform and through the service: names (customers, suppliers,
 * employees, accounts, items, classes, departments) created, changed and
 * "deleted" as QuickBooks does (made inactive); transactions (bills,
 * payments, bill payments, journal entries, credit notes, sales receipts,
 * refunds, quotes, purchase orders, expenses) created, changed and deleted,
 * payments settling invoices and bills; the declared filters of each; the
 * unbalanced journal entry refused before QuickBooks; x-svc-company-id.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUICKBOOKS_DEMO_REALM as DEMO, QUICKBOOKS_OTHER_REALM as OTHER } from '../../../src/sandbox/quickbooks/index.js';
import { expectErrorEnvelope } from '../../helpers/http.js';
import { startQuickBooks, type Json, type QuickBooksFixture } from './fixture.js';

describe('QuickBooks writes and filters', () => {
  let qb: QuickBooksFixture;
  beforeAll(async () => {
    qb = await startQuickBooks();
  });
  afterAll(() => qb.close());
  beforeEach(() => qb.emulator.kit.reset());

  // Postings are dated days ago, never on fixed dates: the demo books close a year back, and a fixed date would fall behind it one day.
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const ids = (result: { body: Json }) => (result.body.data as Json[]).map((record) => record.id);
  const first = async (query: string) => (await qb.platform(`${query} maxresults 1`))[0] as Json;
  async function created(path: string, body: Json): Promise<string> {
    const answer = await qb.send('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(201);
    return answer.body.data.id as string;
  }
  async function changed(path: string, body: Json): Promise<Json> {
    const answer = await qb.send('PATCH', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(200);
    return (await qb.get(path)).body.data as Json;
  }

  it('creates, changes, filters and deactivates customers and suppliers', async () => {
    const id = await created('/customers', { display_name: 'Kiyomi Tanaka', first_name: 'Kiyomi', last_name: 'Tanaka', company_name: 'Tanaka Gardens KK', currency: 'JPY', emails: [{ email: 'kiyomi@tanaka.example' }], phone_numbers: [{ number: '+81 3 1234 5678', type: 'primary' }], addresses: [{ type: 'billing', line1: '1-1 Chiyoda', city: 'Tokyo', country: 'JP' }] });
    expect((await qb.get(`/customers/${id}`)).body.data).toMatchObject({ display_name: 'Kiyomi Tanaka', currency: 'JPY', emails: [{ email: 'kiyomi@tanaka.example' }], addresses: [expect.objectContaining({ type: 'billing', city: 'Tokyo' })], status: 'active' });
    expect((await changed(`/customers/${id}`, { notes: 'Prefers email' })).notes).toBe('Prefers email');
    for (const [filter, value] of [['display_name', 'Kiyomi Tanaka'], ['email', 'kiyomi@tanaka.example'], ['first_name', 'Kiyomi'], ['last_name', 'Tanaka'], ['company_name', 'Tanaka Gardens KK']]) {
      expect(ids(await qb.get(`/customers?filter[${filter}]=${encodeURIComponent(value as string)}`)), filter as string).toEqual([id]);
    }
    expect((await qb.send('PATCH', `/customers/${id}`, { currency: 'USD' })).status).toBe(400);
    expect((await qb.send('DELETE', `/customers/${id}`)).status).toBe(200);
    expect((await qb.get(`/customers/${id}`)).body.data.status).toBe('inactive');
    // Listed still, as inactive (QuickBooks keeps it), unless only active ones are asked for.
    expect(ids(await qb.get('/customers?limit=200'))).toContain(id);
    expect(ids(await qb.get('/customers?filter[status]=active&limit=200'))).not.toContain(id);
    expect(ids(await qb.get('/customers?filter[status]=inactive&limit=200'))).toContain(id);
    expect(ids(await qb.get('/customers?filter[status]=all&limit=200')).length).toBe((await qb.platform('select * from Customer where Active IN (true, false) maxresults 1000')).length);
    const duplicate = await qb.send('POST', '/customers', { display_name: 'kiyomi tanaka' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toMatch(/Duplicate Name/);

    const vendor = await created('/suppliers', { display_name: 'Osaka Stoneworks', company_name: 'Osaka Stoneworks', emails: [{ email: 'ap@osaka.example' }], display_id: 'ACC-7' });
    expect((await changed(`/suppliers/${vendor}`, { notes: 'Ships monthly' })).notes).toBe('Ships monthly');
    expect(ids(await qb.get('/suppliers?filter[email]=ap@osaka.example'))).toEqual([vendor]);
    expect((await qb.send('DELETE', `/suppliers/${vendor}`)).status).toBe(200);
    expect((await qb.get(`/suppliers/${vendor}`)).body.data.status).toBe('inactive');
  });

  it('creates, changes, filters and deactivates accounts, items, classes, departments and employees', async () => {
    const account = await created('/ledger-accounts', { name: 'Subscriptions', type: 'expense', code: '6900' });
    expect((await qb.get(`/ledger-accounts/${account}`)).body.data).toMatchObject({ classification: 'expense', type: 'expense', code: '6900', current_balance: 0 });
    expect((await changed(`/ledger-accounts/${account}`, { description: 'Software' })).description).toBe('Software');
    expect(ids(await qb.get('/ledger-accounts?filter[name]=Subscriptions'))).toEqual([account]);
    const assets = (await qb.get('/ledger-accounts?filter[classification]=asset&limit=200')).body.data as Json[];
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((entry) => entry.classification === 'asset')).toBe(true);
    expect((await qb.send('DELETE', `/ledger-accounts/${account}`)).status).toBe(200);
    const inactive = ids(await qb.get('/ledger-accounts?filter[status]=inactive'));
    expect(inactive).toContain(account);
    expect(inactive.sort()).toEqual((await qb.platform('select * from Account where Active = false')).map((entry) => String(entry.Id)).sort());

    const income = await first('select * from Account where AccountType = \'Income\'');
    const item = await created('/invoice-items', { name: 'Hedge Design', type: 'service', unit_price: 8550, income_account: { id: income.Id } });
    expect((await qb.get(`/invoice-items/${item}`)).body.data).toMatchObject({ unit_price: 8550, type: 'service', currency: 'USD' });
    expect((await changed(`/invoice-items/${item}`, { unit_price: 9001 })).unit_price).toBe(9001);
    expect(ids(await qb.get(`/invoice-items?filter[ids]=${item},1`)).sort()).toEqual(['1', item].sort());
    expect(ids(await qb.get('/invoice-items?filter[name]=Hedge Design'))).toEqual([item]);
    expect(ids(await qb.get('/invoice-items?filter[type]=inventory'))).toEqual((await qb.platform('select * from Item where Type = \'Inventory\'')).map((entry) => String(entry.Id)));
    expect((await qb.send('DELETE', `/invoice-items/${item}`)).status).toBe(200);
    expect((await qb.get(`/invoice-items/${item}`)).body.data.active).toBe(false);

    const parent = await created('/tracking-categories', { name: 'Events' });
    const child = await created('/tracking-categories', { name: 'Weddings', parent_id: parent });
    expect((await qb.get(`/tracking-categories/${child}`)).body.data).toMatchObject({ parent_id: parent, parent_name: 'Events', status: 'active' });
    expect((await qb.send('DELETE', `/tracking-categories/${child}`)).status).toBe(200);
    expect((await qb.get(`/tracking-categories/${child}`)).body.data.status).toBe('inactive');
    const department = await created('/departments', { name: 'West Store' });
    expect((await changed(`/departments/${department}`, { name: 'West Store 2' })).name).toBe('West Store 2');
    const employee = await created('/employees', { first_name: 'Ana', last_name: 'Lima', employee_number: 'E-900', hire_date: '2026-01-05' });
    expect((await qb.get(`/employees/${employee}`)).body.data).toMatchObject({ display_name: 'Ana Lima', employee_number: 'E-900', hire_date: '2026-01-05', status: 'active' });
    expect((await qb.send('DELETE', `/employees/${employee}`)).status).toBe(200);
    expect((await qb.get(`/employees/${employee}`)).body.data.status).toBe('inactive');
  });

  it('applies payments to invoices and bill payments to bills, voids and deletes them', async () => {
    const invoice = (await qb.platform('select * from Invoice where Balance > \'50\' maxresults 100')).find((entry) => entry.LinkedTxn.length === 0) as Json;
    const before = (await qb.get(`/invoices/${invoice.Id}`)).body.data;
    const payment = await created('/payments', { customer: { id: invoice.CustomerRef.value }, total_amount: 2000, transaction_date: `${daysAgo(30)}T00:00:00.000Z`, allocations: [{ id: invoice.Id, type: 'invoice', amount: 2000 }] });
    expect((await qb.get(`/invoices/${invoice.Id}`)).body.data).toMatchObject({ balance: before.balance - 2000, status: 'partiallypaid' });
    expect((await qb.get(`/payments/${payment}`)).body.data).toMatchObject({ total_amount: 2000, allocations: [{ id: invoice.Id, type: 'invoice', amount: 2000 }], status: 'authorised', transaction_date: `${daysAgo(30)}T00:00:00.000Z` });
    expect(ids(await qb.get(`/payments?filter[customer_id]=${invoice.CustomerRef.value}&limit=200`))).toContain(payment);
    expect((await changed(`/payments/${payment}`, { status: 'voided', total_amount: 2000, transaction_date: `${daysAgo(30)}T00:00:00.000Z` })).status).toBe('voided');
    expect((await qb.get(`/invoices/${invoice.Id}`)).body.data.balance).toBe(before.balance);
    const again = await created('/payments', { customer: { id: invoice.CustomerRef.value }, total_amount: before.balance, transaction_date: `${daysAgo(29)}T00:00:00.000Z`, allocations: [{ id: invoice.Id, type: 'invoice' }] });
    expect((await qb.get(`/invoices/${invoice.Id}`)).body.data.status).toBe('paid');
    expect((await qb.send('DELETE', `/payments/${again}`)).status).toBe(200);
    expect((await qb.get(`/invoices/${invoice.Id}`)).body.data.status).toBe('authorised');

    const bill = (await qb.platform('select * from Bill where Balance > \'20\' maxresults 100')).find((entry) => entry.LinkedTxn.length === 0) as Json;
    const checking = await first('select * from Account where Name = \'Checking\'');
    const paid = await created('/bill-payments', { supplier: { id: bill.VendorRef.value }, account: { id: checking.Id }, total_amount: 1000, transaction_date: `${daysAgo(28)}T00:00:00.000Z`, allocations: [{ id: bill.Id, type: 'bill', amount: 1000 }] });
    expect((await qb.get(`/bills/${bill.Id}`)).body.data.status).toBe('partially_paid');
    expect(ids(await qb.get(`/bill-payments?filter[supplier_id]=${bill.VendorRef.value}&limit=200`))).toContain(paid);
    expect((await qb.send('DELETE', `/bill-payments/${paid}`)).status).toBe(200);
    expect((await qb.get(`/bills/${bill.Id}`)).body.data.status).toBe('authorised');
  });

  it('writes bills, journal entries and the other documents, and refuses an unbalanced entry before QuickBooks', async () => {
    const vendor = await first('select * from Vendor where CurrencyRef = \'USD\'');
    const expense = await first('select * from Account where AccountType = \'Expense\'');
    const bank = await first('select * from Account where AccountType = \'Bank\'');
    const bill = await created('/bills', { supplier: { id: vendor.Id }, bill_date: daysAgo(20), due_date: daysAgo(-10), bill_number: 'B-77', line_items: [{ type: 'expense_account', ledger_account: { id: expense.Id }, total_amount: 12345, description: 'Parts' }] });
    expect((await qb.get(`/bills/${bill}`)).body.data).toMatchObject({ total: 12345, balance: 12345, bill_number: 'B-77', status: 'authorised', line_items: [expect.objectContaining({ type: 'expense_account', total_amount: 12345, ledger_account: expect.objectContaining({ id: expense.Id }) })] });
    expect((await changed(`/bills/${bill}`, { notes: 'Checked' })).notes).toBe('Checked');
    expect(ids(await qb.get(`/bills?filter[billed_since]=${daysAgo(20)}&limit=200`))).toContain(bill);
    expect(ids(await qb.get('/bills?filter[due_since]=2030-01-01&limit=200'))).not.toContain(bill);
    expect((await qb.send('DELETE', `/bills/${bill}`)).status).toBe(200);
    expectErrorEnvelope(await qb.get(`/bills/${bill}`), 404, 'EntityNotFoundError');

    const writesBefore = qb.emulator.exchanges.filter((exchange) => exchange.path.endsWith('/journalentry')).length;
    const unbalanced = await qb.send('POST', '/journal-entries', { line_items: [{ type: 'debit', total_amount: 1000, ledger_account: { id: expense.Id } }, { type: 'credit', total_amount: -999, ledger_account: { id: bank.Id } }] });
    expect(unbalanced.status).toBe(422);
    expect(qb.emulator.exchanges.filter((exchange) => exchange.path.endsWith('/journalentry')).length).toBe(writesBefore);
    const entry = await created('/journal-entries', { number: 'JE-42', posted_at: `${daysAgo(19)}T00:00:00.000Z`, memo: 'Accrual', line_items: [{ type: 'debit', total_amount: 1000, ledger_account: { id: expense.Id } }, { type: 'credit', total_amount: -1000, ledger_account: { id: bank.Id } }] });
    expect((await qb.get(`/journal-entries/${entry}`)).body.data).toMatchObject({ number: 'JE-42', memo: 'Accrual', posted_at: `${daysAgo(19)}T00:00:00.000Z`, line_items: [expect.objectContaining({ type: 'debit', total_amount: 1000 }), expect.objectContaining({ type: 'credit', total_amount: -1000 })] });
    expect(ids(await qb.get('/journal-entries?filter[number]=JE-42'))).toEqual([entry]);
    // SPEC.md's filter[sourceid]: a JournalEntry has no source document, so no entry matches, not even by its own id.
    const bySource = await qb.get(`/journal-entries?filter[sourceid]=${entry}`);
    expect(bySource.status, bySource.text).toBe(200);
    expect(bySource.body.data).toEqual([]);
    expect(ids(await qb.get('/journal-entries?filter[number]=JE-42&limit=200'))).toEqual([entry]);
    expect((await qb.send('DELETE', `/journal-entries/${entry}`)).status).toBe(200);

    const customer = await first('select * from Customer where CurrencyRef = \'USD\'');
    const item = await first('select * from Item where Name = \'Design\'');
    const line = [{ item: { id: item.Id }, quantity: 2, unit_price: 7500, total_amount: 15000 }];
    for (const [path, extra] of [['/credit-notes', {}], ['/sales-receipts', { account: { id: bank.Id } }], ['/refunds', { account: { id: bank.Id } }], ['/quotes', { expiry_date: '2026-12-31' }]] as const) {
      const total = path === '/quotes' ? { total: 15000 } : { total_amount: 15000 };
      const id = await created(path, { customer: { id: customer.Id }, line_items: line, ...total, ...extra });
      const read = (await qb.get(`${path}/${id}`)).body.data;
      expect(read.total ?? read.total_amount, path).toBe(15000);
      expect(read.line_items[0], path).toMatchObject({ type: 'sales_item', quantity: 2, unit_price: 7500, total_amount: 15000 });
      const patched = await qb.send('PATCH', `${path}/${id}`, { ...(path === '/credit-notes' ? { note: 'Updated' } : { customer_memo: 'Updated' }), ...total });
      expect(patched.status, `${path} ${patched.text}`).toBe(200);
      expect((await qb.send('DELETE', `${path}/${id}`)).status, path).toBe(200);
      expectErrorEnvelope(await qb.get(`${path}/${id}`), 404, 'EntityNotFoundError');
    }
    expect(ids(await qb.get(`/credit-notes?filter[customer_id]=${customer.Id}&limit=200`)).length).toBe((await qb.platform(`select * from CreditMemo where CustomerRef = '${customer.Id}'`)).length);

    const order = await created('/purchase-orders', { supplier: { id: vendor.Id }, line_items: [{ item: { id: item.Id }, quantity: 3, unit_price: 1000 }] });
    expect((await qb.get(`/purchase-orders/${order}`)).body.data).toMatchObject({ total: 3000, status: 'open' });
    expect((await changed(`/purchase-orders/${order}`, { status: 'closed' })).status).toBe('closed');
    expect(ids(await qb.get(`/purchase-orders?filter[supplier_id]=${vendor.Id}`))).toContain(order);
    const spent = await created('/expenses', { account: { id: bank.Id }, transaction_date: `${daysAgo(18)}T00:00:00.000Z`, payment_type: 'check', supplier: { id: vendor.Id }, line_items: [{ type: 'expense_account', account: { id: expense.Id }, total_amount: 4599 }] });
    expect((await qb.get(`/expenses/${spent}`)).body.data).toMatchObject({ total_amount: 4599, payment_type: 'check', type: 'expense', supplier: { id: vendor.Id }, line_items: [expect.objectContaining({ account_id: expense.Id, total_amount: 4599 })] });
    expect((await qb.send('DELETE', `/expenses/${spent}`)).status).toBe(200);
  });

  it('uploads, lists, downloads and deletes attachments of a document', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0d, 0x0a, 0x80]);
    const uploaded = await fetch(`${qb.svc.url}/accounting/attachments/invoice/2`, {
      method: 'POST',
      headers: { ...qb.headers(), 'content-type': 'application/pdf', 'x-svc-metadata': JSON.stringify({ name: 'receipt.pdf', description: 'Signed copy' }) },
      body: bytes,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const id = ((await uploaded.json()) as Json).data.id as string;
    expect((await qb.get('/attachments/invoice/2')).body.data).toEqual([expect.objectContaining({ id, name: 'receipt.pdf', mime_type: 'application/pdf', size: bytes.length, description: 'Signed copy', reference: { type: 'invoice', id: '2' } })]);
    const download = await fetch(`${qb.svc.url}/accounting/attachments/invoice/2/${id}/download`, { headers: qb.headers() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    expectErrorEnvelope(await qb.get(`/attachments/bill/2/${id}`), 404, 'EntityNotFoundError');
    expect((await qb.send('DELETE', `/attachments/invoice/2/${id}`)).status).toBe(200);
    expect((await qb.get('/attachments/invoice/2')).body.data).toEqual([]);
  });

  it('refuses what QuickBooks cannot do, and takes x-svc-company-id for its one realm', async () => {
    expectErrorEnvelope(await qb.send('POST', '/tax-rates', { name: 'New' }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await qb.get('/payments?filter[invoice_id]=1'), 400, 'UnsupportedFiltersError');
    expect((await qb.get('/company-info', { 'x-svc-company-id': DEMO.id })).body.data.id).toBe(DEMO.id);
    const other = await qb.get('/company-info', { 'x-svc-company-id': OTHER.id });
    expect(other.status).toBe(404);
    expect(other.body.type_name).toBe('EntityNotFoundError');
  });
});
