import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ZENDESK_DEMO_ACCOUNT, startZendeskEmulator, zendeskEmulator, type ZendeskEmulatorHandle } from '../../src/sandbox/zendesk/index.js';

type Json = Record<string, any>;

const apiTokenAuth = (email: string = ZENDESK_DEMO_ACCOUNT.email, token: string = ZENDESK_DEMO_ACCOUNT.apiToken) =>
  `Basic ${Buffer.from(`${email}/token:${token}`).toString('base64')}`;
const bearerAuth = (token: string = ZENDESK_DEMO_ACCOUNT.oauthAccessToken) => `Bearer ${token}`;

const ZENDESK_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

function client(emulator: ZendeskEmulatorHandle) {
  return async (path: string, init: { method?: string; body?: unknown; auth?: string | null } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const auth = init.auth === undefined ? apiTokenAuth() : init.auth;
    if (auth !== null) headers.authorization = auth;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const url = path.startsWith('http') ? path : `${emulator.url}${path}`;
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, headers: response.headers, text, json: (isJson && text ? JSON.parse(text) : undefined) as Json };
  };
}

describe('Zendesk emulator: authentication and reads', () => {
  let emulator: ZendeskEmulatorHandle;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    emulator = await startZendeskEmulator({ record: true });
    call = client(emulator);
  });
  afterAll(() => emulator.close());

  it('is started through its definition with the id "zendesk"', async () => {
    const other = await zendeskEmulator.start();
    try {
      expect(other.id).toBe('zendesk');
      const response = await fetch(`${other.url}/api/v2/users/me`, { headers: { authorization: apiTokenAuth() } });
      expect(response.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers users/me for an API token as the demo admin, with a CSRF token', async () => {
    const response = await call('/api/v2/users/me');
    expect(response.status).toBe(200);
    const me = response.json.user;
    expect(me).toMatchObject({ email: ZENDESK_DEMO_ACCOUNT.email, role: 'admin', active: true, suspended: false });
    expect(Number.isInteger(me.id)).toBe(true);
    expect(me.url).toBe(`${emulator.url}/api/v2/users/${me.id}.json`);
    expect(typeof me.authenticity_token).toBe('string');
    expect(me.created_at).toMatch(ZENDESK_TIME);
  });

  it('answers users/me for the OAuth bearer token as the same agent', async () => {
    const viaToken = await call('/api/v2/users/me');
    const viaBearer = await call('/api/v2/users/me', { auth: bearerAuth() });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.json.user.id).toBe(viaToken.json.user.id);
  });

  it('refuses missing, wrong and password credentials with 401 "Couldn\'t authenticate you"', async () => {
    const attempts = [
      null,
      apiTokenAuth(ZENDESK_DEMO_ACCOUNT.email, 'not-the-token'),
      apiTokenAuth('nobody@acme-demo.example'),
      `Basic ${Buffer.from(`${ZENDESK_DEMO_ACCOUNT.email}:${ZENDESK_DEMO_ACCOUNT.apiToken}`).toString('base64')}`,
      bearerAuth('unknown-token'),
      `Token ${ZENDESK_DEMO_ACCOUNT.apiToken}`,
    ];
    for (const auth of attempts) {
      const response = await call('/api/v2/users/me', { auth });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ error: "Couldn't authenticate you" });
    }
  });

  it('refuses an API token paired with an end user email', async () => {
    const customers = await call('/api/v2/users?role=end-user&per_page=1');
    const email = customers.json.users[0].email as string;
    expect((await call('/api/v2/users/me', { auth: apiTokenAuth(email) })).status).toBe(401);
  });

  it('accepts bearer tokens registered at runtime', async () => {
    expect((await call('/api/v2/users/me', { auth: bearerAuth('granted-later') })).status).toBe(401);
    emulator.registerAccessToken('granted-later');
    const response = await call('/api/v2/users/me', { auth: bearerAuth('granted-later') });
    expect(response.status).toBe(200);
    expect(response.json.user.email).toBe(ZENDESK_DEMO_ACCOUNT.email);
  });

  it('pages end users with cursors through links.next until has_more is false', async () => {
    const seen: number[] = [];
    let url: string | null = '/api/v2/users?role=end-user&page[size]=25';
    let pages = 0;
    while (url) {
      const response = await call(url);
      expect(response.status).toBe(200);
      const body = response.json;
      pages += 1;
      for (const user of body.users) {
        expect(user.role).toBe('end-user');
        seen.push(user.id);
      }
      expect(body.meta.after_cursor).toEqual(expect.any(String));
      expect(body.links.next).toContain('page[after]=');
      expect(body.links.next).toContain('role=end-user');
      url = body.meta.has_more ? body.links.next : null;
    }
    expect(pages).toBe(5);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('pages backwards through links.prev and answers an empty page past the end', async () => {
    const first = (await call('/api/v2/users?page[size]=10')).json;
    const second = (await call(first.links.next)).json;
    const back = (await call(second.links.prev)).json;
    expect(back.users.map((u: Json) => u.id)).toEqual(first.users.map((u: Json) => u.id));
    expect(back.meta.has_more).toBe(false);

    const all = (await call('/api/v2/users?page[size]=100')).json;
    const last = (await call(all.links.next)).json;
    expect(last.meta.has_more).toBe(false);
    const beyond = (await call(last.links.next)).json;
    expect(beyond).toEqual({ users: [], meta: { has_more: false, after_cursor: null, before_cursor: null }, links: { prev: null, next: null } });
  });

  it('reads percent-encoded bracket parameters as URLSearchParams writes them', async () => {
    const url = new URL('/api/v2/users', emulator.url);
    url.searchParams.set('page[size]', '3');
    url.searchParams.append('role[]', 'agent');
    expect(url.search).toContain('page%5Bsize%5D=3');
    const body = (await call(url.toString())).json;
    expect(body.users).toHaveLength(3);
    expect(body.users.every((u: Json) => u.role === 'agent')).toBe(true);
    expect(body.meta.has_more).toBe(true);
  });

  it('filters by several roles with role[] and by external_id', async () => {
    const staff = (await call('/api/v2/users?role[]=agent&role[]=admin&page[size]=100')).json;
    expect(staff.users).toHaveLength(6);
    expect(staff.users.filter((u: Json) => u.role === 'admin')).toHaveLength(2);
    const admins = (await call('/api/v2/users?role=admin')).json;
    expect(admins.count).toBe(2);
    const someone = (await call('/api/v2/users?role=end-user&per_page=1')).json.users[0];
    const byExternalId = (await call(`/api/v2/users?external_id=${someone.external_id.toUpperCase()}`)).json;
    expect(byExternalId.users.map((u: Json) => u.id)).toEqual([someone.id]);
  });

  it('pages with page/per_page offsets, with next_page, previous_page and count', async () => {
    const first = await call('/api/v2/users?page=1&per_page=50');
    expect(first.json.users).toHaveLength(50);
    expect(first.json.count).toBe(126);
    expect(first.json.previous_page).toBeNull();
    expect(first.json.next_page).toBe(`${emulator.url}/api/v2/users.json?page=2&per_page=50`);
    const third = (await call(first.json.next_page.replace('page=2', 'page=3'))).json;
    expect(third.users).toHaveLength(26);
    expect(third.next_page).toBeNull();
    expect(third.previous_page).toContain('page=2');
    const defaults = (await call('/api/v2/users.json')).json;
    expect(defaults.users).toHaveLength(100);
    const capped = (await call('/api/v2/users?per_page=500')).json;
    expect(capped.users).toHaveLength(100);
  });

  it('refuses bad paging parameters with 400', async () => {
    for (const query of ['page[size]=101', 'page[size]=0', 'page[size]=10&page[after]=garbage', 'page=101&per_page=100']) {
      const response = await call(`/api/v2/users?${query}`);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe('InvalidPaginationParameter');
      expect(response.json.description).toEqual(expect.any(String));
    }
  });

  it('serves seeded customers with realistic, spec-typed fields', async () => {
    const { users } = (await call('/api/v2/users?role=end-user&page[size]=100')).json;
    for (const user of users as Json[]) {
      expect(Number.isInteger(user.id)).toBe(true);
      expect(user.created_at).toMatch(ZENDESK_TIME);
      expect(user.updated_at).toMatch(ZENDESK_TIME);
      expect(user.updated_at >= user.created_at).toBe(true);
      expect(user.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+$/);
      if (user.phone !== null) expect(user.phone).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(Array.isArray(user.tags)).toBe(true);
      expect(typeof user.details).toBe('string');
      expect(typeof user.notes).toBe('string');
      expect(typeof user.alias).toBe('string');
      expect(Object.keys(user.user_fields).sort()).toEqual(['account_number', 'contract_renewal_date', 'customer_tier', 'lifetime_value', 'marketing_opt_in']);
    }
    expect(users.some((u: Json) => u.suspended)).toBe(true);
    expect(users.some((u: Json) => u.organization_id === null)).toBe(true);
    expect(users.some((u: Json) => u.user_fields.customer_tier !== null)).toBe(true);
  });

  it('is seeded deterministically: two instances serve the same data', async () => {
    const other = await startZendeskEmulator();
    try {
      const otherCall = client(other);
      const mine = (await call('/api/v2/users?page[size]=100')).text.replaceAll(emulator.url, 'BASE');
      const theirs = (await otherCall('/api/v2/users?page[size]=100')).text.replaceAll(other.url, 'BASE');
      expect(theirs).toBe(mine);
    } finally {
      await other.close();
    }
  });

  it('shows organizations, and lists them', async () => {
    const list = (await call('/api/v2/organizations')).json;
    expect(list.count).toBe(7);
    const customer = (await call('/api/v2/users?role=end-user&per_page=1')).json.users[0];
    const shown = await call(`/api/v2/organizations/${customer.organization_id}`);
    expect(shown.status).toBe(200);
    expect(shown.json.organization).toMatchObject({ id: customer.organization_id, name: expect.any(String) });
    expect(list.organizations.map((o: Json) => o.id)).toContain(customer.organization_id);
    const paged = (await call('/api/v2/organizations.json?page[size]=5')).json;
    expect(paged.organizations).toHaveLength(5);
    expect(paged.meta.has_more).toBe(true);
  });

  it('answers unknown records with 404 RecordNotFound', async () => {
    for (const path of ['/api/v2/users/1', '/api/v2/users/not-a-number', '/api/v2/organizations/42']) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ error: 'RecordNotFound', description: 'Not found' });
    }
  });

  it('answers unknown endpoints with InvalidEndpoint and unreadable JSON with 400', async () => {
    const unknown = await call('/api/v2/tickets');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'InvalidEndpoint', description: 'Not found' });
    const response = await fetch(`${emulator.url}/api/v2/users`, {
      method: 'POST',
      headers: { authorization: apiTokenAuth(), 'content-type': 'application/json' },
      body: '{"user": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error).toEqual(expect.any(String));
  });

  it('accepts the .json suffix on single records', async () => {
    const me = (await call('/api/v2/users/me.json')).json.user;
    const shown = await call(`/api/v2/users/${me.id}.json`);
    expect(shown.status).toBe(200);
    expect(shown.json.user.id).toBe(me.id);
  });

  it('sends Zendesk rate-limit headers on every response', async () => {
    const response = await call('/api/v2/users/me');
    expect(response.headers.get('x-rate-limit')).toBe('700');
    expect(Number(response.headers.get('x-rate-limit-remaining'))).toBeLessThan(700);
    expect(response.headers.get('ratelimit-limit')).toBe('700');
    expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('fails the next requests on demand: 429 with Retry-After, then 503, then 401', async () => {
    emulator.failNext('rate_limit');
    const limited = await call('/api/v2/users');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.text).toBe('Number of allowed API requests per minute exceeded');

    emulator.failNext('server_error');
    const down = await call('/api/v2/users');
    expect(down.status).toBe(503);
    expect(down.json).toEqual({ error: 'unavailable', description: expect.any(String) });

    emulator.failNext('unauthorized');
    const refused = await call('/api/v2/users');
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ error: "Couldn't authenticate you" });

    expect((await call('/api/v2/users')).status).toBe(200);
  });

  it('records exchanges when started with record: true', async () => {
    const before = emulator.exchanges.length;
    await call('/api/v2/users?role=end-user&page[size]=2');
    const exchange = emulator.exchanges[before];
    expect(exchange).toBeDefined();
    expect(exchange?.method).toBe('GET');
    expect(exchange?.path).toBe('/api/v2/users');
    expect(exchange?.query.get('page[size]')).toBe('2');
    expect(exchange?.status).toBe(200);
    expect(exchange?.responseHeaders['x-rate-limit']).toBe('700');
    expect(JSON.parse(exchange?.responseBody ?? '{}').users).toHaveLength(2);
  });
});

