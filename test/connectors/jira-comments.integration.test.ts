/**
 * The Jira connector's comments, users and tags through the real service
 * over HTTP on loopback, against the Jira emulator: the five comment
 * operations (ADF ↔ HTML, paging, sort), a project's assignable users (list,
 * get) and the site's labels as tags, with the 404s and the error envelope
 * on bad input. Reads use project WEB (10000); writes go to HR (10003).
 * Expected sets come from the emulator itself, never from the seed's numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

const SETTINGS = { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken };
const WEB = '10000';
const MKT = '10002';
const HR = '10003';

describe('jira connector: comments, users and tags', () => {
  let svc: TestService;
  let tenant: Tenant;
  /** A WEB ticket with at least two comments, and those comments as listed. */
  let discussed: { ticket: string; comments: Json[] };
  let hrTicket: string;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/issue-tracking${path}`);
  const get = (path: string) => call<Json>(url(path), { headers: tenant.headers('consumer-1') });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers('consumer-1'), json });

  async function listAll(path: string): Promise<{ items: Json[]; pages: CallResult<Json>[] }> {
    const items: Json[] = [];
    const pages: CallResult<Json>[] = [];
    for (let next: string | null = path; next !== null; ) {
      const page: CallResult<Json> = await get(next);
      expect(page.status, page.text).toBe(200);
      pages.push(page);
      items.push(...page.body.data);
      next = page.body.links.next;
      if (pages.length > 100) throw new Error('paging did not end');
    }
    return { items, pages };
  }

  /** A Jira REST call straight to the emulator, as the demo account. */
  async function emulator(path: string): Promise<any> {
    const basic = Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64');
    const response = await fetch(`${svc.emulators.jira!.url}${path}`, { headers: { authorization: `Basic ${basic}` } });
    expect(response.status).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    svc = await startTestService({ emulators: [jiraEmulator] });
    tenant = await svc.tenant();
    await tenant.connect('consumer-1', 'issue-tracking', 'jira', SETTINGS);
    const tickets = (await get(`/collections/${WEB}/tickets?limit=100`)).body.data as Json[];
    for (const ticket of tickets) {
      const { items } = await listAll(`/collections/${WEB}/tickets/${ticket.id}/comments?limit=100`);
      if (items.length >= 2) {
        discussed = { ticket: ticket.id, comments: items };
        break;
      }
    }
    hrTicket = (await get(`/collections/${HR}/tickets?limit=1`)).body.data[0].id;
  });
  afterAll(() => svc.close());

  describe('comments', () => {
    it('lists a ticket\'s comments oldest first, as Jira has them, with HTML bodies', async () => {
      expect(discussed, 'no seeded WEB ticket has two comments').toBeDefined();
      const page = await emulator(`/rest/api/3/issue/${discussed.ticket}/comment`);
      expect(discussed.comments.map((comment) => comment.id)).toEqual(page.comments.map((comment: Json) => comment.id));
      const first = discussed.comments[0]!;
      expect(first).toEqual({
        id: expect.any(String),
        body: expect.stringMatching(/^<p>.+<\/p>$/),
        created_by: page.comments[0].author.accountId,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: expect.any(String),
      });
      const times = discussed.comments.map((comment) => Date.parse(comment.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('pages with cursors, both ways, and sorts by created_at; updated_at is refused', async () => {
      const path = `/collections/${WEB}/tickets/${discussed.ticket}/comments`;
      const { items, pages } = await listAll(`${path}?limit=1`);
      expect(items.map((comment) => comment.id)).toEqual(discussed.comments.map((comment) => comment.id));
      expect(pages[0]!.body.meta.cursors.previous).toBeNull();
      const back = await get(pages[1]!.body.links.previous);
      expect(back.body.data[0].id).toBe(items[0]!.id);
      const desc = await get(`${path}?sort[by]=created_at&sort[direction]=desc`);
      expect(desc.body.data.map((comment: Json) => comment.id)).toEqual([...items].reverse().map((comment) => comment.id));
      expectErrorEnvelope(await get(`${path}?sort[by]=updated_at`), 400, 'UnsupportedSortFieldError');
    });

    it('creates, reads, updates and deletes a comment, in ADF on Jira\'s side', async () => {
      const path = `/collections/${HR}/tickets/${hrTicket}/comments`;
      const created = await send('POST', path, { body: '<p>Checked <strong>twice</strong></p>' });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ resource: 'comments', operation: 'add', data: { id: expect.any(String) } });
      const id = created.body.data.id as string;
      const stored = await emulator(`/rest/api/3/issue/${hrTicket}/comment/${id}`);
      expect(stored.body).toEqual({
        type: 'doc',
        version: 1,
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Checked ' }, { type: 'text', text: 'twice', marks: [{ type: 'strong' }] }] }],
      });
      expect(stored.author.accountId).toBe(JIRA_DEMO_ACCOUNT.accountId);

      const one = await get(`${path}/${id}`);
      expect(one.status).toBe(200);
      expect(one.body.data).toMatchObject({ id, body: '<p>Checked <strong>twice</strong></p>', created_by: JIRA_DEMO_ACCOUNT.accountId });
      // The reference declares cursor and limit on this get: a generated client's defaults are accepted, and change nothing.
      const withDefaults = await get(`${path}/${id}?limit=20&raw=false`);
      expect(withDefaults.status, withDefaults.text).toBe(200);
      expect(withDefaults.body.data).toEqual(one.body.data);

      const updated = await send('PATCH', `${path}/${id}`, { body: 'Plain text, twice checked' });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.data.id).toBe(id);
      expect((await get(`${path}/${id}`)).body.data.body).toBe('<p>Plain text, twice checked</p>');
      // Read-only fields are accepted and not sent on: the comment stays as it was.
      expect((await send('PATCH', `${path}/${id}`, { created_by: 'someone-else' })).status).toBe(200);
      expect((await get(`${path}/${id}`)).body.data.created_by).toBe(JIRA_DEMO_ACCOUNT.accountId);

      const deleted = await send('DELETE', `${path}/${id}`);
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.body.data.id).toBe(id);
      expectErrorEnvelope(await get(`${path}/${id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('PATCH', `${path}/${id}`, { body: 'again' }), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('DELETE', `${path}/${id}`), 404, 'EntityNotFoundError');
    });

    it('answers 404 for an unknown comment, a comment of another ticket, and a ticket of another collection', async () => {
      const path = `/collections/${WEB}/tickets/${discussed.ticket}/comments`;
      expectErrorEnvelope(await get(`${path}/999999`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/${HR}/tickets/${hrTicket}/comments/${discussed.comments[0]!.id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/${MKT}/tickets/${discussed.ticket}/comments`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/${WEB}/tickets/999999/comments`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', `/collections/${WEB}/tickets/999999/comments`, { body: 'x' }), 404, 'EntityNotFoundError');
    });

    it('refuses bad input with the error envelope, never a 5xx', async () => {
      const path = `/collections/${HR}/tickets/${hrTicket}/comments`;
      expectErrorEnvelope(await send('POST', path, {}), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('POST', path, { body: 42 }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('POST', path, { body: 'x', colour: 'red' }), 400, 'RequestValidationError');
      // Valid for the unified API, empty for Jira: refused before any write.
      expectErrorEnvelope(await send('POST', path, { body: '   ' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('POST', path, { body: null }), 400, 'RequestValidationError');
      const some = discussed.comments[0]!.id as string;
      expectErrorEnvelope(await send('PATCH', `/collections/${WEB}/tickets/${discussed.ticket}/comments/${some}`, { body: '' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await get(`/collections/${WEB}/tickets/${discussed.ticket}/comments?limit=0`), 400, 'RequestValidationError');
      expectErrorEnvelope(await get(`/collections/${WEB}/tickets/${discussed.ticket}/comments?cursor=not-a-cursor`), 400, 'InvalidCursorError');
      // The unified API declares no comment filter: an unknown query field, not an unsupported filter.
      expectErrorEnvelope(await get(`/collections/${WEB}/tickets/${discussed.ticket}/comments?filter[status]=open`), 400, 'RequestValidationError');
    });
  });

  describe('users', () => {
    it('lists the users who can be assigned the project\'s issues, page by page', async () => {
      const expected = (await emulator(`/rest/api/3/user/assignable/search?project=${WEB}&maxResults=1000`)) as Json[];
      expect(expected.length).toBeGreaterThan(1);
      const { items, pages } = await listAll(`/collections/${WEB}/users?limit=1`);
      expect(pages.length).toBe(expected.length);
      expect(items.map((user) => user.id)).toEqual(expected.map((user) => user.accountId));
      const me = items.find((user) => user.id === JIRA_DEMO_ACCOUNT.accountId);
      expect(me).toEqual({
        id: JIRA_DEMO_ACCOUNT.accountId,
        name: 'Alex Morgan',
        email: JIRA_DEMO_ACCOUNT.email,
        photo_url: expect.stringMatching(/^https:\/\/.+48/),
      });
      const back = await get(pages[1]!.body.links.previous);
      expect(back.body.data[0].id).toBe(items[0]!.id);
    });

    it('gets a user of the project, and 404 for one who cannot be assigned there or does not exist', async () => {
      const web = (await listAll(`/collections/${WEB}/users`)).items.map((user) => user.id);
      const mkt = (await listAll(`/collections/${MKT}/users`)).items.map((user) => user.id);
      const one = await get(`/collections/${WEB}/users/${web[0]}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ resource: 'users', operation: 'one', data: { id: web[0] } });
      const outsider = mkt.find((id) => !web.includes(id));
      expect(outsider, 'every MKT user is also in WEB').toBeDefined();
      expectErrorEnvelope(await get(`/collections/${WEB}/users/${outsider}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/${WEB}/users/no-such-account`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/${WEB}/users/${'x'.repeat(200)}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/NOPE/users`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/NOPE/users/${web[0]}`), 404, 'EntityNotFoundError');
      // The reference API sorts users on nothing.
      expectErrorEnvelope(await get(`/collections/${WEB}/users?sort[by]=name`), 400, 'RequestValidationError');
    });
  });

  describe('tags', () => {
    it('lists the site\'s labels as every collection\'s tags, page by page', async () => {
      const labels = (await emulator('/rest/api/3/label')).values as string[];
      expect(labels.length).toBeGreaterThan(2);
      const { items, pages } = await listAll(`/collections/${WEB}/tags?limit=2`);
      expect(items).toEqual(labels.map((label) => ({ id: label, name: label })));
      expect(pages.length).toBe(Math.ceil(labels.length / 2));
      expect((await get(`/collections/${HR}/tags?limit=200`)).body.data).toEqual(items);
    });

    it('answers 404 for an unknown collection and refuses what the list does not take', async () => {
      expectErrorEnvelope(await get('/collections/NOPE/tags'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/collections/${WEB}/tags?limit=abc`), 400, 'RequestValidationError');
      expectErrorEnvelope(await get(`/collections/${WEB}/tags?filter[name]=x`), 400, 'RequestValidationError');
    });
  });
});
