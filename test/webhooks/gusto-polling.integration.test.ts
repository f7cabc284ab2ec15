/**
 * Gusto's employee changes as virtual webhooks: Gusto's webhooks are not
 * used, so the poller reports them. A termination made through the unified
 * API (an update to employment_status "terminated", a Gusto termination) is
 * delivered as `hris.employee.terminated`, not `.updated`; a new employee as
 * `.created`, a change of name as `.updated`, a deleted onboarding employee
 * as `.deleted`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUSTO_DEMO_ACCOUNT as DEMO, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { pollerRows, pollOnlyRegistry, setPollInterval, startWorkers, subscribe, verified, type VerifiedDelivery } from './polling-fixture.js';

describe('Gusto employees as virtual webhooks', () => {
  const connectors = pollOnlyRegistry();
  let svc: TestService;
  let tenant: Tenant;
  let receiver: WebhookReceiver;
  let workers: ReturnType<typeof startWorkers>;
  let secret: string;

  const unified = (method: string, path: string, json?: unknown) => call(`${svc.url}/hris${path}`, { method, headers: tenant.headers('gusto-consumer'), json });
  const about = (id: string): VerifiedDelivery[] => receiver.received.map((webhook) => verified(secret, webhook)).filter((delivery) => delivery.payload.entity_id === id);
  const waitForEvent = async (id: string, type: string) => {
    await waitFor(() => about(id).some((delivery) => delivery.payload.event_type === type), `${type} of ${id}`, 20_000);
    return about(id).find((delivery) => delivery.payload.event_type === type) as VerifiedDelivery;
  };

  beforeAll(async () => {
    svc = await startTestService({ emulators: [gustoEmulator], connectors });
    tenant = await svc.tenant();
    receiver = await startWebhookReceiver();
    await tenant.connect('gusto-consumer', 'hris', 'gusto', { manual_access_token: DEMO.sandboxAccessToken, company_id: DEMO.companyUuid });
    await setPollInterval(svc, tenant.appId, 1);
    secret = (await subscribe(svc, tenant, 'hris', `${receiver.url}/hris`, ['*'])).secret;
    workers = startWorkers(svc, connectors);
    await waitFor(async () => (await pollerRows(svc, tenant.appId, 'hris/employees'))[0]?.passes === 1, 'the employees baseline', 20_000);
  });
  afterAll(async () => {
    await workers?.stop();
    await receiver?.close();
    await svc?.close();
  });

  it('delivers a termination as hris.employee.terminated, and creations, changes and deletions as theirs', async () => {
    const people = (await unified('GET', '/employees?filter[employment_status]=active&limit=5')).body.data as Array<{ id: string }>;
    const leaving = people[0]!.id;
    expect((await unified('PATCH', `/employees/${leaving}`, { employment_status: 'terminated' })).status).toBe(200);
    const terminated = await waitForEvent(leaving, 'hris.employee.terminated');
    expect(terminated.payload).toMatchObject({ detected_by: 'polling', service_id: 'gusto', entity_url: `${svc.url}/hris/employees/${leaving}` });
    // The event carries ids, not the person's fields.
    expect(JSON.stringify(terminated.payload)).not.toMatch(/first_name|birthday|social_security/);

    const created = await unified('POST', '/employees', { first_name: 'Ada', last_name: 'Polled' });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    await waitForEvent(id, 'hris.employee.created');
    expect((await unified('PATCH', `/employees/${id}`, { last_name: 'Changed' })).status).toBe(200);
    await waitForEvent(id, 'hris.employee.updated');
    expect((await unified('DELETE', `/employees/${id}`)).status).toBe(200);
    await waitForEvent(id, 'hris.employee.deleted');
    expect(about(id).map((delivery) => delivery.payload.event_type)).toEqual(['hris.employee.created', 'hris.employee.updated', 'hris.employee.deleted']);
    expect(about(leaving).map((delivery) => delivery.payload.event_type)).toEqual(['hris.employee.terminated']);
  });
});
