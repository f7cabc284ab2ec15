import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

const SETTINGS = { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken };
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

for (const backend of BACKENDS) {
  describe(`Zendesk customers connector (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let emulator: ZendeskEmulatorHandle;
    let customersUrl: string;

    const call = async (url: string, init: { method?: string; body?: unknown; consumer?: string; headers?: Record<string, string> } = {}) => {
      const headers: Record<string, string> = tenant.headers(init.consumer ?? 'consumer-1', init.headers);
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url.startsWith('http') ? url : `${customersUrl}${url}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: (text ? JSON.parse(text) : undefined) as Json };
    };

    /** Active end users in the emulator right now, as Zendesk would list them. */
    const endUsers = () => emulator.store.users.listed.filter((user) => user.role === 'end-user');
    const agents = () => emulator.store.users.listed.filter((user) => user.role !== 'end-user');
    /** Zendesk exchanges of one method recorded since `from`. */
    const writesSince = (from: number) =>
      emulator.exchanges.slice(from).filter((exchange) => ['POST', 'PUT', 'DELETE'].includes(exchange.method));

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [zendeskEmulator], record: true });
      emulator = svc.emulators.zendesk as ZendeskEmulatorHandle;
      customersUrl = `${svc.url}/customer-support/customers`;
      tenant = await svc.tenant();
      await tenant.connect('consumer-1', 'customer-support', 'zendesk', SETTINGS);
    });
    afterAll(() => svc.close());

    describe('list', () => {
      it('pages through every end user exactly once, never an agent', async () => {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await call(`?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
          expect(page.status).toBe(200);
          expect(page.json).toMatchObject({ status_code: 200, service: 'zendesk', resource: 'customers', operation: 'all' });
          expect(page.json.meta.items_on_page).toBe(page.json.data.length);
          seen.push(...page.json.data.map((customer: Json) => customer.id));
          cursor = page.json.meta.cursors.next;
          pages += 1;
          expect(pages).toBeLessThan(20);
        } while (cursor !== null);

        expect(new Set(seen).size).toBe(seen.length);
        expect(new Set(seen)).toEqual(new Set(endUsers().map((user) => String(user.id))));
        for (const agent of agents()) expect(seen).not.toContain(String(agent.id));
        expect(pages).toBe(Math.ceil(endUsers().length / 25));
      });

      it('maps each customer, company names included, at one Zendesk call per page', async () => {
        const before = emulator.exchanges.length;
        const page = await call('?limit=50');
        expect(emulator.exchanges.length - before).toBe(1);
        for (const customer of page.json.data as Json[]) {
          const user = emulator.store.users.get(Number(customer.id));
          if (!user) throw new Error(`unknown user ${String(customer.id)}`);
          const organization = user.organizationId === null ? undefined : emulator.store.organizations.get(user.organizationId);
          expect(customer.company_name).toBe(organization?.name ?? null);
          expect(`${customer.first_name} ${customer.last_name ?? ''}`.trim()).toBe(user.name);
          expect(customer.emails).toEqual(user.email ? [{ email: user.email, type: 'primary' }] : []);
          expect(customer.status).toBe(user.suspended ? 'archived' : 'active');
          expect(customer.created_at).toMatch(ISO_MILLIS);
          expect(customer.updated_at).toMatch(ISO_MILLIS);
        }
        expect((page.json.data as Json[]).some((customer) => customer.company_name !== null)).toBe(true);
      });

      it('follows links.next to the same page as the next cursor', async () => {
        const first = await call('?limit=10');
        expect(first.json.links.next).toMatch(/^http/);
        const viaLink = await call(first.json.links.next);
        const viaCursor = await call(`?limit=10&cursor=${encodeURIComponent(first.json.meta.cursors.next)}`);
        expect(viaLink.status).toBe(200);
        expect(viaLink.json.data.map((c: Json) => c.id)).toEqual(viaCursor.json.data.map((c: Json) => c.id));
        expect(viaLink.json.data[0].id).not.toBe(first.json.data[0].id);
      });

      it('goes back with the previous cursor, and has none on the first page', async () => {
        const first = await call('?limit=10');
        expect(first.json.meta.cursors.previous).toBeNull();
        const second = await call(`?limit=10&cursor=${encodeURIComponent(first.json.meta.cursors.next)}`);
        const third = await call(`?limit=10&cursor=${encodeURIComponent(second.json.meta.cursors.next)}`);
        const backToSecond = await call(`?limit=10&cursor=${encodeURIComponent(third.json.meta.cursors.previous)}`);
        expect(backToSecond.json.data.map((c: Json) => c.id)).toEqual(second.json.data.map((c: Json) => c.id));
        const backToFirst = await call(backToSecond.json.links.previous);
        expect(backToFirst.json.data.map((c: Json) => c.id)).toEqual(first.json.data.map((c: Json) => c.id));
        expect(backToFirst.json.meta.cursors.previous).toBeNull();
        // And forward again from a page reached backwards.
        const forward = await call(`?limit=10&cursor=${encodeURIComponent(backToFirst.json.meta.cursors.next)}`);
        expect(forward.json.data.map((c: Json) => c.id)).toEqual(second.json.data.map((c: Json) => c.id));
      });

      it('serves a limit over 100 as pages of 100, Zendesk\'s largest', async () => {
        const total = endUsers().length;
        const first = await call('?limit=150');
        expect(first.status).toBe(200);
        expect(first.json.data).toHaveLength(100);
        expect(first.json.meta.cursors.next).not.toBeNull();
        const second = await call(`?limit=150&cursor=${encodeURIComponent(first.json.meta.cursors.next)}`);
        expect(second.json.data).toHaveLength(total - 100);
        expect(second.json.meta.cursors.next).toBeNull();
      });

      it('projects fields', async () => {
        const page = await call('?limit=5&fields=id,company_name,emails.email');
        expect(page.status).toBe(200);
        for (const customer of page.json.data as Json[]) {
          expect(Object.keys(customer).sort()).toEqual(['company_name', 'emails', 'id']);
          for (const email of customer.emails as Json[]) expect(Object.keys(email)).toEqual(['email']);
        }
      });

      it('shows the Zendesk calls with raw=true, without credentials', async () => {
        const page = await call('?limit=3&raw=true');
        expect(page.status).toBe(200);
        const calls = page.json._raw.calls as Json[];
        expect(calls).toHaveLength(1);
        expect(calls[0]?.request.method).toBe('GET');
        expect(calls[0]?.request.url).toContain('/api/v2/users');
        expect(calls[0]?.response.status_code).toBe(200);
        expect(calls[0]?.response.body.users).toHaveLength(3);
        expect(page.text).not.toContain(ZENDESK_DEMO_ACCOUNT.apiToken);
      });
    });

    describe('get', () => {
      it('returns a customer with its company', async () => {
        const user = endUsers().find((candidate) => candidate.organizationId !== null && candidate.phone !== null);
        if (!user) throw new Error('seed has no end user with organization and phone');
        const result = await call(`/${user.id}`);
        expect(result.status).toBe(200);
        expect(result.json).toMatchObject({ service: 'zendesk', resource: 'customers', operation: 'one' });
        expect(result.json.data).toMatchObject({
          id: String(user.id),
          company_name: emulator.store.organizations.get(user.organizationId as number)?.name,
          phone_numbers: [{ number: user.phone, type: 'primary' }],
          addresses: [{ type: 'primary', string: user.details }],
          individual: true,
        });
      });

      it('answers 404 EntityNotFoundError for an agent, an unknown id and garbage ids', async () => {
        const before = emulator.exchanges.length;
        for (const id of ['abc', '12.json', '-1', '0', '1e5', '%20']) {
          const result = await call(`/${id}`);
          expect(result.status, id).toBe(404);
          expect(result.json.type_name, id).toBe('EntityNotFoundError');
        }
        // Ids that cannot name a Zendesk user never reach Zendesk.
        expect(emulator.exchanges.length).toBe(before);

        for (const id of [String(emulator.store.demoAgent.id), String(agents().at(-1)?.id), '99999999999999']) {
          const result = await call(`/${id}`);
          expect(result.status, id).toBe(404);
          expect(result.json.type_name, id).toBe('EntityNotFoundError');
        }
      });
    });

    describe('create, update, delete', () => {
      let createdId: string;

      it('creates an end user and reads back the mapped fields', async () => {
        const created = await call('', {
          method: 'POST',
          body: {
            first_name: 'Grace',
            last_name: 'Hopper',
            company_name: 'Harvard Computation Lab',
            emails: [{ email: 'grace.hopper@harvard.example', type: 'primary' }],
            phone_numbers: [{ number: '+16175550100', type: 'work' }],
            addresses: [{ type: 'primary', line1: '1 Oxford Street', city: 'Cambridge', state: 'MA' }],
            notes: 'Found the first bug.',
            status: 'active',
          },
        });
        expect(created.status).toBe(201);
        expect(created.json).toMatchObject({ status_code: 201, service: 'zendesk', resource: 'customers', operation: 'add' });
        createdId = created.json.data.id;
        expect(createdId).toMatch(/^\d+$/);
        expect(emulator.store.users.get(Number(createdId))?.role).toBe('end-user');

        const read = await call(`/${createdId}`);
        expect(read.json.data).toMatchObject({
          id: createdId,
          first_name: 'Grace',
          last_name: 'Hopper',
          company_name: 'Harvard Computation Lab',
          emails: [{ email: 'grace.hopper@harvard.example', type: 'primary' }],
          phone_numbers: [{ number: '+16175550100', type: 'primary' }],
          addresses: [{ type: 'primary', string: '1 Oxford Street, Cambridge, MA' }],
          notes: 'Found the first bug.',
          status: 'active',
          individual: true,
        });
        expect(read.json.data.created_at).toMatch(ISO_MILLIS);
      });

      it('passes on Zendesk\'s refusal of a duplicate email as ConnectorExecutionError 422 with its reason', async () => {
        const taken = endUsers().find((user) => user.email !== null)?.email as string;
        const result = await call('', { method: 'POST', body: { first_name: 'Copy', last_name: 'Cat', emails: [{ email: taken }] } });
        expect(result.status).toBe(422);
        expect(result.json).toMatchObject({ status_code: 422, type_name: 'ConnectorExecutionError' });
        expect(result.json.message).toContain('already being used');
      });

      it('updates only the named fields', async () => {
        const updated = await call(`/${createdId}`, { method: 'PATCH', body: { last_name: 'Murray Hopper', notes: null, status: 'archived' } });
        expect(updated.status).toBe(200);
        expect(updated.json).toMatchObject({ operation: 'update', data: { id: createdId } });
        const read = await call(`/${createdId}`);
        expect(read.json.data).toMatchObject({
          first_name: 'Grace',
          last_name: 'Murray Hopper',
          company_name: 'Harvard Computation Lab',
          notes: null,
          status: 'archived',
        });
        const moved = await call(`/${createdId}`, { method: 'PATCH', body: { company_name: null, status: 'active' } });
        expect(moved.status).toBe(200);
        expect((await call(`/${createdId}`)).json.data).toMatchObject({ company_name: null, status: 'active' });
      });

      it('never updates or deletes an agent through the customers API', async () => {
        const agent = agents().at(-1);
        if (!agent) throw new Error('seed has no agent');
        const before = emulator.exchanges.length;
        const update = await call(`/${agent.id}`, { method: 'PATCH', body: { notes: 'should not land' } });
        expect(update.status).toBe(404);
        expect(update.json.type_name).toBe('EntityNotFoundError');
        const remove = await call(`/${agent.id}`, { method: 'DELETE' });
        expect(remove.status).toBe(404);
        expect(writesSince(before)).toEqual([]);
        expect(emulator.store.users.get(agent.id)?.active).toBe(true);
      });

      it('deletes a customer, which then reads as not found and leaves the list', async () => {
        const deleted = await call(`/${createdId}`, { method: 'DELETE' });
        expect(deleted.status).toBe(200);
        expect(deleted.json).toMatchObject({ operation: 'delete', data: { id: createdId } });
        const read = await call(`/${createdId}`);
        expect(read.status).toBe(404);
        expect(read.json.type_name).toBe('EntityNotFoundError');
        expect((await call(`/${createdId}`, { method: 'DELETE' })).status).toBe(404);
        expect((await call(`/${createdId}`, { method: 'PATCH', body: { notes: 'x' } })).status).toBe(404);
        const page = await call('?limit=100&fields=id');
        expect((page.json.data as Json[]).map((c) => c.id)).not.toContain(createdId);
      });
    });

    describe('validation', () => {
      it('refuses unknown fields and wrong types with 400, writing nothing to Zendesk', async () => {
        const someone = String(endUsers()[0]?.id);
        const before = emulator.exchanges.length;
        const attempts: Array<{ method: string; path: string; body: unknown }> = [
          { method: 'POST', path: '', body: { first_name: 'Ada', favourite_colour: 'blue' } },
          { method: 'POST', path: '', body: { first_name: 42 } },
          { method: 'POST', path: '', body: { emails: 'ada@example.com' } },
          { method: 'POST', path: '', body: { emails: [{ email: 'not-an-email' }] } },
          { method: 'POST', path: '', body: { status: 'deleted' } },
          { method: 'PATCH', path: `/${someone}`, body: { phone_numbers: [{ type: 'mobile' }] } },
          { method: 'PATCH', path: `/${someone}`, body: { individual: 'yes' } },
          { method: 'PATCH', path: `/${someone}`, body: { status: 'gdpr-erasure-request' } },
        ];
        for (const attempt of attempts) {
          const result = await call(attempt.path, { method: attempt.method, body: attempt.body });
          expect(result.status, JSON.stringify(attempt.body)).toBe(400);
          expect(result.json.type_name, JSON.stringify(attempt.body)).toBe('RequestValidationError');
        }
        expect(writesSince(before)).toEqual([]);
      });
    });

    describe('downstream failures', () => {
      it('reports a wrong API token as 401 ConnectorCredentialsError', async () => {
        await tenant.connect('consumer-wrong-token', 'customer-support', 'zendesk', { ...SETTINGS, api_token: 'WrongToken0000000000000000000000000000000' });
        const result = await call('', { consumer: 'consumer-wrong-token' });
        expect(result.status).toBe(401);
        expect(result.json.type_name).toBe('ConnectorCredentialsError');
        expect(result.json.detail).toMatchObject({ downstream_status: 401 });
        expect(result.text).not.toContain('WrongToken');
      });

      // A time budget too short for a retry (reads are retried after 429s and 503s): the first answer is reported.
      const once = { headers: { 'x-svc-timeout': '100' } };

      it('reports a Zendesk 429 as ConnectorRateLimitError with Retry-After', async () => {
        emulator.failNext('rate_limit');
        const result = await call('', once);
        expect(result.status).toBe(429);
        expect(result.json.type_name).toBe('ConnectorRateLimitError');
        expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(result.json.message).toMatch(/requests per minute/i);
      });

      it('reports a Zendesk outage as ConnectorExecutionError with its status', async () => {
        // After the 429 above, wait out the pause Zendesk asked for (the default budget covers it).
        expect((await call('?limit=1')).status).toBe(200);
        emulator.failNext('server_error');
        const result = await call(`/${endUsers()[0]?.id}`, once);
        expect(result.status).toBe(503);
        expect(result.json).toMatchObject({ status_code: 503, type_name: 'ConnectorExecutionError' });
        expect(result.json.detail).toMatchObject({ downstream_status: 503 });
      });

      it('works again after the failures', async () => {
        expect((await call('?limit=1')).status).toBe(200);
      });
    });
  });
}
