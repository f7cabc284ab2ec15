/**
 * Greenhouse's own web hooks through the service over loopback. Greenhouse
 * has no API for web hooks: the Vault shows the connection's inbound URL to
 * paste in Configure → Dev Center → Web Hooks, and the emulator's control
 * plane stands in for that page (the URL and the secret key an admin types).
 * Changes to jobs, candidates and applications make the emulator send
 * Greenhouse's `{action, payload}` bodies signed `Signature: sha256 <hex>`
 * (HMAC-SHA256 of the body with the secret key); the receiver verifies them
 * with the connection's `webhook_secret_key` and publishes ats.job.*,
 * ats.applicant.* and ats.application.* events. Forged, tampered, unsigned
 * and wrongly keyed requests are refused with 401 and publish nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportedEvents } from '../../src/connectors/framework/define.js';
import { greenhouse } from '../../src/connectors/greenhouse/definition.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { GREENHOUSE_DEMO_ACCOUNT as DEMO, greenhouseEmulator } from '../../src/sandbox/greenhouse/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const USER = String(DEMO.users[0]!.id);
const KEY = DEMO.webhookSecretKey;
const sign = (body: string, key = KEY) => `sha256 ${createHmac('sha256', key).update(body).digest('hex')}`;

describe('Greenhouse web hooks through the service', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let receiveUrl: string;

  const eventsOf = async () =>
    (await svc.store.db.selectFrom('webhookEvents').selectAll().where('applicationId', '=', tenant.appId).where('detectedBy', '=', 'native').orderBy('createdAt').execute())
      .map((event) => ({ ...event, line: `${event.type} ${event.entityId}` }));
  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  /** A write at Greenhouse, then its web hooks delivered. */
  const write = async (method: string, path: string, body?: Json): Promise<Json> => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, 'on-behalf-of': USER, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    await emulator.kit.settled();
    return text ? (JSON.parse(text) as Json) : {};
  };
  const post = (body: string, headers: Record<string, string>) => fetch(receiveUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  beforeAll(async () => {
    svc = await startTestService({ emulators: [greenhouseEmulator] });
    emulator = svc.emulators.greenhouse as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('hooked', 'ats', 'greenhouse', { manual_access_token: DEMO.sandboxAccessToken, user_id: USER, webhook_secret_key: KEY });
    const view = await call<Json>(`${svc.url}/vault/connections/ats/greenhouse`, { headers: tenant.headers('hooked') });
    expect(view.status, view.text).toBe(200);
    const [subscription, ...others] = view.body.data.subscriptions as Json[];
    expect(others).toEqual([]);
    receiveUrl = subscription!.execute_url as string;
    expect(receiveUrl).toMatch(/\/webhook\/w\/[A-Za-z0-9_-]{32}\/greenhouse$/);
    // Nothing registers it: the Vault says where to paste it.
    expect(subscription!.source).toMatchObject({ id: 'webhooks', setup: { method: 'paste', url: receiveUrl, where: expect.stringContaining('Dev Center → Web Hooks') } });
    expect(subscription!.downstream_event_types).toEqual(expect.arrayContaining(['job_created', 'candidate_stage_change', 'delete_candidate', 'new_candidate_application']));
  });
  afterAll(() => svc?.close());
  beforeEach(() => emulator.kit.reset());

  it('declares Greenhouse\'s actions as the events they report, and the secret key as a sensitive setting', () => {
    const rows = supportedEvents(greenhouse, 'ats').map((event) => `${event.event_type} ${event.downstream_event_type}`);
    expect(rows).toEqual(expect.arrayContaining([
      'ats.job.created job_created', 'ats.job.updated job_updated', 'ats.job.deleted job_deleted',
      'ats.applicant.updated update_candidate', 'ats.applicant.updated candidate_stage_change', 'ats.applicant.deleted delete_candidate', 'ats.applicant.deleted merge_candidate',
      'ats.application.created new_candidate_application', 'ats.application.updated application_updated', 'ats.application.updated hire_candidate',
      'ats.application.deleted delete_application', 'ats.application.deleted delete_candidate',
    ]));
    // Greenhouse has no event for a candidate created alone: that one stays polled.
    expect(rows.some((row) => row.startsWith('ats.applicant.created'))).toBe(false);
    expect(greenhouse.settings.find((setting) => setting.id === 'webhook_secret_key')).toMatchObject({ sensitive: true, type: 'password', required: false });
    expect(greenhouse.inbound?.register).toBeUndefined();
  });

  it('publishes the jobs, candidates and applications Greenhouse\'s signed web hooks report, ids only', async () => {
    emulator.kit.subscribe({ url: receiveUrl, secret: KEY }, DEMO.id);
    // Another web hook, for one event only (Greenhouse's web hooks fire on the one event each is made for).
    const jobsOnly = `${svc.url}/webhook/w/${'x'.repeat(32)}/greenhouse`;
    emulator.kit.subscribe({ url: jobsOnly, secret: KEY, events: ['job_created'] }, DEMO.id);
    const before = (await eventsOf()).length;
    const sent = emulator.kit.deliveries.length;
    const openJob = records('jobs').find((job) => job.status === 'open' && records('job_interview_stages').filter((stage) => Number(stage.job_id) === Number(job.id)).length >= 3)!;
    const otherJob = records('jobs').find((job) => job.status === 'open' && job.id !== openJob.id)!;

    const job = await write('POST', '/v3/jobs', { name: 'Hooked Engineer', status: 'open' });
    await write('PATCH', `/v3/jobs/${job.id}`, { name: 'Hooked Senior Engineer' });
    const candidate = await write('POST', '/v3/candidates', { first_name: 'Ada', last_name: 'Hookworth' });
    await write('PATCH', `/v3/candidates/${candidate.id}`, { title: 'Analyst & <Zoë>' });
    const application = await write('POST', '/v3/applications', { candidate_id: candidate.id, job_id: Number(openJob.id) });
    await write('POST', `/v3/applications/${application.id}/move`, {});
    await write('POST', `/v3/applications/${application.id}/reject`, {});
    await write('POST', `/v3/applications/${application.id}/unreject`, {});
    await write('POST', `/v3/applications/${application.id}/hire`, {});
    const second = await write('POST', '/v3/applications', { candidate_id: candidate.id, job_id: Number(otherJob.id) });
    await write('DELETE', `/v3/applications/${second.id}`);
    const third = await write('POST', '/v3/applications', { candidate_id: candidate.id, job_id: Number(otherJob.id) });
    await write('DELETE', `/v3/candidates/${candidate.id}`);
    emulator.kit.trigger('job.deleted', 'jobs', String(job.id), DEMO.id);
    await emulator.kit.settled();

    // What Greenhouse sent: its actions, bodies and signature.
    const deliveries = emulator.kit.deliveries.slice(sent).filter((delivery) => delivery.url === receiveUrl);
    expect(deliveries.map((delivery) => (JSON.parse(delivery.requestBody) as Json).action)).toEqual([
      'job_created', 'job_updated', 'update_candidate', 'new_candidate_application', 'candidate_stage_change', 'reject_candidate', 'unreject_candidate',
      'hire_candidate', 'new_candidate_application', 'delete_application', 'new_candidate_application', 'delete_candidate', 'job_deleted',
    ]);
    for (const delivery of deliveries) {
      expect(delivery.status, delivery.requestBody).toBe(200);
      expect(delivery.requestHeaders.signature).toBe(sign(delivery.requestBody));
      expect(delivery.requestHeaders['greenhouse-event-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(emulator.kit.deliveries.slice(sent).filter((delivery) => delivery.url === jobsOnly).map((delivery) => (JSON.parse(delivery.requestBody) as Json).action)).toEqual(['job_created']);
    // Greenhouse escapes <, >, & and non-ASCII characters before signing: the signature covers the bytes as sent.
    expect(deliveries[2]!.requestBody).toContain('"title":"Analyst \\u0026 \\u003cZo\\u00eb\\u003e"');
    const stageChange = JSON.parse(deliveries[4]!.requestBody) as Json;
    expect(stageChange.payload.application).toMatchObject({ id: application.id, status: 'active', candidate: { id: candidate.id }, jobs: [{ id: Number(openJob.id) }], current_stage: { id: expect.any(Number), name: expect.any(String) } });
    expect((JSON.parse(deliveries[11]!.requestBody) as Json).payload.person).toMatchObject({ id: candidate.id, deleted_application_ids: [application.id, third.id] });

    const published = (await eventsOf()).slice(before);
    const [c, a, s, t, j] = [candidate.id, application.id, second.id, third.id, job.id].map(String);
    expect(published.map((event) => event.line)).toEqual([
      `ats.job.created ${j}`, `ats.job.updated ${j}`, `ats.applicant.updated ${c}`, `ats.application.created ${a}`,
      `ats.application.updated ${a}`, `ats.applicant.updated ${c}`,
      `ats.application.updated ${a}`, `ats.applicant.updated ${c}`,
      `ats.application.updated ${a}`, `ats.applicant.updated ${c}`,
      `ats.application.updated ${a}`, `ats.applicant.updated ${c}`,
      `ats.application.created ${s}`, `ats.application.deleted ${s}`, `ats.application.created ${t}`,
      `ats.applicant.deleted ${c}`, `ats.application.deleted ${a}`, `ats.application.deleted ${t}`,
      `ats.job.deleted ${j}`,
    ]);
    expect(published.every((event) => event.unifiedApi === 'ats' && event.serviceId === 'greenhouse' && event.consumerId === 'hooked')).toBe(true);
    // Ids only: nothing the web hook said about the person travels on.
    expect(JSON.stringify(published)).not.toContain('Hookworth');
  });

  it('refuses forged, tampered, unsigned and wrongly keyed deliveries with 401, and publishes nothing', async () => {
    emulator.kit.subscribe({ url: receiveUrl, secret: KEY }, DEMO.id);
    const job = records('jobs')[0]!;
    const sent = emulator.kit.deliveries.length;
    await write('PATCH', `/v3/jobs/${job.id}`, { notes: 'Hooked notes' });
    const [delivery] = emulator.kit.deliveries.slice(sent).filter((entry) => entry.url === receiveUrl);
    expect(JSON.parse(delivery!.requestBody)).toMatchObject({ action: 'job_updated', payload: { job: { id: Number(job.id) } } });
    const body = delivery!.requestBody;
    const count = (await eventsOf()).length;
    // The same bytes again are taken (a retry), and publish nothing new.
    expect((await post(body, { signature: sign(body) })).status).toBe(200);

    const tampered = body.replace(`"id":${job.id}`, `"id":${Number(job.id) + 1}`);
    expect(tampered).not.toBe(body);
    const refused: Array<[string, string, Record<string, string>]> = [
      ['forged with another key', body, { signature: sign(body, 'not-the-connections-secret-key-0000') }],
      ['tampered after signing', tampered, { signature: sign(body) }],
      ['unsigned', body, {}],
      ['another algorithm', body, { signature: sign(body).replace('sha256 ', 'sha1 ') }],
      ['a digest cut short', body, { signature: sign(body).slice(0, -2) }],
      ['the digest alone', body, { signature: sign(body).slice('sha256 '.length) }],
    ];
    for (const [why, sent, headers] of refused) expect((await post(sent, headers)).status, why).toBe(401);
    expect(await eventsOf()).toHaveLength(count);
  });

  it('refuses every delivery to a connection without a secret key (its events are polled)', async () => {
    await tenant.connect('keyless', 'ats', 'greenhouse', { manual_access_token: DEMO.sandboxAccessToken, user_id: USER });
    const view = await call<Json>(`${svc.url}/vault/connections/ats/greenhouse`, { headers: tenant.headers('keyless') });
    const url = view.body.data.subscriptions[0].execute_url as string;
    expect(url).not.toBe(receiveUrl);
    const body = JSON.stringify({ action: 'job_updated', payload: { job: { id: 1, name: 'x' } } });
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', signature: sign(body) }, body });
    expect(answer.status).toBe(401);
  });
});
