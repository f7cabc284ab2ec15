/**
 * The Xero connector and the Xero emulator, checked against Xero's own
 * descriptions in the shared folder: every Accounting API request the
 * connector sends through the service, and every answer the emulator gives
 * (errors included), against xero_accounting.yaml; the identity API's
 * /connections against xero-identity.yaml. Each unified resource the
 * connector serves is driven through its operations, so every Xero
 * operation it uses is exchanged at least once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';
import { XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, XERO_JPY_ORGANISATION as JPY, xeroEmulator } from '../../src/sandbox/xero/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

type Json = Record<string, any>;

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const isIdentity = (exchange: RecordedExchange) => /^\/connections/i.test(exchange.path);

describe.skipIf(!specs)('Xero connector ↔ emulator ↔ xero_accounting.yaml and xero-identity.yaml', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [xeroEmulator], record: true });
    emulator = svc.emulators.xero as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('c1', 'accounting', 'xero', { manual_access_token: USER.sandboxAccessToken, tenant_id: DEMO.id });
    const headers = tenant.headers('c1');
    const api = (path: string) => (path.startsWith('http') ? path : `${svc.url}/accounting${path}`);
    const get = (path: string, extra: Record<string, string> = {}) => call(api(path), { headers: { ...headers, ...extra } });
    const send = async (method: string, path: string, json?: unknown, extra: Record<string, string> = {}) => {
      const answer = await call(api(path), { method, headers: { ...headers, ...extra }, json });
      if (answer.status >= 500) throw new Error(`${method} ${path}: ${answer.text}`);
      return answer;
    };
    const kit = emulator.kit;
    const contact = (name: string) => String(kit.records('contacts', DEMO.id).find((entry) => entry.Name === name)!.id);
    const customer = contact('Ridgeway Bakery');
    const supplier = contact('Coastline Paper Co.');
    const bank = String(kit.records('accounts', DEMO.id).find((entry) => entry.Code === '090')!.id);
    const line = (code: string, amount: number) => ({ description: 'Goods', quantity: 2, unit_price: amount, ledger_account: { id: '', code }, tax_rate: { id: 'NONE' } });

    // Lists, with filters and sort, and their next pages.
    for (const path of [
      '/invoices?limit=5&sort[by]=updated_at&sort[direction]=desc', `/invoices?filter[customer_id]=${customer}&filter[number]=INV-0001`, '/invoices?filter[updated_since]=2020-01-01T00:00:00.000Z',
      '/bills?limit=3&filter[status]=unpaid&filter[billed_since]=2020-01-01&filter[due_since]=2020-01-01', '/customers?limit=3&filter[email]=nobody%40example.com', '/customers?filter[display_name]=Ridgeway%20Bakery',
      '/suppliers?limit=3&filter[company_name]=Coastline%20Paper%20Co.', '/ledger-accounts?filter[classification]=asset&filter[status]=active&sort[by]=updated_at', '/tax-rates?filter[status]=active',
      `/payments?limit=2&filter[customer_id]=${customer}&filter[type]=accounts_receivable`, `/bill-payments?filter[supplier_id]=${supplier}`, '/journal-entries?filter[status]=posted',
      '/invoice-items?filter[transaction_type]=sale&filter[updated_since]=2020-01-01T00:00:00.000Z', '/credit-notes?limit=2&filter[number]=CN-0001', '/general-ledger-transactions?limit=3&filter[source_type]=invoice',
      '/purchase-orders?limit=2&filter[updated_since]=2020-01-01T00:00:00.000Z', `/quotes?filter[customer_id]=${customer}&filter[number]=QU-0001`, '/sales-receipts?limit=1', '/expenses?filter[status]=posted',
      '/bank-accounts?filter[account_type]=checking&filter[status]=active', '/quotes?limit=1', '/tracking-categories', '/companies', '/company-info',
      // Reports (each computed by the emulator from its ledger) and the fiscal periods read from the organisation.
      '/trial-balance', '/balance-sheet?filter[period_count]=3&filter[period_type]=quarter', '/profit-and-loss?filter[start_date]=2024-01-01', '/aged-debtors',
      '/aged-creditors?filter[period_count]=2', '/fiscal-periods?filter[fiscalyear]=2023',
    ]) {
      const page = await get(path);
      expect(page.status, `${path}: ${page.text}`).toBe(200);
      if (page.body.links?.next) expect((await get(page.body.links.next)).status).toBe(200);
    }
    await get('/company-info', { 'x-svc-company-id': JPY.id });

    // Every write the connector makes.
    const invoice = (await send('POST', '/invoices', { customer: { id: customer }, status: 'authorised', due_date: '2024-12-31', line_items: [line('200', 5000)] }, { 'idempotency-key': 'contract-invoice' })).body.data.id;
    await send('PATCH', `/invoices/${invoice}`, { reference: 'Contract' }, { 'idempotency-key': 'contract-invoice-update' });
    await get(`/invoices/${invoice}`);
    const payment = (await send('POST', '/payments', { total_amount: 1000, transaction_date: '2024-06-01T00:00:00.000Z', account: { id: bank }, allocations: [{ id: invoice, type: 'invoice' }] })).body.data.id;
    await get(`/payments/${payment}`);
    await send('DELETE', `/payments/${payment}`);
    const note = (await send('POST', '/credit-notes', { customer: { id: customer }, total_amount: 500, status: 'authorised', currency: 'USD', account: { id: '', code: '200' }, allocations: [{ id: invoice, type: 'invoice', amount: 500 }] })).body.data.id;
    await send('PATCH', `/credit-notes/${note}`, { reference: 'Contract credit', total_amount: 500 });
    await send('DELETE', `/invoices/${invoice}`);
    const bill = (await send('POST', '/bills', { supplier: { id: supplier }, status: 'authorised', due_date: '2024-12-31', line_items: [line('310', 2500)] })).body.data.id;
    await send('PATCH', `/bills/${bill}`, { due_date: '2025-01-15' });
    const billPayment = (await send('POST', '/bill-payments', { total_amount: 5000, transaction_date: '2024-06-02T00:00:00.000Z', account: { code: '090' }, allocations: [{ id: bill, type: 'bill' }] })).body.data.id;
    await get(`/bill-payments/${billPayment}`);
    const draft = (await send('POST', '/bills', { supplier: { id: supplier }, line_items: [line('310', 100)] })).body.data.id;
    await send('DELETE', `/bills/${draft}`);

    const person = (await send('POST', '/customers', { display_name: 'Contract Customer Ltd', emails: [{ email: 'c@contract.example' }], phone_numbers: [{ number: '5550100', type: 'primary' }], addresses: [{ type: 'primary', line1: '1 Main St', city: 'Portland' }] })).body.data.id;
    await send('PATCH', `/customers/${person}`, { first_name: 'Contract' });
    await send('DELETE', `/customers/${person}`);
    await send('POST', '/suppliers', { company_name: 'Contract Supplier Ltd' });
    await get(`/suppliers/${supplier}`);

    const account = (await send('POST', '/ledger-accounts', { code: '456', name: 'Contract expenses', type: 'expense' })).body.data.id;
    await send('PATCH', `/ledger-accounts/${account}`, { description: 'For the contract test' });
    await get(`/ledger-accounts/${account}`);
    await send('DELETE', `/ledger-accounts/${account}`);
    const card = (await send('POST', '/bank-accounts', { name: 'Contract card', account_number: '4000', account_type: 'credit_card', display_id: '095' })).body.data.id;
    await send('PATCH', `/bank-accounts/${card}`, { name: 'Contract card (renamed)' });
    await get(`/bank-accounts/${card}`);
    await send('DELETE', `/bank-accounts/${card}`);
    const rate = (await send('POST', '/tax-rates', { name: 'Contract tax', components: [{ name: 'State', rate: 5, compound: false }] })).body.data.id;
    await get(`/tax-rates/${rate}`);
    await send('PATCH', `/tax-rates/${rate}`, { name: 'Contract tax 2' });
    await send('DELETE', `/tax-rates/${rate}`);
    const item = (await send('POST', '/invoice-items', { code: 'CONTRACT-1', name: 'Contract item', unit_price: 999, income_account: { code: '200' } })).body.data.id;
    await get(`/invoice-items/${item}`);
    await send('PATCH', `/invoice-items/${item}`, { name: 'Contract item 2' });
    await send('DELETE', `/invoice-items/${item}`);

    const journal = (await send('POST', '/journal-entries', { title: 'Contract journal', line_items: [{ type: 'debit', total_amount: 700, ledger_account: { id: '', code: '429' } }, { type: 'credit', total_amount: 700, ledger_account: { id: '', code: '090' } }] }, { 'idempotency-key': 'contract-journal' })).body.data.id;
    await get(`/journal-entries/${journal}`);
    await send('PATCH', `/journal-entries/${journal}`, { memo: 'unchanged lines' });
    await send('DELETE', `/journal-entries/${journal}`);
    const ledger = await get('/general-ledger-transactions?limit=1');
    await get(`/general-ledger-transactions/${ledger.body.data[0].id}`);

    const order = (await send('POST', '/purchase-orders', { supplier: { id: supplier }, line_items: [line('310', 300)] })).body.data.id;
    await send('PATCH', `/purchase-orders/${order}`, { status: 'open' });
    await get(`/purchase-orders/${order}`);
    await send('DELETE', `/purchase-orders/${order}`);
    const quote = (await send('POST', '/quotes', { customer: { id: customer }, line_items: [line('200', 300)] })).body.data.id;
    await send('PATCH', `/quotes/${quote}`, { status: 'sent' });
    await get(`/quotes/${quote}`);
    await send('DELETE', `/quotes/${quote}`);
    const receipt = (await send('POST', '/sales-receipts', { customer: { id: customer }, total_amount: 1500, account: { id: bank }, line_items: [line('200', 750)] })).body.data.id;
    await send('PATCH', `/sales-receipts/${receipt}`, { reference: 'Contract receipt', total_amount: 1500 });
    await get(`/sales-receipts/${receipt}`);
    await send('DELETE', `/sales-receipts/${receipt}`);
    const expense = (await send('POST', '/expenses', { supplier_id: supplier, transaction_date: '2024-06-03T00:00:00.000Z', account_id: bank, line_items: [{ total_amount: 1234, account: { id: '', code: '429' } }] })).body.data.id;
    await send('PATCH', `/expenses/${expense}`, { transaction_date: '2024-06-04T00:00:00.000Z', line_items: [{ total_amount: 1234, account: { id: '', code: '429' } }] });
    await send('DELETE', `/expenses/${expense}`);

    // Expense reports: claims and their receipts, through a create, a rewrite of a submitted claim's receipts, approval and payment.
    await get('/expense-reports?limit=2&filter[status]=approved&filter[updated_since]=2020-01-01T00:00:00.000Z');
    const claimant = String(kit.records('users', DEMO.id).find((entry) => entry.OrganisationRole === 'STANDARD')!.id);
    await get(`/expense-reports?filter[employee_id]=${claimant}`);
    const claim = (await send('POST', '/expense-reports', { employee: { id: claimant }, transaction_date: '2024-06-05T00:00:00.000Z', reference: 'Contract trip', line_items: [{ description: 'Taxi', amount: 2500, account: { id: '', code: '493' } }, { description: 'Lunch', amount: 1800, account: { id: '', code: '420' }, transaction_date: '2024-06-06' }] })).body.data.id;
    const claimed = (await get(`/expense-reports/${claim}`)).body.data;
    await send('PATCH', `/expense-reports/${claim}`, { employee: { id: claimant }, transaction_date: claimed.transaction_date, line_items: [{ ...claimed.line_items[0], amount: 2600, total_amount: null, tax_amount: null }] });
    await send('PATCH', `/expense-reports/${claim}`, { employee: { id: claimant }, transaction_date: claimed.transaction_date, line_items: (await get(`/expense-reports/${claim}`)).body.data.line_items, status: 'reimbursed' });

    const category = (await get('/tracking-categories')).body.data.find((entry: Json) => entry.name === 'Region');
    const option = (await send('POST', '/tracking-categories', { name: 'Contract option', parent_id: category.id })).body.data.id;
    await send('PATCH', `/tracking-categories/${option}`, { name: 'Contract option 2' });
    await send('PATCH', `/tracking-categories/${category.id}`, { name: 'Regions' });
    await send('DELETE', `/tracking-categories/${option}`);

    const upload = await fetch(api(`/attachments/invoice/${kit.records('invoices', DEMO.id)[0]!.id}`), {
      method: 'POST', headers: { ...headers, 'content-type': 'text/plain', 'x-svc-metadata': JSON.stringify({ name: 'note.txt' }) }, body: 'contract',
    });
    const file = ((await upload.json()) as Json).data.id;
    await get(`/attachments/invoice/${kit.records('invoices', DEMO.id)[0]!.id}/${file}`);
    await fetch(api(`/attachments/invoice/${kit.records('invoices', DEMO.id)[0]!.id}/${file}/download`), { headers });

    // Errors: an unknown record, a refusal, a rate limit, a rejected token.
    await get('/invoices/00000000-0000-4000-8000-000000000000');
    await send('POST', '/invoices', { customer: { id: customer }, status: 'authorised', line_items: [line('999', 100)] });
    emulator.failNext('rate_limit');
    await send('POST', '/invoices', { customer: { id: customer }, currency: 'USD', line_items: [] });
    emulator.failNext('unauthorized');
    await get('/invoices?limit=1');
  }, 120_000);
  afterAll(() => svc.close());

  it('exchanged every Xero operation the connector uses', () => {
    const seen = new Set(emulator.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '{id}').replace(/\/TAX\d{3}$/, '/{TaxType}').replace(/\/\d+$/, '/{n}')}`));
    for (const expected of [
      'GET /api.xro/2.0/Invoices', 'PUT /api.xro/2.0/Invoices', 'GET /api.xro/2.0/Invoices/{id}', 'POST /api.xro/2.0/Invoices/{id}', 'GET /api.xro/2.0/Contacts', 'PUT /api.xro/2.0/Contacts',
      'POST /api.xro/2.0/Contacts/{id}', 'GET /api.xro/2.0/Accounts', 'PUT /api.xro/2.0/Accounts', 'POST /api.xro/2.0/Accounts/{id}', 'DELETE /api.xro/2.0/Accounts/{id}', 'GET /api.xro/2.0/TaxRates',
      'PUT /api.xro/2.0/TaxRates', 'POST /api.xro/2.0/TaxRates', 'GET /api.xro/2.0/TaxRates/{TaxType}', 'GET /api.xro/2.0/Payments', 'PUT /api.xro/2.0/Payments', 'POST /api.xro/2.0/Payments/{id}',
      'GET /api.xro/2.0/ManualJournals', 'PUT /api.xro/2.0/ManualJournals', 'POST /api.xro/2.0/ManualJournals/{id}', 'GET /api.xro/2.0/Journals', 'GET /api.xro/2.0/Journals/{id}', 'GET /api.xro/2.0/Items',
      'PUT /api.xro/2.0/Items', 'POST /api.xro/2.0/Items/{id}', 'DELETE /api.xro/2.0/Items/{id}', 'GET /api.xro/2.0/CreditNotes', 'PUT /api.xro/2.0/CreditNotes', 'PUT /api.xro/2.0/CreditNotes/{id}/Allocations',
      'GET /api.xro/2.0/PurchaseOrders', 'PUT /api.xro/2.0/PurchaseOrders', 'POST /api.xro/2.0/PurchaseOrders/{id}', 'GET /api.xro/2.0/Quotes', 'PUT /api.xro/2.0/Quotes', 'POST /api.xro/2.0/Quotes/{id}',
      'GET /api.xro/2.0/BankTransactions', 'PUT /api.xro/2.0/BankTransactions', 'POST /api.xro/2.0/BankTransactions/{id}', 'GET /api.xro/2.0/TrackingCategories', 'PUT /api.xro/2.0/TrackingCategories/{id}/Options',
      'POST /api.xro/2.0/TrackingCategories/{id}/Options/{id}', 'DELETE /api.xro/2.0/TrackingCategories/{id}/Options/{id}', 'POST /api.xro/2.0/TrackingCategories/{id}', 'GET /api.xro/2.0/Organisation',
      'GET /api.xro/2.0/Invoices/{id}/Attachments', 'PUT /api.xro/2.0/Invoices/{id}/Attachments/note.txt', 'GET /api.xro/2.0/Invoices/{id}/Attachments/{id}', 'GET /Connections',
      'GET /api.xro/2.0/Reports/TrialBalance', 'GET /api.xro/2.0/Reports/BalanceSheet', 'GET /api.xro/2.0/Reports/ProfitAndLoss',
      'GET /api.xro/2.0/Reports/AgedReceivablesByContact', 'GET /api.xro/2.0/Reports/AgedPayablesByContact',
      'GET /api.xro/2.0/ExpenseClaims', 'PUT /api.xro/2.0/ExpenseClaims', 'GET /api.xro/2.0/ExpenseClaims/{id}', 'POST /api.xro/2.0/ExpenseClaims/{id}', 'PUT /api.xro/2.0/Receipts',
      'POST /api.xro/2.0/Receipts/{id}', 'GET /api.xro/2.0/Users/{id}',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every Accounting API exchange conforms to xero_accounting.yaml', async () => {
    const contract = await loadContract('xero', 'xero_accounting.yaml');
    expect(formatViolations(contract.checkAll(emulator.exchanges.filter((exchange) => !isIdentity(exchange))))).toBe('');
  });

  it('every identity API exchange conforms to xero-identity.yaml', async () => {
    const contract = await loadContract('xero', 'xero-identity.yaml');
    const identity = emulator.exchanges.filter(isIdentity);
    expect(identity.length).toBeGreaterThan(0);
    expect(formatViolations(contract.checkAll(identity))).toBe('');
  });
});
