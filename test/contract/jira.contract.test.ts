/**
 * The Jira connector and emulator, checked against Atlassian's description:
 * every request sent through the service and every emulator answer, for
 * collections, the five ticket operations (transitions included), the five
 * comment operations, assignable users, labels, paging, filters and the
 * failure answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Jira connector ↔ emulator ↔ jira-platform-rest-v3.swagger-v3.v3.json', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [jiraEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'issue-tracking', 'jira', {
      site: JIRA_DEMO_ACCOUNT.siteName,
      email: JIRA_DEMO_ACCOUNT.email,
      api_token: JIRA_DEMO_ACCOUNT.apiToken,
    });
    const headers = tenant.headers('c1');
    const collections = await call(`${svc.url}/issue-tracking/collections?limit=2&sort[by]=name`, { headers });
    await call(collections.body.links.next, { headers });
    const project = collections.body.data[0].id as string;
    await call(`${svc.url}/issue-tracking/collections/${project}`, { headers });
    const base = `${svc.url}/issue-tracking/collections/${project}/tickets`;
    const page = await call(`${base}?limit=5&filter[status]=open&filter[status]=In%20Progress&sort[by]=updated_at&sort[direction]=desc`, { headers });
    if (page.body.links.next) await call(page.body.links.next, { headers });
    await call(`${base}?filter[since]=2026-06-01T10:15:30.000Z&filter[assignee_id]=${JIRA_DEMO_ACCOUNT.accountId}`, { headers });
    const created = await call(base, {
      method: 'POST',
      headers,
      json: {
        subject: 'Contract check',
        type: 'Task',
        description: '<p>Checked <strong>against</strong> the description</p>',
        priority: 'high',
        tags: [{ name: 'contract' }],
        assignees: [{ id: JIRA_DEMO_ACCOUNT.accountId }],
        due_date: '2027-01-15T00:00:00.000Z',
      },
    });
    const id = created.body.data.id as string;
    await call(`${base}/${id}`, { headers });
    const comments = `${base}/${id}/comments`;
    const comment = await call(comments, { method: 'POST', headers, json: { body: '<p>A <em>contract</em> comment</p>' } });
    await call(`${comments}?limit=1&sort[by]=created_at&sort[direction]=desc`, { headers });
    await call(`${comments}/${comment.body.data.id}`, { headers });
    await call(`${comments}/${comment.body.data.id}`, { method: 'PATCH', headers, json: { body: 'Edited' } });
    await call(`${comments}/${comment.body.data.id}`, { method: 'DELETE', headers });
    await call(`${comments}/${comment.body.data.id}`, { headers });
    const users = await call(`${svc.url}/issue-tracking/collections/${project}/users?limit=2`, { headers });
    await call(`${svc.url}/issue-tracking/collections/${project}/users/${users.body.data[0].id}`, { headers });
    await call(`${svc.url}/issue-tracking/collections/NOPE/users`, { headers });
    const tags = await call(`${svc.url}/issue-tracking/collections/${project}/tags?limit=2`, { headers });
    await call(tags.body.links.next, { headers });
    await call(`${base}/${id}`, { method: 'PATCH', headers, json: { subject: 'Contract check, updated', status: 'closed' } });
    await call(`${base}/${id}`, { method: 'DELETE', headers });
    await call(`${base}/${id}`, { headers });
    // The seed itself must fit the description: every seeded issue with all its fields, and every seeded comment.
    const emulator = svc.emulators.jira!;
    const basic = { authorization: `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64')}` };
    let nextPageToken: string | undefined;
    do {
      const json = { jql: 'project in (WEB, MOB, MKT, HR) ORDER BY key ASC', fields: ['*all'], expand: 'transitions', maxResults: 100, nextPageToken };
      const page = await call(`${emulator.url}/rest/api/3/search/jql`, { method: 'POST', headers: basic, json });
      for (const issue of page.body.issues) await call(`${emulator.url}/rest/api/3/issue/${issue.id}/comment`, { headers: basic });
      nextPageToken = page.body.nextPageToken;
    } while (nextPageToken);
    svc.emulators.jira!.failNext('rate_limit');
    await call(base, { headers });
  });
  afterAll(() => svc.close());

  it('covers every operation the connector uses', () => {
    const seen = new Set(svc.emulators.jira!.exchanges.map((exchange) => `${exchange.method} ${exchange.status}`));
    for (const expected of ['GET 200', 'POST 200', 'POST 201', 'PUT 200', 'PUT 204', 'POST 204', 'DELETE 204', 'GET 404', 'POST 429']) {
      expect(seen).toContain(expected);
    }
    const paths = new Set(svc.emulators.jira!.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\d+/g, '{n}')}`));
    for (const expected of [
      'GET /rest/api/{n}/issue/{n}/comment', 'POST /rest/api/{n}/issue/{n}/comment', 'GET /rest/api/{n}/issue/{n}/comment/{n}',
      'PUT /rest/api/{n}/issue/{n}/comment/{n}', 'DELETE /rest/api/{n}/issue/{n}/comment/{n}', 'GET /rest/api/{n}/user/assignable/search', 'GET /rest/api/{n}/label',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('every exchange conforms to Atlassian\'s description', async () => {
    const contract = await loadContract('jira', 'jira-platform-rest-v3.swagger-v3.v3.json');
    expect(formatViolations(contract.checkAll(svc.emulators.jira!.exchanges))).toBe('');
  });
});
