/**
 * `pass_through` on the writes of Zoho Books and Pipedrive, now on the
 * connector kit, through the service over HTTP against their emulators:
 * platform fields the unified models have no place for reach the record's
 * own call, on create and update, and an entry naming a call the write does
 * not make is refused before any call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { ZOHO_DEMO_ORGANIZATION, ZOHO_DEMO_USER, zohoBooksEmulator } from '../../src/sandbox/zoho-books/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { markJournal } from '../helpers/platform-journal.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('pass_through on Zoho Books and Pipedrive writes', () => {
  let svc: TestService;
  let tenant: Tenant;
  let zoho: KitEmulatorHandle;
  let pipedrive: KitEmulatorHandle;
  const send = (method: string, path: string, json?: unknown) => call(`${svc.url}${path}`, { method, headers: tenant.headers('pt-consumer'), json });
  const stored = (emulator: KitEmulatorHandle, table: string, id: string) => emulator.kit.records(table).find((record) => String(record.id) === id);

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zohoBooksEmulator, pipedriveEmulator] });
    zoho = svc.emulators['zoho-books'] as KitEmulatorHandle;
    pipedrive = svc.emulators.pipedrive as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('pt-consumer', 'accounting', 'zoho-books', { self_client_token: ZOHO_DEMO_USER.sandboxAccessToken, organization_id: ZOHO_DEMO_ORGANIZATION.id });
    await tenant.connect('pt-consumer', 'crm', 'pipedrive', { api_token: PIPEDRIVE_DEMO_ACCOUNT.apiToken });
  });
  afterAll(() => svc.close());

  it('merges a Zoho Books contact field the model lacks into the customer\'s create and update', async () => {
    const created = await send('POST', '/accounting/customers', {
      display_name: 'Pass Through Traders',
      pass_through: [{ service_id: 'zoho-books', operation_id: 'contacts.create', extend_object: { payment_terms: 45 } }],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(stored(zoho, 'contacts', id)).toMatchObject({ contact_name: 'Pass Through Traders', payment_terms: 45 });
    const updated = await send('PATCH', `/accounting/customers/${id}`, { notes: 'Net 60 now', pass_through: [{ service_id: 'zoho-books', extend_object: { payment_terms: 60 } }] });
    expect(updated.status).toBe(200);
    expect(stored(zoho, 'contacts', id)).toMatchObject({ notes: 'Net 60 now', payment_terms: 60 });
  });

  it('merges a Pipedrive deal field the model lacks into the opportunity\'s create and update', async () => {
    const created = await send('POST', '/crm/opportunities', {
      title: 'Pass-through deal',
      pass_through: [{ service_id: 'pipedrive', operation_id: 'deals.create', extend_object: { visible_to: 1 } }],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(stored(pipedrive, 'deals', id)).toMatchObject({ title: 'Pass-through deal', visible_to: 1 });
    const updated = await send('PATCH', `/crm/opportunities/${id}`, { title: 'Pass-through deal', win_probability: 40, pass_through: [{ service_id: 'pipedrive', operation_id: 'deals.update', extend_paths: [{ path: '$.visible_to', value: 3 }] }] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(stored(pipedrive, 'deals', id)).toMatchObject({ title: 'Pass-through deal', probability: 40, visible_to: 3 });
  });

  it('refuses an entry naming a call the write does not make, before any call', async () => {
    const zohoMark = markJournal(zoho);
    const pipedriveMark = markJournal(pipedrive);
    expectErrorEnvelope(await send('POST', '/accounting/customers', { display_name: 'Never Written', pass_through: [{ service_id: 'zoho-books', operation_id: 'contacts.update', extend_object: {} }] }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/crm/contacts', { name: 'Never Written', pass_through: [{ service_id: 'pipedrive', operation_id: 'persons.update', extend_object: {} }] }), 400, 'RequestValidationError');
    expect(zohoMark.left()).toEqual([]);
    expect(pipedriveMark.left()).toEqual([]);
  });
});
