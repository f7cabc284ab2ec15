import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZENDESK_DEMO_ACCOUNT, startZendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';

type Json = Record<string, any>;

const AUTH = `Basic ${Buffer.from(`${ZENDESK_DEMO_ACCOUNT.email}/token:${ZENDESK_DEMO_ACCOUNT.apiToken}`).toString('base64')}`;

describe('Zendesk emulator: side-loading organizations on users', () => {
  let emulator: ZendeskEmulatorHandle;
  const get = async (path: string): Promise<Json> => {
    const response = await fetch(`${emulator.url}${path}`, { headers: { authorization: AUTH } });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  };

  beforeAll(async () => {
    emulator = await startZendeskEmulator();
  });
  afterAll(() => emulator.close());

  it('adds each organization of a cursor page once, next to the users and before meta', async () => {
    const body = await get('/api/v2/users?role=end-user&include=organizations&page[size]=30');
    const wanted = new Set((body.users as Json[]).map((user) => user.organization_id).filter((id) => id !== null));
    expect(wanted.size).toBeGreaterThan(1);
    const organizations = body.organizations as Json[];
    expect(organizations.map((org) => org.id).sort()).toEqual([...wanted].sort());
    for (const org of organizations) {
      expect(org.name).toBe(emulator.store.organizations.get(org.id)?.name);
      expect(org.url).toBe(`${emulator.url}/api/v2/organizations/${org.id}.json`);
    }
    expect(Object.keys(body)).toEqual(['users', 'organizations', 'meta', 'links']);
    // Paging links keep the include parameter, as they keep every non-paging parameter.
    expect(body.links.next).toContain('include=organizations');
  });

  it('side-loads on offset pages, Show User and Show Self too', async () => {
    const offset = await get('/api/v2/users.json?role=end-user&per_page=10&include=organizations');
    expect(Array.isArray(offset.organizations)).toBe(true);
    expect(offset.count).toBeGreaterThan(0);

    const member = emulator.store.users.listed.find((user) => user.role === 'end-user' && user.organizationId !== null);
    if (!member) throw new Error('seed has no end user in an organization');
    const shown = await get(`/api/v2/users/${member.id}?include=organizations`);
    expect(shown.organizations).toEqual([expect.objectContaining({ id: member.organizationId })]);

    const me = await get('/api/v2/users/me?include=organizations');
    expect(me.organizations).toEqual([]);
  });

  it('leaves the body unchanged without include, and ignores sideloads it does not emulate', async () => {
    const plain = await get('/api/v2/users?role=end-user&page[size]=5');
    expect(plain).not.toHaveProperty('organizations');
    const other = await get('/api/v2/users?role=end-user&page[size]=5&include=abilities,roles');
    expect(other).not.toHaveProperty('organizations');
    const mixed = await get('/api/v2/users?role=end-user&page[size]=5&include=roles,organizations');
    expect(mixed).toHaveProperty('organizations');
  });

  it('gives an empty array for users without an organization', async () => {
    const loner = emulator.store.users.listed.find((user) => user.role === 'end-user' && user.organizationId === null);
    if (!loner) throw new Error('seed has no end user without organization');
    const shown = await get(`/api/v2/users/${loner.id}.json?include=organizations`);
    expect(shown.organizations).toEqual([]);
    expect(shown.user.id).toBe(loner.id);
  });
});