describe('Zendesk emulator: writes', () => {
  let emulator: ZendeskEmulatorHandle;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    emulator = await startZendeskEmulator({ record: true });
    call = client(emulator);
  });
  afterAll(() => emulator.close());

  const newCustomer = {
    name: 'Rosa Delgado',
    email: 'rosa.delgado@example.com',
    phone: '+14155550177',
    role: 'end-user',
    details: '77 Valencia St, San Francisco, CA 94110, USA',
    notes: 'Came through the spring campaign.',
    tags: ['Spring Campaign', 'vip'],
    external_id: 'crm-990001',
    user_fields: { customer_tier: 'gold', not_a_field: 'dropped' },
  };

  it('creates a user (201) that reads back the same', async () => {
    const created = await call('/api/v2/users', { method: 'POST', body: { user: newCustomer } });
    expect(created.status).toBe(201);
    const user = created.json.user;
    expect(user).toMatchObject({
      name: 'Rosa Delgado',
      email: 'rosa.delgado@example.com',
      phone: '+14155550177',
      role: 'end-user',
      active: true,
      tags: ['spring_campaign', 'vip'],
      external_id: 'crm-990001',
      organization_id: null,
    });
    expect(user.user_fields.customer_tier).toBe('gold');
    expect(user.user_fields).not.toHaveProperty('not_a_field');
    expect(user.created_at).toMatch(ZENDESK_TIME);
    const shown = await call(`/api/v2/users/${user.id}`);
    expect(shown.json.user).toEqual(user);
    // Newest user has the highest id, so it comes last in the list.
    const count = (await call('/api/v2/users?role=end-user')).json.count;
    expect(count).toBe(121);
  });

  it('refuses a duplicate email or external id with 422 RecordInvalid', async () => {
    const duplicate = await call('/api/v2/users', {
      method: 'POST',
      body: { user: { name: 'Rosa Again', email: 'ROSA.DELGADO@example.com', external_id: 'CRM-990001' } },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json).toMatchObject({ error: 'RecordInvalid', description: 'Record validation errors' });
    expect(duplicate.json.details.email).toEqual([
      { description: 'Email: ROSA.DELGADO@example.com is already being used by another user', error: 'DuplicateValue' },
    ]);
    expect(duplicate.json.details.external_id[0].error).toBe('DuplicateValue');
  });

  it('refuses a user without a name, and a body without "user"', async () => {
    const nameless = await call('/api/v2/users', { method: 'POST', body: { user: { email: 'noname@example.com' } } });
    expect(nameless.status).toBe(422);
    expect(nameless.json.details.name[0].error).toBe('ValueTooShort');
    const malformed = await call('/api/v2/users', { method: 'POST', body: { name: 'No wrapper' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toEqual(expect.any(String));
  });

  it('refuses an unknown organization_id with 422', async () => {
    const response = await call('/api/v2/users', { method: 'POST', body: { user: { name: 'Lost', organization_id: 123 } } });
    expect(response.status).toBe(422);
    expect(response.json.details.organization_id).toHaveLength(1);
  });

  it('creates the organization named in "organization" and links the user to it', async () => {
    const created = await call('/api/v2/users', { method: 'POST', body: { user: { name: 'Ines Duarte', email: 'ines@lumen.example', organization: { name: 'Lumen Labs' } } } });
    expect(created.status).toBe(201);
    const org = await call(`/api/v2/organizations/${created.json.user.organization_id}`);
    expect(org.json.organization.name).toBe('Lumen Labs');
  });

  it('updates a user: fields change, updated_at moves, the primary email stays', async () => {
    const list = (await call('/api/v2/users?role=end-user&page[size]=1')).json;
    const original = list.users[0];
    const updated = await call(`/api/v2/users/${original.id}`, {
      method: 'PUT',
      body: { user: { name: 'Renamed Customer', phone: '+442079460111', tags: ['renewed'], user_fields: { marketing_opt_in: true }, email: 'second@example.org' } },
    });
    expect(updated.status).toBe(200);
    const user = updated.json.user;
    expect(user).toMatchObject({ id: original.id, name: 'Renamed Customer', phone: '+442079460111', tags: ['renewed'], email: original.email });
    expect(user.user_fields.marketing_opt_in).toBe(true);
    expect(user.user_fields.customer_tier).toBe(original.user_fields.customer_tier);
    expect(user.updated_at >= original.updated_at).toBe(true);
    expect(user.created_at).toBe(original.created_at);
    // The added address now belongs to that user: nobody else can take it.
    const clash = await call('/api/v2/users', { method: 'POST', body: { user: { name: 'Clash', email: 'second@example.org' } } });
    expect(clash.status).toBe(422);
  });

  it('refuses an update that takes another user\'s email', async () => {
    const [first, second] = (await call('/api/v2/users?role=end-user&page[size]=2')).json.users;
    const response = await call(`/api/v2/users/${second.id}`, { method: 'PUT', body: { user: { email: first.email } } });
    expect(response.status).toBe(422);
    expect(response.json.details.email[0].error).toBe('DuplicateValue');
  });

  it('soft-deletes a user: 200 with active false, still shown, gone from the list, then 404 on writes', async () => {
    const created = (await call('/api/v2/users', { method: 'POST', body: { user: { name: 'Short Lived', email: 'short.lived@example.net' } } })).json.user;
    const deleted = await call(`/api/v2/users/${created.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.json.user).toMatchObject({ id: created.id, active: false });

    const shown = await call(`/api/v2/users/${created.id}`);
    expect(shown.status).toBe(200);
    expect(shown.json.user.active).toBe(false);

    const ids = (await call('/api/v2/users?page[size]=100&role=end-user')).json;
    const next = (await call(ids.links.next)).json;
    expect([...ids.users, ...next.users].map((u: Json) => u.id)).not.toContain(created.id);

    expect((await call(`/api/v2/users/${created.id}`, { method: 'PUT', body: { user: { name: 'Back' } } })).status).toBe(404);
    const again = await call(`/api/v2/users/${created.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: 'RecordNotFound', description: 'Not found' });

    // A deleted user's email is free again.
    const recreated = await call('/api/v2/users', { method: 'POST', body: { user: { name: 'Short Lived', email: 'short.lived@example.net' } } });
    expect(recreated.status).toBe(201);
  });

  it('will not delete the account owner', async () => {
    const me = (await call('/api/v2/users/me')).json.user;
    const response = await call(`/api/v2/users/${me.id}`, { method: 'DELETE' });
    expect(response.status).toBe(403);
    expect(response.json.error).toBe('Forbidden');
  });

  it('answers 404 for writes to unknown users', async () => {
    expect((await call('/api/v2/users/999', { method: 'PUT', body: { user: { name: 'x' } } })).status).toBe(404);
    expect((await call('/api/v2/users/999', { method: 'DELETE' })).status).toBe(404);
  });

  it('records the request body of writes', async () => {
    const exchange = emulator.exchanges.find((e) => e.method === 'POST' && e.status === 201);
    expect(exchange).toBeDefined();
    expect(JSON.parse(exchange?.requestBody ?? '{}').user.name).toBe('Rosa Delgado');
  });
});
