/**
 * The QuickBooks connector and emulator against Intuit's own data model (the
 * XSDs; test/contract/quickbooks/): every request the service sends while
 * serving the unified Accounting API (reads, queries, creates, sparse
 * updates, voids and deletes of every resource it implements) and every
 * answer the emulator gives it, including Faults, must be valid QuickBooks
 * JSON: request bodies of the entity their URL names, answers
 * IntuitResponses, paths and query parameters from Intuit's reference.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuickBooks, type Json, type QuickBooksFixture } from '../connectors/quickbooks/fixture.js';
import { downstreamSpecsDir, missingSpecsNote } from './downstream-specs.js';
import { quickbooksContract } from './quickbooks/check-exchanges.js';
import { loadXsdModel } from './quickbooks/xsd-schema.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const READS = ['/invoices', '/bills', '/customers', '/suppliers', '/ledger-accounts', '/tax-rates', '/payments', '/journal-entries', '/invoice-items', '/credit-notes', '/bill-payments',
  '/purchase-orders', '/quotes', '/sales-receipts', '/refunds', '/expenses', '/tracking-categories', '/departments', '/employees'];

describe.skipIf(!specs)('QuickBooks connector ↔ emulator ↔ Intuit\'s XSD data model', () => {
  let qb: QuickBooksFixture;

  beforeAll(async () => {
    qb = await startQuickBooks();
    for (const list of READS) {
      const page = await qb.get(`${list}?limit=3&filter[updated_since]=2000-01-01T00:00:00.000Z`).then((answer) => (answer.status === 200 ? answer : qb.get(`${list}?limit=3`)));
      const first = (page.body.data as Json[])[0];
      if (first) await qb.get(`${list}/${first.id}`);
    }
    await qb.get('/company-info');
    await qb.get('/companies');
    await qb.get('/attachments/invoice/1');
    const first = async (query: string) => (await qb.platform(`${query} maxresults 1`))[0] as Json;
    const customer = await first('select * from Customer where CurrencyRef = \'KWD\'');
    const vendor = await first('select * from Vendor where CurrencyRef = \'USD\'');
    const item = await first('select * from Item where Name = \'Design\'');
    const bank = await first('select * from Account where AccountType = \'Bank\'');
    const expense = await first('select * from Account where AccountType = \'Expense\'');
    const line = [{ item: { id: item.Id }, quantity: 2, unit_price: 1500, total_amount: 3000, tax_rate: { id: 'NON' } }];
    const invoice = await qb.send('POST', '/invoices', { customer: { id: customer.Id }, line_items: line, customer_memo: 'Thanks', billing_address: { line1: '1 Gulf Road', city: 'Kuwait City' } }, { 'idempotency-key': 'contract-invoice' });
    await qb.send('PATCH', `/invoices/${invoice.body.data.id}`, { due_date: '2030-01-01' });
    const payment = await qb.send('POST', '/payments', { customer: { id: customer.Id }, total_amount: 1000, transaction_date: '2026-01-01T00:00:00.000Z', allocations: [{ id: invoice.body.data.id, type: 'invoice', amount: 1000 }] });
    await qb.send('PATCH', `/payments/${payment.body.data.id}`, { status: 'voided', total_amount: 1000, transaction_date: '2026-01-01T00:00:00.000Z' });
    await qb.send('PATCH', `/invoices/${invoice.body.data.id}`, { status: 'voided' });
    await qb.send('DELETE', `/invoices/${invoice.body.data.id}`);
    await qb.send('POST', '/customers', { display_name: 'Contract Gardens', emails: [{ email: 'c@example.com' }], phone_numbers: [{ number: '555-0100' }], addresses: [{ type: 'billing', line1: '2 Elm St' }], currency: 'USD' });
    const vendorId = (await qb.send('POST', '/suppliers', { display_name: 'Contract Supply' })).body.data.id;
    await qb.send('DELETE', `/suppliers/${vendorId}`);
    await qb.send('POST', '/ledger-accounts', { name: 'Contract Account', type: 'expense', code: '6999' });
    await qb.send('POST', '/invoice-items', { name: 'Contract Item', type: 'service', unit_price: 1000, income_account: { id: (await first('select * from Account where AccountType = \'Income\'')).Id } });
    await qb.send('POST', '/tracking-categories', { name: 'Contract Class' });
    await qb.send('POST', '/departments', { name: 'Contract Department' });
    await qb.send('POST', '/employees', { first_name: 'Con', last_name: 'Tract' });
    const bill = await qb.send('POST', '/bills', { supplier: { id: vendor.Id }, line_items: [{ type: 'expense_account', ledger_account: { id: expense.Id }, total_amount: 2500 }, { type: 'expense_item', item: { id: item.Id }, quantity: 1, unit_price: 500, total_amount: 500 }] });
    await qb.send('POST', '/bill-payments', { supplier: { id: vendor.Id }, account: { id: bank.Id }, total_amount: 3000, transaction_date: '2026-01-02T00:00:00.000Z', allocations: [{ id: bill.body.data.id, type: 'bill' }] });
    await qb.send('POST', '/journal-entries', { number: 'C-1', line_items: [{ type: 'debit', total_amount: 100, ledger_account: { id: expense.Id }, customer: { id: customer.Id } }, { type: 'credit', total_amount: -100, ledger_account: { id: bank.Id } }] });
    const usd = await first('select * from Customer where CurrencyRef = \'USD\'');
    await qb.send('POST', '/credit-notes', { customer: { id: usd.Id }, total_amount: 3000, line_items: line });
    await qb.send('POST', '/sales-receipts', { customer: { id: usd.Id }, total_amount: 3000, line_items: line, account: { id: bank.Id } });
    await qb.send('POST', '/refunds', { customer: { id: usd.Id }, total_amount: 3000, line_items: line, account: { id: bank.Id } });
    await qb.send('POST', '/quotes', { customer: { id: usd.Id }, total: 3000, line_items: line, expiry_date: '2030-01-01' });
    await qb.send('POST', '/purchase-orders', { supplier: { id: vendor.Id }, line_items: [{ item: { id: item.Id }, quantity: 1, unit_price: 200 }] });
    await qb.send('POST', '/expenses', { account: { id: bank.Id }, transaction_date: '2026-01-03T00:00:00.000Z', line_items: [{ type: 'expense_account', account: { id: expense.Id }, total_amount: 750 }] });
    await fetch(`${qb.svc.url}/accounting/attachments/bill/${bill.body.data.id}`, { method: 'POST', headers: { ...qb.headers(), 'content-type': 'text/plain', 'x-svc-metadata': JSON.stringify({ name: 'note.txt' }) }, body: 'paid' });
    await qb.get('/invoices/999999');
    qb.emulator.failNext('rate_limit', 5);
    await qb.get('/invoices?limit=1');
  });
  afterAll(() => qb?.close());

  it('sends and receives only what Intuit\'s data model allows', () => {
    const contract = quickbooksContract(loadXsdModel(path.join(specs as string, 'quickbooks', 'xsd')));
    expect(contract.checkAll(qb.emulator.exchanges).join('\n')).toBe('');
    for (const entity of ['Invoice', 'Payment', 'Customer', 'Vendor', 'Account', 'Item', 'Class', 'Department', 'Employee', 'Bill', 'BillPayment', 'JournalEntry', 'CreditMemo', 'SalesReceipt', 'RefundReceipt', 'Estimate', 'PurchaseOrder', 'Purchase']) {
      expect(contract.validated.requests, entity).toContain(entity);
    }
    expect(contract.validated.responses).toContain('Fault');
    expect(contract.validated.responses).toContain('AttachableResponse');
    const sent = qb.emulator.exchanges.filter((exchange) => exchange.requestHeaders['user-agent'] === 'unified-integration-api');
    expect(sent.length).toBeGreaterThan(50);
    expect(sent.filter((exchange) => exchange.query.get('minorversion') !== '75').map((exchange) => exchange.path)).toEqual([]);
  });
});
