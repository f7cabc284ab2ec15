/**
 * QuickBooks invoices through the service over HTTP, against the emulator:
 * paging to the end with several page sizes, every declared filter and sort,
 * the status read from the amounts (authorised, partiallypaid, paid,
 * voided), a bill's id answering 404, create / update / void / delete with
 * the SyncToken, money exact in USD, JPY and KWD both ways, Idempotency-Key
 * passed as requestid, and QuickBooks' faults mapped.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../../helpers/http.js';
import { ISO, startQuickBooks, type Json, type QuickBooksFixture } from './fixture.js';

describe('QuickBooks invoices', () => {
  let qb: QuickBooksFixture;
  beforeAll(async () => {
    qb = await startQuickBooks();
  });
  afterAll(() => qb.close());
  beforeEach(() => qb.emulator.kit.reset());

  it('pages to the end with several page sizes, in QuickBooks\' order', async () => {
    const expected = (await qb.platform('select * from Invoice orderby Id maxresults 1000')).map((invoice) => invoice.Id);
    for (const limit of [1, 7, 200]) expect((await qb.collect('/invoices', limit)).map((invoice) => invoice.id), `limit ${limit}`).toEqual(expected);
  });

  it('maps amounts, dates, status and lines', async () => {
    const list = await qb.collect('/invoices', 200);
    const statuses = new Set(list.map((invoice) => invoice.status));
    for (const status of ['authorised', 'partiallypaid', 'paid', 'voided']) expect(statuses).toContain(status);
    const platform = await qb.platform('select * from Invoice where Id = \'1\'');
    const one = (await qb.get('/invoices/1')).body.data;
    expect(one).toMatchObject({ id: '1', number: platform[0]!.DocNumber, currency: 'USD', total: Math.round(platform[0]!.TotalAmt * 100), balance: Math.round(platform[0]!.Balance * 100), invoice_date: platform[0]!.TxnDate, row_version: platform[0]!.SyncToken });
    expect(one.updated_at).toMatch(ISO);
    expect(one.line_items.at(-1)).toMatchObject({ type: 'sub_total' });
    expect(one.line_items[0]).toMatchObject({ type: 'sales_item', item: { id: expect.any(String) } });
  });

  it('answers 404 for an id of another document type', async () => {
    const bill = (await qb.platform('select * from Bill maxresults 1'))[0]!;
    expectErrorEnvelope(await qb.get(`/invoices/${bill.Id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await qb.get('/invoices/not-a-number'), 404, 'EntityNotFoundError');
  });

  it('creates, updates, voids and deletes, with exact money in USD, JPY and KWD', async () => {
    const item = (await qb.platform('select * from Item where Name = \'Design\''))[0]!;
    for (const [currency, amount] of [['USD', 12345], ['JPY', 12345], ['KWD', 12345]] as const) {
      const customer = (await qb.platform(`select * from Customer where CurrencyRef = '${currency}' maxresults 1`))[0]!;
      const created = await qb.send('POST', '/invoices', { customer: { id: customer.Id }, invoice_date: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), line_items: [{ item: { id: item.Id }, total_amount: amount, description: 'Design' }] });
      expect(created.status, created.text).toBe(201);
      const read = (await qb.get(`/invoices/${created.body.data.id}`)).body.data;
      expect(read).toMatchObject({ currency, total: amount, balance: amount, status: 'authorised' });
      const platform = (await qb.platform(`select * from Invoice where Id = '${created.body.data.id}'`))[0]!;
      expect(platform.TotalAmt).toBe({ USD: 123.45, JPY: 12345, KWD: 12.345 }[currency]);
    }
    const customer = (await qb.platform('select * from Customer where CurrencyRef = \'USD\' maxresults 1'))[0]!;
    const created = await qb.send('POST', '/invoices', { customer: { id: customer.Id }, line_items: [{ item: { id: item.Id }, quantity: 2, unit_price: 7500, total_amount: 15000 }] });
    const id = created.body.data.id as string;
    const updated = await qb.send('PATCH', `/invoices/${id}`, { customer_memo: 'Thanks!', due_date: '2030-01-31' });
    expect(updated.status, updated.text).toBe(200);
    expect((await qb.get(`/invoices/${id}`)).body.data).toMatchObject({ customer_memo: 'Thanks!', due_date: '2030-01-31', total: 15000 });
    const stale = await qb.send('PATCH', `/invoices/${id}`, { customer_memo: 'Again', row_version: '0' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/Stale Object Error/);
    expect((await qb.send('PATCH', `/invoices/${id}`, { status: 'voided' })).status).toBe(200);
    expect((await qb.get(`/invoices/${id}`)).body.data).toMatchObject({ status: 'voided', total: 0 });
    expect((await qb.send('DELETE', `/invoices/${id}`)).status).toBe(200);
    expectErrorEnvelope(await qb.get(`/invoices/${id}`), 404, 'EntityNotFoundError');
  });

  it('honours every declared filter and sort', async () => {
    const all = await qb.collect('/invoices', 200);
    const target = all[5] as Json;
    const byNumber = (await qb.get(`/invoices?filter[number]=${target.number}`)).body.data;
    expect(byNumber.map((invoice: Json) => invoice.id)).toEqual([target.id]);
    const byCustomer = (await qb.get(`/invoices?filter[customer_id]=${target.customer.id}&limit=200`)).body.data as Json[];
    expect(byCustomer.length).toBeGreaterThan(0);
    expect(byCustomer.every((invoice) => invoice.customer.id === target.customer.id)).toBe(true);
    expect(byCustomer.length).toBe(all.filter((invoice) => invoice.customer.id === target.customer.id).length);
    const since = [...all].sort((a, b) => a.updated_at.localeCompare(b.updated_at))[10]!.updated_at as string;
    const updated = (await qb.get(`/invoices?filter[updated_since]=${since}&limit=200`)).body.data as Json[];
    expect(updated.map((invoice) => invoice.id).sort()).toEqual(all.filter((invoice) => invoice.updated_at >= since).map((invoice) => invoice.id).sort());
    const createdSince = [...all].sort((a, b) => a.created_at.localeCompare(b.created_at))[20]!.created_at as string;
    const created = (await qb.get(`/invoices?filter[created_since]=${createdSince}&limit=200`)).body.data as Json[];
    expect(created.length).toBe(all.filter((invoice) => invoice.created_at >= createdSince).length);
    for (const [field, direction] of [['updated_at', 'desc'], ['created_at', 'asc'], ['id', 'desc']] as const) {
      const sorted = (await qb.get(`/invoices?sort[by]=${field}&sort[direction]=${direction}&limit=200`)).body.data as Json[];
      const values = sorted.map((invoice) => (field === 'id' ? Number(invoice.id) : invoice[field]));
      const expected = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(direction === 'asc' ? expected : expected.reverse());
    }
    expectErrorEnvelope(await qb.get('/invoices?filter[supplier_id]=1'), 400, 'UnsupportedFiltersError');
  });

  it('passes the Idempotency-Key on as requestid, so a replay writes once', async () => {
    const item = (await qb.platform('select * from Item where Name = \'Design\''))[0]!;
    const customer = (await qb.platform('select * from Customer maxresults 1'))[0]!;
    const body = { customer: { id: customer.Id }, line_items: [{ item: { id: item.Id }, total_amount: 5000 }] };
    const first = await qb.send('POST', '/invoices', body, { 'idempotency-key': 'invoice-key-1' });
    const second = await qb.send('POST', '/invoices', body, { 'idempotency-key': 'invoice-key-1' });
    expect(second.body.data.id).toBe(first.body.data.id);
    const writes = qb.emulator.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path.endsWith('/invoice'));
    const requestIds = writes.map((exchange) => exchange.query.get('requestid'));
    expect(requestIds.at(-1)).toMatch(/^[A-Za-z0-9_-]{1,50}$/);
    expect(writes.filter((exchange) => exchange.query.get('requestid') === requestIds.at(-1))).toHaveLength(1);
  });

  it('maps QuickBooks\' faults: 401, 429, and a refused write', async () => {
    qb.emulator.failNext('unauthorized');
    expectErrorEnvelope(await qb.get('/invoices'), 401, 'ConnectorCredentialsError');
    qb.emulator.failNext('rate_limit', 5);
    const limited = await qb.get('/invoices');
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const refused = await qb.send('POST', '/invoices', { customer: { id: '999999' }, line_items: [{ item: { id: '1' }, total_amount: 100 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.type_name).toBe('ConnectorExecutionError');
  });
});
