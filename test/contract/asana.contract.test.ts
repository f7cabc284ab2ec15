/**
 * The Asana connector and the Asana emulator, checked against Asana's own
 * OpenAPI description: every request the connector sends through the service
 * (collections, tickets, comments, users, tags, all their operations) and
 * every answer the emulator gives, including 404s and a 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASANA_DEMO_ACCOUNT, asanaEmulator } from '../../src/sandbox/asana/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Asana connector ↔ emulator ↔ asana_oas.yaml', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [asanaEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'issue-tracking', 'asana', { workspace_gid: ASANA_DEMO_ACCOUNT.workspaceGid, personal_access_token: ASANA_DEMO_ACCOUNT.token });
    const kit = (svc.emulators.asana as KitEmulatorHandle).kit;
    const headers = tenant.headers('c1');
    const api = (path: string) => `${svc.url}/issue-tracking${path}`;
    const get = (path: string) => call(path.startsWith('http') ? path : api(path), { headers });
    const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers, json });

    const collections = await get('/collections?limit=2');
    await get(collections.body.links.next);
    const project = collections.body.data[0].id as string;
    await get(`/collections/${project}`);
    await get('/collections/999999');
    const tickets = await get(`/collections/${project}/tickets?limit=3&filter[status]=open&filter[since]=2020-01-01T00:00:00Z`);
    await get(tickets.body.links.next);
    const ticket = tickets.body.data[0].id as string;
    await get(`/collections/${project}/tickets/${ticket}`);
    const tag = kit.records('tags')[0]!.id;
    const created = await send('POST', `/collections/${project}/tickets`, { subject: 'Contract', description: 'A <em>rich</em> note', assignees: [{ id: ASANA_DEMO_ACCOUNT.userGid }], tags: [{ id: tag }], due_date: '2031-01-02T00:00:00.000Z' });
    const id = created.body.data.id as string;
    await send('PATCH', `/collections/${project}/tickets/${id}`, { status: 'closed', description: 'plain', due_date: '2031-01-02T10:00:00.000Z', tags: [{ id: kit.records('tags')[1]!.id }, { name: 'Contract tag' }] });
    const comment = await send('POST', `/collections/${project}/tickets/${id}/comments`, { body: 'First <strong>look</strong>' });
    const comments = await get(`/collections/${project}/tickets/${id}/comments?limit=1`);
    if (comments.body.links.next) await get(comments.body.links.next);
    await get(`/collections/${project}/tickets/${id}/comments/${comment.body.data.id}`);
    await send('PATCH', `/collections/${project}/tickets/${id}/comments/${comment.body.data.id}`, { body: 'Second look' });
    await send('DELETE', `/collections/${project}/tickets/${id}/comments/${comment.body.data.id}`);
    await send('DELETE', `/collections/${project}/tickets/${id}`);
    await get(`/collections/${project}/tickets/${id}`);
    const users = await get(`/collections/${project}/users?limit=2`);
    await get(users.body.links.next);
    await get(`/collections/${project}/users/${ASANA_DEMO_ACCOUNT.userGid}`);
    const tags = await get(`/collections/${project}/tags?limit=2`);
    await get(tags.body.links.next);
    svc.emulators.asana!.failNext('rate_limit');
    await get(`/collections/${project}`);
  });
  afterAll(() => svc.close());

  it('covers every operation the connector uses', () => {
    const seen = new Set(svc.emulators.asana!.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\d{6,}/g, '{gid}')} ${exchange.status}`));
    for (const expected of [
      'GET /api/1.0/workspaces/{gid}/projects 200', 'GET /api/1.0/projects/{gid} 200', 'GET /api/1.0/projects/{gid} 404',
      'GET /api/1.0/tasks 200', 'GET /api/1.0/tasks/{gid} 200', 'GET /api/1.0/tasks/{gid} 404', 'POST /api/1.0/tasks 201',
      'PUT /api/1.0/tasks/{gid} 200', 'POST /api/1.0/tasks/{gid}/addTag 200', 'POST /api/1.0/tasks/{gid}/removeTag 200',
      'DELETE /api/1.0/tasks/{gid} 200', 'GET /api/1.0/tasks/{gid}/stories 200', 'POST /api/1.0/tasks/{gid}/stories 201',
      'GET /api/1.0/stories/{gid} 200', 'PUT /api/1.0/stories/{gid} 200', 'DELETE /api/1.0/stories/{gid} 200',
      'GET /api/1.0/projects/{gid}/project_memberships 200', 'GET /api/1.0/users/{gid} 200', 'GET /api/1.0/workspaces/{gid}/tags 200', 'POST /api/1.0/workspaces/{gid}/tags 201',
      'GET /api/1.0/projects/{gid} 429',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to Asana\'s description', async () => {
    const contract = await loadContract('asana', 'asana_oas.yaml');
    expect(formatViolations(contract.checkAll(svc.emulators.asana!.exchanges))).toBe('');
  }, 60_000);
});
