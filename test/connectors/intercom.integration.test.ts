/**
 * The Intercom customers connector through the service over HTTP, against
 * the Intercom emulator: every unified operation, users only (leads and
 * archived contacts are not customers), paging through links.next, 404s,
 * bad input, and the Intercom-Version header on every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('Intercom customers connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let base: string;
  const headers = () => tenant.headers('ic-consumer');
  const users = () => emulator.kit.records('contacts').filter((record) => record.role === 'user' && record.archived !== true);
  const leads = () => emulator.kit.records('contacts').filter((record) => record.role === 'lead');

  beforeAll(async () => {
    svc = await startTestService({ emulators: [intercomEmulator], record: true });
    emulator = svc.emulators.intercom as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('ic-consumer', 'customer-support', 'intercom', { api_token: INTERCOM_DEMO_ACCOUNT.accessToken });
    base = `${svc.url}/customer-support/customers`;
  });
  afterAll(() => svc.close());

  it('pages through every user exactly once via links.next, never a lead or an archived contact', async () => {
    const seen: string[] = [];
    let url: string | null = `${base}?limit=10`;
    let pages = 0;
    while (url) {
      const page: Json = await call(url, { headers: headers() });
      expect(page.status, page.text).toBe(200);
      expect(page.body).toMatchObject({ service: 'intercom', resource: 'customers', operation: 'all' });
      seen.push(...page.body.data.map((customer: Json) => customer.id));
      url = page.body.links.next;
      pages += 1;
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(Math.ceil(users().length / 10));
    expect(new Set(seen)).toEqual(new Set(users().map((user) => user.id)));
    for (const lead of leads()) expect(seen).not.toContain(lead.id);
    // Search, not GET /contacts, with the version header on every call.
    const searches = emulator.exchanges.filter((exchange) => exchange.path === '/contacts/search');
    expect(searches.length).toBeGreaterThanOrEqual(pages);
    for (const exchange of searches) expect(exchange.requestHeaders['intercom-version']).toBe('2.16');
  });

  it('maps a user: name split at the first space, email, phone, status, ISO times', async () => {
    const page = await call(`${base}?limit=50`, { headers: headers() });
    const ada = page.body.data.find((customer: Json) => customer.first_name === 'Ada');
    const record = users().find((user) => user.id === ada.id)!;
    expect(ada).toMatchObject({ last_name: 'Lovelace', individual: true, status: 'active', emails: [{ email: record.email, type: 'primary' }] });
    expect(ada.phone_numbers).toEqual(record.phone ? [{ number: record.phone, type: 'primary' }] : []);
    expect(ada.created_at).toMatch(ISO);
    expect(Date.parse(ada.created_at)).toBe(Math.floor((record.created_at as number) / 1000) * 1000);
    const oneWord = page.body.data.find((customer: Json) => customer.last_name === null);
    expect(oneWord?.first_name).toEqual(expect.any(String));
  });

  it('retries the list\'s search after Intercom\'s 429, as a read', async () => {
    const before = emulator.exchanges.length;
    emulator.failNext('rate_limit');
    const page: Json = await call(`${base}?limit=5`, { headers: headers() });
    expect(page.status, page.text).toBe(200);
    const searches = emulator.exchanges.slice(before).filter((exchange) => exchange.path === '/contacts/search');
    expect(searches.map((exchange) => exchange.status)).toEqual([429, 200]);
  });

  it('serves a limit of 200 as pages of 150, Intercom\'s largest', async () => {
    await call(`${base}?limit=200`, { headers: headers() });
    const last = emulator.exchanges.at(-1)!;
    expect(JSON.parse(String(last.requestBody)).pagination.per_page).toBe(150);
  });

  it('gets one user; a lead, an archived contact, an unknown and a malformed id are 404', async () => {
    const user = users()[3]!;
    const one = await call(`${base}/${user.id}`, { headers: headers() });
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(user.id);
    const archived = emulator.kit.records('contacts').find((record) => record.archived === true)!;
    for (const id of [leads()[0]!.id, archived.id, 'ffffffffffffffffffffffff', 'not-an-id']) {
      expectErrorEnvelope(await call(`${base}/${id}`, { headers: headers() }), 404, 'EntityNotFoundError');
    }
  });

  it('creates a user, updates half the name keeping the other, archives by status, deletes', async () => {
    const created = await call(base, {
      method: 'POST',
      headers: headers(),
      json: { first_name: 'Grace', last_name: 'Brewster Hopper', emails: [{ email: 'grace.hopper@example.com' }], phone_numbers: [{ number: '555 0100', country_code: '1', area_code: '617' }], tax_number: 'ignored' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const stored = emulator.kit.records('contacts').find((record) => record.id === id)!;
    expect(stored).toMatchObject({ role: 'user', name: 'Grace Brewster Hopper', email: 'grace.hopper@example.com', phone: '+1 617 555 0100' });

    const renamed = await call(`${base}/${id}`, { method: 'PATCH', headers: headers(), json: { first_name: 'Amazing' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await call(`${base}/${id}`, { headers: headers() })).body.data).toMatchObject({ first_name: 'Amazing', last_name: 'Brewster Hopper' });
    const put = emulator.exchanges.filter((exchange) => exchange.method === 'PUT').at(-1)!;
    expect(JSON.parse(String(put.requestBody))).toEqual({ name: 'Amazing Brewster Hopper' });

    const archived = await call(`${base}/${id}`, { method: 'PATCH', headers: headers(), json: { status: 'archived' } });
    expect(archived.status).toBe(200);
    expect(emulator.exchanges.at(-1)!.path).toBe(`/contacts/${id}/archive`);
    expectErrorEnvelope(await call(`${base}/${id}`, { headers: headers() }), 404, 'EntityNotFoundError');

    // Unarchived again (on Intercom, by id in the UI or API), so the customer can be deleted through the service.
    stored.archived = false;
    const deleted = await call(`${base}/${id}`, { method: 'DELETE', headers: headers() });
    expect(deleted.status).toBe(200);
    expect(emulator.exchanges.at(-1)).toMatchObject({ method: 'DELETE', path: `/contacts/${id}` });
    expect(emulator.kit.records('contacts').some((record) => record.id === id)).toBe(false);
    expectErrorEnvelope(await call(`${base}/${id}`, { method: 'DELETE', headers: headers() }), 404, 'EntityNotFoundError');
  });

  it('says what an update left when its archiving is refused: the fields written, the contact not archived', async () => {
    const user = users()[5]!;
    emulator.failOn({ method: 'POST', path: /^\/contacts\/[0-9a-f]+\/archive$/ }, 'refused');
    const answer = await call(`${base}/${user.id}`, { method: 'PATCH', headers: headers(), json: { first_name: 'Kept', last_name: 'Written', status: 'archived' } });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.message).toMatch(new RegExp(`^The customer was changed \\(id ${user.id}\\) but archiving it failed`));
    expect(answer.body.detail.partial_write).toEqual({ failed_step: 'archiving it', records: [{ type: 'customer', id: user.id, change: 'changed' }] });
    const stored = emulator.kit.records('contacts').find((record) => record.id === user.id)!;
    expect(stored).toMatchObject({ name: 'Kept Written' });
    expect(stored.archived).not.toBe(true);
  });

  it('never updates or deletes a lead', async () => {
    const lead = leads()[1]!;
    const before = emulator.exchanges.length;
    expectErrorEnvelope(await call(`${base}/${lead.id}`, { method: 'PATCH', headers: headers(), json: { first_name: 'X' } }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await call(`${base}/${lead.id}`, { method: 'DELETE', headers: headers() }), 404, 'EntityNotFoundError');
    expect(emulator.exchanges.slice(before).map((exchange) => exchange.method)).toEqual(['GET', 'GET']);
  });

  it('refuses bad input: invalid body, a GDPR request, a duplicate email (Intercom\'s 409)', async () => {
    expectErrorEnvelope(await call(base, { method: 'POST', headers: headers(), json: { emails: 'nope' } }), 400, 'RequestValidationError');
    expectErrorEnvelope(await call(base, { method: 'POST', headers: headers(), json: { status: 'gdpr-erasure-request' } }), 400, 'RequestValidationError');
    const taken = users()[0]!.email as string;
    const duplicate = await call(base, { method: 'POST', headers: headers(), json: { emails: [{ email: taken }] } });
    expectErrorEnvelope(duplicate, 409, 'ConnectorExecutionError');
    expect(duplicate.body.message).toMatch(/already exists with id=/);
  });

  it('reports bad credentials as ConnectorCredentialsError', async () => {
    await tenant.connect('ic-bad', 'customer-support', 'intercom', { api_token: 'dG9rOndyb25nLXRva2VuLXZhbHVlOjE6MA==' });
    expectErrorEnvelope(await call(base, { headers: tenant.headers('ic-bad') }), 401, 'ConnectorCredentialsError');
  });
});
