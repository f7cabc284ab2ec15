/**
 * The Asana emulator over HTTP: authentication, the {data} envelopes,
 * opt_fields (compact lists, full single records, named fields and paths),
 * limit/offset paging with next_page, GET /tasks's required scope and its
 * completed_since / modified_since, writes with their derived fields, the
 * comment-only rules of stories, addTag/removeTag, Asana's error bodies and
 * tenancy.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASANA_DEMO_ACCOUNT as DEMO, ASANA_OTHER_ACCOUNT as OTHER, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';

type Json = Record<string, any>;

describe('Asana emulator', () => {
  let emulator: KitEmulatorHandle;
  let project: string;

  beforeAll(async () => {
    emulator = await asanaEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    project = emulator.kit.records('projects').find((record) => record.name === 'Website Relaunch')!.id;
  });

  async function api(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}): Promise<{ status: number; body: Json; headers: Headers }> {
    const token = init.token === undefined ? DEMO.token : init.token;
    const response = await fetch(`${emulator.url}/api/1.0${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }

  it('refuses missing and wrong tokens with Asana\'s error body', async () => {
    for (const token of [null, 'nope']) {
      const answer = await api('/users/me', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0]).toMatchObject({ message: 'Not Authorized', help: expect.stringContaining('developers.asana.com') });
    }
    expect((await api('/users/me')).body.data).toMatchObject({ gid: DEMO.userGid, resource_type: 'user', email: DEMO.userEmail });
  });

  it('answers compact records in lists, full ones singly, and exactly the opt_fields asked for', async () => {
    const list = await api(`/workspaces/${DEMO.workspaceGid}/projects`);
    expect(Object.keys(list.body.data[0])).toEqual(['gid', 'resource_type', 'name']);
    expect(list.body).not.toHaveProperty('next_page');
    const one = await api(`/projects/${project}`);
    expect(one.body.data).toMatchObject({ gid: project, resource_type: 'project', archived: false, workspace: { gid: DEMO.workspaceGid, resource_type: 'workspace', name: DEMO.workspaceName } });
    const picked = await api(`/tasks?project=${project}&opt_fields=name,assignee.name,tags`);
    const task = picked.body.data.find((item: Json) => item.assignee && item.tags.length > 0);
    expect(Object.keys(task).sort()).toEqual(['assignee', 'gid', 'name', 'tags']);
    expect(Object.keys(task.assignee).sort()).toEqual(['gid', 'name', 'resource_type']);
    expect(Object.keys(task.tags[0]).sort()).toEqual(['gid', 'resource_type']);
  });

  it('pages with limit and the offset of next_page, and refuses a bad limit or offset', async () => {
    const seen: string[] = [];
    let path: string | null = `/tasks?project=${project}&limit=3`;
    while (path) {
      const page: { status: number; body: Json } = await api(path);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((item: Json) => item.gid));
      expect(page.body).toHaveProperty('next_page');
      if (page.body.next_page) expect(page.body.next_page.uri).toBe(`${emulator.url}/api/1.0${page.body.next_page.path}`);
      path = page.body.next_page?.path ?? null;
    }
    expect(seen).toEqual(emulator.kit.records('tasks').filter((task) => (task.projects as string[]).includes(project)).map((task) => task.id));
    expect((await api(`/tasks?project=${project}&limit=101`)).status).toBe(400);
    expect((await api(`/tasks?project=${project}&limit=2&offset=garbage`)).body.errors[0].message).toMatch(/^offset:/);
  });

  it('needs a scope for GET /tasks and honours completed_since and modified_since', async () => {
    expect((await api('/tasks')).body.errors[0].message).toMatch(/^Must specify exactly one of project/);
    expect((await api('/tasks?project=999')).status).toBe(404);
    const stored = emulator.kit.records('tasks').filter((task) => (task.projects as string[]).includes(project));
    const open = await api(`/tasks?project=${project}&completed_since=now`);
    expect(open.body.data.map((item: Json) => item.gid)).toEqual(stored.filter((task) => !task.completed).map((task) => task.id));
    const cut = stored.map((task) => task.modified_at as number).sort((a, b) => a - b)[3]!;
    const modified = await api(`/tasks?project=${project}&modified_since=${new Date(cut).toISOString()}`);
    expect(modified.body.data).toHaveLength(stored.filter((task) => (task.modified_at as number) >= cut).length);
    expect((await api(`/tasks?project=${project}&modified_since=yesterday`)).status).toBe(400);
  });

  it('creates a task in a project and keeps its derived fields, refusing what Asana refuses', async () => {
    const created = await api('/tasks', { method: 'POST', body: { data: { name: 'Ship it', projects: [project], notes: 'a < b', due_at: '2031-02-03T04:05:06.000Z', assignee: 'me' } } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Ship it', notes: 'a < b', due_on: '2031-02-03', assignee: { gid: DEMO.userGid }, completed: false, completed_at: null });
    const gid = created.body.data.gid;
    expect((await api(`/tasks/${gid}?opt_fields=html_notes`)).body.data.html_notes).toBe('<body>a &lt; b</body>');
    const done = await api(`/tasks/${gid}`, { method: 'PUT', body: { data: { completed: true, due_on: null } } });
    expect(done.body.data).toMatchObject({ completed: true, due_on: null, due_at: null });
    expect(done.body.data.completed_at).toMatch(/^\d{4}-/);
    expect((await api(`/tasks/${gid}`, { method: 'PUT', body: { data: { projects: [project] } } })).body.errors[0].message).toBe('projects: Cannot write this property');
    expect((await api('/tasks', { method: 'POST', body: { data: { name: 'x' } } })).body.errors[0].message).toBe('You should specify one of workspace, parent, projects');
    expect((await api('/tasks', { method: 'POST', body: { name: 'x' } })).body.errors[0].message).toBe('data: Missing input');
    expect((await api('/tasks', { method: 'POST', body: { data: { projects: [project], html_notes: '<p>x</p>' } } })).status).toBe(400);
    expect((await api('/tasks', { method: 'POST', body: { data: { projects: [project], completed_at: '2020-01-01T00:00:00Z' } } })).status).toBe(400);
    expect((await api(`/tasks/${gid}`, { method: 'DELETE' })).body).toEqual({ data: {} });
    expect((await api(`/tasks/${gid}`)).body.errors[0].message).toBe(`task: Not a recognized ID: ${gid}`);
  });

  it('adds and removes tags through addTag and removeTag', async () => {
    const task = emulator.kit.records('tasks').find((record) => (record.tags as string[]).length === 0)!;
    const tag = emulator.kit.records('tags')[0]!.id;
    expect((await api(`/tasks/${task.id}/addTag`, { method: 'POST', body: { data: { tag } } })).body).toEqual({ data: {} });
    expect((await api(`/tasks/${task.id}?opt_fields=tags`)).body.data.tags.map((ref: Json) => ref.gid)).toEqual([tag]);
    await api(`/tasks/${task.id}/removeTag`, { method: 'POST', body: { data: { tag } } });
    expect((await api(`/tasks/${task.id}?opt_fields=tags`)).body.data.tags).toEqual([]);
    expect((await api(`/tasks/${task.id}/addTag`, { method: 'POST', body: { data: { tag: '1' } } })).status).toBe(400);
  });

  it('lets only the author edit or delete a comment, and no one a system story', async () => {
    const stories = emulator.kit.records('stories');
    const system = stories.find((story) => story.type === 'system')!;
    const others = stories.find((story) => story.type === 'comment' && story.created_by !== DEMO.userGid)!;
    expect((await api(`/stories/${system.id}`, { method: 'PUT', body: { data: { text: 'x' } } })).status).toBe(403);
    expect((await api(`/stories/${others.id}`, { method: 'DELETE' })).status).toBe(403);
    const task = system.task as string;
    const mine = await api(`/tasks/${task}/stories`, { method: 'POST', body: { data: { html_text: '<body>Looks <strong>good</strong></body>' } } });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({ type: 'comment', text: 'Looks good', is_editable: true, is_edited: false });
    const edited = await api(`/stories/${mine.body.data.gid}`, { method: 'PUT', body: { data: { text: 'Fine' } } });
    expect(edited.body.data).toMatchObject({ text: 'Fine', is_edited: true });
    expect((await api(`/stories/${mine.body.data.gid}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api('/tasks/999/stories', { method: 'POST', body: { data: { text: 'x' } } })).status).toBe(404);
  });

  it('answers unknown routes as Asana does and a rate limit with Retry-After', async () => {
    const unknown = await api('/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBe('No matching route for request');
    emulator.failNext('rate_limit');
    const limited = await api('/users/me');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps each account\'s records to itself', async () => {
    expect((await api(`/projects/${project}`, { token: OTHER.token })).status).toBe(404);
    const theirs = await api(`/workspaces/${OTHER.workspaceGid}/projects`, { token: OTHER.token });
    expect(theirs.body.data.map((item: Json) => item.gid)).not.toContain(project);
    expect((await api(`/workspaces/${OTHER.workspaceGid}/projects`)).status).toBe(404);
  });
});
