/**
 * The Jira connector through the real service over HTTP on loopback, against
 * the Jira emulator: collections (projects) and tickets (issues), paging,
 * filters, sort, writes through fields and transitions, and the error paths.
 * Reads use project WEB (10000); writes go to HR (10003) so reads stay stable.
 * Expected sets are computed from the full list read through the API, or from
 * the emulator directly, never from the seed's exact numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

const SETTINGS = { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken };
const WEB = '10000';
const MOB = '10001';
const HR = '10003';

interface Ticket {
  id: string;
  collection_id: string;
  status: string;
  subject: string;
  assignees: Array<{ id: string; username: string | null }>;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

for (const backend of BACKENDS) {
  describe(`jira connector (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    let allWeb: Ticket[];

    const url = (path: string) => `${svc.url}/issue-tracking${path}`;
    const get = (path: string, consumer = 'consumer-1') => call(url(path), { headers: tenant.headers(consumer) });
    const send = (method: string, path: string, json: unknown) => call(url(path), { method, headers: tenant.headers('consumer-1'), json });

    async function listAll<T = Ticket>(path: string): Promise<{ items: T[]; pages: CallResult[] }> {
      const items: T[] = [];
      const pages: CallResult[] = [];
      let next: string | null = path;
      while (next !== null) {
        const page: CallResult = await call(next.startsWith('http') ? next : url(next), { headers: tenant.headers('consumer-1') });
        expect(page.status, page.text).toBe(200);
        pages.push(page);
        items.push(...page.body.data);
        const cursor = page.body.meta.cursors.next as string | null;
        if (cursor !== null) expect(page.body.links.next).toContain(`cursor=${encodeURIComponent(cursor)}`);
        next = cursor === null ? null : page.body.links.next;
        if (pages.length > 100) throw new Error('paging did not end');
      }
      return { items, pages };
    }

    /** Issue ids of a JQL search, straight from the emulator. */
    async function emulatorIds(jql: string): Promise<string[]> {
      const basic = Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64');
      const response = await fetch(`${svc.emulators.jira!.url}/rest/api/3/search/jql?${new URLSearchParams({ jql, maxResults: '5000' })}`, {
        headers: { authorization: `Basic ${basic}` },
      });
      const body = (await response.json()) as { issues: Array<{ id: string }>; isLast: boolean };
      expect(body.isLast).toBe(true);
      return body.issues.map((issue) => issue.id);
    }

    beforeAll(async () => {
      svc = await startTestService({ backend, emulators: [jiraEmulator], record: true });
      tenant = await svc.tenant();
      await tenant.connect('consumer-1', 'issue-tracking', 'jira', SETTINGS);
      allWeb = (await listAll(`/collections/${WEB}/tickets?limit=200`)).items;
    });
    afterAll(() => svc.close());

    describe('collections', () => {
      it('lists the projects, page by page, with a previous cursor after the first page', async () => {
        const { items, pages } = await listAll<{ id: string; name: string; type: string }>('/collections?limit=1');
        expect(items.map((item) => item.id).sort()).toEqual(['10000', '10001', '10002', '10003']);
        expect(pages).toHaveLength(4);
        expect(pages[0]!.body.meta.cursors.previous).toBeNull();
        expect(pages[1]!.body.meta.cursors.previous).toEqual(expect.any(String));
        expect(items.find((item) => item.id === WEB)).toMatchObject({ name: 'Storefront Web', type: 'software', parent_id: null });
        expect((await get('/collections')).body).toMatchObject({ service: 'jira', resource: 'collections', operation: 'all' });
      });

      it('sorts by name both ways and refuses sort fields Jira cannot order by', async () => {
        const names = (result: CallResult) => result.body.data.map((item: { name: string }) => item.name);
        const asc = names(await get('/collections?sort[by]=name&sort[direction]=asc'));
        expect(asc).toEqual([...asc].sort((a: string, b: string) => a.localeCompare(b)));
        expect(names(await get('/collections?sort[by]=name&sort[direction]=desc'))).toEqual([...asc].reverse());
        const refused = await get('/collections?sort[by]=created_at');
        expectErrorEnvelope(refused, 400, 'UnsupportedSortFieldError');
        expect(refused.body.detail.supported_sort_by).toEqual(['name']);
      });

      it('gets a project by id or key, and 404s an unknown one', async () => {
        const byId = await get(`/collections/${WEB}`);
        expect(byId.status).toBe(200);
        expect(byId.body.data).toMatchObject({ id: WEB, name: 'Storefront Web', description: expect.stringContaining('storefront') });
        expect((await get('/collections/WEB')).body.data.id).toBe(WEB);
        expectErrorEnvelope(await get('/collections/99999'), 404, 'EntityNotFoundError');
      });
    });

    describe('ticket lists', () => {
      it('pages to the end through meta.cursors.next without duplicates, newest first by default', async () => {
        const { items, pages } = await listAll(`/collections/${WEB}/tickets?limit=7`);
        const ids = items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.sort()).toEqual((await emulatorIds(`project = ${WEB}`)).sort());
        expect(pages.length).toBe(Math.ceil(items.length / 7));
        expect(pages.every((page) => page.body.meta.items_on_page <= 7 && !('previous' in page.body.meta.cursors))).toBe(true);
        expect(items.every((item) => item.collection_id === WEB)).toBe(true);
        const created = items.map((item) => item.created_at);
        expect(created).toEqual([...created].sort().reverse());
      });

      it('asks Jira for at most 100 issues a page and only the fields it maps', async () => {
        const page = await get(`/collections/${WEB}/tickets?limit=150&raw=true`);
        expect(page.status).toBe(200);
        const search = page.body._raw.calls[0];
        expect(search.request).toMatchObject({ method: 'POST', url: expect.stringContaining('/rest/api/3/search/jql') });
        expect(search.request.body).toMatchObject({ jql: `project = ${WEB} ORDER BY created DESC`, maxResults: 100 });
        expect(search.request.body.fields).not.toContain('*all');
        expect(search.response.status_code).toBe(200);
        expect(JSON.stringify(page.body._raw)).not.toContain(JIRA_DEMO_ACCOUNT.apiToken);
      });

      it('filters by unified status through status categories', async () => {
        for (const status of ['open', 'in_progress', 'closed']) {
          const { items } = await listAll(`/collections/${WEB}/tickets?limit=50&filter[status]=${status}`);
          const expected = allWeb.filter((ticket) => ticket.status === status).map((ticket) => ticket.id);
          expect(expected.length).toBeGreaterThan(0);
          expect(items.map((item) => item.id).sort()).toEqual(expected.sort());
        }
        const both = await listAll(`/collections/${WEB}/tickets?limit=200&filter[status]=open&filter[status]=closed`);
        expect(both.items.length).toBe(allWeb.filter((ticket) => ticket.status !== 'in_progress').length);
      });

      it('passes other status values through as Jira status names', async () => {
        const { items } = await listAll(`/collections/${WEB}/tickets?limit=200&filter[status]=${encodeURIComponent('In Progress')}`);
        expect(items.map((item) => item.id).sort()).toEqual(allWeb.filter((ticket) => ticket.status === 'in_progress').map((ticket) => ticket.id).sort());
        const hostile = await get(`/collections/${WEB}/tickets?filter[status]=${encodeURIComponent('" OR project = MOB')}`);
        // Jira refuses the unknown status value; it never becomes a second condition.
        expectErrorEnvelope(hostile, 400, 'ConnectorExecutionError');
      });

      it('filters by since to the millisecond, although JQL has minute precision', async () => {
        const byUpdate = [...allWeb].sort((a, b) => a.updated_at.localeCompare(b.updated_at));
        const pivot = byUpdate.find((ticket, index) => index > byUpdate.length / 2 && new Date(ticket.updated_at).getUTCSeconds() > 0)!;
        // One millisecond after the pivot's update: JQL's minute still matches the pivot, the result must not.
        const since = new Date(Date.parse(pivot.updated_at) + 1).toISOString();
        const { items, pages } = await listAll(`/collections/${WEB}/tickets?limit=10&filter[since]=${encodeURIComponent(since)}`);
        const expected = allWeb.filter((ticket) => ticket.updated_at >= since).map((ticket) => ticket.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(items.map((item) => item.id).sort()).toEqual(expected.sort());
        expect(items.map((item) => item.id)).not.toContain(pivot.id);
        const searches = svc.emulators.jira!.exchanges.filter((exchange) => exchange.path === '/rest/api/3/search/jql').slice(-pages.length);
        expect(JSON.parse(searches[0]!.requestBody).jql).toContain(`updated >= "${since.slice(0, 10).replace(/-/g, '/')} ${since.slice(11, 16)}"`);
      });

      it('filters by assignee', async () => {
        const { items } = await listAll(`/collections/${WEB}/tickets?limit=200&filter[assignee_id]=${JIRA_DEMO_ACCOUNT.accountId}`);
        const expected = allWeb.filter((ticket) => ticket.assignees[0]?.id === JIRA_DEMO_ACCOUNT.accountId);
        expect(expected.length).toBeGreaterThan(0);
        expect(items.map((item) => item.id).sort()).toEqual(expected.map((ticket) => ticket.id).sort());
        expect(items[0]!.assignees[0]).toEqual({ id: JIRA_DEMO_ACCOUNT.accountId, username: 'Alex Morgan' });
      });

      it('sorts by created_at and updated_at in both directions', async () => {
        for (const [by, field] of [['created_at', 'created_at'], ['updated_at', 'updated_at']] as const) {
          const asc = (await listAll(`/collections/${WEB}/tickets?limit=30&sort[by]=${by}&sort[direction]=asc`)).items.map((item) => item[field]);
          expect(asc).toEqual([...asc].sort());
          expect(asc).toHaveLength(allWeb.length);
          const desc = (await get(`/collections/${WEB}/tickets?limit=30&sort[by]=${by}&sort[direction]=desc`)).body.data.map((item: Ticket) => item[field]);
          expect(desc).toEqual([...desc].sort().reverse());
        }
      });

      it('projects fields and refuses a cursor reused with other filters', async () => {
        const first = await get(`/collections/${WEB}/tickets?limit=5&fields=id,subject,status`);
        expect(first.body.data.every((item: object) => Object.keys(item).sort().join() === 'id,status,subject')).toBe(true);
        const cursor = first.body.meta.cursors.next as string;
        expectErrorEnvelope(await get(`/collections/${WEB}/tickets?limit=5&filter[status]=open&cursor=${encodeURIComponent(cursor)}`), 400, 'InvalidCursorError');
      });

      it('404s the tickets of an unknown collection', async () => {
        expectErrorEnvelope(await get('/collections/99999/tickets'), 404, 'EntityNotFoundError');
      });
    });

    describe('single tickets', () => {
      it('gets a ticket by id (or key) with the fields the list shows', async () => {
        const listed = allWeb[0]!;
        const one = await get(`/collections/${WEB}/tickets/${listed.id}`);
        expect(one.status).toBe(200);
        expect(one.body).toMatchObject({ service: 'jira', resource: 'tickets', operation: 'one' });
        expect(one.body.data).toEqual(listed);
        expect(typeof listed.description === 'string' || listed.description === null).toBe(true);
        const byKey = await get('/collections/WEB/tickets/WEB-1');
        expect(byKey.status, byKey.text).toBe(200);
        expect(byKey.body.data).toMatchObject({ id: expect.stringMatching(/^\d+$/), collection_id: WEB });
      });

      it('404s an issue of another project and an unknown issue', async () => {
        const mobile = (await get(`/collections/${MOB}/tickets?limit=1`)).body.data[0] as Ticket;
        expectErrorEnvelope(await get(`/collections/${WEB}/tickets/${mobile.id}`), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await get(`/collections/${WEB}/tickets/999999`), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await send('PATCH', `/collections/${WEB}/tickets/${mobile.id}`, { subject: 'x' }), 404, 'EntityNotFoundError');
        expectErrorEnvelope(await send('DELETE', `/collections/${WEB}/tickets/${mobile.id}`, undefined), 404, 'EntityNotFoundError');
        expect((await get(`/collections/${MOB}/tickets/${mobile.id}`)).body.data.subject).toBe(mobile.subject);
      });

      it('creates a ticket whose fields read back mapped', async () => {
        const created = await send('POST', `/collections/${HR}/tickets`, {
          subject: 'Onboard the new designer',
          description: '<p>Laptop and <strong>accounts</strong></p><ul><li><p>Slack</p></li></ul>',
          priority: 'high',
          tags: [{ name: 'onboarding' }],
          assignees: [{ id: JIRA_DEMO_ACCOUNT.accountId }],
          due_date: '2026-12-24T00:00:00.000Z',
        });
        expect(created.status, created.text).toBe(201);
        expect(created.body).toMatchObject({ status_code: 201, operation: 'add', data: { id: expect.stringMatching(/^\d+$/) } });
        const ticket = (await get(`/collections/${HR}/tickets/${created.body.data.id}`)).body.data;
        expect(ticket).toMatchObject({
          id: created.body.data.id,
          collection_id: HR,
          type: 'Task',
          subject: 'Onboard the new designer',
          description: '<p>Laptop and <strong>accounts</strong></p><ul><li><p>Slack</p></li></ul>',
          status: 'open',
          priority: 'high',
          tags: [{ id: 'onboarding', name: 'onboarding' }],
          assignees: [{ id: JIRA_DEMO_ACCOUNT.accountId, username: 'Alex Morgan' }],
          due_date: '2026-12-24T00:00:00.000Z',
          created_by: JIRA_DEMO_ACCOUNT.accountId,
          completed_at: null,
        });
      });

      it('creates a ticket in a requested status through a transition', async () => {
        const created = await send('POST', `/collections/${HR}/tickets`, { subject: 'Already started', status: 'in_progress' });
        expect(created.status, created.text).toBe(201);
        expect((await get(`/collections/${HR}/tickets/${created.body.data.id}`)).body.data.status).toBe('in_progress');
      });

      it('updates fields, and status through a transition', async () => {
        const id = (await send('POST', `/collections/${HR}/tickets`, { subject: 'Benefits review' })).body.data.id as string;
        const updated = await send('PATCH', `/collections/${HR}/tickets/${id}`, { subject: 'Benefits review 2027', status: 'closed' });
        expect(updated.status, updated.text).toBe(200);
        expect(updated.body).toMatchObject({ operation: 'update', data: { id } });
        const ticket = (await get(`/collections/${HR}/tickets/${id}`)).body.data;
        expect(ticket).toMatchObject({ subject: 'Benefits review 2027', status: 'closed', completed_at: expect.any(String) });
        const transitions = svc.emulators.jira!.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path === `/rest/api/3/issue/${id}/transitions`);
        expect(transitions).toHaveLength(1);
        expect(JSON.parse(transitions[0]!.requestBody)).toEqual({ transition: { id: '31' } });
        expect((await send('PATCH', `/collections/${HR}/tickets/${id}`, { status: 'Done' })).status).toBe(200);
      });

      it('refuses a status the workflow cannot reach, before writing anything', async () => {
        const id = (await send('POST', `/collections/${HR}/tickets`, { subject: 'Policy draft' })).body.data.id as string;
        const refused = await send('PATCH', `/collections/${HR}/tickets/${id}`, { subject: 'Changed', status: 'Waiting for legal' });
        expectErrorEnvelope(refused, 400, 'RequestValidationError');
        expect(refused.body.detail.allowed_statuses).toEqual(expect.arrayContaining(['in_progress', 'closed', 'Done']));
        expect((await get(`/collections/${HR}/tickets/${id}`)).body.data.subject).toBe('Policy draft');
      });

      it('takes pass_through on the issue\'s own call (issue.create, issue.update), after the mapping', async () => {
        const created = await send('POST', `/collections/${HR}/tickets`, {
          subject: 'Laptop order',
          tags: [{ name: 'mapped' }],
          pass_through: [{ service_id: 'jira', operation_id: 'issue.create', extend_paths: [{ path: '$.fields.labels', value: ['from-pass-through'] }] }],
        });
        expect(created.status, created.text).toBe(201);
        const id = created.body.data.id as string;
        expect((await get(`/collections/${HR}/tickets/${id}`)).body.data).toMatchObject({ subject: 'Laptop order', collection_id: HR, tags: [{ id: 'from-pass-through', name: 'from-pass-through' }] });
        const updated = await send('PATCH', `/collections/${HR}/tickets/${id}`, { pass_through: [{ service_id: 'jira', extend_object: { fields: { summary: 'Laptop order (approved)' } } }] });
        expect(updated.status, updated.text).toBe(200);
        expect((await get(`/collections/${HR}/tickets/${id}`)).body.data.subject).toBe('Laptop order (approved)');
        expectErrorEnvelope(await send('POST', `/collections/${HR}/tickets`, { subject: 'x', pass_through: [{ service_id: 'jira', operation_id: 'issue.transition' }] }), 400, 'RequestValidationError');
      });

      it('404s a create in an unknown collection', async () => {
        expectErrorEnvelope(await send('POST', '/collections/99999/tickets', { subject: 'Nowhere' }), 404, 'EntityNotFoundError');
      });

      it('deletes a ticket', async () => {
        const id = (await send('POST', `/collections/${HR}/tickets`, { subject: 'Temporary' })).body.data.id as string;
        const deleted = await send('DELETE', `/collections/${HR}/tickets/${id}`, undefined);
        expect(deleted.status).toBe(200);
        expect(deleted.body).toMatchObject({ operation: 'delete', data: { id } });
        expectErrorEnvelope(await get(`/collections/${HR}/tickets/${id}`), 404, 'EntityNotFoundError');
      });
    });

    describe('failures', () => {
      it('reports wrong credentials as 401 ConnectorCredentialsError', async () => {
        await tenant.connect('consumer-bad', 'issue-tracking', 'jira', { ...SETTINGS, api_token: 'not-the-token' });
        expectErrorEnvelope(await get('/collections', 'consumer-bad'), 401, 'ConnectorCredentialsError');
      });

      // A time budget too short for a retry (reads are retried after 429s and 503s): the first answer is reported.
      const once = (path: string) => call(url(path), { headers: tenant.headers('consumer-1', { 'x-svc-timeout': '100' }) });

      it('reports a Jira 429 as ConnectorRateLimitError with Retry-After', async () => {
        svc.emulators.jira!.failNext('rate_limit');
        const limited = await once(`/collections/${WEB}/tickets`);
        expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        // With the default budget the call waits out the pause Jira asked for.
        expect((await get(`/collections/${WEB}/tickets`)).status).toBe(200);
      });

      it('reports a Jira 503 as ConnectorExecutionError with the status proxied', async () => {
        svc.emulators.jira!.failNext('server_error');
        const failed = await once(`/collections/${WEB}`);
        expectErrorEnvelope(failed, 503, 'ConnectorExecutionError');
        expect(failed.body.detail).toMatchObject({ downstream_status: 503 });
      });
    });
  });
}
