/**
 * Zoho Books' writes in several calls, by the connector kit's rule
 * (kit/composite-write.ts), through the service over HTTP against the Zoho
 * Books emulator: a customer or ledger account is written, then its status
 * is moved in a call of its own, and an invoice gets its status the same
 * way. A status Zoho has not is refused before anything is written; a move
 * that fails after the create deletes the new record again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { ZOHO_DEMO_ORGANIZATION as DEMO, ZOHO_DEMO_USER as USER, zohoBooksEmulator } from '../../src/sandbox/zoho-books/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { markJournal } from '../helpers/platform-journal.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('Zoho Books: writes in several calls leave nothing, or say what they left', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  const send = (method: string, path: string, json?: unknown) => call(`${svc.url}/accounting${path}`, { method, headers: tenant.headers('zb-consumer'), json });

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zohoBooksEmulator] });
    emulator = svc.emulators['zoho-books'] as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('zb-consumer', 'accounting', 'zoho-books', { self_client_token: USER.sandboxAccessToken, organization_id: DEMO.id });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  it('refuses an archived customer or account before writing it (the fuzz run\'s leftovers)', async () => {
    const mark = markJournal(emulator);
    const customer = await send('POST', '/customers', { display_name: 'Archived Co', status: 'archived' });
    expectErrorEnvelope(customer, 400, 'RequestValidationError');
    const account = await send('POST', '/ledger-accounts', { name: 'Archived Costs', type: 'expense', status: 'archived' });
    expectErrorEnvelope(account, 400, 'RequestValidationError');
    const existing = emulator.kit.records('contacts').find((contact) => contact.contact_type === 'customer')!;
    expectErrorEnvelope(await send('PATCH', `/customers/${existing.id}`, { notes: 'changed?', status: 'archived' }), 400, 'RequestValidationError');
    expect(mark.left()).toEqual([]);
  });

  it('deletes a new customer again when its status cannot be set', async () => {
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'POST', path: /\/contacts\/\d+\/inactive$/ }, 'refused');
    const answer = await send('POST', '/customers', { display_name: 'Half Written', status: 'inactive' });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.detail.partial_write).toEqual({ failed_step: 'setting its status to inactive', records: [{ type: 'customer', id: expect.stringMatching(/^\d+$/), change: 'created', undone: true }] });
    expect(mark.left()).toEqual([]);
  });

  it('says an update was written when the status after it fails', async () => {
    const existing = emulator.kit.records('contacts').find((contact) => contact.contact_type === 'customer' && contact.status === 'active')!;
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'POST', path: /\/contacts\/\d+\/inactive$/ }, 'refused');
    const answer = await send('PATCH', `/customers/${existing.id}`, { notes: 'Written first', status: 'inactive' });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.message).toMatch(new RegExp(`^The customer was changed \\(id ${existing.id}\\) but setting its status to inactive failed`));
    expect(mark.left()).toEqual([{ table: 'contacts', id: existing.id, change: 'updated' }]);
  });

  it('deletes a new ledger account again when it cannot be made inactive', async () => {
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'POST', path: /\/chartofaccounts\/\d+\/inactive$/ }, 'refused');
    const answer = await send('POST', '/ledger-accounts', { name: 'Half Made', type: 'expense', status: 'inactive' });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.detail.partial_write.records).toEqual([{ type: 'ledger account', id: expect.any(String), change: 'created', undone: true }]);
    expect(mark.left()).toEqual([]);
  });

  it('deletes a new invoice again when its status cannot be moved', async () => {
    const customer = emulator.kit.records('contacts').find((contact) => contact.contact_type === 'customer')!;
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'POST', path: /\/invoices\/\d+\/status\/sent$/ }, 'refused');
    const answer = await send('POST', '/invoices', { customer: { id: customer.id }, status: 'authorised', line_items: [{ description: 'Work', quantity: 1, unit_price: 1000 }] });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.detail.partial_write).toMatchObject({ failed_step: 'moving it to authorised', records: [{ type: 'invoice', undone: true }] });
    expect(mark.left()).toEqual([]);
  });
});
