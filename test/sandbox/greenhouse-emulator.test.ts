/**
 * The Greenhouse emulator over HTTP, checked against Harvest v3's reference
 * pages (harvestdocs.greenhouse.io): /docs/authentication (client credentials
 * in HTTP Basic with an optional `sub`), /docs/pagination (only a next link,
 * a cursor that must be alone), /docs/list-endpoints (ids, parents, status,
 * created_at operators), /docs/write-endpoint-migration-guide (move, reject,
 * hire), /reference/get_v3-attachments (links that expire), rate limits
 * (429 with Retry-After), `On-Behalf-Of` on writes, organizations apart.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { EXPIRE_LINKS_SWITCH, GREENHOUSE_DEMO_ACCOUNT, GREENHOUSE_OTHER_ACCOUNT, greenhouseEmulator } from '../../src/sandbox/greenhouse/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { basicAuth, postToken } from './oauth-dance.js';

const DEMO = GREENHOUSE_DEMO_ACCOUNT;
const USER = String(DEMO.users[0]?.id);

describe('Greenhouse emulator (Harvest v3)', () => {
  let emulator: KitEmulatorHandle;
  const token = async (clientId: string, secret: string, extra: Record<string, string> = {}) =>
    postToken(`${emulator.url}/token`, { grant_type: 'client_credentials', ...extra }, { format: 'form', headers: { authorization: basicAuth(clientId, secret) } });
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${init.token ?? DEMO.sandboxAccessToken}`, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text !== '' && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
  };
  const write = (path: string, body: unknown, method = 'POST') => call(path, { method, body, headers: { 'on-behalf-of': USER } });

  beforeAll(async () => {
    emulator = await greenhouseEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    emulator.setRateLimit(undefined);
  });

  it('issues tokens for client credentials in HTTP Basic, for a user named by sub, and refuses partners, unknown users and wrong secrets', async () => {
    const asUser = await token(DEMO.clientId, DEMO.clientSecret, { sub: USER });
    expect(asUser.status).toBe(200);
    expect(asUser.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(asUser.body.refresh_token).toBeUndefined();
    // A token acting for a user writes without On-Behalf-Of.
    const created = await call('/v3/candidates', { method: 'POST', token: asUser.body.access_token, body: { first_name: 'Grace', last_name: 'Hopper' } });
    expect(created.status).toBe(201);
    expect((await token(DEMO.clientId, 'wrong')).status).toBe(401);
    expect((await token(DEMO.clientId, DEMO.clientSecret, { sub: '999' })).status).toBe(400);
    const partner = SANDBOX_OAUTH_CLIENTS.greenhouse;
    expect((await token(partner.clientId, partner.clientSecret)).status).toBe(400);
    expect((await call('/v3/jobs', { token: 'nope' })).status).toBe(401);
  });

  it('attributes writes: a service-account token needs On-Behalf-Of naming a user of the organization', async () => {
    const service = (await token(DEMO.clientId, DEMO.clientSecret)).body.access_token as string;
    const body = { first_name: 'Alan', last_name: 'Turing' };
    expect((await call('/v3/candidates', { method: 'POST', token: service, body })).status).toBe(403);
    expect((await call('/v3/candidates', { method: 'POST', token: service, body, headers: { 'on-behalf-of': '12345' } })).status).toBe(403);
    expect((await call('/v3/candidates', { method: 'POST', token: service, body, headers: { 'on-behalf-of': USER } })).status).toBe(201);
    expect((await call('/v3/candidates', { token: service })).status).toBe(200);
  });

  it('pages with a Link header holding only rel="next", a cursor that must be alone, to the end', async () => {
    const seen: number[] = [];
    let answer = await call('/v3/candidates?per_page=7');
    for (;;) {
      expect(answer.status).toBe(200);
      seen.push(...(answer.body as Array<{ id: number }>).map((candidate) => candidate.id));
      const link = answer.headers.get('link');
      if (!link) break;
      expect(link).not.toMatch(/rel="(prev|last)"/);
      const next = /<([^>]+)>; rel="next"/.exec(link)?.[1] as string;
      expect(new URL(next).searchParams.size).toBe(1);
      answer = await call(new URL(next).pathname + new URL(next).search);
    }
    const all = await call('/v3/candidates?per_page=500');
    expect(all.headers.get('link')).toBeNull();
    expect(seen).toEqual((all.body as Array<{ id: number }>).map((candidate) => candidate.id));
    expect(new Set(seen).size).toBe(seen.length);
    const first = await call('/v3/candidates?per_page=2');
    const cursor = new URL(/<([^>]+)>/.exec(first.headers.get('link') as string)?.[1] as string).searchParams.get('cursor') as string;
    expect((await call(`/v3/candidates?cursor=${cursor}&per_page=5`)).status).toBe(422);
    expect((await call('/v3/candidates?per_page=501')).status).toBe(422);
  });

  it('keeps the first request\'s filters in the cursor, and filters by status, parents, ids and created_at', async () => {
    const open = await call('/v3/jobs?status=open&per_page=1');
    const next = /<([^>]+)>/.exec(open.headers.get('link') as string)?.[1] as string;
    const second = await call(new URL(next).pathname + new URL(next).search);
    expect((second.body as Array<{ status: string }>).every((job) => job.status === 'open')).toBe(true);
    const jobs = (await call('/v3/jobs?per_page=500')).body as Array<{ id: number; status: string }>;
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['open', 'closed', 'draft']));
    const closed = jobs.find((job) => job.status === 'closed') as { id: number };
    const applications = (await call(`/v3/applications?job_ids=${closed.id}`)).body as Array<{ status: string }>;
    expect(applications.map((application) => application.status).sort()).toEqual(['hired', 'rejected']);
    const stages = (await call(`/v3/job_interview_stages?job_ids=${jobs[0]?.id}`)).body as Array<{ id: number; priority: number }>;
    expect(stages).toHaveLength(6);
    const atStages = (await call(`/v3/applications?job_ids=${jobs[0]?.id}&status=active`)).body as Array<{ stage_id: number }>;
    expect(new Set(atStages.map((application) => application.stage_id))).toEqual(new Set(stages.map((stage) => stage.id)));
    expect((await call('/v3/candidates?created_at=gte|2999-01-01T00:00:00Z')).body).toEqual([]);
    expect((await call('/v3/candidates?created_at=soon')).status).toBe(422);
    const ada = ((await call('/v3/candidates?per_page=1')).body as Array<{ id: number; first_name: string }>)[0] as { id: number; first_name: string };
    expect(ada.first_name).toBe('Ada');
    expect(((await call(`/v3/candidates?ids=${ada.id}`)).body as unknown[]).length).toBe(1);
  });

  it('applies, moves to a stage of the job, rejects, unrejects and hires; a move to another job\'s stage is refused', async () => {
    const [job, other] = ((await call('/v3/jobs?status=open')).body as Array<{ id: number }>);
    const stages = (await call(`/v3/job_interview_stages?job_ids=${job?.id}`)).body as Array<{ id: number }>;
    const foreign = ((await call(`/v3/job_interview_stages?job_ids=${other?.id}`)).body as Array<{ id: number }>)[0];
    const person = (await write('/v3/candidates', { first_name: 'Katherine', last_name: 'Johnson', email_addresses: [{ value: 'kj@example.com', type: 'work' }] })).body as { id: number };
    const created = await write('/v3/applications', { candidate_id: person.id, job_id: job?.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ candidate_id: person.id, job_id: job?.id, stage_id: stages[0]?.id, status: 'active' });
    const id = created.body.id as number;
    expect((await write('/v3/applications', { candidate_id: person.id, job_id: job?.id })).status).toBe(422);
    expect((await write(`/v3/applications/${id}/move`, { to_stage_id: foreign?.id })).status).toBe(422);
    const moved = await write(`/v3/applications/${id}/move`, { to_stage_id: stages[3]?.id });
    expect(moved.body.stage_id).toBe(stages[3]?.id);
    expect(((await call(`/v3/applications?ids=${id}`)).body as Array<{ stage_id: number }>)[0]?.stage_id).toBe(stages[3]?.id);
    expect((await write(`/v3/applications/${id}/reject`, { rejection_reason_id: 14 })).body).toMatchObject({ status: 'rejected', rejection_reason_id: 14 });
    expect((await write(`/v3/applications/${id}/move`, { to_stage_id: stages[4]?.id })).status).toBe(422);
    expect((await write(`/v3/applications/${id}/unreject`, {})).body.status).toBe('active');
    expect((await write(`/v3/applications/${id}/hire`, {})).body.status).toBe('hired');
    expect((await write(`/v3/applications/${id}`, {}, 'DELETE')).status).toBe(204);
    expect((await write(`/v3/candidates/${person.id}`, { title: 'Mathematician' }, 'PATCH')).body.title).toBe('Mathematician');
  });

  it('serves each résumé behind a signed link that expires; a fresh link works again', async () => {
    const ada = ((await call('/v3/candidates?per_page=1')).body as Array<{ id: number }>)[0] as { id: number };
    const [resume] = (await call(`/v3/attachments?candidate_ids=${ada.id}&type=resume`)).body as Array<{ url: string; filename: string }>;
    expect(resume?.filename).toBe('Ada Lovelace resume.pdf');
    const file = await fetch(resume?.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
    const tampered = (resume?.url as string).replace(/Signature=[^&]+/, 'Signature=forged');
    expect((await fetch(tampered)).status).toBe(403);
    emulator.kit.setSwitch(EXPIRE_LINKS_SWITCH, Date.now() + 1, DEMO.id);
    const expired = await fetch(resume?.url as string);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('expired');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [fresh] = (await call(`/v3/attachments?candidate_ids=${ada.id}`)).body as Array<{ url: string }>;
    expect((await fetch(fresh?.url as string)).status).toBe(200);
  });

  it('reports the rate window on every answer and answers past it with a 429 and Retry-After', async () => {
    expect((await call('/v3/jobs')).headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    emulator.setRateLimit({ limit: 2, windowMs: 10_000 });
    await call('/v3/jobs');
    await call('/v3/jobs');
    const refused = await call('/v3/jobs');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ message: 'Too Many Requests' });
  });

  it('keeps organizations apart', async () => {
    const mine = (await call('/v3/candidates?per_page=500')).body as Array<{ id: number }>;
    const theirs = (await call('/v3/candidates?per_page=500', { token: GREENHOUSE_OTHER_ACCOUNT.sandboxAccessToken })).body as Array<{ id: number; first_name: string }>;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((candidate) => candidate.first_name === 'Ada')).toBe(false);
    expect(mine.length).toBeGreaterThan(theirs.length);
  });
});
