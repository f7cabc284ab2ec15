/**
 * The Pipedrive emulator over HTTP: the API token (header or query) and OAuth
 * tokens, the v2 envelopes with cursor paging and the v1 ones with
 * start/limit, filters and sorting, writes with their derived fields (names,
 * stages, status times, custom fields checked against the field
 * definitions), contact sync, the v2 searches, Pipedrive's error body,
 * rate-limit headers and 429, and tenancy.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { PIPEDRIVE_DEMO_ACCOUNT as DEMO, PIPEDRIVE_OTHER_ACCOUNT as OTHER, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { basicAuth, openPage, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

type Json = Record<string, any>;
const REDIRECT = 'http://127.0.0.1:9/pipedrive/callback';

describe('Pipedrive emulator', () => {
  let emulator: KitEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };

  beforeAll(async () => {
    emulator = (await pipedriveEmulator.start()) as typeof emulator;
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    emulator.setRateLimit(undefined);
  });

  async function api(path: string, init: { method?: string; body?: unknown; form?: Record<string, string>; token?: string | null; headers?: Record<string, string> } = {}) {
    const token = init.token === undefined ? DEMO.apiToken : init.token;
    const headers: Record<string, string> = { ...(token ? { 'x-api-token': token } : {}), ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${emulator.url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json, headers: response.headers };
  }

  it('takes the API token in the x-api-token header or the api_token query, and refuses others with Pipedrive\'s body', async () => {
    expect((await api('/v1/users/me')).body.data).toMatchObject({ id: DEMO.userId, company_domain: DEMO.companyDomain, is_you: true });
    expect((await api(`/v1/users/me?api_token=${DEMO.apiToken}`, { token: null })).status).toBe(200);
    for (const token of [null, 'f'.repeat(40)]) {
      const answer = await api('/api/v2/persons', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, error: 'unauthorized access', error_info: expect.stringContaining('developers.pipedrive.com'), data: null, additional_data: null });
    }
  });

  it('pages v2 lists with cursor and limit to the end, every record once', async () => {
    for (const limit of [1, 7, 500]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const answer: { body: Json } = await api(`/api/v2/persons?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(answer.body.success).toBe(true);
        expect(answer.body.data.length).toBeLessThanOrEqual(limit);
        seen.push(...answer.body.data.map((person: Json) => person.id));
        cursor = answer.body.additional_data.next_cursor;
      } while (cursor);
      expect(seen).toEqual(emulator.kit.records('persons').map((person) => Number(person.id)));
    }
    expect((await api('/api/v2/persons?limit=501')).status).toBe(400);
    expect((await api('/api/v2/persons?cursor=nonsense')).body).toMatchObject({ success: false, error: 'Invalid cursor' });
  });

  it('pages v1 lists with start and limit, saying whether more follow', async () => {
    const first = await api('/v1/notes?start=0&limit=10');
    expect(first.body.additional_data).toEqual({ start: 0, limit: 10, more_items_in_collection: true });
    const total = emulator.kit.records('notes').length;
    const last = await api(`/v1/notes?start=${total - 3}&limit=10`);
    expect(last.body.data).toHaveLength(3);
    expect(last.body.additional_data.more_items_in_collection).toBe(false);
    expect(last.body.data[0].add_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const users = await api('/v1/users');
    expect(users.body).not.toHaveProperty('additional_data');
    expect(users.body.data.filter((user: Json) => user.is_you)).toHaveLength(1);
  });

  it('filters and sorts v2 lists as documented', async () => {
    const org = await api('/api/v2/persons?org_id=1');
    expect(org.body.data.length).toBeGreaterThan(1);
    expect(org.body.data.every((person: Json) => person.org_id === 1)).toBe(true);
    const won = await api('/api/v2/deals?status=won,lost');
    expect(won.body.data.length).toBeGreaterThan(0);
    expect(won.body.data.every((deal: Json) => ['won', 'lost'].includes(deal.status) && deal.close_time)).toBe(true);
    const stage = await api('/api/v2/deals?pipeline_id=2');
    expect(stage.body.data.every((deal: Json) => deal.pipeline_id === 2)).toBe(true);
    const newest = await api('/api/v2/organizations?sort_by=update_time&sort_direction=desc&limit=500');
    const times = newest.body.data.map((org: Json) => org.update_time);
    expect(times).toEqual([...times].sort().reverse());
    const since = times[2];
    const recent = await api(`/api/v2/organizations?updated_since=${since}`);
    expect(recent.body.data.every((org: Json) => org.update_time >= since)).toBe(true);
    expect((await api('/api/v2/persons?sort_by=name')).status).toBe(400);
    expect((await api('/api/v2/persons?updated_since=yesterday')).status).toBe(400);
    const ids = await api('/api/v2/persons?ids=3,1');
    expect(ids.body.data.map((person: Json) => person.id)).toEqual([1, 3]);
    const pipeline = await api('/api/v2/stages?pipeline_id=1&sort_by=order_nr&sort_direction=desc');
    expect(pipeline.body.data.map((stage: Json) => stage.name)[0]).toBe('Negotiations started');
  });

  it('derives a person\'s first and last name, checks references and custom fields, and answers every custom field', async () => {
    const fields = (await api('/v1/personFields?limit=100')).body.data as Json[];
    const source = fields.find((field) => field.name === 'Lead source')!;
    const linkedin = fields.find((field) => field.name === 'LinkedIn profile')!;
    const created = await api('/api/v2/persons', { method: 'POST', body: { name: 'Grace Brewster Hopper', org_id: 2, emails: [{ value: 'grace@navy.example', label: 'work' }, { value: 'g@home.example', label: 'home' }], custom_fields: { [source.key]: source.options[1].id } } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ first_name: 'Grace', last_name: 'Brewster Hopper', owner_id: DEMO.userId, emails: [{ value: 'grace@navy.example', primary: true, label: 'work' }, { primary: false }] });
    expect(created.body.data.custom_fields).toEqual({ [source.key]: source.options[1].id, [linkedin.key]: null });
    const id = created.body.data.id;
    const patched = await api(`/api/v2/persons/${id}`, { method: 'PATCH', body: { custom_fields: { [linkedin.key]: 'https://linkedin.example/grace' } } });
    expect(patched.body.data.custom_fields).toEqual({ [source.key]: source.options[1].id, [linkedin.key]: 'https://linkedin.example/grace' });
    expect((await api(`/api/v2/persons/${id}?custom_fields=${linkedin.key}`)).body.data.custom_fields).toEqual({ [linkedin.key]: 'https://linkedin.example/grace' });
    for (const body of [{ custom_fields: { [source.key]: 99999 } }, { custom_fields: { ['0'.repeat(40)]: 'x' } }, { org_id: 9999 }, { emails: [{ value: 'a@b.example', label: 'fax' }] }, { name: '' }]) {
      const refused = await api(`/api/v2/persons/${id}`, { method: 'PATCH', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await api(`/api/v2/persons/${id}`, { method: 'DELETE' })).body).toEqual({ success: true, data: { id } });
    expect((await api(`/api/v2/persons/${id}`)).body).toMatchObject({ success: false, error: 'Person not found' });
  });

  it('keeps contact-sync fields to companies that sync contacts', async () => {
    const demo = await api('/api/v2/persons/1');
    expect(demo.body.data).toHaveProperty('postal_address');
    expect(demo.body.data).toHaveProperty('job_title');
    const other = await api('/api/v2/persons/1', { token: OTHER.apiToken });
    expect(other.body.data).not.toHaveProperty('postal_address');
    const refused = await api('/api/v2/persons/1', { method: 'PATCH', token: OTHER.apiToken, body: { job_title: 'CTO' } });
    expect(refused.status).toBe(403);
  });

  it('places deals in pipelines and stages and stamps their status times', async () => {
    const stages = (await api('/api/v2/stages?pipeline_id=2')).body.data as Json[];
    const inPipeline = await api('/api/v2/deals', { method: 'POST', body: { title: 'Reseller', pipeline_id: 2, value: 1250.5, currency: 'EUR' } });
    expect(inPipeline.body.data).toMatchObject({ pipeline_id: 2, stage_id: stages[0]!.id, value: 1250.5, currency: 'EUR', status: 'open', won_time: null });
    const id = inPipeline.body.data.id;
    const won = await api(`/api/v2/deals/${id}`, { method: 'PATCH', body: { status: 'won', stage_id: stages[2]!.id } });
    expect(won.body.data).toMatchObject({ status: 'won', stage_id: stages[2]!.id, won_time: expect.any(String), close_time: expect.any(String) });
    expect((await api(`/api/v2/deals/${id}`, { method: 'PATCH', body: { pipeline_id: 1, stage_id: stages[1]!.id } })).status).toBe(400);
    const fallback = await api('/api/v2/deals', { method: 'POST', body: { title: 'Somewhere' } });
    expect(fallback.body.data).toMatchObject({ pipeline_id: 1, stage_id: 1, currency: 'USD' });
  });

  it('writes leads (v1) with their value and top-level custom fields, and notes as forms', async () => {
    const dealType = ((await api('/v1/dealFields?limit=100')).body.data as Json[]).find((field) => field.name === 'Competitor')!;
    const lead = await api('/v1/leads', { method: 'POST', body: { title: 'Inbound', organization_id: 1, value: { amount: 800, currency: 'USD' }, [dealType.key]: 'Initech' } });
    expect(lead.status).toBe(201);
    expect(lead.body.data).toMatchObject({ title: 'Inbound', organization_id: 1, person_id: null, source_name: 'API', [dealType.key]: 'Initech' });
    expect(lead.body.data.add_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await api('/v1/leads', { method: 'POST', body: { title: 'Nobody' } })).status).toBe(400);
    const patched = await api(`/v1/leads/${lead.body.data.id}`, { method: 'PATCH', body: { is_archived: true } });
    expect(patched.body.data.is_archived).toBe(true);
    expect((await api('/v1/leads?archived_status=archived')).body.data.map((item: Json) => item.id)).toContain(lead.body.data.id);
    expect((await api(`/v1/leads/${lead.body.data.id}`, { method: 'DELETE' })).body).toEqual({ success: true, data: { id: lead.body.data.id } });

    const note = await api('/v1/notes', { method: 'POST', form: { content: '<p>Called</p>', deal_id: '3', pinned_to_deal_flag: '1' } });
    expect(note.body.data).toMatchObject({ content: '<p>Called</p>', deal_id: 3, pinned_to_deal_flag: true, deal: { title: expect.any(String) }, user: { is_you: true } });
    expect((await api('/v1/notes', { method: 'POST', form: { content: 'Floating' } })).status).toBe(400);
    expect((await api(`/v1/notes/${note.body.data.id}`, { method: 'DELETE' })).body).toEqual({ success: true, data: true });
  });

  it('searches persons by email, phone and name, exactly or not', async () => {
    const ada = emulator.kit.records('persons')[0]!;
    const email = (ada.emails as { value: string }[])[0]!.value;
    const exact = await api(`/api/v2/persons/search?term=${encodeURIComponent(email.toUpperCase())}&fields=email&exact_match=true`);
    expect(exact.body.data.items.map((item: Json) => item.item.id)).toEqual([1]);
    expect(exact.body.data.items[0]).toMatchObject({ result_score: 1, item: { type: 'person', name: 'Ada Lovelace', organization: { id: 1, name: 'Northwind Traders' } } });
    const phone = (ada.phones as { value: string }[])[0]!.value;
    expect((await api(`/api/v2/persons/search?term=${encodeURIComponent(phone)}&fields=phone&exact_match=true`)).body.data.items[0].item.id).toBe(1);
    expect((await api('/api/v2/persons/search?term=lovel&fields=name')).body.data.items[0].item.id).toBe(1);
    expect((await api('/api/v2/persons/search?term=lovel&fields=name&exact_match=true')).body.data.items).toEqual([]);
    expect((await api('/api/v2/persons/search?term=a')).status).toBe(400);
    expect((await api('/api/v2/persons/search?term=ada&fields=title')).status).toBe(400);
    expect((await api('/api/v2/deals/search?term=northwind&status=open')).body.data.items.every((item: Json) => item.item.status === 'open')).toBe(true);
  });

  it('says where the token stands on every answer, and answers a 429 as Pipedrive does', async () => {
    const answer = await api('/api/v2/pipelines');
    expect(answer.headers.get('x-ratelimit-limit')).toBe(String(DEMO.burstLimit));
    expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBeLessThan(DEMO.burstLimit);
    expect(answer.headers.get('x-ratelimit-reset')).toMatch(/^[12]$/);
    const before = Number((await api('/v1/users/me')).headers.get('x-daily-requests-left'));
    await api('/api/v2/pipelines', { method: 'POST', body: { name: 'Renewals' } });
    expect(Number((await api('/v1/users/me')).headers.get('x-daily-requests-left'))).toBe(before - 1);
    emulator.failNext('rate_limit');
    const limited = await api('/api/v2/pipelines');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.body).toMatchObject({ success: false, error: 'Request over limit', data: null });
    emulator.setRateLimit({ limit: 2, windowMs: 60_000 });
    await api('/api/v2/pipelines');
    await api('/api/v2/pipelines');
    expect((await api('/api/v2/pipelines')).status).toBe(429);
  });

  it('answers unknown paths and refused field writes in the same body', async () => {
    expect((await api('/v1/nothing')).body).toMatchObject({ success: false, error: 'Unknown method .' });
    const standard = ((await api('/v1/personFields?limit=100')).body.data as Json[]).find((field) => field.key === 'name')!;
    expect((await api(`/v1/personFields/${standard.id}`, { method: 'DELETE' })).status).toBe(403);
    const created = await api('/v1/organizationFields', { method: 'POST', form: { name: 'Tier', field_type: 'enum', options: JSON.stringify([{ label: 'Gold' }, { label: 'Silver' }]) } });
    expect(created.body.data).toMatchObject({ name: 'Tier', field_type: 'enum', edit_flag: true, key: expect.stringMatching(/^[0-9a-f]{40}$/), options: [{ label: 'Gold' }, { label: 'Silver' }] });
    expect((await api('/v1/organizationFields', { method: 'POST', form: { name: 'Broken', field_type: 'nope' } })).status).toBe(400);
  });

  it('notifies the webhooks registered through the API, in their version, with their Basic credentials', async () => {
    const url = 'http://127.0.0.1:9/pipedrive-hooks';
    const v1 = await api('/v1/webhooks', { method: 'POST', form: { subscription_url: `${url}/v1`, event_action: 'added', event_object: 'person', version: '1.0', http_auth_user: 'u1', http_auth_password: 'p1' } });
    expect(v1.status).toBe(201);
    expect(v1.body).toMatchObject({ status: 'ok', success: true, data: { event_action: 'added', event_object: 'person', is_active: 1 } });
    await api('/v1/webhooks', { method: 'POST', form: { subscription_url: `${url}/v2`, event_action: '*', event_object: 'deal' } });
    expect((await api('/v1/webhooks', { method: 'POST', form: { subscription_url: 'ftp://nope', event_action: '*', event_object: '*' } })).status).toBe(400);
    const person = await api('/api/v2/persons', { method: 'POST', body: { name: 'Hedy Lamarr' } });
    await api('/api/v2/deals/1', { method: 'PATCH', body: { title: 'Frequency hopping' } });
    await api('/api/v2/persons/1', { method: 'PATCH', body: { name: 'Ada King' } });
    await emulator.kit.settled();
    const sent = emulator.kit.deliveries.filter((delivery) => delivery.url.startsWith(url));
    expect(sent.map((delivery) => delivery.url)).toEqual([`${url}/v1`, `${url}/v2`]);
    const [added, changed] = sent.map((delivery) => JSON.parse(delivery.requestBody) as Json);
    expect(sent[0]!.requestHeaders.authorization).toBe(`Basic ${Buffer.from('u1:p1').toString('base64')}`);
    expect(added).toMatchObject({ event: 'added.person', meta: { action: 'added', object: 'person', id: person.body.data.id }, current: { name: 'Hedy Lamarr' }, previous: null });
    expect(sent[1]!.requestHeaders.authorization).toBeUndefined();
    expect(changed).toMatchObject({ meta: { action: 'change', entity: 'deal', entity_id: '1', version: '2.0' }, data: { title: 'Frequency hopping' }, previous: { title: expect.not.stringMatching(/^Frequency hopping$/) } });
    const hooks = await api('/v1/webhooks');
    expect(hooks.body).toMatchObject({ status: 'ok', success: true });
    expect((await api(`/v1/webhooks/${v1.body.data.id}`, { method: 'DELETE' })).body).toEqual({ status: 'ok', success: true });
  });

  it('keeps each company\'s records to itself', async () => {
    const other = await api('/api/v2/organizations?limit=500', { token: OTHER.apiToken });
    const demo = await api('/api/v2/organizations?limit=500');
    expect(other.body.data.length).toBeLessThan(demo.body.data.length);
    await api('/api/v2/organizations', { method: 'POST', body: { name: 'Only Demo' } });
    const again = await api('/api/v2/organizations?limit=500', { token: OTHER.apiToken });
    expect(again.body.data.map((org: Json) => org.name)).not.toContain('Only Demo');
  });

  it('runs Pipedrive\'s OAuth: Basic client authentication, api_domain, refresh', async () => {
    const client = SANDBOX_OAUTH_CLIENTS.pipedrive;
    resetOAuth(emulator.oauth, { ...client, redirectUris: [REDIRECT] });
    const page = await openPage(withQuery(`${emulator.url}/oauth/authorize`, { response_type: 'code', client_id: client.clientId, redirect_uri: REDIRECT, scope: 'base', state: 's1' }));
    expect(page.html).toContain(DEMO.userEmail);
    const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
    const tokenUrl = `${emulator.url}/oauth/token`;
    const basic = { authorization: basicAuth(client.clientId, client.clientSecret) };
    const tokens = await postToken(tokenUrl, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { format: 'form', headers: basic });
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, api_domain: `https://${DEMO.companyDomain}.pipedrive.com`, refresh_token: expect.any(String) });
    const me = await api('/v1/users/me', { token: null, headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    expect(me.body.data.id).toBe(DEMO.userId);
    expect(me.headers.get('x-ratelimit-limit')).toBe(String(DEMO.burstLimit * 4));
    expect(me.headers.get('x-daily-requests-left')).toBeNull();
    const refreshed = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token }, { format: 'form', headers: basic });
    expect(refreshed.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), api_domain: expect.any(String) });
    const wrong = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token }, { format: 'form', headers: { authorization: basicAuth(client.clientId, 'nope') } });
    expect(wrong.status).toBe(401);
  });
});
