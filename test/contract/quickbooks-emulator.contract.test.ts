/**
 * The QuickBooks emulator's answers against Intuit's own data model (the
 * XSDs, test/contract/quickbooks/xsd-schema.ts): for every entity it serves,
 * a query and a read by id, a create, an update and a delete or void where
 * the entity has them, an upload, and every kind of Fault. Each answer must
 * be an IntuitResponse of the model, with no property the model lacks; each
 * request body the test sends is checked as well, so the examples here are
 * valid QuickBooks requests.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { QUICKBOOKS_DEMO_REALM as DEMO, quickbooksEmulator } from '../../src/sandbox/quickbooks/index.js';
import { downstreamSpecsDir, missingSpecsNote } from './downstream-specs.js';
import { quickbooksContract } from './quickbooks/check-exchanges.js';
import { loadXsdModel } from './quickbooks/xsd-schema.js';

type Json = Record<string, any>;
const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const REPORTS = ['TrialBalance', 'BalanceSheet', 'ProfitAndLoss', 'AgedReceivableDetail', 'AgedPayableDetail'];
const ENTITIES = ['CompanyInfo', 'Account', 'Term', 'PaymentMethod', 'Class', 'Department', 'TaxRate', 'TaxCode', 'Item', 'Customer', 'Vendor', 'Employee',
  'Invoice', 'CreditMemo', 'SalesReceipt', 'RefundReceipt', 'Estimate', 'Payment', 'Bill', 'Purchase', 'PurchaseOrder', 'BillPayment', 'JournalEntry', 'Attachable'];

describe.skipIf(!specs)('QuickBooks emulator ↔ Intuit\'s XSD data model', () => {
  let emulator: KitEmulatorHandle;
  const api = async (route: string, body?: unknown, init: { contentType?: string; raw?: RequestInit['body'] } = {}) => {
    const response = await fetch(`${emulator.url}/v3/company/${DEMO.id}${route}`, {
      method: body !== undefined || init.raw ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.contentType ? { 'content-type': init.contentType } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : init.raw ? { body: init.raw } : {}),
    });
    const text = await response.text();
    return (text.startsWith('{') ? JSON.parse(text) : {}) as Json;
  };
  const first = async (entity: string, where = '') => (await api(`/query?query=${encodeURIComponent(`select * from ${entity} ${where} maxresults 3`)}`)).QueryResponse[entity]?.[0] as Json;

  beforeAll(async () => {
    emulator = await quickbooksEmulator.start({ record: true });
    for (const entity of ENTITIES) {
      const record = await first(entity);
      if (record) await api(`/${entity.toLowerCase()}/${record.Id}?minorversion=75`);
    }
    const customer = await first('Customer');
    const vendor = await first('Vendor');
    const item = await first('Item', 'where Type = \'Service\'');
    const bank = await first('Account', 'where AccountType = \'Bank\'');
    const expense = await first('Account', 'where AccountType = \'Expense\'');
    const line = { DetailType: 'SalesItemLineDetail', Amount: 100, Description: 'Work', SalesItemLineDetail: { ItemRef: { value: item.Id }, Qty: 2, UnitPrice: 50, TaxCodeRef: { value: 'NON' } } };
    const invoice = (await api('/invoice?requestid=contract-1', { CustomerRef: { value: customer.Id }, Line: [line], CustomerMemo: { value: 'Thanks' } })).Invoice;
    await api('/invoice', { Id: invoice.Id, SyncToken: invoice.SyncToken, sparse: true, DueDate: '2030-01-01' });
    const payment = (await api('/payment', { CustomerRef: { value: customer.Id }, TotalAmt: 40, Line: [{ Amount: 40, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] })).Payment;
    await api('/payment?operation=update&include=void', { Id: payment.Id, SyncToken: payment.SyncToken });
    const voidable = (await api('/invoice', { CustomerRef: { value: customer.Id }, Line: [line] })).Invoice;
    await api('/invoice?operation=void', { Id: voidable.Id, SyncToken: voidable.SyncToken });
    await api('/invoice?operation=delete', { Id: voidable.Id, SyncToken: String(Number(voidable.SyncToken) + 1) });
    for (const form of ['creditmemo', 'salesreceipt', 'estimate']) await api(`/${form}`, { CustomerRef: { value: customer.Id }, Line: [line] });
    await api('/refundreceipt', { CustomerRef: { value: customer.Id }, Line: [line], DepositToAccountRef: { value: bank.Id } });
    const expenseLine = { DetailType: 'AccountBasedExpenseLineDetail', Amount: 12.5, AccountBasedExpenseLineDetail: { AccountRef: { value: expense.Id } } };
    const bill = (await api('/bill', { VendorRef: { value: vendor.Id }, Line: [expenseLine] })).Bill;
    await api('/billpayment', { VendorRef: { value: vendor.Id }, PayType: 'Check', CheckPayment: { BankAccountRef: { value: bank.Id } }, TotalAmt: 12.5, Line: [{ Amount: 12.5, LinkedTxn: [{ TxnId: bill.Id, TxnType: 'Bill' }] }] });
    await api('/purchase', { PaymentType: 'Check', AccountRef: { value: bank.Id }, Line: [expenseLine] });
    await api('/purchaseorder', { VendorRef: { value: vendor.Id }, Line: [{ DetailType: 'ItemBasedExpenseLineDetail', ItemBasedExpenseLineDetail: { ItemRef: { value: item.Id }, Qty: 1, UnitPrice: 3 } }] });
    await api('/journalentry', { Line: [{ DetailType: 'JournalEntryLineDetail', Amount: 5, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: { value: expense.Id } } }, { DetailType: 'JournalEntryLineDetail', Amount: 5, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: { value: bank.Id } } }] });
    await api('/customer', { DisplayName: 'Contract Customer', PrimaryEmailAddr: { Address: 'contract@example.com' }, BillAddr: { Line1: '1 Main St', City: 'Springfield' } });
    await api('/vendor', { DisplayName: 'Contract Vendor' });
    await api('/item', { Name: 'Contract Service', Type: 'Service', IncomeAccountRef: { value: (await first('Account', 'where AccountType = \'Income\'')).Id } });
    await api('/account', { Name: 'Contract Expense', AccountType: 'Expense' });
    await api('/class', { Name: 'Contract Class' });
    await api('/department', { Name: 'Contract Department' });
    await api('/employee', { GivenName: 'Contract', FamilyName: 'Person' });
    await api('/attachable', { Note: 'A note', AttachableRef: [{ EntityRef: { type: 'Invoice', value: invoice.Id } }] });
    const form = new FormData();
    form.append('file_metadata_01', new Blob([JSON.stringify({ FileName: 'receipt.txt', ContentType: 'text/plain', AttachableRef: [{ EntityRef: { type: 'Invoice', value: invoice.Id } }] })], { type: 'application/json' }), 'metadata.json');
    form.append('file_content_01', new Blob(['paid in full'], { type: 'text/plain' }), 'receipt.txt');
    await api('/upload', undefined, { raw: form });
    // Reports, with the parameters of Intuit's report pages.
    await api('/preferences');
    for (const report of REPORTS) await api(`/reports/${report}?minorversion=75`);
    await api('/reports/TrialBalance?end_date=2025-12-31&accounting_method=Accrual');
    await api('/reports/BalanceSheet?start_date=2026-01-01&end_date=2026-03-31');
    await api(`/reports/ProfitAndLoss?date_macro=${encodeURIComponent('Last Fiscal Year')}&customer=${customer.Id}&department=1`);
    await api(`/reports/AgedReceivableDetail?report_date=2026-06-30&aging_period=15&num_periods=6&customer=${customer.Id}`);
    await api(`/reports/AgedPayableDetail?vendor=${vendor.Id}`);
    await api('/reports/TrialBalance?accounting_method=Cash');
    await api('/reports/ProfitAndLoss?accounting_method=Cash');
    await api('/reports/TrialBalance?accounting_method=Modified');
    await api('/reports/ProfitAndLoss?end_date=2026-13-01');
    // Faults of every kind.
    await api('/invoice/999999');
    await api(`/query?query=${encodeURIComponent('select * from Invoice where Id = \'1\' OR Id = \'2\'')}`);
    await api(`/query?query=${encodeURIComponent('select * from Invoice where Nope = \'1\'')}`);
    await api(`/query?query=${encodeURIComponent('select count(*) from Invoice')}`);
    await api(`/query?query=${encodeURIComponent('select * from Invoice where Id = \'999999\'')}`);
    await api('/invoice', { Id: invoice.Id, SyncToken: '0', sparse: true, PrivateNote: 'stale' });
    emulator.failNext('rate_limit');
    await api('/invoice/1');
    emulator.failNext('unauthorized');
    await api('/invoice/1');
    emulator.failNext('server_error');
    await api('/invoice/1');
  });
  afterAll(() => emulator.close());

  it('answers with Intuit\'s types, for every entity, and takes only Intuit\'s request bodies', () => {
    const contract = quickbooksContract(loadXsdModel(path.join(specs as string, 'quickbooks', 'xsd')));
    expect(contract.checkAll(emulator.exchanges).join('\n')).toBe('');
    for (const entity of ENTITIES) expect(contract.validated.responses, entity).toContain(entity);
    expect(contract.validated.responses).toContain('Fault');
    expect(contract.validated.responses).toContain('Preferences');
    for (const report of REPORTS) expect(contract.validated.responses, report).toContain(`Report(${report})`);
    expect(contract.validated.responses).toContain('AttachableResponse');
    expect(contract.validated.requests.size).toBeGreaterThanOrEqual(18);
  });

  it('would catch a property, a type or a value the model does not have', () => {
    const contract = quickbooksContract(loadXsdModel(path.join(specs as string, 'quickbooks', 'xsd')));
    const read = emulator.exchanges.find((exchange) => exchange.method === 'GET' && exchange.path.includes('/invoice/') && exchange.status === 200)!;
    const answer = JSON.parse(read.responseBody) as Json;
    const altered = (change: (invoice: Json) => void) => {
      const copy = structuredClone(answer);
      change(copy.Invoice);
      return contract.check({ ...read, responseBody: JSON.stringify(copy) }).join('\n');
    };
    expect(altered(() => undefined)).toBe('');
    expect(altered((invoice) => { invoice.Colour = 'red'; })).toMatch(/Colour/);
    expect(altered((invoice) => { invoice.TotalAmt = '12.50'; })).toMatch(/TotalAmt must be number/);
    expect(altered((invoice) => { invoice.Line[0].DetailType = 'ItemLine'; })).toMatch(/DetailType must be equal to one of the allowed values/);
    expect(altered((invoice) => { invoice.CustomerRef.id = '1'; })).toMatch(/CustomerRef/);
    expect(altered((invoice) => { invoice.TxnDate = '2024-13'; })).toMatch(/TxnDate must match pattern/);
    const report = emulator.exchanges.find((exchange) => exchange.path.endsWith('/reports/ProfitAndLoss') && exchange.status === 200)!;
    const alteredReport = (change: (body: Json) => void) => {
      const copy = JSON.parse(report.responseBody) as Json;
      change(copy);
      return contract.check({ ...report, responseBody: JSON.stringify(copy) }).join('\n');
    };
    expect(alteredReport(() => undefined)).toBe('');
    expect(alteredReport((body) => { body.Rows.Row[0].type = 'Group'; })).toMatch(/type must be equal to one of the allowed values/);
    expect(alteredReport((body) => { body.Rows.Row[0].Summary.ColData[1].amount = 1; })).toMatch(/amount/);
    expect(alteredReport((body) => { body.Rows = [body.Rows]; })).toMatch(/Rows must be object/);
    const write = emulator.exchanges.find((exchange) => exchange.method === 'POST' && exchange.path.endsWith('/invoice') && exchange.status === 200)!;
    expect(contract.check({ ...write, requestBody: JSON.stringify({ ...JSON.parse(write.requestBody), Customer: { value: '1' } }) }).join('\n')).toMatch(/request body .*Customer/);
  });
});
