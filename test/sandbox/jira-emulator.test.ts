/**
 * The Jira emulator over real HTTP on loopback: auth, projects, issue CRUD,
 * transitions, the enhanced JQL search and its paging, failures and recording.
 * JQL results are checked against the full data set fetched through the API,
 * so the expectations do not depend on the seed's exact numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { JIRA_DEMO_ACCOUNT, jiraEmulator, startJiraEmulator } from '../../src/sandbox/jira/index.js';

const BASIC = `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64')}`;

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

function client(handle: EmulatorHandle, authorization: string | null = BASIC) {
  const call = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization) headers.authorization = authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${handle.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

type Client = ReturnType<typeof client>;

const adf = (text: string) => ({ type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

async function searchAll(api: Client, jql: string, extra: Record<string, string> = {}): Promise<any[]> {
  const issues: any[] = [];
  let token: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const params = new URLSearchParams({ jql, ...extra });
    if (token) params.set('nextPageToken', token);
    const reply = await api.get(`/rest/api/3/search/jql?${params}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    issues.push(...reply.body.issues);
    if (reply.body.isLast) {
      expect(reply.body.nextPageToken).toBeUndefined();
      return issues;
    }
    token = reply.body.nextPageToken;
    expect(typeof token).toBe('string');
  }
  throw new Error('paging did not end');
}

describe('jira emulator: auth and connection', () => {
  let handle: EmulatorHandle;
  let site: Awaited<ReturnType<typeof startJiraEmulator>>['site'];
  beforeAll(async () => {
    ({ handle, site } = await startJiraEmulator());
  });
  afterAll(() => handle.close());

  it('answers /myself for the demo account', async () => {
    const reply = await client(handle).get('/rest/api/3/myself');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ accountId: JIRA_DEMO_ACCOUNT.accountId, emailAddress: JIRA_DEMO_ACCOUNT.email, active: true, accountType: 'atlassian' });
    expect(reply.body.self).toBe(`${handle.url}/rest/api/3/user?accountId=${JIRA_DEMO_ACCOUNT.accountId}`);
  });

  it('refuses missing and wrong credentials with 401 and an ErrorCollection', async () => {
    const missing = await client(handle, null).get('/rest/api/3/myself');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ errorMessages: ['Client must be authenticated to access this resource.'], errors: {} });
    expect(missing.headers.get('www-authenticate')).toMatch(/^OAuth realm=/);
    const wrong = await client(handle, `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:nope`).toString('base64')}`).get('/rest/api/3/project/search');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-seraph-loginreason')).toBe('AUTHENTICATED_FAILED');
    const bearer = await client(handle, 'Bearer unknown-token').get('/rest/api/3/myself');
    expect(bearer.status).toBe(401);
  });

  it('accepts the email case-insensitively and bearer tokens registered at runtime', async () => {
    const upper = `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email.toUpperCase()}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64')}`;
    expect((await client(handle, upper).get('/rest/api/3/myself')).status).toBe(200);
    site.credentials.registerBearerToken('oauth-access-token', JIRA_DEMO_ACCOUNT.accountId);
    const reply = await client(handle, 'Bearer oauth-access-token').get('/rest/api/3/myself');
    expect(reply.status).toBe(200);
    site.credentials.revokeBearerToken('oauth-access-token');
    expect((await client(handle, 'Bearer oauth-access-token').get('/rest/api/3/myself')).status).toBe(401);
  });
});

describe('jira emulator: projects', () => {
  let handle: EmulatorHandle;
  let api: Client;
  beforeAll(async () => {
    handle = await jiraEmulator.start();
    api = client(handle);
  });
  afterAll(() => handle.close());

  it('pages through /project/search with startAt and maxResults', async () => {
    const first = await api.get('/rest/api/3/project/search?maxResults=3');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ startAt: 0, maxResults: 3, total: 4, isLast: false });
    expect(first.body.nextPage).toBe(`${handle.url}/rest/api/3/project/search?startAt=3&maxResults=3`);
    const second = await api.get('/rest/api/3/project/search?startAt=3&maxResults=3');
    expect(second.body).toMatchObject({ startAt: 3, total: 4, isLast: true });
    expect(second.body.nextPage).toBeUndefined();
    const keys = [...first.body.values, ...second.body.values].map((project: any) => project.key);
    expect(keys).toEqual(['HR', 'MKT', 'MOB', 'WEB']);
  });

  it('caps maxResults at 100, orders, filters and expands', async () => {
    expect((await api.get('/rest/api/3/project/search?maxResults=500')).body.maxResults).toBe(100);
    const byName = await api.get('/rest/api/3/project/search?orderBy=-name');
    expect(byName.body.values.map((project: any) => project.name)).toEqual(['Storefront Web', 'People Operations', 'Mobile App', 'Marketing Campaigns']);
    const business = await api.get('/rest/api/3/project/search?typeKey=business');
    expect(business.body.values.map((project: any) => project.key)).toEqual(['HR', 'MKT']);
    const query = await api.get('/rest/api/3/project/search?query=mob');
    expect(query.body.values.map((project: any) => project.key)).toEqual(['MOB']);
    const expanded = await api.get('/rest/api/3/project/search?keys=WEB&expand=description,lead,issueTypes,insight');
    const [web] = expanded.body.values;
    expect(web.description).toContain('storefront');
    expect(web.lead.displayName).toBe('Priya Natarajan');
    expect(web.issueTypes.map((type: any) => type.name)).toEqual(['Epic', 'Story', 'Task', 'Bug', 'Subtask']);
    expect(web.insight.totalIssueCount).toBeGreaterThan(30);
    const plain = await api.get('/rest/api/3/project/search?keys=WEB');
    expect(plain.body.values[0].description).toBeUndefined();
  });

  it('gets a project by key or id, and 404s an unknown one', async () => {
    const byKey = await api.get('/rest/api/3/project/mkt');
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({ id: '10002', key: 'MKT', projectTypeKey: 'business', assigneeType: 'UNASSIGNED' });
    expect((await api.get('/rest/api/3/project/10002')).body.key).toBe('MKT');
    const missing = await api.get('/rest/api/3/project/NOPE');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorMessages: ["No project could be found with key 'NOPE'."], errors: {} });
  });
});

describe('jira emulator: issues', () => {
  let handle: EmulatorHandle;
  let api: Client;
  beforeAll(async () => {
    handle = await jiraEmulator.start();
    api = client(handle);
  });
  afterAll(() => handle.close());

  it('creates an issue and reads it back', async () => {
    const created = await api.post('/rest/api/3/issue', {
      fields: {
        project: { key: 'WEB' },
        issuetype: { name: 'Bug' },
        summary: 'Checkout total ignores gift cards',
        description: adf('Gift card balance is not subtracted.'),
        priority: { name: 'High' },
        labels: ['checkout', 'payments'],
        assignee: { accountId: '5f3c1a7e2b9d4c0068a1e003' },
        duedate: '2026-12-15',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^\d+$/), key: expect.stringMatching(/^WEB-\d+$/), self: `${handle.url}/rest/api/3/issue/${created.body.id}` });
    const issue = await api.get(`/rest/api/3/issue/${created.body.key.toLowerCase()}`);
    expect(issue.status).toBe(200);
    expect(issue.body.key).toBe(created.body.key);
    expect(issue.body.fields).toMatchObject({
      summary: 'Checkout total ignores gift cards',
      description: adf('Gift card balance is not subtracted.'),
      status: { name: 'To Do', statusCategory: { key: 'new', id: 2, name: 'To Do' } },
      priority: { name: 'High', id: '2' },
      issuetype: { name: 'Bug', subtask: false },
      labels: ['checkout', 'payments'],
      assignee: { displayName: 'Marcus Chen' },
      reporter: { accountId: JIRA_DEMO_ACCOUNT.accountId },
      creator: { accountId: JIRA_DEMO_ACCOUNT.accountId },
      duedate: '2026-12-15',
      resolution: null,
      resolutiondate: null,
      project: { key: 'WEB', id: '10000', name: 'Storefront Web' },
    });
    expect(issue.body.fields.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
    expect(issue.body.fields.parent).toBeUndefined();
  });

  it('refuses invalid creates with per-field errors', async () => {
    const empty = await api.post('/rest/api/3/issue', { fields: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errorMessages).toEqual([]);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['project', 'summary']);
    const bad = await api.post('/rest/api/3/issue', {
      fields: {
        project: { id: '10000' },
        issuetype: { id: '10001' },
        summary: 'x',
        description: 'plain text is not ADF',
        priority: { name: 'Urgent' },
        labels: ['two words'],
        status: { name: 'Done' },
        duedate: 'tomorrow',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      description: 'Operation value must be an Atlassian Document (see the Atlassian Document Format)',
      priority: 'The priority selected is invalid.',
      labels: "The label 'two words' contains spaces which is invalid.",
      status: "Field 'status' cannot be set. It is not on the appropriate screen, or unknown.",
      duedate: 'Error parsing date string: tomorrow',
    });
    const noType = await api.post('/rest/api/3/issue', { fields: { project: { key: 'HR' }, summary: 'Hi' } });
    expect(noType.body.errors).toEqual({ issuetype: 'Specify an issue type' });
    const storyInBusiness = await api.post('/rest/api/3/issue', { fields: { project: { key: 'HR' }, summary: 'Hi', issuetype: { name: 'Story' } } });
    expect(storyInBusiness.body.errors).toEqual({ issuetype: 'Specify a valid issue type' });
    const orphan = await api.post('/rest/api/3/issue', { fields: { project: { key: 'WEB' }, summary: 'Hi', issuetype: { name: 'Subtask' } } });
    expect(orphan.body.errors.parent).toBeDefined();
    const notJson = await api.post('/rest/api/3/issue', ['not', 'an', 'object']);
    expect(notJson.body.errorMessages).toEqual(['Invalid request payload. Refer to the REST API documentation and try again.']);
  });

  it('selects fields with the fields parameter', async () => {
    const some = await api.get('/rest/api/3/issue/WEB-1?fields=summary,status');
    expect(Object.keys(some.body.fields).sort()).toEqual(['status', 'summary']);
    const without = await api.get('/rest/api/3/issue/WEB-1?fields=-description');
    expect(without.body.fields.description).toBeUndefined();
    expect(without.body.fields.summary).toBeDefined();
    const withTransitions = await api.get('/rest/api/3/issue/WEB-1?fields=status&expand=transitions');
    expect(withTransitions.body.transitions.length).toBe(2);
  });

  it('edits fields and update operations, but never status', async () => {
    const key = (await api.post('/rest/api/3/issue', { fields: { project: { key: 'MOB' }, issuetype: { name: 'Task' }, summary: 'Before', labels: ['ios'] } })).body.key;
    const edit = await api.put(`/rest/api/3/issue/${key}`, {
      fields: { summary: 'After', priority: { id: '1' }, assignee: { accountId: JIRA_DEMO_ACCOUNT.accountId } },
      update: { labels: [{ add: 'release' }, { remove: 'ios' }] },
    });
    expect(edit.status).toBe(204);
    const after = (await api.get(`/rest/api/3/issue/${key}`)).body.fields;
    expect(after).toMatchObject({ summary: 'After', priority: { name: 'Highest' }, labels: ['release'], assignee: { accountId: JIRA_DEMO_ACCOUNT.accountId } });
    const status = await api.put(`/rest/api/3/issue/${key}`, { fields: { status: { name: 'Done' } } });
    expect(status.status).toBe(400);
    expect(status.body).toEqual({ errorMessages: [], errors: { status: "Field 'status' cannot be set. It is not on the appropriate screen, or unknown." } });
    const unassign = await api.put(`/rest/api/3/issue/${key}?returnIssue=true`, { fields: { assignee: null } });
    expect(unassign.status).toBe(200);
    expect(unassign.body.fields.assignee).toBeNull();
    const badUser = await api.put(`/rest/api/3/issue/${key}`, { fields: { assignee: { accountId: 'nobody' } } });
    expect(badUser.body.errors.assignee).toBeDefined();
  });

  it('moves status only through transitions', async () => {
    const key = (await api.post('/rest/api/3/issue', { fields: { project: { key: 'WEB' }, issuetype: { name: 'Story' }, summary: 'Flow' } })).body.key;
    const listed = await api.get(`/rest/api/3/issue/${key}/transitions`);
    expect(listed.status).toBe(200);
    expect(listed.body.transitions.map((t: any) => [t.id, t.name, t.to.name])).toEqual([
      ['21', 'In Progress', 'In Progress'],
      ['31', 'Done', 'Done'],
    ]);
    expect((await api.post(`/rest/api/3/issue/${key}/transitions`, { transition: { id: '21' } })).status).toBe(204);
    expect((await api.get(`/rest/api/3/issue/${key}?fields=status`)).body.fields.status.name).toBe('In Progress');
    expect((await api.post(`/rest/api/3/issue/${key}/transitions`, { transition: { id: '31' } })).status).toBe(204);
    const done = (await api.get(`/rest/api/3/issue/${key}`)).body.fields;
    expect(done.status.statusCategory.key).toBe('done');
    expect(done.resolution.name).toBe('Done');
    expect(done.resolutiondate).not.toBeNull();
    expect((await api.post(`/rest/api/3/issue/${key}/transitions`, { transition: { id: '11' } })).status).toBe(204);
    const reopened = (await api.get(`/rest/api/3/issue/${key}`)).body.fields;
    expect(reopened).toMatchObject({ status: { name: 'To Do' }, resolution: null, resolutiondate: null });
    const invalid = await api.post(`/rest/api/3/issue/${key}/transitions`, { transition: { id: '11' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorMessages).toEqual(["Transition id '11' is not valid for this issue."]);
    expect((await api.post(`/rest/api/3/issue/${key}/transitions`, {})).body.errorMessages).toEqual(["Missing 'transition' identifier"]);
    const withField = await api.post(`/rest/api/3/issue/${key}/transitions`, { transition: { id: '31' }, fields: { resolution: { name: 'Done' } } });
    expect(withField.status).toBe(400);
    expect(withField.body.errors.resolution).toBeDefined();
  });

  it('deletes issues, requiring deleteSubtasks for parents', async () => {
    const parent = (await api.post('/rest/api/3/issue', { fields: { project: { key: 'WEB' }, issuetype: { name: 'Task' }, summary: 'Parent' } })).body;
    const subtask = await api.post('/rest/api/3/issue', { fields: { project: { key: 'WEB' }, issuetype: { name: 'Subtask' }, summary: 'Child', parent: { key: parent.key } } });
    expect(subtask.status).toBe(201);
    const child = (await api.get(`/rest/api/3/issue/${subtask.body.key}`)).body.fields;
    expect(child.parent).toMatchObject({ id: parent.id, key: parent.key });
    expect((await api.get(`/rest/api/3/issue/${parent.key}`)).body.fields.subtasks.map((s: any) => s.key)).toEqual([subtask.body.key]);
    const refused = await api.delete(`/rest/api/3/issue/${parent.key}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessages[0]).toContain('subtasks');
    expect((await api.delete(`/rest/api/3/issue/${parent.key}?deleteSubtasks=true`)).status).toBe(204);
    expect((await api.get(`/rest/api/3/issue/${parent.key}`)).status).toBe(404);
    expect((await api.get(`/rest/api/3/issue/${subtask.body.key}`)).status).toBe(404);
  });

  it('answers 404 with Jira’s sentence for unknown issues and routes', async () => {
    const notFound = { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} };
    expect(await api.get('/rest/api/3/issue/WEB-99999')).toMatchObject({ status: 404, body: notFound });
    expect(await api.put('/rest/api/3/issue/WEB-99999', { fields: {} })).toMatchObject({ status: 404, body: notFound });
    expect(await api.delete('/rest/api/3/issue/99999999')).toMatchObject({ status: 404, body: notFound });
    expect(await api.get('/rest/api/3/issue/WEB-99999/transitions')).toMatchObject({ status: 404, body: notFound });
    const route = await api.get('/rest/api/3/dashboard');
    expect(route.status).toBe(404);
    expect(route.body.errorMessages[0]).toMatch(/^null for uri: /);
  });
});

describe('jira emulator: seed', () => {
  it('seeds the same site on every start', async () => {
    const [a, b] = await Promise.all([jiraEmulator.start(), jiraEmulator.start()]);
    try {
      const jql = 'project in (WEB, MOB, MKT, HR) ORDER BY key ASC';
      const fields = { fields: '*all', maxResults: '100' };
      const [issuesA, issuesB] = await Promise.all([searchAll(client(a), jql, fields), searchAll(client(b), jql, fields)]);
      const strip = (issues: any[]) => JSON.stringify(issues).replaceAll(a.url, '').replaceAll(b.url, '');
      expect(strip(issuesA)).toBe(strip(issuesB));
      expect(issuesA.length).toBeGreaterThanOrEqual(140);
      expect(issuesA.length).toBeLessThanOrEqual(160);
      const fieldsOf = issuesA.map((issue) => issue.fields);
      expect(new Set(fieldsOf.map((f) => f.status.name))).toEqual(new Set(['To Do', 'In Progress', 'Done']));
      expect(new Set(fieldsOf.map((f) => f.priority.name))).toEqual(new Set(['Highest', 'High', 'Medium', 'Low', 'Lowest']));
      expect(new Set(fieldsOf.map((f) => f.issuetype.name))).toEqual(new Set(['Epic', 'Story', 'Task', 'Bug', 'Subtask']));
      expect(new Set(fieldsOf.flatMap((f) => (f.assignee ? [f.assignee.accountId] : []))).size).toBe(6);
      expect(fieldsOf.some((f) => f.description?.content.some((node: any) => node.type === 'bulletList'))).toBe(true);
      expect(fieldsOf.filter((f) => f.issuetype.subtask).every((f) => f.parent?.key)).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('jira emulator: JQL search', () => {
  let handle: EmulatorHandle;
  let api: Client;
  let all: any[];
  const keysOf = (issues: any[]) => issues.map((issue) => issue.key).sort();
  const expectKeys = async (jql: string, keep: (fields: any) => boolean) => {
    const found = await searchAll(api, jql, { maxResults: '100' });
    const expected = all.filter((issue) => keep(issue.fields));
    expect(expected.length, `fixture for ${jql} should not be empty`).toBeGreaterThan(0);
    expect(keysOf(found), jql).toEqual(keysOf(expected));
  };

  beforeAll(async () => {
    handle = await jiraEmulator.start();
    api = client(handle);
    all = await searchAll(api, 'project in (WEB, MOB, MKT, HR)', { fields: '*all', maxResults: '100' });
  });
  afterAll(() => handle.close());

  it('filters by project in every accepted form', async () => {
    for (const jql of ['project = WEB', 'project = "WEB"', 'project = 10000', "project = 'Storefront Web'", 'PROJECT = web']) {
      await expectKeys(jql, (f) => f.project.key === 'WEB');
    }
  });

  it('filters by status, status category and their keys', async () => {
    await expectKeys('status = "In Progress"', (f) => f.status.name === 'In Progress');
    await expectKeys('status in ("To Do", "Done")', (f) => f.status.name !== 'In Progress');
    await expectKeys('status != Done', (f) => f.status.name !== 'Done');
    for (const [value, key] of [['"To Do"', 'new'], ['"In Progress"', 'indeterminate'], ['Done', 'done'], ['new', 'new'], ['indeterminate', 'indeterminate'], ['done', 'done']]) {
      await expectKeys(`statusCategory = ${value}`, (f) => f.status.statusCategory.key === key);
    }
  });

  it('filters by assignee, labels, dates, priority and type', async () => {
    const marcus = '5f3c1a7e2b9d4c0068a1e003';
    await expectKeys(`assignee = ${marcus}`, (f) => f.assignee?.accountId === marcus);
    await expectKeys('assignee = currentUser()', (f) => f.assignee?.accountId === JIRA_DEMO_ACCOUNT.accountId);
    await expectKeys('assignee is EMPTY', (f) => f.assignee === null);
    await expectKeys(`assignee != ${marcus}`, (f) => f.assignee !== null && f.assignee.accountId !== marcus);
    await expectKeys('labels = checkout', (f) => f.labels.includes('checkout'));
    await expectKeys('labels in (ios, android)', (f) => f.labels.includes('ios') || f.labels.includes('android'));
    await expectKeys('created >= "2026-09-01"', (f) => f.created >= '2026-09-01');
    await expectKeys('updated >= 2026-10-01 AND updated < "2026-10-15 12:00"', (f) => f.updated >= '2026-10-01' && f.updated < '2026-10-15T12:00');
    await expectKeys('duedate <= "2026-08-31"', (f) => f.duedate !== null && f.duedate <= '2026-08-31');
    await expectKeys('priority in (Highest, High) AND type = Bug', (f) => ['Highest', 'High'].includes(f.priority.name) && f.issuetype.name === 'Bug');
    await expectKeys('resolution = Unresolved', (f) => f.resolution === null);
    await expectKeys('summary ~ "checkout"', (f) => f.summary.toLowerCase().includes('checkout'));
  });

  it('combines clauses with AND, OR, NOT and parentheses', async () => {
    await expectKeys('project = MOB AND statusCategory != Done', (f) => f.project.key === 'MOB' && f.status.statusCategory.key !== 'done');
    await expectKeys('project = HR OR labels = seo', (f) => f.project.key === 'HR' || f.labels.includes('seo'));
    await expectKeys('(project = WEB OR project = MOB) AND NOT status = Done', (f) => ['WEB', 'MOB'].includes(f.project.key) && f.status.name !== 'Done');
  });

  it('orders by one or several keys', async () => {
    const byCreated = await searchAll(api, 'project = WEB ORDER BY created DESC', { fields: 'created', maxResults: '100' });
    const created = byCreated.map((issue) => issue.fields.created);
    expect(created).toEqual([...created].sort().reverse());
    const byKey = await searchAll(api, 'project = MKT ORDER BY key ASC', { maxResults: '100' });
    expect(byKey.map((issue) => Number(issue.key.split('-')[1]))).toEqual(byKey.map((_, index) => index + 1));
    const byPriority = await searchAll(api, 'project = WEB ORDER BY priority DESC, updated ASC', { fields: 'priority,updated', maxResults: '100' });
    const rank = (issue: any) => Number(issue.fields.priority.id);
    for (let index = 1; index < byPriority.length; index++) {
      const [previous, current] = [byPriority[index - 1], byPriority[index]];
      expect(rank(previous)).toBeLessThanOrEqual(rank(current));
      if (rank(previous) === rank(current)) expect(previous.fields.updated <= current.fields.updated).toBe(true);
    }
    const byDue = await searchAll(api, 'project = HR ORDER BY duedate ASC', { fields: 'duedate', maxResults: '100' });
    const dues = byDue.map((issue) => issue.fields.duedate);
    const firstEmpty = dues.indexOf(null);
    expect(firstEmpty).toBeGreaterThan(0);
    expect(dues.slice(firstEmpty).every((due) => due === null)).toBe(true);
    expect(dues.slice(0, firstEmpty)).toEqual([...dues.slice(0, firstEmpty)].sort());
  });

  it('pages with nextPageToken to the end, without duplicates', async () => {
    const jql = 'project in (WEB, MOB, MKT, HR) ORDER BY updated DESC';
    const paged = await searchAll(api, jql, { maxResults: '7' });
    expect(paged.length).toBe(all.length);
    expect(new Set(paged.map((issue) => issue.id)).size).toBe(all.length);
    expect(paged[0]).toEqual({ expand: expect.any(String), id: expect.any(String), key: expect.any(String), self: expect.any(String) });
    const firstPage = await api.get(`/rest/api/3/search/jql?${new URLSearchParams({ jql })}`);
    expect(firstPage.body.issues.length).toBe(50);
    expect(firstPage.body.isLast).toBe(false);
    const capped = await api.get(`/rest/api/3/search/jql?${new URLSearchParams({ jql, maxResults: '500', fields: 'summary' })}`);
    expect(capped.body.issues.length).toBe(100);
    const idsOnly = await api.get(`/rest/api/3/search/jql?${new URLSearchParams({ jql, maxResults: '5000' })}`);
    expect(idsOnly.body).toMatchObject({ isLast: true });
    expect(idsOnly.body.issues.length).toBe(all.length);
  });

  it('pages the POST form the same way', async () => {
    const seen: string[] = [];
    let nextPageToken: string | undefined;
    for (;;) {
      const reply = await api.post('/rest/api/3/search/jql', { jql: 'project = WEB ORDER BY key ASC', maxResults: 10, fields: ['summary'], nextPageToken });
      expect(reply.status).toBe(200);
      seen.push(...reply.body.issues.map((issue: any) => issue.key));
      if (reply.body.isLast) break;
      nextPageToken = reply.body.nextPageToken;
    }
    expect(seen).toEqual(all.filter((issue) => issue.fields.project.key === 'WEB').map((issue) => issue.key).sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])));
  });

  it('answers 400 with an ErrorCollection for unbounded, invalid and unsupported JQL', async () => {
    const refuse = async (jql: string, message: string | RegExp) => {
      const reply = await api.get(`/rest/api/3/search/jql?${new URLSearchParams({ jql })}`);
      expect(reply.status, jql).toBe(400);
      expect(reply.body.errors).toEqual({});
      expect(reply.body.errorMessages[0]).toMatch(message);
    };
    const unbounded = 'Unbounded JQL queries are not allowed here. Please add a search restriction to your query.';
    await refuse('ORDER BY created DESC', unbounded);
    await refuse('', unbounded);
    await refuse('project = NOPE', "The value 'NOPE' does not exist for the field 'project'.");
    await refuse('status = Reviewing', "The value 'Reviewing' does not exist for the field 'status'.");
    await refuse('project = ', /^Error in the JQL Query: Expecting either a value, list or function/);
    await refuse('project WEB', /^Error in the JQL Query: Expecting operator but got 'WEB'/);
    await refuse('summary ~ "unterminated', /has not been completed/);
    await refuse('created >= "last week"', /^Date value 'last week' for field 'created' is invalid/);
    await refuse('sprint in openSprints()', "Field 'sprint' is not supported by the Jira emulator.");
    await refuse('flavour = vanilla', "Field 'flavour' does not exist or you do not have permission to view it.");
    await refuse('project ~ WEB', "The operator '~' is not supported by the 'project' field.");
    await refuse('status WAS Done', /history operator 'WAS' is not supported/);
    const badToken = await api.get('/rest/api/3/search/jql?jql=project%3DWEB&nextPageToken=garbage');
    expect(badToken.status).toBe(400);
    expect((await api.get('/rest/api/3/search/jql?jql=project%3DWEB&maxResults=0')).status).toBe(400);
    const unknownProperty = await api.post('/rest/api/3/search/jql', { jql: 'project = WEB', startAt: 10 });
    expect(unknownProperty.status).toBe(400);
  });
});

describe('jira emulator: failures and recording', () => {
  let handle: EmulatorHandle;
  let api: Client;
  beforeAll(async () => {
    handle = await jiraEmulator.start({ record: true });
    api = client(handle);
  });
  afterAll(() => handle.close());

  it('answers a rate limit like Jira, then recovers', async () => {
    handle.failNext('rate_limit');
    const limited = await api.get('/rest/api/3/myself');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
    expect(limited.headers.get('ratelimit-reason')).toBe('jira-burst-based');
    expect(limited.body).toEqual({ errorMessages: [expect.any(String)], errors: {} });
    expect((await api.get('/rest/api/3/myself')).status).toBe(200);
  });

  it('answers injected server errors and 401s with an ErrorCollection', async () => {
    handle.failNext('server_error');
    const failed = await api.get('/rest/api/3/issue/WEB-1');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ errorMessages: ['Service temporarily unavailable'], errors: {} });
    handle.failNext('unauthorized');
    expect((await api.get('/rest/api/3/issue/WEB-1')).status).toBe(401);
    expect((await api.get('/rest/api/3/issue/WEB-1')).status).toBe(200);
  });

  it('records every exchange with its request and response', async () => {
    const before = handle.exchanges.length;
    await api.post('/rest/api/3/search/jql', { jql: 'project = HR', maxResults: 1 });
    const exchange = handle.exchanges[before];
    expect(exchange).toMatchObject({ method: 'POST', path: '/rest/api/3/search/jql', status: 200 });
    expect(JSON.parse(exchange!.requestBody)).toEqual({ jql: 'project = HR', maxResults: 1 });
    expect(JSON.parse(exchange!.responseBody).issues).toHaveLength(1);
    expect(handle.exchanges.some((recorded) => recorded.status === 429)).toBe(true);
  });
});
