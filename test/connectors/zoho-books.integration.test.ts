/**
 * The Zoho Books accounting connector through the service over HTTP, against
 * the Zoho Books emulator: sales orders through all five operations and
 * SPEC.md's filters (number, customerid, updatedsince, createdsince;
 * subsidiaryid answers an empty list, Zoho has no subsidiaries), invoices,
 * customers and ledger accounts through theirs; paging to
 * the end with several page sizes; money in minor units both ways in USD, JPY
 * and KWD; organizations picked with x-svc-company-id; and errors (404, 400,
 * 401, 429 with Retry-After).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import {
  ZOHO_DEMO_ORGANIZATION as DEMO, ZOHO_DEMO_USER as USER, ZOHO_JPY_ORGANIZATION as JPY, ZOHO_KWD_ORGANIZATION as KWD, ZOHO_OTHER_ORGANIZATION as OTHER,
  zohoBooksEmulator,
} from '../../src/sandbox/zoho-books/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('Zoho Books accounting connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  const headers = (company?: string) => tenant.headers('zb-consumer', company ? { 'x-svc-company-id': company } : {});
  const api = (path: string) => `${svc.url}/accounting${path}`;
  const get = (path: string, company?: string) => call(path.startsWith('http') ? path : api(path), { headers: headers(company) });
  const send = (method: string, path: string, json?: unknown, company?: string) => call(api(path), { method, headers: headers(company), json });
  const records = (resource: string, account?: string) => emulator.kit.records(resource, account);
  const record = (resource: string, id: string, account?: string) => records(resource, account).find((candidate) => candidate.id === id) as StoredRecord;
  const customers = (account?: string) => records('contacts', account).filter((contact) => contact.contact_type === 'customer');
  const newestFirst = (resource: string) => records(resource).map((entry) => entry.id).reverse();

  /** Every record of a list, following links.next, checking each page's size. */
  async function collect(path: string, limit: number, company?: string): Promise<Json[]> {
    const seen: Json[] = [];
    let url: string | null = api(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}`);
    for (let pages = 0; url; pages++) {
      const page = await get(url, company);
      expect(page.status, page.text).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...page.body.data);
      url = page.body.links.next;
      expect(pages).toBeLessThan(400);
    }
    return seen;
  }

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zohoBooksEmulator], record: true });
    emulator = svc.emulators['zoho-books'] as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('zb-consumer', 'accounting', 'zoho-books', { self_client_token: USER.sandboxAccessToken, organization_id: DEMO.id });
  });
  afterAll(() => svc.close());
  beforeEach(async () => {
    emulator.kit.reset();
    await fetch(`${emulator.url}/__emulator/zoho-books/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  });

  it('pages sales orders, invoices, customers and ledger accounts to the end with several page sizes', async () => {
    const lists: [string, () => string[]][] = [
      ['/sales-orders', () => newestFirst('salesorders')],
      ['/invoices', () => newestFirst('invoices')],
      ['/customers', () => customers().map((contact) => contact.id)],
      ['/ledger-accounts', () => records('chartofaccounts').map((account) => account.id)],
    ];
    for (const [path, expected] of lists) {
      for (const limit of [1, 7, 200]) {
        const ids = (await collect(path, limit)).map((item) => item.id);
        expect(ids, `${path} limit=${limit}`).toEqual(expected());
      }
    }
    const page = await get('/sales-orders?limit=3');
    expect(page.body).toMatchObject({ service: 'zoho-books', resource: 'sales-orders', operation: 'all', meta: { items_on_page: 3 } });
  });

  it('maps a sales order with its lines, addresses, invoices and amounts in minor units', async () => {
    const partly = records('salesorders').find((order) => order.status === 'partially_invoiced')!;
    const read = await get(`/sales-orders/${partly.id}`);
    expect(read.status, read.text).toBe(200);
    const order = read.body.data;
    const invoice = records('invoices').find((entry) => entry.salesorder_id === partly.id)!;
    const lines = partly.line_items as Json[];
    expect(order).toMatchObject({
      id: partly.id, number: partly.salesorder_number, status: 'open', currency: 'USD',
      customer: { id: partly.customer_id, display_name: partly.customer_name },
      orderdate: partly.date, deliverydate: partly.shipment_date, shippingmethod: partly.delivery_method,
      subtotal: Math.round(Number(partly.sub_total) * 100), totaltax: Math.round(Number(partly.tax_total) * 100), total: Math.round(Number(partly.total) * 100),
      unbilledamount: Math.round(Number(partly.total) * 100) - Math.round(Number(invoice.total) * 100),
      invoiceid: invoice.id,
      billing_address: { type: 'billing', line1: (partly.billing_address as Json).address, city: (partly.billing_address as Json).city, postal_code: (partly.billing_address as Json).zip },
      ponumber: null, ordertype: null, paymentmethod: null, notes: null, subsidiary_id: null, custommappings: null,
    });
    expect(order.created_at).toMatch(ISO);
    expect(order.lineitems).toHaveLength(lines.length);
    expect(order.lineitems[0]).toMatchObject({
      id: lines[0]!.line_item_id, line_number: 1, item: { id: lines[0]!.item_id, name: lines[0]!.name }, quantity: lines[0]!.quantity,
      unit_price: Math.round(Number(lines[0]!.rate) * 100), total_amount: Math.round(Number(lines[0]!.item_total) * 100),
      tax_rate: { id: lines[0]!.tax_id, rate: lines[0]!.tax_percentage },
    });
    // Every Zoho status has its unified one; lists leave out what only a get answers.
    const expected: Record<string, string> = { draft: 'draft', open: 'open', partially_invoiced: 'open', invoiced: 'invoiced', closed: 'closed', void: 'cancelled' };
    const listed = await collect('/sales-orders', 200);
    for (const stored of records('salesorders')) {
      const item = listed.find((entry) => entry.id === stored.id)!;
      expect(item.status, String(stored.status)).toBe(expected[String(stored.status)]);
      expect(item.lineitems).toBeUndefined();
      if (['invoiced', 'closed', 'void'].includes(String(stored.status))) expect(item.unbilledamount).toBe(0);
    }
    const invoiced = records('salesorders').find((entry) => entry.status === 'invoiced')!;
    expect((await get(`/sales-orders/${invoiced.id}`)).body.data).toMatchObject({ status: 'invoiced', unbilledamount: 0, invoiceid: records('invoices').find((entry) => entry.salesorder_id === invoiced.id)!.id });
  });

  it('creates, reads, updates and deletes a sales order', async () => {
    const customer = customers()[1]!;
    const item = records('items')[2]!;
    const created = await send('POST', '/sales-orders', {
      customer: { id: customer.id }, number: 'WEB-1001', reference: 'PO-77', orderdate: '2025-03-01', deliverydate: '2025-03-10',
      shippingmethod: 'Courier', customermemo: 'Leave at the back door', status: 'open', currency: customer.currency_code,
      lineitems: [
        { item: { id: item.id }, quantity: 2 },
        { description: 'Engraving', quantity: 3, unit_price: 1250, unit_of_measure: 'pcs' },
      ],
      shipping_address: { line1: '1 Harbour Road', city: 'Portland', state: 'OR', postal_code: '97201', country: 'U.S.A', contact_name: 'Dock 4' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const stored = record('salesorders', id);
    expect(stored).toMatchObject({
      salesorder_number: 'WEB-1001', status: 'open', customer_id: customer.id, reference_number: 'PO-77', date: '2025-03-01', shipment_date: '2025-03-10',
      delivery_method: 'Courier', notes: 'Leave at the back door',
      shipping_address: { address: '1 Harbour Road', city: 'Portland', state: 'OR', zip: '97201', attention: 'Dock 4' },
    });
    expect(stored.line_items).toMatchObject([{ item_id: item.id, quantity: 2, rate: item.rate }, { name: 'Engraving', description: 'Engraving', quantity: 3, rate: 12.5, unit: 'pcs' }]);

    const read = (await get(`/sales-orders/${id}`)).body.data;
    expect(read).toMatchObject({ id, number: 'WEB-1001', status: 'open', reference: 'PO-77', customermemo: 'Leave at the back door', invoiceid: null, total: Math.round(Number(stored.total) * 100), unbilledamount: Math.round(Number(stored.total) * 100) });
    expect(read.lineitems[1]).toMatchObject({ unit_price: 1250, total_amount: 3750, quantity: 3 });

    const lines = read.lineitems as Json[];
    const updated = await send('PATCH', `/sales-orders/${id}`, { reference: 'PO-78', lineitems: [{ id: lines[1]!.id, description: 'Engraving', quantity: 4, unit_price: 1300 }] });
    expect(updated.status, updated.text).toBe(200);
    expect(record('salesorders', id)).toMatchObject({ reference_number: 'PO-78', salesorder_number: 'WEB-1001', sub_total: 52, line_items: [{ line_item_id: lines[1]!.id, quantity: 4, rate: 13 }] });
    expect((await send('PATCH', `/sales-orders/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect(record('salesorders', id).status).toBe('void');
    expectErrorEnvelope(await send('PATCH', `/sales-orders/${id}`, { status: 'open' }), 400, 'RequestValidationError');

    expect((await send('DELETE', `/sales-orders/${id}`)).body.data).toEqual({ id });
    expectErrorEnvelope(await get(`/sales-orders/${id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/sales-orders/not-an-id'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('PATCH', '/sales-orders/999999', { reference: 'x' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('DELETE', '/sales-orders/999999'), 404, 'EntityNotFoundError');
    // What Zoho cannot do is refused before anything is written.
    const draft = records('salesorders').find((order) => order.status === 'draft')!;
    expectErrorEnvelope(await send('PATCH', `/sales-orders/${draft.id}`, { status: 'invoiced' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/sales-orders', { customer: { id: customer.id }, currency: 'JPY', lineitems: [{ description: 'x', unit_price: 1 }] }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/sales-orders', { lineitems: [{ description: 'x', unit_price: 1 }] }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/sales-orders', { customer: { id: '12345' }, lineitems: [{ description: 'x', unit_price: 1 }] }), 400, 'RequestValidationError');
    // Zoho's own refusal: an invoiced order cannot be deleted.
    const invoiced = records('salesorders').find((order) => order.status === 'invoiced')!;
    const refused = await send('DELETE', `/sales-orders/${invoiced.id}`);
    expectErrorEnvelope(refused, 400, 'ConnectorExecutionError');
    expect(refused.body.message).toContain('invoiced');
  });

  it('filters sales orders by SPEC.md\'s number, customerid, updatedsince, createdsince and subsidiaryid, and sorts them', async () => {
    const orders = records('salesorders');
    const target = orders[4]!;
    const byNumber = await get(`/sales-orders?filter[number]=${encodeURIComponent(String(target.salesorder_number))}`);
    expect(byNumber.body.data.map((order: Json) => order.id)).toEqual([target.id]);
    expect((await get(`/sales-orders?filter[number]=${encodeURIComponent(String(target.salesorder_number).toLowerCase())}`)).body.data).toEqual([]);
    const byCustomer = await collect(`/sales-orders?filter[customerid]=${target.customer_id}`, 2);
    expect(byCustomer.map((order) => order.id).sort()).toEqual(orders.filter((order) => order.customer_id === target.customer_id).map((order) => order.id).sort());

    // A change now: only that order was updated since a moment ago, and it comes first when sorted by update.
    const since = new Date(Date.now() - 1000).toISOString();
    const draft = orders.find((order) => order.status === 'draft')!;
    expect((await send('PATCH', `/sales-orders/${draft.id}`, { reference: 'changed' })).status).toBe(200);
    const changed = await collect(`/sales-orders?filter[updatedsince]=${since}`, 1);
    expect(changed.map((order) => order.id)).toEqual([draft.id]);
    const sorted = (await get('/sales-orders?sort[by]=updated_at&sort[direction]=desc&limit=2')).body.data;
    expect(sorted[0].id).toBe(draft.id);

    const cut = [...orders].sort((a, b) => Number(b.createdTime) - Number(a.createdTime))[9]!;
    const created = await collect(`/sales-orders?filter[createdsince]=${new Date(Number(cut.createdTime)).toISOString()}`, 4);
    const expected = orders.filter((order) => Number(order.createdTime) >= Number(cut.createdTime)).sort((a, b) => Number(b.createdTime) - Number(a.createdTime)).map((order) => order.id);
    expect(created.map((order) => order.id)).toEqual(expected);
    const ascending = await collect('/sales-orders?sort[by]=created_at&sort[direction]=asc', 50);
    expect(ascending.map((order) => order.id)).toEqual([...orders].sort((a, b) => Number(a.createdTime) - Number(b.createdTime)).map((order) => order.id));

    // Zoho Books has no subsidiaries: no order belongs to one.
    const bySubsidiary = await get('/sales-orders?filter[subsidiaryid]=1');
    expect(bySubsidiary.status, bySubsidiary.text).toBe(200);
    expect(bySubsidiary.body.data).toEqual([]);
    // The names before SPEC.md's spelling are not known fields any more.
    expectErrorEnvelope(await get(`/sales-orders?filter[customer_id]=${target.customer_id}`), 400, 'RequestValidationError');
    expectErrorEnvelope(await get(`/sales-orders?filter[updatedsince]=${since}&sort[by]=created_at`), 400, 'RequestValidationError');
  });

  it('writes and reads amounts exactly in yen and dinars, in the organization x-svc-company-id picks', async () => {
    const companies = await get('/companies');
    expect(companies.body.data.map((company: Json) => company.id)).toEqual([DEMO.id, JPY.id, KWD.id]);
    // Zoho lists organizations whole: a limit they fit in is met, a smaller one is refused rather than cut short.
    expect((await get('/companies?limit=20&raw=false')).body.data).toEqual(companies.body.data);
    expect((await get('/companies?limit=3')).body.data).toEqual(companies.body.data);
    const cut = await get('/companies?limit=2');
    expectErrorEnvelope(cut, 400, 'PaginationNotSupportedError');
    expect(cut.body.detail).toMatchObject({ limit: 2, items: 3 });
    for (const [organization, price, decimal] of [[JPY, 1499, 1499], [KWD, 12345, 12.345]] as const) {
      const customer = customers(organization.id).find((contact) => contact.currency_code === organization.currencyCode)!;
      const created = await send('POST', '/sales-orders', { customer: { id: customer.id }, lineitems: [{ description: 'Kintsugi bowl', quantity: 3, unit_price: price }] }, organization.id);
      expect(created.status, created.text).toBe(201);
      const stored = record('salesorders', created.body.data.id, organization.id);
      expect(stored.line_items).toMatchObject([{ rate: decimal }]);
      expect(records('salesorders', DEMO.id).some((order) => order.id === created.body.data.id)).toBe(false);
      const read = (await get(`/sales-orders/${created.body.data.id}`, organization.id)).body.data;
      expect(read).toMatchObject({ currency: organization.currencyCode, subtotal: price * 3, lineitems: [{ unit_price: price, total_amount: price * 3 }] });
      expect(read.total).toBe(Math.round(Number(stored.total) * 10 ** organization.pricePrecision));
      // Another organization's record is not there.
      expectErrorEnvelope(await get(`/sales-orders/${created.body.data.id}`), 404, 'EntityNotFoundError');
    }
    expectErrorEnvelope(await get('/sales-orders', OTHER.id), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/sales-orders', 'nope'), 404, 'EntityNotFoundError');
  });

  it('creates, reads, updates and deletes an invoice, with statuses moved by Zoho\'s own calls, and filters invoices', async () => {
    const customer = customers()[2]!;
    const account = records('chartofaccounts').find((entry) => entry.name === 'Service Revenue')!;
    const created = await send('POST', '/invoices', {
      customer: { id: customer.id }, invoice_date: '2025-04-01', due_date: '2025-05-01', reference: 'REF-9', customer_memo: 'Thanks',
      status: 'authorised', line_items: [{ description: 'Consulting', quantity: 2, unit_price: 15050, ledger_account: { id: account.id } }],
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect(record('invoices', id)).toMatchObject({ status: 'sent', date: '2025-04-01', due_date: '2025-05-01', total: 301, line_items: [{ account_id: account.id, rate: 150.5 }] });
    const read = (await get(`/invoices/${id}`)).body.data;
    expect(read).toMatchObject({ id, status: 'authorised', invoice_sent: true, total: 30100, balance: 30100, reference: 'REF-9', line_items: [{ ledger_account: { id: account.id, name: 'Service Revenue' }, unit_price: 15050 }] });
    expect((await send('PATCH', `/invoices/${id}`, { status: 'voided' })).status).toBe(200);
    expect(record('invoices', id).status).toBe('void');
    expect((await send('PATCH', `/invoices/${id}`, { status: 'draft', customer_memo: 'Again' })).status).toBe(200);
    expect(record('invoices', id)).toMatchObject({ status: 'draft', notes: 'Again' });
    expectErrorEnvelope(await send('PATCH', `/invoices/${id}`, { status: 'paid' }), 400, 'RequestValidationError');

    const byNumber = await get(`/invoices?filter[number]=${record('invoices', id).invoice_number}`);
    expect(byNumber.body.data.map((invoice: Json) => invoice.id)).toEqual([id]);
    const byCustomer = await collect(`/invoices?filter[customer_id]=${customer.id}`, 3);
    expect(byCustomer.map((invoice) => invoice.id).sort()).toEqual(records('invoices').filter((invoice) => invoice.customer_id === customer.id).map((invoice) => invoice.id).sort());
    const recent = await collect(`/invoices?filter[created_since]=${new Date(Date.now() - 60_000).toISOString()}`, 5);
    expect(recent.map((invoice) => invoice.id)).toEqual([id]);
    const updated = await collect(`/invoices?filter[updated_since]=${new Date(Date.now() - 60_000).toISOString()}`, 5);
    expect(updated.map((invoice) => invoice.id)).toEqual([id]);

    expect((await send('DELETE', `/invoices/${id}`)).body.data).toEqual({ id });
    expectErrorEnvelope(await get(`/invoices/${id}`), 404, 'EntityNotFoundError');
    const paid = records('invoices').find((invoice) => invoice.status === 'paid')!;
    expect((await get(`/invoices/${paid.id}`)).body.data).toMatchObject({ status: 'paid', balance: 0 });
    expectErrorEnvelope(await send('DELETE', `/invoices/${paid.id}`), 400, 'ConnectorExecutionError');
  });

  it('creates, reads, updates and deletes a customer, never a vendor, and filters customers', async () => {
    const created = await send('POST', '/customers', {
      display_name: 'Blue Heron Cafe', company_name: 'Blue Heron Cafe LLC', first_name: 'Mina', last_name: 'Okafor', individual: false,
      emails: [{ email: 'mina@blueheron.example', type: 'primary' }], phone_numbers: [{ number: '555-0101', type: 'primary' }, { number: '555-0199', type: 'mobile' }],
      addresses: [{ type: 'billing', line1: '9 Pier St', city: 'Seattle', postal_code: '98101' }], currency: 'EUR', notes: 'Pays on time', status: 'inactive',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const eur = records('currencies').find((currency) => currency.code === 'EUR')!;
    expect(record('contacts', id)).toMatchObject({ contact_name: 'Blue Heron Cafe', contact_type: 'customer', email: 'mina@blueheron.example', phone: '555-0101', mobile: '555-0199', currency_id: eur.id, status: 'inactive', billing_address: { address: '9 Pier St', city: 'Seattle', zip: '98101' } });
    const read = (await get(`/customers/${id}`)).body.data;
    expect(read).toMatchObject({ display_name: 'Blue Heron Cafe', currency: 'EUR', status: 'inactive', emails: [{ email: 'mina@blueheron.example' }], addresses: [{ type: 'billing', line1: '9 Pier St' }] });
    expect((await send('PATCH', `/customers/${id}`, { last_name: 'Okafor-Reyes', status: 'active' })).status).toBe(200);
    expect(record('contacts', id)).toMatchObject({ last_name: 'Okafor-Reyes', first_name: 'Mina', status: 'active' });

    const byName = await get('/customers?filter[display_name]=Blue%20Heron%20Cafe');
    expect(byName.body.data.map((customer: Json) => customer.id)).toEqual([id]);
    expect((await get('/customers?filter[email]=MINA@blueheron.example')).body.data.map((customer: Json) => customer.id)).toEqual([id]);
    const inactive = await collect('/customers?filter[status]=inactive', 5);
    expect(inactive.map((customer) => customer.id).sort()).toEqual(customers().filter((contact) => contact.status === 'inactive').map((contact) => contact.id).sort());
    const recent = await collect(`/customers?filter[updated_since]=${new Date(Date.now() - 60_000).toISOString()}`, 5);
    expect(recent.map((customer) => customer.id)).toEqual([id]);

    expect((await send('DELETE', `/customers/${id}`)).body.data).toEqual({ id });
    expectErrorEnvelope(await get(`/customers/${id}`), 404, 'EntityNotFoundError');
    const vendor = records('contacts').find((contact) => contact.contact_type === 'vendor')!;
    expectErrorEnvelope(await get(`/customers/${vendor.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('PATCH', `/customers/${vendor.id}`, { notes: 'x' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('DELETE', `/customers/${vendor.id}`), 404, 'EntityNotFoundError');
    expect(records('contacts').some((contact) => contact.id === vendor.id)).toBe(true);
  });

  it('creates, reads, updates and deletes a ledger account and filters the chart', async () => {
    const created = await send('POST', '/ledger-accounts', { name: 'Trade Show Costs', code: '6500', type: 'expense', description: 'Stands and travel' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect(record('chartofaccounts', id)).toMatchObject({ name: 'Trade Show Costs', code: '6500', type: 'expense' });
    expect((await get(`/ledger-accounts/${id}`)).body.data).toMatchObject({ name: 'Trade Show Costs', code: '6500', type: 'expense', classification: 'expense', status: 'active', active: true });
    expect((await send('PATCH', `/ledger-accounts/${id}`, { name: 'Trade Shows', status: 'inactive' })).status).toBe(200);
    expect(record('chartofaccounts', id)).toMatchObject({ name: 'Trade Shows', type: 'expense', is_active: false });
    const inactive = await collect('/ledger-accounts?filter[status]=inactive', 10);
    // The one made inactive here, and those the organization retired before.
    expect(inactive.map((account) => account.id)).toContain(id);
    expect(inactive.map((account) => account.id).sort()).toEqual(records('chartofaccounts').filter((account) => account.is_active === false).map((account) => account.id).sort());
    const revenue = await collect('/ledger-accounts?filter[classification]=revenue', 10);
    expect(revenue.map((account) => account.name).sort()).toEqual(['Sales', 'Service Revenue', 'Shipping Charge']);
    expect((await get('/ledger-accounts?filter[name]=Sales')).body.data.map((account: Json) => account.name)).toEqual(['Sales']);
    expect((await send('DELETE', `/ledger-accounts/${id}`)).body.data).toEqual({ id });
    expectErrorEnvelope(await get(`/ledger-accounts/${id}`), 404, 'EntityNotFoundError');
    const system = records('chartofaccounts').find((account) => account.name === 'Accounts Receivable')!;
    expectErrorEnvelope(await send('DELETE', `/ledger-accounts/${system.id}`), 400, 'ConnectorExecutionError');
    expectErrorEnvelope(await get('/ledger-accounts?sort[by]=updated_at'), 400, 'UnsupportedSortFieldError');
  });

  it('maps Zoho\'s failures: 401, 429 with Retry-After, and Zoho\'s own rate limit', async () => {
    emulator.failNext('unauthorized');
    expectErrorEnvelope(await get('/sales-orders'), 401, 'ConnectorCredentialsError');
    emulator.failNext('rate_limit');
    const limited = await call(api('/invoices'), { headers: { ...headers(), 'x-svc-timeout': '100' } });
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await fetch(`${emulator.url}/__emulator/zoho-books/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ minute: 1 }) });
    expect((await get('/ledger-accounts?limit=1')).status).toBe(200);
    const minute = await call(api('/ledger-accounts?limit=1'), { headers: { ...headers(), 'x-svc-timeout': '100' } });
    expectErrorEnvelope(minute, 429, 'ConnectorRateLimitError');
    expect(minute.body.message).toContain('too many requests');

    await tenant.connect('zb-bad', 'accounting', 'zoho-books', { self_client_token: '1000.0000000000000000000000000000000000.bad', organization_id: DEMO.id });
    expectErrorEnvelope(await call(api('/customers'), { headers: tenant.headers('zb-bad') }), 401, 'ConnectorCredentialsError');
  });
});
