/**
 * BambooHR's applicant tracking as virtual webhooks: BambooHR sends no
 * webhooks for jobs or applications, so the poller reports them, on the
 * connection made under the HRIS API (one connection serves both APIs). A
 * job opened through the unified API is `ats.job.created`; an application
 * made, moved and then deleted in BambooHR itself (no API call removes one)
 * is `ats.application.created`, `.updated` and `.deleted`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { pollerRows, pollOnlyRegistry, setPollInterval, startWorkers, subscribe, verified, type VerifiedDelivery } from './polling-fixture.js';

describe('BambooHR applicant tracking as virtual webhooks', () => {
  const connectors = pollOnlyRegistry();
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let receiver: WebhookReceiver;
  let workers: ReturnType<typeof startWorkers>;
  let secret: string;

  const unified = (method: string, path: string, json?: unknown) => call(`${svc.url}/ats${path}`, { method, headers: tenant.headers('bhr-ats-consumer'), json });
  const about = (id: string): VerifiedDelivery[] => receiver.received.map((webhook) => verified(secret, webhook)).filter((delivery) => delivery.payload.entity_id === id);
  const waitForEvent = async (id: string, type: string) => {
    await waitFor(() => about(id).some((delivery) => delivery.payload.event_type === type), `${type} of ${id}`, 20_000);
    return about(id).find((delivery) => delivery.payload.event_type === type) as VerifiedDelivery;
  };

  beforeAll(async () => {
    svc = await startTestService({ emulators: [bamboohrEmulator], connectors });
    emulator = svc.emulators.bamboohr as KitEmulatorHandle;
    tenant = await svc.tenant();
    receiver = await startWebhookReceiver();
    // Connected under HRIS only: the ATS resources are polled on the same connection.
    await tenant.connect('bhr-ats-consumer', 'hris', 'bamboohr', { company_domain: DEMO.companyDomain, api_key: DEMO.apiKey });
    await setPollInterval(svc, tenant.appId, 1);
    secret = (await subscribe(svc, tenant, 'ats', `${receiver.url}/ats`, ['*'])).secret;
    workers = startWorkers(svc, connectors);
    await waitFor(async () => (await pollerRows(svc, tenant.appId, 'ats/applications'))[0]?.passes === 1, 'the applications baseline', 30_000);
    await waitFor(async () => (await pollerRows(svc, tenant.appId, 'ats/jobs'))[0]?.passes === 1, 'the jobs baseline', 30_000);
  });
  afterAll(async () => {
    await workers?.stop();
    await receiver?.close();
    await svc?.close();
  });

  it('reports a new job, and an application made, moved and deleted', async () => {
    const jobs = (await unified('GET', '/jobs?limit=50')).body.data as Array<{ id: string; status: string; hiring_managers?: string[] }>;
    const lead = jobs.find((job) => (job.hiring_managers ?? []).length > 0)!.hiring_managers![0]!;
    const job = await unified('POST', '/jobs', { title: 'Polled Engineer', status: 'open', hiring_managers: [lead], employment_terms: 'full-time', description: 'Made to be polled' });
    expect(job.status, job.text).toBe(201);
    const jobId = job.body.data.id as string;
    const created = await waitForEvent(jobId, 'ats.job.created');
    expect(created.payload).toMatchObject({ detected_by: 'polling', service_id: 'bamboohr', unified_api: 'ats' });

    const someone = (emulator.kit.records('ats_applications', DEMO.id) as StoredRecord[])[0]!;
    const application = await unified('POST', '/applications', { applicant_id: someone.applicantId, job_id: jobId });
    expect(application.status, application.text).toBe(201);
    const id = application.body.data.id as string;
    await waitForEvent(id, 'ats.application.created');
    expect((await unified('PATCH', `/applications/${id}`, { status: 'rejected' })).status).toBe(200);
    await waitForEvent(id, 'ats.application.updated');
    // BambooHR's API deletes no application; one removed in BambooHR itself is seen gone by the next pass.
    expect(emulator.kit.remove('ats_applications', id, DEMO.id)).toBeDefined();
    await waitForEvent(id, 'ats.application.deleted');
    expect(about(id).map((delivery) => delivery.payload.event_type)).toEqual(['ats.application.created', 'ats.application.updated', 'ats.application.deleted']);
    // Events carry ids and where to read the record, not the applicant's fields.
    expect(JSON.stringify(about(id))).not.toMatch(/first_name|email|phone/);
  });
});
