/**
 * The Asana connector through the real service over HTTP, against the Asana
 * emulator: collections (the workspace's projects), tickets (tasks) with
 * filter[status] and filter[since], comments (comment stories), users
 * (project members) and tags (workspace tags); 404s, refused filters and
 * sorts, bad input and paging through links.next. Expected sets come from
 * the emulator's own records, never from the seed's numbers. Every
 * operation the unified API declares for these resources is served, so no
 * ConnectorOperationUnsupportedError case exists here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASANA_DEMO_ACCOUNT, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

const SETTINGS = { workspace_gid: ASANA_DEMO_ACCOUNT.workspaceGid, personal_access_token: ASANA_DEMO_ACCOUNT.token };

describe('asana connector: issue tracking', () => {
  let svc: TestService;
  let tenant: Tenant;
  let kit: KitEmulatorHandle['kit'];
  let project: string;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/issue-tracking${path}`);
  const get = (path: string) => call<Json>(url(path), { headers: tenant.headers('c1') });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers('c1'), json });

  async function listAll(path: string): Promise<{ items: Json[]; pages: number }> {
    const items: Json[] = [];
    let pages = 0;
    for (let next: string | null = path; next !== null; pages++) {
      const page: CallResult<Json> = await get(next);
      expect(page.status, page.text).toBe(200);
      items.push(...page.body.data);
      next = page.body.links.next;
      if (pages > 100) throw new Error('paging did not end');
    }
    return { items, pages };
  }

  const tasksOf = (gid: string) => kit.records('tasks').filter((task) => (task.projects as string[]).includes(gid));

  beforeAll(async () => {
    svc = await startTestService({ emulators: [asanaEmulator] });
    kit = (svc.emulators.asana as KitEmulatorHandle).kit;
    tenant = await svc.tenant();
    await tenant.connect('c1', 'issue-tracking', 'asana', SETTINGS);
    project = kit.records('projects').find((record) => record.name === 'Website Relaunch')!.id;
  });
  afterAll(() => svc.close());

  it('lists the workspace\'s projects as collections, page by page, and gets one', async () => {
    const { items, pages } = await listAll('/collections?limit=2');
    expect(items.map((item) => item.id).sort()).toEqual(kit.records('projects').map((record) => record.id).sort());
    expect(pages).toBeGreaterThan(1);
    const one = await get(`/collections/${project}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toMatchObject({ id: project, name: 'Website Relaunch', type: 'project' });
    expect(one.body.data.created_at).toMatch(/^\d{4}-/);
    expectErrorEnvelope(await get('/collections/999999'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/collections/not-a-gid'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/collections?sort[by]=name'), 400, 'UnsupportedSortFieldError');
  });

  it('lists tickets with paging and maps a task', async () => {
    const { items, pages } = await listAll(`/collections/${project}/tickets?limit=3`);
    expect(pages).toBeGreaterThan(1);
    expect(items.map((item) => item.id)).toEqual(tasksOf(project).map((task) => task.id));
    const stored = tasksOf(project).find((task) => task.assignee && (task.tags as string[]).length > 0 && task.due_on)!;
    const ticket = items.find((item) => item.id === stored.id)!;
    expect(ticket).toMatchObject({ collection_id: project, subject: stored.name, status: stored.completed ? 'closed' : 'open', type: stored.resource_subtype });
    expect(ticket.assignees).toEqual([{ id: stored.assignee, username: kit.records('users').find((user) => user.id === stored.assignee)!.name }]);
    expect(ticket.tags.map((tag: Json) => tag.id)).toEqual(stored.tags);
    expect(ticket.due_date).toBe(stored.due_at ? new Date(stored.due_at as number).toISOString() : `${stored.due_on}T00:00:00.000Z`);
    expect(ticket.description).toBe(stored.notes);
    expect(ticket).not.toHaveProperty('priority');
    expectErrorEnvelope(await get('/collections/999999/tickets'), 404, 'EntityNotFoundError');
  });

  it('filters by status and since on Asana\'s side, and refuses what Asana cannot do', async () => {
    const open = (await listAll(`/collections/${project}/tickets?filter[status]=open&limit=100`)).items;
    expect(open.map((item) => item.id)).toEqual(tasksOf(project).filter((task) => !task.completed).map((task) => task.id));
    const both = (await listAll(`/collections/${project}/tickets?filter[status]=open&filter[status]=closed`)).items;
    expect(both).toHaveLength(tasksOf(project).length);
    const none = await get(`/collections/${project}/tickets?filter[status]=in_progress`);
    expect(none.status, none.text).toBe(200);
    expect(none.body.data).toEqual([]);
    expectErrorEnvelope(await get(`/collections/${project}/tickets?filter[status]=closed`), 400, 'UnsupportedFiltersError');
    expectErrorEnvelope(await get(`/collections/${project}/tickets?filter[assignee_id]=1`), 400, 'UnsupportedFiltersError');
    expectErrorEnvelope(await get(`/collections/${project}/tickets?sort[by]=created_at`), 400, 'UnsupportedSortFieldError');
    const cut = tasksOf(project).map((task) => task.modified_at as number).sort((a, b) => a - b)[4]!;
    const since = (await listAll(`/collections/${project}/tickets?filter[since]=${new Date(cut).toISOString()}`)).items;
    expect(since.map((item) => item.id).sort()).toEqual(tasksOf(project).filter((task) => (task.modified_at as number) >= cut).map((task) => task.id).sort());
  });

  it('creates, reads, updates (tags through addTag/removeTag) and deletes a ticket', async () => {
    const bug = kit.records('tags').find((tag) => tag.name === 'Bug');
    const design = kit.records('tags').find((tag) => tag.name === 'Design');
    const member = kit.records('project_memberships').find((membership) => membership.project === project && membership.user !== ASANA_DEMO_ACCOUNT.userGid)!.user as string;
    const created = await send('POST', `/collections/${project}/tickets`, {
      subject: 'Broken footer links', description: 'Links in the <strong>footer</strong> 404', status: 'open',
      assignees: [{ id: member }], due_date: '2031-05-04T00:00:00.000Z', tags: [{ id: bug!.id }], priority: 'high',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    const read = (await get(`/collections/${project}/tickets/${id}`)).body.data;
    expect(read).toMatchObject({ subject: 'Broken footer links', description: 'Links in the <strong>footer</strong> 404', status: 'open', due_date: '2031-05-04T00:00:00.000Z' });
    expect(read.assignees[0].id).toBe(member);
    expect(read.tags.map((tag: Json) => tag.id)).toEqual([bug!.id]);

    const updated = await send('PATCH', `/collections/${project}/tickets/${id}`, { status: 'closed', due_date: '2031-05-04T15:30:00.000Z', tags: [{ id: design!.id }], assignees: [] });
    expect(updated.status, updated.text).toBe(200);
    const after = (await get(`/collections/${project}/tickets/${id}`)).body.data;
    expect(after).toMatchObject({ status: 'closed', due_date: '2031-05-04T15:30:00.000Z', assignees: [] });
    expect(after.completed_at).toMatch(/^\d{4}-/);
    expect(after.tags.map((tag: Json) => tag.id)).toEqual([design!.id]);

    const named = await send('PATCH', `/collections/${project}/tickets/${id}`, { tags: [{ name: 'Design' }, { name: 'Brand new' }] });
    expect(named.status, named.text).toBe(200);
    const fresh = kit.records('tags').find((tag) => tag.name === 'Brand new')!;
    expect((await get(`/collections/${project}/tickets/${id}`)).body.data.tags.map((tag: Json) => tag.id)).toEqual([design!.id, fresh.id]);
    expectErrorEnvelope(await send('PATCH', `/collections/${project}/tickets/${id}`, { tags: [{}] }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('PATCH', `/collections/${project}/tickets/${id}`, { status: 'in_progress' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('PATCH', `/collections/${project}/tickets/${id}`, { assignees: [{ id: '1' }, { id: '2' }] }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', `/collections/${project}/tickets`, { subject: 42 }), 400, 'RequestValidationError');
    const other = kit.records('projects').find((record) => record.id !== project)!.id;
    expectErrorEnvelope(await get(`/collections/${other}/tickets/${id}`), 404, 'EntityNotFoundError');
    expect((await send('DELETE', `/collections/${project}/tickets/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`/collections/${project}/tickets/${id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('DELETE', `/collections/${project}/tickets/${id}`), 404, 'EntityNotFoundError');
  });

  it('takes pass_through on the task\'s own call (task.create), after the mapping, in the collection\'s project', async () => {
    const created = await send('POST', `/collections/${project}/tickets`, {
      subject: 'Mapped name',
      pass_through: [{ service_id: 'asana', operation_id: 'task.create', extend_object: { data: { name: 'Name from pass_through' } } }],
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect((await get(`/collections/${project}/tickets/${id}`)).body.data).toMatchObject({ subject: 'Name from pass_through', collection_id: project });
    expect((await send('DELETE', `/collections/${project}/tickets/${id}`)).status).toBe(200);
  });

  it('serves a ticket\'s comments (comment stories only) with all five operations', async () => {
    const task = tasksOf(project).find((record) => kit.records('stories').filter((story) => story.task === record.id && story.type === 'comment').length >= 2)!;
    const base = `/collections/${project}/tickets/${task.id}/comments`;
    const expected = kit.records('stories').filter((story) => story.task === task.id && story.type === 'comment');
    const { items } = await listAll(`${base}?limit=1`);
    expect(items.map((item) => item.id)).toEqual(expected.map((story) => story.id));
    expect(items[0]).toMatchObject({ body: expected[0]!.text, created_by: expected[0]!.created_by });

    const created = await send('POST', base, { body: 'Checked on <em>staging</em>' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect((await get(`${base}/${id}`)).body.data).toMatchObject({ id, body: 'Checked on <em>staging</em>', created_by: ASANA_DEMO_ACCOUNT.userGid });
    // The reference declares cursor and limit on this get: a generated client's defaults are accepted, and change nothing.
    const withDefaults = await get(`${base}/${id}?limit=20&raw=false`);
    expect(withDefaults.status, withDefaults.text).toBe(200);
    expect(withDefaults.body.data).toMatchObject({ id, body: 'Checked on <em>staging</em>' });
    expect((await get(`${base}/${id}?limit=1&cursor=`)).body.data.id).toBe(id);
    expect((await send('PATCH', `${base}/${id}`, { body: 'Checked on production' })).status).toBe(200);
    expect((await get(`${base}/${id}`)).body.data.body).toBe('Checked on production');
    expect((await send('DELETE', `${base}/${id}`)).status).toBe(200);
    expectErrorEnvelope(await get(`${base}/${id}`), 404, 'EntityNotFoundError');

    const system = kit.records('stories').find((story) => story.task === task.id && story.type === 'system')!;
    expectErrorEnvelope(await get(`${base}/${system.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('POST', base, {}), 400, 'RequestValidationError');
    expectErrorEnvelope(await get(`/collections/${project}/tickets/999999/comments`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get(`${base}?sort[by]=created_at`), 400, 'UnsupportedSortFieldError');
  });

  it('lists a project\'s members as users and gets one with email and photo', async () => {
    const members = kit.records('project_memberships').filter((membership) => membership.project === project).map((membership) => membership.user);
    const { items } = await listAll(`/collections/${project}/users?limit=2`);
    expect(items.map((item) => item.id)).toEqual(members);
    const me = await get(`/collections/${project}/users/${ASANA_DEMO_ACCOUNT.userGid}`);
    expect(me.status, me.text).toBe(200);
    expect(me.body.data).toMatchObject({ id: ASANA_DEMO_ACCOUNT.userGid, name: ASANA_DEMO_ACCOUNT.userName, email: ASANA_DEMO_ACCOUNT.userEmail });
    expect(me.body.data.photo_url).toMatch(/^https:\/\//);
    const outsider = kit.records('users').find((user) => !members.includes(user.id))!;
    expectErrorEnvelope(await get(`/collections/${project}/users/${outsider.id}`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/collections/999999/users'), 404, 'EntityNotFoundError');
  });

  it('lists the workspace\'s tags as the collection\'s tags', async () => {
    const { items, pages } = await listAll(`/collections/${project}/tags?limit=2`);
    expect(pages).toBeGreaterThan(1);
    expect(items).toEqual(kit.records('tags').map((tag) => ({ id: tag.id, name: tag.name })));
    expect(items.length).toBeGreaterThanOrEqual(5);
    expectErrorEnvelope(await get('/collections/999999/tags'), 404, 'EntityNotFoundError');
  });
});
