/**
 * The Zoho Books emulator over HTTP, held to Zoho's API reference
 * (zoho.com/books/api/v3; no description file is kept for it): a
 * `Zoho-oauthtoken` and an `organization_id` on every call, organizations
 * apart, the `{code, message, <record>}` envelope and page/per_page paging
 * with page_context, lists that leave lines out, totals computed exactly in
 * the currency's decimals, numbering and `ignore_auto_number_generation`,
 * sales orders marked open and void and converted to invoices, invoices
 * sent, voided and back to draft, Zoho's error bodies and its per-minute
 * and per-day limits per organization.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import {
  ZOHO_DEMO_ORGANIZATION as DEMO, ZOHO_DEMO_USER as USER, ZOHO_JPY_ORGANIZATION as JPY, ZOHO_KWD_ORGANIZATION as KWD, ZOHO_OTHER_ORGANIZATION as OTHER,
  ZOHO_OTHER_USER, zohoBooksEmulator,
} from '../../src/sandbox/zoho-books/index.js';

type Json = Record<string, any>;
const BASE = '/books/v3';
const ZOHO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/;

describe('Zoho Books emulator', () => {
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    emulator = await zohoBooksEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(async () => {
    emulator.kit.reset();
    await limits({});
  });

  const limits = (body: Json) => fetch(`${emulator.url}/__emulator/zoho-books/rate-limits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  interface Call { method?: string; json?: unknown; form?: Record<string, string>; organization?: string | null; token?: string | null; authorization?: string }
  async function api(path: string, call: Call = {}): Promise<{ status: number; body: Json; text: string }> {
    const token = call.token === undefined ? USER.sandboxAccessToken : call.token;
    const organization = call.organization === undefined ? DEMO.id : call.organization;
    const url = new URL(`${emulator.url}${BASE}${path}`);
    if (organization) url.searchParams.set('organization_id', organization);
    const response = await fetch(url, {
      method: call.method ?? 'GET',
      headers: {
        ...(call.authorization ? { authorization: call.authorization } : token ? { authorization: `Zoho-oauthtoken ${token}` } : {}),
        ...(call.json !== undefined ? { 'content-type': 'application/json' } : call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : call.form ? { body: new URLSearchParams(call.form).toString() } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Json, text };
  }
  const ok = <T extends { status: number; text: string; body: Json }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text).toBe(status);
    expect(answer.body.code).toBe(0);
    return answer;
  };
  const refused = (answer: { status: number; body: Json; text: string }, status: number, code: number, message?: RegExp) => {
    expect(answer.status, answer.text).toBe(status);
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
    expect(answer.body.code).toBe(code);
    if (message) expect(answer.body.message).toMatch(message);
  };
  const records = (resource: string, account?: string) => emulator.kit.records(resource, account);
  const customer = (account?: string) => records('contacts', account).find((contact) => contact.contact_type === 'customer' && contact.status === 'active')!;

  it('needs a Zoho-oauthtoken and an organization the user belongs to, and keeps organizations apart', async () => {
    refused(await api('/salesorders', { token: null }), 401, 57);
    refused(await api('/salesorders', { token: 'not-a-token' }), 401, 57);
    refused(await api('/salesorders', { authorization: `Bearer ${USER.sandboxAccessToken}` }), 401, 57);
    refused(await api('/salesorders', { organization: null }), 401, 6041, /CompanyID\/CompanyName:null/);
    refused(await api('/salesorders', { organization: OTHER.id }), 401, 6041);
    ok(await api('/salesorders', { token: ZOHO_OTHER_USER.sandboxAccessToken, organization: OTHER.id }));

    const organizations = ok(await api('/organizations', { organization: null })).body.organizations as Json[];
    expect(organizations.map((organization) => organization.organization_id)).toEqual([DEMO.id, JPY.id, KWD.id]);
    expect(organizations[0]).toMatchObject({ name: DEMO.name, is_default_org: true, currency_code: 'USD', price_precision: 2 });
    expect(organizations.find((organization) => organization.organization_id === KWD.id)).toMatchObject({ currency_code: 'KWD', price_precision: 3, is_default_org: false });
    ok(await api(`/organizations/${JPY.id}`, { organization: null }));
    refused(await api(`/organizations/${OTHER.id}`, { organization: null }), 401, 6041);

    const ours = records('salesorders').map((order) => order.id);
    const theirs = records('salesorders', JPY.id).map((order) => order.id);
    expect(ours.some((id) => theirs.includes(id))).toBe(false);
    refused(await api(`/salesorders/${theirs[0]}`), 404, 1002, /^Sales Order does not exist\.$/);
    ok(await api(`/salesorders/${theirs[0]}`, { organization: JPY.id }));
  });

  it('answers lists in Zoho\'s envelope, paged by page and per_page, without lines', async () => {
    const all = records('salesorders').map((order) => order.id).reverse();
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = ok(await api(`/salesorders?page=${page}&per_page=7`));
      expect(answer.body.page_context).toMatchObject({ page, per_page: 7, report_name: 'Sales Orders' });
      seen.push(...(answer.body.salesorders as Json[]).map((order) => order.salesorder_id));
      for (const order of answer.body.salesorders as Json[]) {
        expect(order.line_items).toBeUndefined();
        expect(order.created_time).toMatch(ZOHO_TIME);
      }
      if (!answer.body.page_context.has_more_page) break;
    }
    expect(seen).toEqual(all);
    const whole = ok(await api('/salesorders?per_page=500'));
    expect(whole.body.page_context.per_page).toBe(200);
    refused(await api('/salesorders?page=zero'), 400, 4);
    const one = ok(await api(`/salesorders/${all[0]}`)).body.salesorder as Json;
    expect(one.line_items.length).toBeGreaterThan(0);
    expect(one.created_time).toMatch(/-0800$/);
    const contacts = ok(await api('/contacts?contact_type=vendor')).body.contacts as Json[];
    expect(contacts.length).toBe(records('contacts').filter((contact) => contact.contact_type === 'vendor').length);
    expect(contacts[0]!.billing_address).toBeUndefined();
    refused(await api('/nowhere'), 404, 5, /^Invalid URL Passed$/);
  });

  it('creates a sales order with totals computed exactly, numbered by the series unless told otherwise', async () => {
    const buyer = customer();
    const item = records('items')[0]!;
    const tax = records('taxes')[0]!;
    const created = ok(await api('/salesorders', {
      method: 'POST',
      json: { customer_id: buyer.id, date: '2025-02-01', line_items: [{ item_id: item.id, quantity: 3 }, { name: 'Setup', rate: 19.995, quantity: 1, tax_id: tax.id }], shipping_charge: 5 },
    }), 201);
    const order = created.body.salesorder as Json;
    expect(created.body.message).toBe('Sales Order has been created.');
    const itemTotal = Math.round(Number(item.rate) * 3 * 100) / 100;
    expect(order).toMatchObject({ status: 'draft', customer_name: buyer.contact_name, currency_code: 'USD', date: '2025-02-01', salesorder_number: expect.stringMatching(/^SO-\d{5}$/) });
    expect(order.line_items).toMatchObject([{ item_total: itemTotal, name: item.name }, { item_total: 20, tax_percentage: tax.percentage, tax_name: tax.name }]);
    const taxTotal = Math.round((itemTotal * Number(records('taxes').find((entry) => entry.id === item.taxId)!.percentage) / 100) * 100) / 100 + Math.round(20 * Number(tax.percentage)) / 100;
    expect(order.sub_total).toBe(Math.round((itemTotal + 20) * 100) / 100);
    expect(order.tax_total).toBeCloseTo(taxTotal, 2);
    expect(order.total).toBeCloseTo(order.sub_total + order.tax_total + 5, 2);
    expect(order.billing_address).toEqual({ ...(buyer.billing_address as Json) });

    refused(await api('/salesorders', { method: 'POST', json: { customer_id: buyer.id, salesorder_number: 'MINE-1', line_items: [{ name: 'x', rate: 1 }] } }), 400, 4, /ignore_auto_number_generation/);
    const own = ok(await api('/salesorders?ignore_auto_number_generation=true', { method: 'POST', json: { customer_id: buyer.id, salesorder_number: 'MINE-1', line_items: [{ name: 'x', rate: 1 }] } }), 201);
    expect(own.body.salesorder.salesorder_number).toBe('MINE-1');
    refused(await api('/salesorders?ignore_auto_number_generation=true', { method: 'POST', json: { customer_id: buyer.id, salesorder_number: 'mine-1', line_items: [{ name: 'x', rate: 1 }] } }), 400, 4, /already exists/);
    // The older form body: JSONString.
    const viaForm = ok(await api('/salesorders', { method: 'POST', form: { JSONString: JSON.stringify({ customer_id: buyer.id, line_items: [{ name: 'Form line', rate: 2, quantity: 2 }] }) } }), 201);
    expect(viaForm.body.salesorder.total).toBe(4);

    refused(await api('/salesorders', { method: 'POST', json: { line_items: [{ name: 'x', rate: 1 }] } }), 400, 4);
    refused(await api('/salesorders', { method: 'POST', json: { customer_id: buyer.id, line_items: [] } }), 400, 4);
    refused(await api('/salesorders', { method: 'POST', json: { customer_id: buyer.id, line_items: [{ name: 'x' }] } }), 400, 4, /rate/);
    const vendor = records('contacts').find((contact) => contact.contact_type === 'vendor')!;
    refused(await api('/salesorders', { method: 'POST', json: { customer_id: vendor.id, line_items: [{ name: 'x', rate: 1 }] } }), 400, 4, /customer_id/);
  });

  it('rounds to the currency\'s decimals: yen whole, dinars to the fils', async () => {
    for (const [organization, rate, quantity, expected] of [[JPY, 1234.4, 3, 3703], [KWD, 1.2345, 3, 3.704]] as const) {
      const created = ok(await api('/salesorders', { method: 'POST', organization: organization.id, json: { customer_id: customer(organization.id).id, line_items: [{ name: 'Bowl', rate, quantity }] } }), 201);
      expect(created.body.salesorder).toMatchObject({ currency_code: organization.currencyCode, sub_total: expected, total: expected });
    }
  });

  it('marks sales orders open and void, converts them to invoices, and refuses what Zoho refuses', async () => {
    const buyer = customer();
    const order = ok(await api('/salesorders', { method: 'POST', json: { customer_id: buyer.id, line_items: [{ name: 'Crate', rate: 10, quantity: 5 }] } }), 201).body.salesorder as Json;
    const id = order.salesorder_id as string;
    refused(await api(`/invoices/fromsalesorder?salesorder_id=${id}`, { method: 'POST' }), 400, 4, /draft/);
    expect(ok(await api(`/salesorders/${id}/status/open`, { method: 'POST' })).body.message).toBe('Sales Order status has been changed to Open.');
    refused(await api(`/salesorders/${id}/status/open`, { method: 'POST' }), 400, 4);
    const converted = ok(await api(`/invoices/fromsalesorder?salesorder_id=${id}`, { method: 'POST' }), 201).body.invoice as Json;
    expect(converted).toMatchObject({ status: 'draft', salesorder_id: id, reference_number: order.salesorder_number, total: 50, balance: 50, customer_id: buyer.id });
    expect(converted.line_items[0]).toMatchObject({ salesorder_item_id: order.line_items[0].line_item_id, quantity: 5 });
    const after = ok(await api(`/salesorders/${id}`)).body.salesorder as Json;
    expect(after).toMatchObject({ status: 'invoiced', invoiced_status: 'invoiced', invoices: [{ invoice_id: converted.invoice_id, total: 50 }] });
    expect(after.line_items[0].quantity_invoiced).toBe(5);
    refused(await api(`/salesorders/${id}`, { method: 'PUT', json: { reference_number: 'late' } }), 400, 4, /cannot be edited/);
    refused(await api(`/salesorders/${id}/status/void`, { method: 'POST' }), 400, 4);
    refused(await api(`/salesorders/${id}`, { method: 'DELETE' }), 400, 4, /invoiced/);

    const other = ok(await api('/salesorders', { method: 'POST', json: { customer_id: buyer.id, line_items: [{ name: 'Crate', rate: 10 }] } }), 201).body.salesorder as Json;
    ok(await api(`/salesorders/${other.salesorder_id}/status/void`, { method: 'POST' }));
    refused(await api(`/salesorders/${other.salesorder_id}/status/open`, { method: 'POST' }), 400, 4);
    expect(ok(await api(`/salesorders/${other.salesorder_id}`, { method: 'DELETE' })).body.message).toBe('Sales Order has been deleted.');
    refused(await api(`/salesorders/${other.salesorder_id}`), 404, 1002);
    const partly = records('salesorders').find((entry) => entry.status === 'partially_invoiced')!;
    const rest = ok(await api(`/invoices/fromsalesorder?salesorder_id=${partly.id}`, { method: 'POST' }), 201).body.invoice as Json;
    expect(rest.line_items.map((line: Json) => line.salesorder_item_id)).toEqual((partly.line_items as Json[]).slice(1).map((line) => line.line_item_id));
  });

  it('updates a sales order\'s lines keeping their ids, and its addresses through their own calls', async () => {
    const order = records('salesorders').find((entry) => entry.status === 'draft')! as StoredRecord;
    const lines = order.line_items as Json[];
    const updated = ok(await api(`/salesorders/${order.id}`, { method: 'PUT', json: { line_items: [{ line_item_id: lines[0]!.line_item_id, name: 'Changed', rate: 7, quantity: 2 }, { line_item_id: 'unknown', name: 'New', rate: 1 }] } }));
    expect(updated.body.message).toBe('Sales Order has been updated.');
    const after = updated.body.salesorder as Json;
    expect(after.line_items[0]).toMatchObject({ line_item_id: lines[0]!.line_item_id, item_total: 14 });
    expect(after.line_items[1].line_item_id).not.toBe('unknown');
    expect(after.sub_total).toBe(15);
    const moved = ok(await api(`/salesorders/${order.id}/address/shipping`, { method: 'PUT', json: { address: '2 Quay Lane', city: 'Bath' } }));
    expect(moved.body.salesorder.shipping_address).toMatchObject({ address: '2 Quay Lane', city: 'Bath' });
  });

  it('moves invoices between draft, sent and void, reads them overdue, and keeps paid ones', async () => {
    const invoice = ok(await api('/invoices', { method: 'POST', json: { customer_id: customer().id, date: '2020-01-01', payment_terms: 30, line_items: [{ name: 'Service', rate: 100 }] } }), 201).body.invoice as Json;
    expect(invoice).toMatchObject({ status: 'draft', due_date: '2020-01-31', balance: 100, invoice_number: expect.stringMatching(/^INV-\d{5}$/) });
    expect(invoice.line_items[0].account_name).toBe('Sales');
    ok(await api(`/invoices/${invoice.invoice_id}/status/sent`, { method: 'POST' }));
    expect(ok(await api(`/invoices/${invoice.invoice_id}`)).body.invoice.status).toBe('overdue');
    ok(await api(`/invoices/${invoice.invoice_id}/status/void`, { method: 'POST' }));
    refused(await api(`/invoices/${invoice.invoice_id}`, { method: 'PUT', json: { notes: 'x' } }), 400, 4, /void/);
    ok(await api(`/invoices/${invoice.invoice_id}/status/draft`, { method: 'POST' }));
    ok(await api(`/invoices/${invoice.invoice_id}`, { method: 'PUT', json: { notes: 'edited' } }));
    ok(await api(`/invoices/${invoice.invoice_id}`, { method: 'DELETE' }));
    const paid = records('invoices').find((entry) => entry.status === 'paid')!;
    refused(await api(`/invoices/${paid.id}/status/void`, { method: 'POST' }), 400, 4, /payments/);
    refused(await api(`/invoices/${paid.id}`, { method: 'DELETE' }), 400, 4, /payments/);
    const partly = ok(await api(`/invoices/${records('invoices').find((entry) => entry.status === 'partially_paid')!.id}`)).body.invoice as Json;
    expect(partly.balance).toBeLessThan(partly.total);
    const filtered = ok(await api('/invoices?filter_by=Status.Paid&per_page=200')).body.invoices as Json[];
    expect(filtered.every((entry) => entry.status === 'paid')).toBe(true);
    refused(await api('/invoices?filter_by=Status.Nothing'), 400, 4);
  });

  it('keeps contacts and accounts as Zoho does: unique names, no delete with transactions or of system accounts', async () => {
    const buyer = customer();
    refused(await api('/contacts', { method: 'POST', json: { contact_name: String(buyer.contact_name).toUpperCase() } }), 400, 4);
    refused(await api(`/contacts/${buyer.id}`, { method: 'DELETE' }), 400, 4, /transactions/);
    ok(await api(`/contacts/${buyer.id}/inactive`, { method: 'POST' }));
    expect((ok(await api('/contacts?filter_by=Status.Inactive&per_page=200')).body.contacts as Json[]).map((contact) => contact.contact_id)).toContain(buyer.id);
    const added = ok(await api('/contacts', { method: 'POST', json: { contact_name: 'Quiet Co', currency_id: records('currencies').find((currency) => currency.code === 'EUR')!.id } }), 201).body.contact as Json;
    expect(added).toMatchObject({ contact_type: 'customer', currency_code: 'EUR', status: 'active' });
    refused(await api('/contacts', { method: 'POST', json: { contact_name: 'Bad Currency', currency_id: '1' } }), 400, 4, /currency_id/);

    const system = records('chartofaccounts').find((account) => account.is_system_account === true)!;
    refused(await api(`/chartofaccounts/${system.id}`, { method: 'DELETE' }), 400, 4, /System/);
    const account = ok(await api('/chartofaccounts', { method: 'POST', json: { account_name: 'Samples', account_type: 'expense' } }), 201).body.chart_of_account as Json;
    refused(await api('/chartofaccounts', { method: 'POST', json: { account_name: 'Bad', account_type: 'nonsense' } }), 400, 4);
    const income = ok(await api('/chartofaccounts?filter_by=AccountType.Income&per_page=200')).body.chartofaccounts as Json[];
    expect(income.every((entry) => ['income', 'other_income'].includes(entry.account_type))).toBe(true);
    ok(await api(`/chartofaccounts/${account.account_id}/inactive`, { method: 'POST' }));
    expect(ok(await api(`/chartofaccounts/${account.account_id}`)).body.chart_of_account.is_active).toBe(false);
    ok(await api(`/chartofaccounts/${account.account_id}`, { method: 'DELETE' }));
  });

  it('holds each organization to its calls a minute and a day, with Zoho\'s codes 44 and 45', async () => {
    expect((await limits({ minute: 2 })).status).toBe(204);
    ok(await api('/items'));
    ok(await api('/items'));
    refused(await api('/items'), 429, 44, /too many requests/);
    // Another organization has its own window.
    ok(await api('/items', { organization: JPY.id }));
    await limits({ minute: 100, day: 1 });
    ok(await api('/items'));
    refused(await api('/items'), 429, 45);
    // The organizations list is no organization's call.
    ok(await api('/organizations', { organization: null }));
  });
});
