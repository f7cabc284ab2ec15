/**
 * The Xero emulator over HTTP, held to Xero's own description
 * (xero_accounting.yaml) and documentation: a token and `xero-tenant-id` on
 * every call, tenants apart, the list envelope and page/pageSize paging,
 * `where`, `order` and If-Modified-Since, documents whose totals, amounts
 * due, statuses and ledger journals follow payments, credits and voids,
 * money in zero-decimal currencies, Xero's error bodies, per-tenant rate
 * limits, Idempotency-Key replays, attachments and tracking categories.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import {
  XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, XERO_JPY_ORGANISATION as JPY, XERO_OTHER_ORGANISATION as OTHER, XERO_OTHER_USER, xeroEmulator,
} from '../../src/sandbox/xero/index.js';

type Json = Record<string, any>;
const BASE = '/api.xro/2.0';

describe('Xero emulator', () => {
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    emulator = await xeroEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(async () => {
    emulator.kit.reset();
    await fetch(`${emulator.url}/__emulator/xero/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  });

  interface Call { method?: string; body?: unknown; tenant?: string | null; token?: string | null; headers?: Record<string, string> }
  async function api(path: string, call: Call = {}): Promise<{ status: number; body: Json | any; text: string; headers: Headers }> {
    const token = call.token === undefined ? USER.sandboxAccessToken : call.token;
    const tenant = call.tenant === undefined ? DEMO.id : call.tenant;
    const response = await fetch(`${emulator.url}${path.startsWith('/') && !path.startsWith(BASE) && !/^\/connections/i.test(path) ? BASE + path : path}`, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(tenant ? { 'xero-tenant-id': tenant } : {}),
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Xero's 404 is text.
    }
    return { status: response.status, body, text, headers: response.headers };
  }
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text).toBe(status);
    return answer;
  };
  const validation = (answer: { status: number; body: any; text: string }, message: RegExp) => {
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toMatchObject({ ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred' });
    expect(answer.body.Elements[0].ValidationErrors.map((error: Json) => error.Message).join(' | ')).toMatch(message);
  };
  const invoiceBody = (extra: Json = {}) => ({
    Invoices: [{
      Type: 'ACCREC', Contact: { Name: 'Ridgeway Bakery' }, Date: '2024-03-01', DueDate: '2024-03-31', LineAmountTypes: 'Exclusive',
      LineItems: [{ Description: 'Flour', Quantity: 3, UnitAmount: 10.1, AccountCode: '200', TaxType: 'TAX001' }, { Description: 'Delivery', Quantity: 1, UnitAmount: 25, AccountCode: '260', TaxType: 'NONE' }],
      ...extra,
    }],
  });
  const create = async (path: string, body: unknown, tenant?: string) => ok(await api(path, { method: 'PUT', body, ...(tenant ? { tenant } : {}) })).body;
  const journalsOf = async (sourceId: string, tenant?: string) => (ok(await api('/Journals', tenant ? { tenant } : {})).body.Journals as Json[]).filter((journal) => journal.SourceID === sourceId);
  const netOf = (journal: Json) => journal.JournalLines.reduce((total: number, line: Json) => total + Math.round(line.NetAmount * 100), 0);

  describe('authentication and tenants', () => {
    it('answers a missing or bad token with a 401 and a tenant the token does not reach with a 403, in Xero\'s problem shape', async () => {
      for (const token of [null, 'not-a-token']) {
        const answer = await api('/Invoices', { token });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' });
      }
      for (const tenant of [null, OTHER.id, '00000000-0000-0000-0000-000000000000']) {
        const answer = await api('/Invoices', { tenant });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' });
      }
      ok(await api('/Organisation', { token: XERO_OTHER_USER.sandboxAccessToken, tenant: OTHER.id }));
    });

    it('lists the tenants a token reaches at /connections, without a tenant header', async () => {
      const answer = ok(await api('/connections', { tenant: null }));
      expect(answer.body.map((connection: Json) => connection.tenantId)).toEqual([DEMO.id, JPY.id]);
      expect(answer.body[0]).toMatchObject({ tenantType: 'ORGANISATION', tenantName: DEMO.name, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect((await api('/Connections', { tenant: null })).body).toEqual(answer.body);
      expect((await api('/connections', { tenant: null, token: null })).status).toBe(401);
    });

    it('keeps each organisation\'s records to itself', async () => {
      const made = await create('/Contacts', { Contacts: [{ Name: 'Only In Demo Ltd' }] });
      const id = made.Contacts[0].ContactID;
      ok(await api(`/Contacts/${id}`));
      expect((await api(`/Contacts/${id}`, { tenant: JPY.id })).status).toBe(404);
      const names = (ok(await api('/Contacts', { tenant: JPY.id })).body.Contacts as Json[]).map((contact) => contact.Name);
      expect(names).not.toContain('Only In Demo Ltd');
      const organisation = ok(await api('/Organisation', { tenant: JPY.id })).body.Organisations[0];
      expect(organisation).toMatchObject({ OrganisationID: JPY.id, BaseCurrency: 'JPY', Name: JPY.name });
    });
  });

  describe('lists', () => {
    it('pages with page and pageSize, and answers the whole list without page, without line items for invoices', async () => {
      const first = ok(await api('/Invoices?page=1&pageSize=7')).body;
      expect(first).toMatchObject({ Status: 'OK', ProviderName: expect.any(String), pagination: { page: 1, pageSize: 7 } });
      const { itemCount, pageCount } = first.pagination;
      expect(pageCount).toBe(Math.ceil(itemCount / 7));
      const seen: string[] = [];
      for (let page = 1; page <= pageCount + 1; page++) {
        const invoices = ok(await api(`/Invoices?page=${page}&pageSize=7`)).body.Invoices as Json[];
        if (page > pageCount) expect(invoices).toEqual([]);
        for (const invoice of invoices) {
          expect(invoice.LineItems.length).toBeGreaterThan(0);
          seen.push(invoice.InvoiceID);
        }
      }
      expect(new Set(seen).size).toBe(itemCount);
      const whole = ok(await api('/Invoices')).body;
      expect(whole.pagination).toBeUndefined();
      expect(whole.Invoices).toHaveLength(itemCount);
      expect(whole.Invoices.every((invoice: Json) => invoice.LineItems === undefined)).toBe(true);
      expect(ok(await api('/Invoices?page=1&pageSize=5000')).body.pagination.pageSize).toBe(1000);
    });

    it('filters with where, orders with order, and refuses what it cannot read with a QueryParseException', async () => {
      const where = encodeURIComponent('Type=="ACCPAY" AND (Status=="PAID" OR Status=="AUTHORISED") && AmountDue>=0');
      const bills = ok(await api(`/Invoices?page=1&where=${where}&order=${encodeURIComponent('Total DESC')}`)).body.Invoices as Json[];
      expect(bills.length).toBeGreaterThan(0);
      expect(bills.every((bill) => bill.Type === 'ACCPAY' && ['PAID', 'AUTHORISED'].includes(bill.Status))).toBe(true);
      expect(bills.map((bill) => bill.Total)).toEqual([...bills.map((bill) => bill.Total)].sort((a, b) => b - a));

      const customer = (ok(await api('/Contacts?where=' + encodeURIComponent('Name=="Ridgeway Bakery"'))).body.Contacts as Json[])[0]!;
      const byContact = ok(await api(`/Invoices?page=1&where=${encodeURIComponent(`Contact.ContactID==guid("${customer.ContactID.toUpperCase()}")`)}`)).body.Invoices as Json[];
      expect(byContact.length).toBeGreaterThan(0);
      expect(byContact.every((invoice) => invoice.Contact.ContactID === customer.ContactID)).toBe(true);
      expect(ok(await api(`/Invoices?ContactIDs=${customer.ContactID}`)).body.Invoices).toHaveLength(byContact.length);

      const since = Date.UTC(2000, 0, 1);
      const dated = ok(await api(`/Invoices?page=1&where=${encodeURIComponent('Date>=DateTime(2000, 01, 01)')}`)).body.Invoices as Json[];
      expect(dated.length).toBeGreaterThan(0);
      expect(dated.every((invoice) => Number(/\d+/.exec(invoice.Date)![0]) >= since)).toBe(true);
      const named = ok(await api(`/Contacts?where=${encodeURIComponent('Name.Contains("Bakery") OR EmailAddress.ToLower()=="nobody@example.com"')}`)).body.Contacts as Json[];
      expect(named.map((contact) => contact.Name)).toContain('Ridgeway Bakery');

      for (const [bad, message] of [['Colour=="red"', /No property or field 'Colour' exists in type 'Invoice'/], ['Status==', /Syntax error/], ['Name.Matches("x")', /No applicable method/]] as const) {
        const answer = await api(`/Invoices?where=${encodeURIComponent(bad)}`);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ ErrorNumber: 16, Type: 'QueryParseException' });
        expect(answer.body.Message).toMatch(message);
      }
      expect((await api('/Invoices?order=Nope%20ASC')).body.Type).toBe('QueryParseException');
    });

    it('keeps records changed since If-Modified-Since', async () => {
      const before = ok(await api('/Contacts')).body.Contacts.length;
      const mark = new Date(Date.now() - 1000).toISOString();
      await create('/Contacts', { Contacts: [{ Name: 'Fresh Contact Co' }] });
      const fresh = ok(await api('/Contacts', { headers: { 'if-modified-since': mark } })).body.Contacts as Json[];
      expect(fresh.map((contact) => contact.Name)).toEqual(['Fresh Contact Co']);
      expect(before).toBeGreaterThan(1);
    });

    it('leaves archived contacts out unless asked, and finds contacts by search term', async () => {
      const all = ok(await api('/Contacts?includeArchived=true')).body.Contacts as Json[];
      const active = ok(await api('/Contacts')).body.Contacts as Json[];
      expect(all.length).toBe(active.length + 1);
      expect(ok(await api('/Contacts?searchTerm=ridgeway')).body.Contacts.map((contact: Json) => contact.Name)).toEqual(['Ridgeway Bakery']);
    });
  });

  describe('documents and the books', () => {
    it('computes line amounts, tax and totals exactly, numbers sales invoices, and names the contact it was given by name', async () => {
      const invoice = (await create('/Invoices', invoiceBody())).Invoices[0];
      // 3 × 10.10 = 30.30 at 8.875% = 2.689… → 2.69; the delivery line is untaxed.
      expect(invoice).toMatchObject({ Status: 'DRAFT', SubTotal: 55.3, TotalTax: 2.69, Total: 57.99, AmountDue: 57.99, AmountPaid: 0, CurrencyCode: 'USD', InvoiceNumber: expect.stringMatching(/^INV-\d{4}$/) });
      expect(invoice.Contact.Name).toBe('Ridgeway Bakery');
      expect(invoice.LineItems[0]).toMatchObject({ LineAmount: 30.3, TaxAmount: 2.69, AccountCode: '200', LineItemID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(ok(await api(`/Invoices/${invoice.InvoiceNumber}`)).body.Invoices[0].InvoiceID).toBe(invoice.InvoiceID);
      validation(await api('/Invoices', { method: 'PUT', body: invoiceBody({ InvoiceNumber: invoice.InvoiceNumber }) }), /Invoice # must be unique/);
      expect(await journalsOf(invoice.InvoiceID)).toEqual([]);
    });

    it('posts an authorised invoice, follows payments to PAID and back, and voids only what is unpaid', async () => {
      const invoice = (await create('/Invoices', invoiceBody({ Status: 'AUTHORISED' }))).Invoices[0];
      const [posted] = await journalsOf(invoice.InvoiceID);
      expect(posted).toMatchObject({ SourceType: 'ACCREC' });
      expect(netOf(posted!)).toBe(0);
      expect(posted!.JournalLines.find((line: Json) => line.AccountCode === '610').NetAmount).toBe(57.99);

      const payment = (await create('/Payments', { Payments: [{ Invoice: { InvoiceID: invoice.InvoiceID }, Account: { Code: '090' }, Date: '2024-03-10', Amount: 20 }] })).Payments[0];
      expect(payment).toMatchObject({ PaymentType: 'ACCRECPAYMENT', Amount: 20, Status: 'AUTHORISED', Invoice: { InvoiceID: invoice.InvoiceID } });
      let current = ok(await api(`/Invoices/${invoice.InvoiceID}`)).body.Invoices[0];
      expect(current).toMatchObject({ Status: 'AUTHORISED', AmountPaid: 20, AmountDue: 37.99 });
      expect(current.Payments.map((entry: Json) => entry.PaymentID)).toEqual([payment.PaymentID]);
      validation(await api(`/Invoices/${invoice.InvoiceID}`, { method: 'POST', body: { Invoices: [{ Status: 'VOIDED' }] } }), /cannot be voided/);
      validation(await api('/Payments', { method: 'PUT', body: { Payments: [{ Invoice: { InvoiceID: invoice.InvoiceID }, Account: { Code: '090' }, Amount: 38 }] } }), /exceeds the amount outstanding/);

      await create('/Payments', { Payments: [{ Invoice: { InvoiceID: invoice.InvoiceID }, Account: { Code: '090' }, Date: '2024-03-12', Amount: 37.99 }] });
      current = ok(await api(`/Invoices/${invoice.InvoiceID}`)).body.Invoices[0];
      expect(current).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountPaid: 57.99, FullyPaidOnDate: `/Date(${Date.UTC(2024, 2, 12)}+0000)/` });

      ok(await api(`/Payments/${payment.PaymentID}`, { method: 'POST', body: { Status: 'DELETED' } }));
      current = ok(await api(`/Invoices/${invoice.InvoiceID}`)).body.Invoices[0];
      expect(current).toMatchObject({ Status: 'AUTHORISED', AmountDue: 20, AmountPaid: 37.99 });
      const reversal = await journalsOf(payment.PaymentID);
      expect(reversal.map(netOf)).toEqual([0, 0]);
      expect(reversal[1]!.JournalLines.find((line: Json) => line.AccountCode === '090').NetAmount).toBe(-20);
    });

    it('voids an unpaid authorised invoice with a reversing journal, and deletes drafts', async () => {
      const invoice = (await create('/Invoices', invoiceBody({ Status: 'AUTHORISED' }))).Invoices[0];
      const voided = ok(await api(`/Invoices/${invoice.InvoiceID}`, { method: 'POST', body: { Invoices: [{ InvoiceID: invoice.InvoiceID, Status: 'VOIDED' }] } })).body.Invoices[0];
      expect(voided).toMatchObject({ Status: 'VOIDED', AmountDue: 0 });
      const journals = await journalsOf(invoice.InvoiceID);
      expect(journals).toHaveLength(2);
      const receivable = journals.map((journal) => journal.JournalLines.find((line: Json) => line.AccountCode === '610').NetAmount);
      expect(receivable).toEqual([57.99, -57.99]);
      validation(await api(`/Invoices/${invoice.InvoiceID}`, { method: 'POST', body: { Invoices: [{ Reference: 'late edit' }] } }), /cannot be edited/);

      const draft = (await create('/Invoices', invoiceBody())).Invoices[0];
      expect(ok(await api(`/Invoices/${draft.InvoiceID}`, { method: 'POST', body: { Invoices: [{ Status: 'DELETED' }] } })).body.Invoices[0].Status).toBe('DELETED');
      validation(await api(`/Invoices/${draft.InvoiceID}`, { method: 'POST', body: { Invoices: [{ Status: 'AUTHORISED' }] } }), /cannot be changed from DELETED/);
    });

    it('updates or creates through POST on the collection, bills included, and keeps numbers of bills free', async () => {
      const bill = { Type: 'ACCPAY', Contact: { Name: 'Coastline Paper Co.' }, InvoiceNumber: 'SUP-1', LineItems: [{ Description: 'Paper', Quantity: 2, UnitAmount: 4.5, AccountCode: '310' }] };
      const first = ok(await api('/Invoices', { method: 'POST', body: { Invoices: [bill] } })).body.Invoices[0];
      const second = ok(await api('/Invoices', { method: 'POST', body: { Invoices: [bill] } })).body.Invoices[0];
      expect(second.InvoiceID).not.toBe(first.InvoiceID);
      const updated = ok(await api('/Invoices', { method: 'POST', body: { Invoices: [{ InvoiceID: first.InvoiceID, Reference: 'Changed' }] } })).body.Invoices[0];
      expect(updated).toMatchObject({ InvoiceID: first.InvoiceID, Reference: 'Changed', Type: 'ACCPAY', Total: 9 });
    });

    it('keeps yen without decimals and unit amounts to two decimals unless unitdp=4', async () => {
      const invoice = (await create('/Invoices', {
        Invoices: [{ Type: 'ACCREC', Contact: { Name: 'Ridgeway Bakery' }, LineItems: [{ Description: 'Tea', Quantity: 3, UnitAmount: 333.33, AccountCode: '200', TaxType: 'OUTPUT' }] }],
      }, JPY.id)).Invoices[0];
      expect(invoice).toMatchObject({ CurrencyCode: 'JPY', SubTotal: 1000, TotalTax: 100, Total: 1100 });
      const precise = ok(await api(`/Invoices?unitdp=4`, { method: 'PUT', body: invoiceBody({ LineItems: [{ Description: 'Bolt', Quantity: 3, UnitAmount: 0.3333, AccountCode: '200', TaxType: 'NONE' }] }) })).body.Invoices[0];
      expect(precise.LineItems[0]).toMatchObject({ UnitAmount: 0.3333, LineAmount: 1 });
      expect(ok(await api(`/Invoices/${precise.InvoiceID}`)).body.Invoices[0].LineItems[0].UnitAmount).toBe(0.33);
      expect(ok(await api(`/Invoices/${precise.InvoiceID}?unitdp=4`)).body.Invoices[0].LineItems[0].UnitAmount).toBe(0.3333);
    });

    it('refuses what Xero refuses, saying why in a ValidationException', async () => {
      validation(await api('/Invoices', { method: 'PUT', body: invoiceBody({ LineItems: [{ Description: 'x', Quantity: 1, UnitAmount: 1, AccountCode: '999' }] }) }), /Account code '999' is not a valid code/);
      validation(await api('/Invoices', { method: 'PUT', body: invoiceBody({ Status: 'AUTHORISED', LineItems: [{ Description: 'x', Quantity: 1, UnitAmount: 1 }] }) }), /Account code must be specified/);
      validation(await api('/Invoices', { method: 'PUT', body: invoiceBody({ CurrencyCode: 'CHF' }) }), /CHF is not enabled/);
      validation(await api('/Invoices', { method: 'PUT', body: invoiceBody({ Status: 'PAID' }) }), /must be DRAFT, SUBMITTED or AUTHORISED/);
      validation(await api('/Contacts', { method: 'PUT', body: { Contacts: [{ Name: 'Ridgeway Bakery' }] } }), /already assigned to another contact/);
      const unknown = await api('/Invoices/4f9c2a1e-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toBe("The resource you're looking for cannot be found");
      expect((await api('/Nothing')).status).toBe(404);
    });

    it('allocates credit notes to invoices and balances manual journals before posting them', async () => {
      const invoice = (await create('/Invoices', invoiceBody({ Status: 'AUTHORISED' }))).Invoices[0];
      const note = (await create('/CreditNotes', { CreditNotes: [{ Type: 'ACCRECCREDIT', Contact: { ContactID: invoice.Contact.ContactID }, Status: 'AUTHORISED', LineItems: [{ Description: 'Refund', Quantity: 1, UnitAmount: 10, AccountCode: '200', TaxType: 'NONE' }] }] })).CreditNotes[0];
      expect(note).toMatchObject({ RemainingCredit: 10, CreditNoteNumber: expect.stringMatching(/^CN-/) });
      ok(await api(`/CreditNotes/${note.CreditNoteID}/Allocations`, { method: 'PUT', body: { Allocations: [{ Invoice: { InvoiceID: invoice.InvoiceID }, Amount: 10, Date: '2024-03-05' }] } }));
      expect(ok(await api(`/Invoices/${invoice.InvoiceID}`)).body.Invoices[0]).toMatchObject({ AmountCredited: 10, AmountDue: 47.99 });
      expect(ok(await api(`/CreditNotes/${note.CreditNoteID}`)).body.CreditNotes[0]).toMatchObject({ Status: 'PAID', RemainingCredit: 0 });

      const unbalanced = { ManualJournals: [{ Narration: 'Oops', Status: 'POSTED', JournalLines: [{ LineAmount: 100, AccountCode: '429' }, { LineAmount: -90, AccountCode: '090' }] }] };
      validation(await api('/ManualJournals', { method: 'PUT', body: unbalanced }), /total debits \(100\) must equal total credits \(90\)/);
      const journal = (await create('/ManualJournals', { ManualJournals: [{ Narration: 'Depreciation', Status: 'POSTED', Date: '2024-03-31', JournalLines: [{ LineAmount: 100, AccountCode: '429' }, { LineAmount: -100, AccountCode: '711' }] }] })).ManualJournals[0];
      const [posted] = await journalsOf(journal.ManualJournalID);
      expect(posted).toMatchObject({ SourceType: 'MANJOURNAL', Reference: 'Depreciation' });
    });

    it('keeps the seeded books balanced, receivables equal to what customers owe', async () => {
      for (const tenant of [DEMO.id, JPY.id]) {
        const journals: Json[] = [];
        for (let offset = 0; ; ) {
          const page = ok(await api(`/Journals?offset=${offset}`, { tenant })).body.Journals as Json[];
          if (page.length === 0) break;
          journals.push(...page);
          offset = page[page.length - 1]!.JournalNumber;
        }
        expect(journals.map((journal) => journal.JournalNumber)).toEqual(journals.map((_, i) => i + 1));
        expect(journals.every((journal) => netOf(journal) === 0)).toBe(true);
        const receivable = journals.flatMap((journal) => journal.JournalLines).filter((line: Json) => line.AccountCode === '610').reduce((total: number, line: Json) => total + Math.round(line.NetAmount * 100), 0);
        const organisation = ok(await api('/Organisation', { tenant })).body.Organisations[0];
        const open = (ok(await api('/Invoices?page=1&pageSize=1000&Statuses=AUTHORISED', { tenant })).body.Invoices as Json[]).filter((invoice) => invoice.Type === 'ACCREC');
        const owed = open.filter((invoice) => invoice.CurrencyCode === organisation.BaseCurrency).reduce((total, invoice) => total + Math.round(invoice.AmountDue * 100), 0);
        const foreign = open.filter((invoice) => invoice.CurrencyCode !== organisation.BaseCurrency);
        if (foreign.length === 0) expect(receivable).toBe(owed);
        expect(open.some((invoice) => invoice.AmountPaid > 0)).toBe(true);
      }
    });
  });

  describe('what every call goes through', () => {
    it('says where each tenant stands against its limits, and refuses past them with Xero\'s 429', async () => {
      const first = ok(await api('/Organisation'));
      expect(first.headers.get('x-minlimit-remaining')).toMatch(/^\d+$/);
      expect(first.headers.get('x-daylimit-remaining')).toMatch(/^\d+$/);
      expect(first.headers.get('x-appminlimit-remaining')).toMatch(/^\d+$/);
      await fetch(`${emulator.url}/__emulator/xero/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ minute: 2 }) });
      expect(ok(await api('/Organisation')).headers.get('x-minlimit-remaining')).toBe('1');
      expect(ok(await api('/Organisation')).headers.get('x-minlimit-remaining')).toBe('0');
      const refused = await api('/Organisation');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('x-rate-limit-problem')).toBe('minute');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Limits are per organisation.
      ok(await api('/Organisation', { tenant: JPY.id }));
      await fetch(`${emulator.url}/__emulator/xero/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documented: true }) });
      expect(ok(await api('/Organisation')).headers.get('x-daylimit-remaining')).toBe('4999');
    });

    it('answers a retried write with the first answer for its Idempotency-Key, and refuses the key for another request', async () => {
      const headers = { 'idempotency-key': 'invoice-retry-1' };
      const first = ok(await api('/Invoices', { method: 'PUT', body: invoiceBody(), headers }));
      const again = ok(await api('/Invoices', { method: 'PUT', body: invoiceBody(), headers }));
      expect(again.text).toBe(first.text);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const id = first.body.Invoices[0].InvoiceID;
      expect(emulator.kit.records('invoices', DEMO.id).filter((invoice) => invoice.id === id)).toHaveLength(1);
      validation(await api('/Invoices', { method: 'PUT', body: invoiceBody({ Reference: 'other' }), headers }), /already used with a different request/);
      // Keys are per organisation.
      ok(await api('/Invoices', { method: 'PUT', body: invoiceBody({ LineItems: [] }), headers, tenant: JPY.id }));
    });

    it('keeps a write\'s answer for its key even when that answer never reached the client', async () => {
      emulator.delayNext(60_000);
      const lost = fetch(`${emulator.url}${BASE}/Invoices`, {
        method: 'PUT', signal: AbortSignal.timeout(300),
        headers: { authorization: `Bearer ${USER.sandboxAccessToken}`, 'xero-tenant-id': DEMO.id, 'content-type': 'application/json', 'idempotency-key': 'lost-answer' },
        body: JSON.stringify(invoiceBody({ Reference: 'lost' })),
      });
      await expect(lost).rejects.toThrow();
      emulator.releaseDelayed();
      const retried = ok(await api('/Invoices', { method: 'PUT', body: invoiceBody({ Reference: 'lost' }), headers: { 'idempotency-key': 'lost-answer' } }));
      expect(emulator.kit.records('invoices', DEMO.id).filter((invoice) => invoice.Reference === 'lost').map((invoice) => invoice.id)).toEqual([retried.body.Invoices[0].InvoiceID]);
    });
  });

  describe('settings and files', () => {
    it('serves the chart of accounts, tax rates and items with their rules', async () => {
      const accounts = ok(await api('/Accounts?where=' + encodeURIComponent('Type=="BANK"'))).body.Accounts as Json[];
      expect(accounts.map((account) => [account.Code, account.BankAccountType, account.Status])).toEqual([
        ['090', 'BANK', 'ACTIVE'], ['091', 'BANK', 'ACTIVE'], ['092', 'CREDITCARD', 'ACTIVE'], ['093', 'PAYPAL', 'ACTIVE'], ['094', 'BANK', 'ARCHIVED'],
      ]);
      const made = (await create('/Accounts', { Code: '455', Name: 'Software', Type: 'EXPENSE' })).Accounts[0];
      expect(made).toMatchObject({ Class: 'EXPENSE', Status: 'ACTIVE' });
      validation(await api('/Accounts', { method: 'PUT', body: { Code: '455', Name: 'Another', Type: 'EXPENSE' } }), /unique Code/);
      expect(ok(await api(`/Accounts/${made.AccountID}`, { method: 'DELETE' })).body.Accounts[0].Status).toBe('DELETED');
      validation(await api(`/Accounts/${accounts[0]!.AccountID}`, { method: 'DELETE' }), /has transactions/);

      const rate = (await create('/TaxRates', { TaxRates: [{ Name: 'County tax', TaxComponents: [{ Name: 'County', Rate: 2.5 }, { Name: 'Levy', Rate: 1, IsCompound: true }] }] })).TaxRates[0];
      expect(rate).toMatchObject({ TaxType: 'TAX004', DisplayTaxRate: 3.5, EffectiveRate: 3.525 });
      expect(ok(await api('/TaxRates/TAX004')).body.TaxRates[0].Name).toBe('County tax');
      const renamed = ok(await api('/TaxRates', { method: 'POST', body: { TaxRates: [{ TaxType: 'TAX004', Name: 'County sales tax', TaxComponents: [{ Name: 'County', Rate: 2.5 }] }] } })).body.TaxRates[0];
      expect(renamed).toMatchObject({ Name: 'County sales tax', EffectiveRate: 2.5 });

      const item = (await create('/Items', { Items: [{ Code: 'MUG', Name: 'Mug', SalesDetails: { UnitPrice: 12.5, AccountCode: '200' } }] })).Items[0];
      expect(item).toMatchObject({ IsSold: true, IsPurchased: false });
      expect(ok(await api('/Items/MUG')).body.Items[0].ItemID).toBe(item.ItemID);
      expect((await api(`/Items/${item.ItemID}`, { method: 'DELETE' })).status).toBe(204);
    });

    it('keeps attachments of a record as bytes, listed with their metadata', async () => {
      // The seed's first invoice has its delivery note and purchase order attached; another gets a file here.
      const [seeded, invoice] = ok(await api('/Invoices?page=1&pageSize=2')).body.Invoices;
      expect(ok(await api(`/Invoices/${seeded.InvoiceID}/Attachments`)).body.Attachments.map((entry: Json) => entry.FileName)).toEqual(['delivery-note.pdf', 'purchase-order.txt']);
      const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
      const upload = await fetch(`${emulator.url}${BASE}/Invoices/${invoice.InvoiceID}/Attachments/receipt.pdf?IncludeOnline=true`, {
        method: 'PUT', body: bytes, headers: { authorization: `Bearer ${USER.sandboxAccessToken}`, 'xero-tenant-id': DEMO.id, 'content-type': 'application/octet-stream' },
      });
      expect(upload.status).toBe(200);
      const attachment = ((await upload.json()) as Json).Attachments[0];
      expect(attachment).toMatchObject({ FileName: 'receipt.pdf', MimeType: 'application/pdf', ContentLength: 8, IncludeOnline: true });
      const listed = ok(await api(`/Invoices/${invoice.InvoiceID}/Attachments`)).body.Attachments;
      expect(listed.map((entry: Json) => entry.AttachmentID)).toEqual([attachment.AttachmentID]);
      for (const name of [attachment.AttachmentID, 'receipt.pdf']) {
        const download = await fetch(`${emulator.url}${BASE}/Invoices/${invoice.InvoiceID}/Attachments/${name}`, {
          headers: { authorization: `Bearer ${USER.sandboxAccessToken}`, 'xero-tenant-id': DEMO.id, contenttype: 'application/pdf' },
        });
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
      }
      expect(ok(await api(`/Invoices/${invoice.InvoiceID}`)).body.Invoices[0].HasAttachments).toBe(true);
    });

    it('keeps at most two active tracking categories, with options that can be added, renamed and deleted', async () => {
      const categories = ok(await api('/TrackingCategories')).body.TrackingCategories as Json[];
      expect(categories.map((category) => category.Name)).toEqual(['Region']);
      ok(await api('/TrackingCategories', { method: 'PUT', body: { Name: 'Project' } }));
      validation(await api('/TrackingCategories', { method: 'PUT', body: { Name: 'Cost centre' } }), /only have 2 active tracking categories/);
      expect(ok(await api('/TrackingCategories', { tenant: JPY.id })).body.TrackingCategories).toHaveLength(2);
      const region = categories.find((category) => category.Name === 'Region')!;
      const option = ok(await api(`/TrackingCategories/${region.TrackingCategoryID}/Options`, { method: 'PUT', body: { Name: 'Central' } })).body.Options[0];
      ok(await api(`/TrackingCategories/${region.TrackingCategoryID}/Options/${option.TrackingOptionID}`, { method: 'POST', body: { Name: 'Midlands' } }));
      const names = ok(await api(`/TrackingCategories/${region.TrackingCategoryID}`)).body.TrackingCategories[0].Options.map((entry: Json) => entry.Name);
      expect(names).toContain('Midlands');
      expect(ok(await api(`/TrackingCategories/${region.TrackingCategoryID}/Options/${option.TrackingOptionID}`, { method: 'DELETE' })).body.Options[0].Status).toBe('DELETED');
    });
  });
});
