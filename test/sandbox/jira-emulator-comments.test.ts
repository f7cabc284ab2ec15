/**
 * The Jira emulator's comments, assignable users and labels over real HTTP,
 * as Jira answers them: ErrorCollection bodies for bad input, 404 for a
 * comment of another issue, assignable search's range-then-filter paging,
 * the label page, and a seed that is the same on every start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { JIRA_DEMO_ACCOUNT, startJiraEmulator } from '../../src/sandbox/jira/index.js';

const BASIC = `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64')}`;

async function call(handle: EmulatorHandle, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { authorization: BASIC, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${handle.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

const adf = (text: string) => ({ type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('jira emulator: comments, assignable users, labels', () => {
  let handle: EmulatorHandle;
  const get = (path: string) => call(handle, 'GET', path);

  beforeAll(async () => {
    handle = (await startJiraEmulator()).handle;
  });
  afterAll(() => handle.close());

  it('seeds the same comments on every start', async () => {
    const other = (await startJiraEmulator()).handle;
    try {
      // Answers name their emulator's origin in `self` links; the rest must match exactly.
      const comments = async (from: EmulatorHandle, issue: string) => JSON.stringify((await call(from, 'GET', `/rest/api/3/issue/${issue}/comment`)).body).replaceAll(from.url, '');
      let seen = 0;
      for (const issue of ['WEB-5', 'MOB-3', 'HR-7', 'WEB-10', 'MKT-4']) {
        expect(await comments(other, issue)).toBe(await comments(handle, issue));
        seen += JSON.parse(await comments(handle, issue)).total;
      }
      expect(seen, 'the compared issues should carry seeded comments').toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('adds, edits and deletes a comment, updating its issue, and refuses empty or non-ADF bodies', async () => {
    const before = (await get('/rest/api/3/issue/HR-1?fields=updated')).body.fields.updated as string;
    const created = await call(handle, 'POST', '/rest/api/3/issue/HR-1/comment', { body: adf('Hello') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ body: adf('Hello'), author: { accountId: JIRA_DEMO_ACCOUNT.accountId }, jsdPublic: true });
    expect((await get('/rest/api/3/issue/HR-1?fields=updated')).body.fields.updated >= before).toBe(true);
    const path = `/rest/api/3/issue/HR-1/comment/${created.body.id}`;
    expect((await call(handle, 'PUT', path, { body: adf('Edited') })).body.body).toEqual(adf('Edited'));
    expect(await call(handle, 'POST', '/rest/api/3/issue/HR-1/comment', {})).toEqual({ status: 400, body: { errorMessages: [], errors: { comment: 'Comment body can not be empty!' } } });
    expect((await call(handle, 'PUT', path, { body: 'plain' })).body.errors.comment).toMatch(/Atlassian Document/);
    // A comment id is only found under its own issue.
    expect((await get(`/rest/api/3/issue/HR-2/comment/${created.body.id}`)).status).toBe(404);
    expect((await call(handle, 'DELETE', path)).status).toBe(204);
    expect(await get(path)).toEqual({ status: 404, body: { errorMessages: [`Can not find a comment for the id: ${created.body.id}.`], errors: {} } });
    expect((await get('/rest/api/3/issue/NOPE-1/comment')).status).toBe(404);
    expect((await get('/rest/api/3/issue/HR-1/comment?orderBy=updated')).status).toBe(400);
  });

  it('takes a range of users, then keeps those who can be assigned: short pages before the end', async () => {
    const all = (await get('/rest/api/3/user/assignable/search?project=MKT&maxResults=1000')).body as any[];
    const pages: any[][] = [];
    for (let startAt = 0; startAt < 6; startAt += 2) pages.push((await get(`/rest/api/3/user/assignable/search?project=MKT&startAt=${startAt}&maxResults=2`)).body);
    expect(pages.flat().map((user) => user.accountId)).toEqual(all.map((user) => user.accountId));
    expect(pages.some((page) => page.length < 2)).toBe(true);
    expect((await get(`/rest/api/3/user/assignable/search?project=MKT&accountId=${all[0].accountId}`)).body).toHaveLength(1);
    expect((await get('/rest/api/3/user/assignable/search?project=MKT&query=alex')).body.map((user: any) => user.displayName)).toEqual(['Alex Morgan']);
    expect((await get('/rest/api/3/user/assignable/search?project=MKT&query=a&accountId=x')).status).toBe(400);
    expect((await get('/rest/api/3/user/assignable/search')).status).toBe(400);
    expect((await get('/rest/api/3/user/assignable/search?project=NOPE')).status).toBe(404);
  });

  it('pages the site\'s labels', async () => {
    const first = await get('/rest/api/3/label?maxResults=3');
    expect(first.body).toMatchObject({ startAt: 0, maxResults: 3, isLast: false, values: expect.any(Array) });
    expect(first.body.nextPage).toContain('startAt=3');
    const all = (await get('/rest/api/3/label')).body;
    expect(all.isLast).toBe(true);
    expect(all.values).toEqual([...all.values].sort());
    expect(all.values.slice(0, 3)).toEqual(first.body.values);
  });
});
