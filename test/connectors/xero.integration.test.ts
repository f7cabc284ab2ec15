/**
 * The Xero connector through the service over HTTP, against the Xero
 * emulator: invoices and bills (one Xero entity, each 404 for the other's
 * ids), customers and suppliers (Xero contacts), paging to the end with
 * several page sizes, every declared filter and sort (and the refusal of
 * those not declared), money exact both ways in USD, JPY and KWD, the
 * company chosen with x-svc-company-id, Idempotency-Key passed on to Xero
 * (a retry whose stored answer was lost writes nothing new), and Xero's
 * errors as the unified ones (404, 401, 400, 429 with Retry-After).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, XERO_JPY_ORGANISATION as JPY, XERO_OTHER_ORGANISATION as OTHER } from '../../src/sandbox/xero/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { xeroSuite, type Json } from './xero-fixture.js';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('Xero accounting connector', () => {
  const xero = xeroSuite('xero-consumer');
  const { url, get, send, ok, collect, records } = xero;
  const customerId = () => String(records('contacts').find((contact) => contact.Name === 'Ridgeway Bakery')!.id);
  const supplierId = () => String(records('contacts').find((contact) => contact.Name === 'Coastline Paper Co.')!.id);
  const invoicesOf = (type: string, account = DEMO.id) => records('invoices', account).filter((invoice) => invoice.Type === type && invoice.Status !== 'DELETED');

  beforeEach(() => xero.emulator.kit.reset());

  it('pages invoices, bills, customers, suppliers and ledger accounts to the end with several page sizes', async () => {
    const expected: Array<[string, string[]]> = [
      ['/invoices', invoicesOf('ACCREC').map((invoice) => invoice.id)],
      ['/bills', invoicesOf('ACCPAY').map((bill) => bill.id)],
      ['/ledger-accounts', records('accounts').map((account) => account.id)],
    ];
    for (const [path, ids] of expected) {
      for (const limit of [1, 7, 200]) expect((await collect(path, limit)).map((record) => record.id), `${path} limit=${limit}`).toEqual(ids);
    }
    // Archived contacts too: a deleted customer or supplier is an archived contact, and reads as one.
    const contacts = records('contacts');
    expect(contacts.some((contact) => contact.ContactStatus === 'ARCHIVED')).toBe(true);
    const customers = (await collect('/customers', 5)).map((customer) => customer.id);
    const suppliers = (await collect('/suppliers', 5)).map((supplier) => supplier.id);
    expect(customers).toContain(customerId());
    expect(customers).not.toContain(supplierId());
    expect(suppliers).toContain(supplierId());
    expect(new Set([...customers, ...suppliers])).toEqual(new Set(contacts.map((contact) => contact.id)));
  });

  it('maps an invoice exactly, amounts in minor units, and answers 404 for a bill\'s id on invoices and the reverse', async () => {
    const source = invoicesOf('ACCREC').find((invoice) => invoice.Status === 'PAID')!;
    const invoice = ok(await get(`/invoices/${source.id}`)).body.data;
    expect(invoice).toMatchObject({
      id: source.id, number: source.InvoiceNumber, status: 'paid', currency: 'USD', balance: 0,
      total: Math.round((source.Total as number) * 100), sub_total: Math.round((source.SubTotal as number) * 100), total_tax: Math.round((source.TotalTax as number) * 100),
      customer: { id: (source.Contact as Json).ContactID }, invoice_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(invoice.updated_at).toMatch(ISO);
    expect(invoice.payment_allocations[0]).toMatchObject({ allocated_amount: invoice.total, date: expect.stringMatching(ISO) });
    expect(invoice.line_items[0]).toMatchObject({ ledger_account: { code: expect.any(String) }, tax_rate: { id: expect.any(String) }, line_number: 1 });
    const bill = invoicesOf('ACCPAY')[0]!;
    expectErrorEnvelope(await get(`/invoices/${bill.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get(`/bills/${source.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/invoices/not-a-guid'), 404, 'EntityNotFoundError');
    const partly = invoicesOf('ACCREC').find((candidate) => candidate.Status === 'AUTHORISED' && (candidate.AmountPaid as number) > 0)!;
    expect(ok(await get(`/invoices/${partly.id}`)).body.data.status).toBe('partiallypaid');
    const partlyBill = invoicesOf('ACCPAY').find((candidate) => candidate.Status === 'AUTHORISED' && (candidate.AmountPaid as number) > 0)!;
    expect(ok(await get(`/bills/${partlyBill.id}`)).body.data.status).toBe('partially_paid');
  });

  it('creates, updates and deletes invoices, keeping money exact in USD, JPY and KWD', async () => {
    const made = ok(await send('POST', '/invoices', {
      customer: { id: customerId() }, invoice_date: '2024-05-01', due_date: '2024-05-31', reference: 'Spring order', status: 'authorised',
      line_items: [{ description: 'Tins', quantity: 3, unit_price: 1999, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
    }), 201).body.data;
    const created = ok(await get(`/invoices/${made.id}`)).body.data;
    expect(created).toMatchObject({ total: 5997, sub_total: 5997, total_tax: 0, balance: 5997, status: 'authorised', invoice_date: '2024-05-01', reference: 'Spring order' });
    expect(records('invoices').find((invoice) => invoice.id === made.id)).toMatchObject({ Total: 59.97, Type: 'ACCREC' });

    ok(await send('PATCH', `/invoices/${made.id}`, { reference: 'Spring order (revised)', line_items: [{ description: 'Tins', quantity: 2, unit_price: 1999, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }] }));
    expect(ok(await get(`/invoices/${made.id}`)).body.data).toMatchObject({ reference: 'Spring order (revised)', total: 3998 });

    const jpy = { 'x-svc-company-id': JPY.id };
    const jpyCustomer = records('contacts', JPY.id)[0]!.id;
    const yen = ok(await send('POST', '/invoices', { customer: { id: jpyCustomer }, line_items: [{ description: 'Tea', quantity: 3, unit_price: 1234, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'OUTPUT' } }] }, jpy), 201).body.data;
    expect(ok(await get(`/invoices/${yen.id}`, jpy)).body.data).toMatchObject({ currency: 'JPY', sub_total: 3702, total_tax: 370, total: 4072 });
    expect(records('invoices', JPY.id).find((invoice) => invoice.id === yen.id)).toMatchObject({ SubTotal: 3702, TotalTax: 370, Total: 4072 });

    const kwd = ok(await send('POST', '/invoices', { customer: { id: customerId() }, currency: 'KWD', line_items: [{ description: 'Dates', quantity: 1, unit_price: 12345, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }] }), 201).body.data;
    expect(records('invoices').find((invoice) => invoice.id === kwd.id)).toMatchObject({ CurrencyCode: 'KWD', Total: 12.345 });
    expect(ok(await get(`/invoices/${kwd.id}`)).body.data).toMatchObject({ currency: 'KWD', total: 12345, line_items: [{ unit_price: 12345 }] });

    // A draft is deleted (and then gone); an authorised invoice is voided.
    ok(await send('DELETE', `/invoices/${kwd.id}`));
    expectErrorEnvelope(await get(`/invoices/${kwd.id}`), 404, 'EntityNotFoundError');
    ok(await send('DELETE', `/invoices/${made.id}`));
    expect(ok(await get(`/invoices/${made.id}`)).body.data.status).toBe('voided');
    const paid = invoicesOf('ACCREC').find((invoice) => invoice.Status === 'PAID')!;
    const refused = await send('DELETE', `/invoices/${paid.id}`);
    expectErrorEnvelope(refused, 400, 'ConnectorExecutionError');
    expect(refused.body.message).toMatch(/cannot be changed from PAID to VOIDED/);
  });

  it('creates and updates bills and refuses statuses only payments set', async () => {
    const made = ok(await send('POST', '/bills', {
      supplier: { id: supplierId() }, bill_number: 'SUP-77', bill_date: '2024-06-01', due_date: '2024-06-30', status: 'authorised',
      line_items: [{ description: 'Paper', quantity: 4, unit_price: 1250, ledger_account: { id: '', code: '310' } }],
    }), 201).body.data;
    expect(ok(await get(`/bills/${made.id}`)).body.data).toMatchObject({ bill_number: 'SUP-77', total: 5000, balance: 5000, status: 'authorised', supplier: { id: supplierId() } });
    ok(await send('PATCH', `/bills/${made.id}`, { due_date: '2024-07-15' }));
    expect(ok(await get(`/bills/${made.id}`)).body.data.due_date).toBe('2024-07-15');
    expectErrorEnvelope(await send('PATCH', `/bills/${made.id}`, { status: 'paid' }), 400, 'RequestValidationError');
  });

  it('honours each declared filter and sort, and refuses those Xero cannot', async () => {
    const first = invoicesOf('ACCREC')[3]!;
    expect((await collect(`/invoices?filter[number]=${first.InvoiceNumber}`, 50)).map((invoice) => invoice.id)).toEqual([first.id]);
    const ofCustomer = await collect(`/invoices?filter[customer_id]=${customerId()}`, 50);
    expect(ofCustomer.map((invoice) => invoice.id)).toEqual(invoicesOf('ACCREC').filter((invoice) => (invoice.Contact as Json).ContactID === customerId()).map((invoice) => invoice.id));
    const since = new Date((records('invoices').map((invoice) => invoice.UpdatedDateUTC as number).sort((a, b) => b - a)[4] as number)).toISOString();
    const recent = await collect(`/invoices?filter[updated_since]=${since}`, 50);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((invoice) => invoice.updated_at >= since)).toBe(true);
    const newest = await collect('/invoices?sort[by]=updated_at&sort[direction]=desc', 100);
    expect(newest.map((invoice) => invoice.updated_at)).toEqual([...newest.map((invoice) => invoice.updated_at)].sort().reverse());
    const byId = await collect('/invoices?sort[by]=id&sort[direction]=asc', 100);
    expect(byId.map((invoice) => invoice.id)).toEqual([...byId.map((invoice) => invoice.id)].sort());

    const statuses = { paid: (bill: StoredRecord) => bill.Status === 'PAID', partially_paid: (bill: StoredRecord) => bill.Status === 'AUTHORISED' && (bill.AmountPaid as number) > 0, unpaid: (bill: StoredRecord) => ['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(String(bill.Status)) && bill.AmountPaid === 0 && bill.AmountCredited === 0 };
    for (const [status, matches] of Object.entries(statuses)) {
      expect((await collect(`/bills?filter[status]=${status}`, 50)).map((bill) => bill.id), status).toEqual(invoicesOf('ACCPAY').filter(matches).map((bill) => bill.id));
    }
    const billed = (await collect('/bills?filter[billed_since]=2000-01-01', 50)).length;
    expect(billed).toBe(invoicesOf('ACCPAY').length);
    expect(await collect('/bills?filter[due_since]=2999-01-01', 50)).toEqual([]);

    expect((await collect('/customers?filter[company_name]=Ridgeway%20Bakery', 10)).map((customer) => customer.id)).toEqual([customerId()]);
    const ridgeway = records('contacts').find((contact) => contact.id === customerId())!;
    expect((await collect(`/customers?filter[email]=${encodeURIComponent(String(ridgeway.EmailAddress))}`, 10)).map((customer) => customer.id)).toEqual([customerId()]);
    expect((await collect(`/suppliers?filter[first_name]=${encodeURIComponent(String(records('contacts').find((contact) => contact.id === supplierId())!.FirstName))}`, 10)).map((supplier) => supplier.id)).toContain(supplierId());
    // Archived contacts list as archived (what a delete leaves); status picks them out or leaves them out.
    const archived = (await collect('/customers?filter[status]=archived', 10));
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((customer) => customer.status === 'archived')).toBe(true);
    expect((await collect('/customers?filter[status]=inactive', 10)).map((customer) => customer.id)).toEqual(archived.map((customer) => customer.id));
    const active = await collect('/customers?filter[status]=active', 50);
    expect(active.every((customer) => customer.status === 'active')).toBe(true);
    expect(active.length + archived.length).toBe((await collect('/customers?filter[status]=all', 50)).length);

    expectErrorEnvelope(await get('/invoices?filter[created_since]=2024-01-01T00:00:00.000Z'), 400, 'UnsupportedFiltersError');
    expectErrorEnvelope(await get('/invoices?filter[customer_id]=not-a-guid'), 400, 'RequestValidationError');
    expectErrorEnvelope(await get('/invoices?sort[by]=created_at'), 400, 'UnsupportedSortFieldError');
    expectErrorEnvelope(await send('PATCH', `/payments/${records('payments')[0]!.id}`, { total_amount: 1, transaction_date: '2024-01-01T00:00:00.000Z' }), 400, 'ConnectorOperationUnsupportedError');
  });

  it('sends every call to the company x-svc-company-id picks among the connection\'s, and refuses another', async () => {
    expect(ok(await get('/companies')).body.data).toEqual([{ id: DEMO.id, name: DEMO.name }, { id: JPY.id, name: JPY.name }]);
    expect(ok(await get('/company-info')).body.data).toMatchObject({ id: DEMO.id, currency: 'USD', company_name: DEMO.name, fiscal_year_start_month: 'January', country: 'US' });
    expect(ok(await get('/company-info', { 'x-svc-company-id': JPY.id })).body.data).toMatchObject({ id: JPY.id, currency: 'JPY', fiscal_year_start_month: 'April' });
    const yen = await collect('/invoices', 100, { 'x-svc-company-id': JPY.id });
    expect(yen.map((invoice) => invoice.id)).toEqual(invoicesOf('ACCREC', JPY.id).map((invoice) => invoice.id));
    expect(new Set(yen.map((invoice) => invoice.currency))).toEqual(new Set(['JPY', 'USD']));
    const tenants = xero.emulator.exchanges.filter((exchange) => exchange.path.startsWith('/api.xro')).map((exchange) => exchange.requestHeaders['xero-tenant-id']);
    expect(new Set(tenants)).toEqual(new Set([DEMO.id, JPY.id]));
    expectErrorEnvelope(await get('/invoices', { 'x-svc-company-id': OTHER.id }), 404, 'EntityNotFoundError');
  });

  it('passes an Idempotency-Key on to Xero, so a retry whose stored answer was lost writes nothing new', async () => {
    const body = { customer: { id: customerId() }, reference: 'Idempotent order', line_items: [{ description: 'Jars', quantity: 1, unit_price: 500, ledger_account: { id: '', code: '200' } }] };
    const key = { 'idempotency-key': 'order-2024-0042' };
    const first = ok(await send('POST', '/invoices', body, key), 201).body.data;
    const again = ok(await send('POST', '/invoices', body, key), 201).body.data;
    expect(again.id).toBe(first.id);
    const writes = xero.emulator.exchanges.filter((exchange) => exchange.method === 'PUT' && exchange.path === '/api.xro/2.0/Invoices');
    const sentKey = writes.at(-1)!.requestHeaders['idempotency-key'];
    expect(sentKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    // The service lost what it stored (a crash between Xero's write and the stored answer): Xero answers the retry from its own key.
    await xero.svc.store.db.deleteFrom('idempotencyKeys').where('key', '=', 'order-2024-0042').execute();
    const retried = ok(await send('POST', '/invoices', body, key), 201).body.data;
    expect(retried.id).toBe(first.id);
    expect(xero.emulator.exchanges.filter((exchange) => exchange.method === 'PUT' && exchange.path === '/api.xro/2.0/Invoices').at(-1)!.requestHeaders['idempotency-key']).toBe(sentKey);
    expect(records('invoices').filter((invoice) => invoice.Reference === 'Idempotent order')).toHaveLength(1);
    // Updates of invoices pass it on too.
    ok(await send('PATCH', `/invoices/${first.id}`, { reference: 'Idempotent order (paid by card)' }, { 'idempotency-key': 'order-2024-0042-update' }));
    expect(xero.emulator.exchanges.at(-1)!.requestHeaders['idempotency-key']).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('merges pass_through into the record in Xero\'s list wrapper, on create and update', async () => {
    const lastWrite = (method: string) => JSON.parse(xero.emulator.exchanges.filter((exchange) => exchange.method === method && exchange.path.startsWith('/api.xro/2.0/Invoices')).at(-1)!.requestBody);
    const made = ok(await send('POST', '/invoices', {
      customer: { id: customerId() },
      reference: 'With platform data',
      line_items: [{ description: 'Jars', quantity: 1, unit_price: 500, ledger_account: { id: '', code: '200' } }],
      pass_through: [{ service_id: 'xero', operation_id: 'Invoices.create', extend_paths: [{ path: '$.Invoices[0].ExpectedPaymentDate', value: '2031-05-01' }] }],
    }), 201).body.data;
    expect(lastWrite('PUT').Invoices[0]).toMatchObject({ Type: 'ACCREC', Reference: 'With platform data', ExpectedPaymentDate: '2031-05-01' });
    ok(await send('PATCH', `/invoices/${made.id}`, { reference: 'Changed', pass_through: [{ service_id: 'xero', extend_paths: [{ path: '$.Invoices[0].PlannedPaymentDate', value: '2031-06-01' }] }] }));
    expect(lastWrite('POST').Invoices[0]).toEqual({ Reference: 'Changed', PlannedPaymentDate: '2031-06-01' });
    // An operation the write does not make is refused before any call.
    const before = xero.emulator.exchanges.length;
    expectErrorEnvelope(await send('PATCH', `/invoices/${made.id}`, { reference: 'Again', pass_through: [{ service_id: 'xero', operation_id: 'Invoices.create', extend_object: { Invoices: [] } }] }), 400, 'RequestValidationError');
    expect(xero.emulator.exchanges.length).toBe(before);
  });

  it('reports Xero\'s refusals as the unified errors', async () => {
    const invalid = await send('POST', '/invoices', { customer: { id: customerId() }, status: 'authorised', line_items: [{ description: 'x', quantity: 1, unit_price: 100, ledger_account: { id: '', code: '999' } }] });
    expectErrorEnvelope(invalid, 400, 'ConnectorExecutionError');
    expect(invalid.body.message).toMatch(/Account code '999' is not a valid code/);
    xero.emulator.failNext('unauthorized');
    expectErrorEnvelope(await get('/invoices'), 401, 'ConnectorCredentialsError');
    // Another connection, to the other organisation: the hold a 429 puts on an organisation's calls stays with it.
    await xero.tenant.connect('xero-limited', 'accounting', 'xero', { manual_access_token: USER.sandboxAccessToken, tenant_id: JPY.id });
    await fetch(`${xero.emulator.url}/__emulator/xero/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ minute: 1, day: 5000 }) });
    try {
      const limitedGet = () => call(url('/company-info'), { headers: xero.tenant.headers('xero-limited') });
      ok(await limitedGet());
      // Xero said the minute's calls are used up (X-MinLimit-Remaining: 0): the service waits instead of provoking a 429.
      const sent = xero.emulator.exchanges.length;
      const limited = await limitedGet();
      expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(50);
      expect(xero.emulator.exchanges.length).toBe(sent);
    } finally {
      await fetch(`${xero.emulator.url}/__emulator/xero/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    }
    // Xero's own 429 (a write is not retried): its Retry-After reaches the client.
    xero.emulator.failNext('rate_limit');
    const refused = await send('POST', '/invoices', { customer: { id: customerId() }, currency: 'USD', line_items: [] });
    expectErrorEnvelope(refused, 429, 'ConnectorRateLimitError');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(xero.emulator.exchanges.at(-1)).toMatchObject({ status: 429, responseHeaders: { 'retry-after': '1', 'x-rate-limit-problem': 'minute' } });
  });

  it('creates, updates and archives customers and suppliers', async () => {
    const made = ok(await send('POST', '/customers', {
      display_name: 'Lighthouse Coffee Roasters', first_name: 'Noor', last_name: 'Haddad', emails: [{ email: 'noor@lighthouse.example', type: 'primary' }],
      phone_numbers: [{ number: '5550199', area_code: '503', type: 'mobile' }], addresses: [{ type: 'billing', line1: 'PO Box 77', city: 'Portland', postal_code: '97201', country: 'US' }],
      tax_number: '12-3456789', currency: 'USD',
    }), 201).body.data;
    const customer = ok(await get(`/customers/${made.id}`)).body.data;
    expect(customer).toMatchObject({
      display_name: 'Lighthouse Coffee Roasters', first_name: 'Noor', emails: [{ email: 'noor@lighthouse.example' }], phone_numbers: [{ number: '5550199', area_code: '503', type: 'mobile' }],
      addresses: [{ type: 'billing', line1: 'PO Box 77', city: 'Portland' }], tax_number: '12-3456789', status: 'active',
    });
    ok(await send('PATCH', `/customers/${made.id}`, { last_name: 'Haddad-Lee' }));
    expect(ok(await get(`/customers/${made.id}`)).body.data.last_name).toBe('Haddad-Lee');
    ok(await send('DELETE', `/customers/${made.id}`));
    // Xero archives rather than deletes: the customer still reads, as archived, and lists unless status=active.
    expect(ok(await get(`/customers/${made.id}`)).body.data).toMatchObject({ id: made.id, display_name: 'Lighthouse Coffee Roasters', status: 'archived' });
    expect(records('contacts').find((contact) => contact.id === made.id)!.ContactStatus).toBe('ARCHIVED');
    expect((await collect('/customers', 100)).map((entry) => entry.id)).toContain(made.id);
    expect((await collect('/customers?filter[status]=active', 100)).map((entry) => entry.id)).not.toContain(made.id);
    // And can be made active again.
    ok(await send('PATCH', `/customers/${made.id}`, { status: 'active' }));
    expect(ok(await get(`/customers/${made.id}`)).body.data.status).toBe('active');

    const supplier = ok(await send('POST', '/suppliers', { company_name: 'Keel & Mast Chandlery' }), 201).body.data;
    expect(ok(await get(`/suppliers/${supplier.id}`)).body.data).toMatchObject({ company_name: 'Keel & Mast Chandlery' });
    expectErrorEnvelope(await send('POST', '/suppliers', { company_name: 'Keel & Mast Chandlery' }), 400, 'ConnectorExecutionError');
    expectErrorEnvelope(await send('POST', '/customers', { notes: 'no name' }), 400, 'RequestValidationError');
  });
});
