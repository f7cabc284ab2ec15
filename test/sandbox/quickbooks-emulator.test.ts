/**
 * The QuickBooks Online emulator over HTTP: bearer tokens scoped to one
 * realm, Fault bodies, reads by id (another entity's id is "Object Not
 * Found"), the query language with STARTPOSITION/MAXRESULTS (past 1000
 * records too) and its refusals, creates with exact totals and tax in USD,
 * JPY and KWD, sparse and full updates with SyncToken (a stale one is the
 * Stale Object Error), payments settling invoices, voids and deletes,
 * requestid replays, minor versions and separate realms.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { QUICKBOOKS_DEMO_REALM as DEMO, QUICKBOOKS_OTHER_REALM as OTHER, quickbooksEmulator } from '../../src/sandbox/quickbooks/index.js';
import { seedExpenseAccounts, seedSalesTaxRates } from '../helpers/quickbooks-long-lists.js';

type Json = Record<string, any>;

describe('QuickBooks Online emulator', () => {
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    emulator = await quickbooksEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.kit.reset());

  async function api(path: string, init: { method?: string; body?: unknown; token?: string | null; realm?: string } = {}): Promise<{ status: number; body: Json; text: string }> {
    const token = init.token === undefined ? DEMO.sandboxAccessToken : init.token;
    const response = await fetch(`${emulator.url}/v3/company/${init.realm ?? DEMO.id}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    let body: Json = {};
    try { body = JSON.parse(text); } catch { /* text answers (download) */ }
    return { status: response.status, body, text };
  }
  const query = (text: string) => api(`/query?query=${encodeURIComponent(text)}`);
  const fault = (answer: { body: Json }) => answer.body.Fault?.Error?.[0] as { code: string; Message: string; Detail: string; element: string };
  const firstOf = async (entity: string, where = '') => (await query(`select * from ${entity} ${where} maxresults 1`)).body.QueryResponse[entity][0] as Json;

  it('answers only a token of the realm in the path, with QuickBooks\' Faults', async () => {
    const missing = await api('/companyinfo/' + DEMO.id, { token: null });
    expect(missing.status).toBe(401);
    expect(missing.body.Fault.type).toBe('AUTHENTICATION');
    expect(fault(missing).code).toBe('3200');
    const foreign = await api('/companyinfo/' + OTHER.id, { realm: OTHER.id });
    expect(foreign.status).toBe(403);
    expect(fault(foreign).code).toBe('3100');
    const own = await api('/companyinfo/' + OTHER.id, { realm: OTHER.id, token: OTHER.sandboxAccessToken });
    expect(own.body.CompanyInfo).toMatchObject({ Id: OTHER.id, CompanyName: OTHER.companyName, Country: 'CA' });
    expect(own.body.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
  });

  it('reads by id per entity: another entity\'s id is Object Not Found (400, code 610)', async () => {
    const bill = await firstOf('Bill');
    const invoice = await firstOf('Invoice');
    expect((await api(`/invoice/${invoice.Id}`)).body.Invoice.Id).toBe(invoice.Id);
    const wrong = await api(`/invoice/${bill.Id}`);
    expect(wrong.status).toBe(400);
    expect(fault(wrong)).toMatchObject({ code: '610', Message: 'Object Not Found' });
  });

  it('pages a query with STARTPOSITION and MAXRESULTS to the end, counting as COUNT(*) does', async () => {
    const total = (await query('select count(*) from Invoice')).body.QueryResponse.totalCount as number;
    expect(total).toBeGreaterThan(20);
    for (const size of [7, 10]) {
      const ids: string[] = [];
      for (let start = 1; ; start += size) {
        const page = (await query(`SELECT * FROM Invoice ORDERBY Id STARTPOSITION ${start} MAXRESULTS ${size}`)).body.QueryResponse;
        if (!page.Invoice) break;
        expect(page.startPosition).toBe(start);
        expect(page.maxResults).toBe(page.Invoice.length);
        ids.push(...page.Invoice.map((item: Json) => item.Id));
      }
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
    }
  });

  it('pages a chart of accounts and a tax rate list longer than one query (1000) with STARTPOSITION and MAXRESULTS', async () => {
    seedExpenseAccounts(emulator.kit, 1000, 5001, DEMO.id);
    seedSalesTaxRates(emulator.kit, 1000, 101, DEMO.id);
    for (const [entity, order] of [['Account', ''], ['TaxRate', 'ORDERBY Id']] as const) {
      const total = (await query(`select count(*) from ${entity} where Active IN (true, false)`)).body.QueryResponse.totalCount as number;
      expect(total).toBeGreaterThan(1000);
      const first = (await query(`select * from ${entity} where Active IN (true, false) ${order} STARTPOSITION 1 MAXRESULTS 1000`)).body.QueryResponse;
      expect(first).toMatchObject({ startPosition: 1, maxResults: 1000 });
      const rest = (await query(`select * from ${entity} where Active IN (true, false) ${order} STARTPOSITION 1001 MAXRESULTS 1000`)).body.QueryResponse;
      expect(rest).toMatchObject({ startPosition: 1001, maxResults: total - 1000 });
      const ids = [...first[entity], ...rest[entity]].map((record: Json) => record.Id);
      expect(new Set(ids).size).toBe(total);
      expect((await query(`select * from ${entity} where Active IN (true, false) ${order} STARTPOSITION ${total + 1} MAXRESULTS 1000`)).body.QueryResponse).toEqual({});
    }
  });

  it('filters by reference, date, amount, LIKE and IN, sorts, and hides inactive names unless asked', async () => {
    const amy = await firstOf('Customer', 'where DisplayName = \'Amy\'\'s Bird Sanctuary\'').catch(() => undefined);
    expect(amy).toBeUndefined();
    const customer = await firstOf('Customer', `where DisplayName LIKE 'amy%'`);
    const mine = (await query(`select * from Invoice where CustomerRef = '${customer.Id}'`)).body.QueryResponse.Invoice as Json[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((invoice) => invoice.CustomerRef.value === customer.Id)).toBe(true);
    const open = (await query('select * from Invoice where Balance > \'0\' ORDERBY TxnDate DESC MAXRESULTS 1000')).body.QueryResponse.Invoice as Json[];
    expect(open.every((invoice) => invoice.Balance > 0)).toBe(true);
    expect(open.map((invoice) => invoice.TxnDate)).toEqual([...open.map((invoice) => invoice.TxnDate)].sort().reverse());
    const since = open[3]!.MetaData.LastUpdatedTime as string;
    const recent = (await query(`select * from Invoice where MetaData.LastUpdatedTime >= '${since}' MAXRESULTS 1000`)).body.QueryResponse.Invoice as Json[];
    expect(recent.every((invoice) => Date.parse(invoice.MetaData.LastUpdatedTime) >= Date.parse(since))).toBe(true);
    const picked = (await query(`select * from Invoice where Id IN ('${mine[0]!.Id}', '999999')`)).body.QueryResponse.Invoice as Json[];
    expect(picked.map((invoice) => invoice.Id)).toEqual([mine[0]!.Id]);
    const active = (await query('select count(*) from Customer')).body.QueryResponse.totalCount;
    const all = (await query('select count(*) from Customer where Active IN (true, false)')).body.QueryResponse.totalCount;
    expect(all).toBe(active + 1);
  });

  it('refuses what its query language does not have, never ignoring it', async () => {
    for (const [text, code] of [
      ['select * from Invoice where Id = \'1\' OR Id = \'2\'', '4000'],
      ['select * from Invoice where NoSuchField = \'1\'', '4001'],
      ['select * from Invoice where Line = \'1\'', '4001'],
      ['select * from Nothing', '4001'],
      ['delete from Invoice', '4000'],
      ['select * from Invoice where Id = \'1', '4000'],
      ['select * from Invoice STARTPOSITION x', '4000'],
    ] as const) {
      const answer = await query(text);
      expect(answer.status, text).toBe(400);
      expect(fault(answer).code, text).toBe(code);
    }
  });

  it('creates an invoice with exact totals and tax, and refuses amounts finer than the currency', async () => {
    const customer = await firstOf('Customer', `where DisplayName LIKE 'amy%'`);
    const item = await firstOf('Item', 'where Name = \'Pump\'');
    const code = await firstOf('TaxCode', 'where Name = \'State and County\'');
    const created = await api('/invoice', { body: {
      CustomerRef: { value: customer.Id }, TxnDate: '2026-01-15',
      Line: [{ DetailType: 'SalesItemLineDetail', Amount: 0.3, SalesItemLineDetail: { ItemRef: { value: item.Id }, Qty: 3, UnitPrice: 0.1, TaxCodeRef: { value: 'TAX' } } },
        { DetailType: 'SalesItemLineDetail', Amount: 0.1, SalesItemLineDetail: { ItemRef: { value: item.Id }, TaxCodeRef: { value: 'NON' } } }],
      TxnTaxDetail: { TxnTaxCodeRef: { value: code.Id } },
    } });
    expect(created.status).toBe(200);
    expect(created.body.Invoice).toMatchObject({ TotalAmt: 0.42, Balance: 0.42, SyncToken: '0', DocNumber: expect.any(String), DueDate: '2026-01-30', SalesTermRef: customer.SalesTermRef, TxnTaxDetail: { TotalTax: 0.02 } });
    // Each rate is rounded on its own line: 7.25% of 0.30 is 0.02, 1.375% is 0.00.
    expect(created.body.Invoice.TxnTaxDetail.TaxLine.map((line: Json) => line.Amount)).toEqual([0.02, 0]);
    expect(created.body.Invoice.Line.at(-1)).toMatchObject({ DetailType: 'SubTotalLineDetail', Amount: 0.4 });
    const yen = await firstOf('Customer', 'where CurrencyRef = \'JPY\'');
    const service = await firstOf('Item', 'where Name = \'Design\'');
    const line = (amount: number) => ({ DetailType: 'SalesItemLineDetail', Amount: amount, SalesItemLineDetail: { ItemRef: { value: service.Id } } });
    expect((await api('/invoice', { body: { CustomerRef: { value: yen.Id }, Line: [line(12500)] } })).body.Invoice).toMatchObject({ TotalAmt: 12500, CurrencyRef: { value: 'JPY' }, ExchangeRate: Number(DEMO.exchangeRates.JPY), HomeTotalAmt: 84.01 });
    const finer = await api('/invoice', { body: { CustomerRef: { value: yen.Id }, Line: [line(12500.5)] } });
    expect(fault(finer)).toMatchObject({ code: '6000', element: 'Line[0].Amount' });
    const dinar = await firstOf('Customer', 'where CurrencyRef = \'KWD\'');
    expect((await api('/invoice', { body: { CustomerRef: { value: dinar.Id }, Line: [line(1.234), line(0.001)] } })).body.Invoice.TotalAmt).toBe(1.235);
    const missing = await api('/invoice', { body: { Line: [line(1)] } });
    expect(fault(missing)).toMatchObject({ code: '2020', element: 'CustomerRef' });
    const unknown = await api('/invoice', { body: { CustomerRef: { value: customer.Id }, Line: [line(1)], Colour: 'red' } });
    expect(fault(unknown)).toMatchObject({ code: '2010', element: 'Colour' });
  });

  it('updates sparsely or fully with the current SyncToken, and refuses a stale one', async () => {
    const invoice = await firstOf('Invoice', 'where Balance > \'0\'');
    const sparse = await api('/invoice', { body: { Id: invoice.Id, SyncToken: invoice.SyncToken, sparse: true, PrivateNote: 'Checked' } });
    expect(sparse.body.Invoice).toMatchObject({ PrivateNote: 'Checked', SyncToken: String(Number(invoice.SyncToken) + 1), CustomerMemo: invoice.CustomerMemo });
    const stale = await api('/invoice', { body: { Id: invoice.Id, SyncToken: invoice.SyncToken, sparse: true, PrivateNote: 'Again' } });
    expect(fault(stale)).toMatchObject({ code: '5010', Message: 'Stale Object Error' });
    const current = sparse.body.Invoice;
    const full = await api('/invoice?operation=update', { body: { Id: current.Id, SyncToken: current.SyncToken, CustomerRef: current.CustomerRef, Line: current.Line.filter((line: Json) => line.DetailType !== 'SubTotalLineDetail') } });
    expect(full.status).toBe(200);
    expect(full.body.Invoice.PrivateNote).toBeUndefined();
    expect(full.body.Invoice.CustomerMemo).toBeUndefined();
  });

  it('settles invoices from payments, and gives the amount back when a payment is voided or deleted', async () => {
    const invoice = await firstOf('Invoice', 'where Balance > \'10\'');
    const checking = await firstOf('Account', 'where Name = \'Checking\'');
    const part = Math.floor(invoice.Balance / 2);
    const paid = await api('/payment', { body: { CustomerRef: invoice.CustomerRef, TotalAmt: part + 5, DepositToAccountRef: { value: checking.Id }, Line: [{ Amount: part, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] } });
    expect(paid.body.Payment).toMatchObject({ TotalAmt: part + 5, UnappliedAmt: 5 });
    const after = (await api(`/invoice/${invoice.Id}`)).body.Invoice;
    expect(after.Balance).toBeCloseTo(invoice.Balance - part, 10);
    expect(after.LinkedTxn).toContainEqual({ TxnId: paid.body.Payment.Id, TxnType: 'Payment' });
    expect(Number(after.SyncToken)).toBe(Number(invoice.SyncToken) + 1);
    expect((await api(`/account/${checking.Id}`)).body.Account.CurrentBalance).toBeCloseTo(checking.CurrentBalance + part + 5, 10);
    const over = await api('/payment', { body: { CustomerRef: invoice.CustomerRef, TotalAmt: invoice.Balance + 1, Line: [{ Amount: invoice.Balance + 1, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] } });
    expect(fault(over).code).toBe('6000');
    const voidAnswer = await api('/payment?operation=update&include=void', { body: { Id: paid.body.Payment.Id, SyncToken: paid.body.Payment.SyncToken } });
    expect(voidAnswer.body.Payment).toMatchObject({ TotalAmt: 0, PrivateNote: 'Voided' });
    expect((await api(`/invoice/${invoice.Id}`)).body.Invoice.Balance).toBe(invoice.Balance);
    const again = await api('/payment', { body: { CustomerRef: invoice.CustomerRef, TotalAmt: part, Line: [{ Amount: part, LinkedTxn: [{ TxnId: invoice.Id, TxnType: 'Invoice' }] }] } });
    const deleted = await api('/payment?operation=delete', { body: { Id: again.body.Payment.Id, SyncToken: again.body.Payment.SyncToken } });
    expect(deleted.body.Payment).toEqual({ status: 'Deleted', domain: 'QBO', Id: again.body.Payment.Id });
    expect((await api(`/invoice/${invoice.Id}`)).body.Invoice.Balance).toBe(invoice.Balance);
  });

  it('voids and deletes invoices, not those with payments applied', async () => {
    const all = (await query('select * from Invoice MAXRESULTS 1000')).body.QueryResponse.Invoice as Json[];
    const open = all.find((invoice) => invoice.Balance > 0 && invoice.LinkedTxn.length === 0) as Json;
    const paidOne = all.find((invoice) => invoice.LinkedTxn.length > 0) as Json;
    const refused = await api('/invoice?operation=void', { body: { Id: paidOne.Id, SyncToken: paidOne.SyncToken } });
    expect(fault(refused).code).toBe('6000');
    const voided = await api('/invoice?operation=void', { body: { Id: open.Id, SyncToken: open.SyncToken } });
    expect(voided.body.Invoice).toMatchObject({ TotalAmt: 0, Balance: 0, PrivateNote: expect.stringMatching(/^Voided/) });
    const deleted = await api('/invoice?operation=delete', { body: { Id: open.Id, SyncToken: voided.body.Invoice.SyncToken } });
    expect(deleted.body.Invoice).toEqual({ status: 'Deleted', domain: 'QBO', Id: open.Id });
    expect(fault(await api(`/invoice/${open.Id}`)).code).toBe('610');
    const customer = await firstOf('Customer');
    expect(fault(await api('/customer?operation=delete', { body: { Id: customer.Id, SyncToken: customer.SyncToken } })).code).toBe('500');
  });

  it('answers a repeated requestid with the first answer and writes once', async () => {
    const customer = await firstOf('Customer');
    const item = await firstOf('Item');
    const body = { CustomerRef: { value: customer.Id }, Line: [{ DetailType: 'SalesItemLineDetail', Amount: 10, SalesItemLineDetail: { ItemRef: { value: item.Id } } }] };
    const before = (await query('select count(*) from Invoice')).body.QueryResponse.totalCount;
    const first = await api('/invoice?requestid=retry-1', { body });
    const second = await api('/invoice?requestid=retry-1', { body });
    expect(second.body.Invoice.Id).toBe(first.body.Invoice.Id);
    expect((await query('select count(*) from Invoice')).body.QueryResponse.totalCount).toBe(before + 1);
    expect((await api('/invoice?requestid=retry-2', { body })).body.Invoice.Id).not.toBe(first.body.Invoice.Id);
    expect((await api(`/invoice?requestid=${'x'.repeat(51)}`, { body })).status).toBe(400);
  });

  it('serves minor versions up to the latest and refuses others', async () => {
    expect((await api(`/companyinfo/${DEMO.id}?minorversion=40`)).status).toBe(200);
    expect((await api(`/companyinfo/${DEMO.id}?minorversion=75`)).status).toBe(200);
    for (const version of ['abc', '999']) expect(fault(await api(`/companyinfo/${DEMO.id}?minorversion=${version}`)).element).toBe('minorversion');
  });

  it('keeps journal entries balanced and accounts in step with them', async () => {
    const [checking, savings] = (await query('select * from Account where AccountType = \'Bank\' ORDERBY Name')).body.QueryResponse.Account as Json[];
    const line = (type: string, account: Json, amount: number) => ({ DetailType: 'JournalEntryLineDetail', Amount: amount, JournalEntryLineDetail: { PostingType: type, AccountRef: { value: account.Id } } });
    const unbalanced = await api('/journalentry', { body: { Line: [line('Debit', savings!, 100.01), line('Credit', checking!, 100)] } });
    expect(fault(unbalanced).code).toBe('6000');
    const entry = await api('/journalentry', { body: { Line: [line('Debit', savings!, 100.01), line('Credit', checking!, 100.01)] } });
    expect(entry.body.JournalEntry.TotalAmt).toBe(100.01);
    expect((await api(`/account/${savings!.Id}`)).body.Account.CurrentBalance).toBeCloseTo(savings!.CurrentBalance + 100.01, 10);
  });

  it('keeps each realm\'s records apart', async () => {
    const mine = (await query('select count(*) from Customer')).body.QueryResponse.totalCount;
    const created = await api('/customer', { body: { DisplayName: 'Only In Demo' } });
    expect(created.status).toBe(200);
    const theirs = await fetch(`${emulator.url}/v3/company/${OTHER.id}/query?query=${encodeURIComponent('select * from Customer where DisplayName = \'Only In Demo\'')}`, { headers: { authorization: `Bearer ${OTHER.sandboxAccessToken}` } });
    expect(((await theirs.json()) as Json).QueryResponse).toEqual({});
    expect((await query('select count(*) from Customer')).body.QueryResponse.totalCount).toBe(mine + 1);
    expect(fault(await api('/customer', { body: { DisplayName: 'only in demo' } })).code).toBe('6240');
  });
});
