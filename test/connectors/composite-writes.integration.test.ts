/**
 * Writes in several calls, by the connector kit's rule
 * (kit/composite-write.ts), for every connector that has one besides HubSpot
 * and Zoho Books (their own files): through the service over HTTP against
 * each platform's emulator, one later call is made to fail (the emulator's
 * `failOn`), and the platform holds nothing new afterwards (its change
 * journal nets to nothing, or the undo the platform allows), or the answer
 * names what was left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { ASANA_DEMO_ACCOUNT, asanaEmulator } from '../../src/sandbox/asana/index.js';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { XERO_DEMO_ORGANISATION, XERO_DEMO_USER, xeroEmulator } from '../../src/sandbox/xero/index.js';
import { call, callAsWritten, expectErrorEnvelope } from '../helpers/http.js';
import { markJournal } from '../helpers/platform-journal.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

describe('writes in several calls leave nothing at the platform, or say what they left', () => {
  let svc: TestService;
  let tenant: Tenant;
  const kit = (id: string) => svc.emulators[id] as KitEmulatorHandle;
  const send = (consumer: string, method: string, path: string, json?: unknown) => call<Json>(`${svc.url}${path}`, { method, headers: tenant.headers(consumer), json });

  beforeAll(async () => {
    svc = await startTestService({ emulators: [jiraEmulator, intercomEmulator, pipedriveEmulator, asanaEmulator, xeroEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect('jira', 'issue-tracking', 'jira', { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken });
    await tenant.connect('intercom', 'customer-support', 'intercom', { api_token: INTERCOM_DEMO_ACCOUNT.accessToken });
    await tenant.connect('pipedrive', 'crm', 'pipedrive', { api_token: PIPEDRIVE_DEMO_ACCOUNT.apiToken });
    await tenant.connect('asana', 'issue-tracking', 'asana', { workspace_gid: ASANA_DEMO_ACCOUNT.workspaceGid, personal_access_token: ASANA_DEMO_ACCOUNT.token });
    await tenant.connect('xero', 'accounting', 'xero', { manual_access_token: XERO_DEMO_USER.sandboxAccessToken, tenant_id: XERO_DEMO_ORGANISATION.id });
  }, 60_000);
  afterAll(() => svc.close());

  it('Jira: a ticket whose status cannot be set is deleted again', async () => {
    const jira = svc.emulators.jira as EmulatorHandle;
    jira.failOn({ method: 'POST', path: /^\/rest\/api\/3\/issue\/\d+\/transitions$/ }, 'refused');
    const answer = await send('jira', 'POST', '/issue-tracking/collections/10003/tickets', { subject: 'Left behind?', status: 'in_progress' });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    const partial = answer.body.detail.partial_write;
    expect(partial).toMatchObject({ failed_step: 'setting its status to in_progress', records: [{ type: 'ticket', change: 'created', undone: true }] });
    expectErrorEnvelope(await send('jira', 'GET', `/issue-tracking/collections/10003/tickets/${partial.records[0].id}`), 404, 'EntityNotFoundError');
  });

  it('a parent path id that cannot be a URL path segment names nothing, and Jira is not called', async () => {
    const jira = svc.emulators.jira as EmulatorHandle;
    const before = jira.exchanges.length;
    expect(before).toBeGreaterThan(0);
    for (const [method, path] of [['GET', '/issue-tracking/collections/%2E%2E/tickets'], ['POST', '/issue-tracking/collections/%2E/tickets']] as const) {
      const answer = await callAsWritten(`${svc.url}${path}`, { method, headers: tenant.headers('jira'), ...(method === 'POST' ? { json: { subject: 'Nowhere' } } : {}) });
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body).toMatchObject({ type_name: 'EntityNotFoundError', detail: { collection_id: path.includes('%2E%2E') ? '..' : '.' } });
    }
    expect(jira.exchanges.length).toBe(before);
  });

  it('Intercom: a new customer that cannot be archived is deleted again', async () => {
    const mark = markJournal(kit('intercom'));
    kit('intercom').failOn({ method: 'POST', path: /^\/contacts\/[0-9a-f]+\/archive$/ }, 'refused');
    const answer = await send('intercom', 'POST', '/customer-support/customers', { first_name: 'Half', last_name: 'Archived', emails: [{ email: 'half.archived@example.com', type: 'primary' }], status: 'archived' });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.detail.partial_write).toMatchObject({ failed_step: 'archiving it', records: [{ type: 'customer', undone: true }] });
    expect(mark.left()).toEqual([]);
  });

  it('Pipedrive: the person made for a refused lead, and a pipeline whose stage is refused, are deleted again', async () => {
    const pipedrive = kit('pipedrive');
    let mark = markJournal(pipedrive);
    pipedrive.failOn({ method: 'POST', path: /^\/v1\/leads$/ }, 'refused');
    const lead = await send('pipedrive', 'POST', '/crm/leads', { name: 'Refused lead', first_name: 'Ann', last_name: 'Lee' });
    expectErrorEnvelope(lead, 400, 'ConnectorExecutionError');
    expect(lead.body.detail.partial_write).toMatchObject({ failed_step: 'creating the lead', records: [{ type: 'person', undone: true }] });
    expect(mark.left()).toEqual([]);

    mark = markJournal(pipedrive);
    pipedrive.failOn({ method: 'POST', path: /^\/api\/v2\/stages$/, skip: 1 }, 'refused');
    const pipeline = await send('pipedrive', 'POST', '/crm/pipelines', { name: 'Half staged', stages: [{ name: 'One' }, { name: 'Two' }] });
    expectErrorEnvelope(pipeline, 400, 'ConnectorExecutionError');
    expect(pipeline.body.detail.partial_write.records).toMatchObject([{ type: 'pipeline', undone: true }, { type: 'stage', undone: true }]);
    expect(mark.left()).toEqual([]);
  });

  it('Asana: a tag made for a refused task is deleted again', async () => {
    const asana = kit('asana');
    const project = asana.kit.records('projects').find((record) => record.name === 'Website Relaunch')!.id;
    const mark = markJournal(asana);
    asana.failOn({ method: 'POST', path: /\/tasks$/ }, 'refused');
    const answer = await send('asana', 'POST', `/issue-tracking/collections/${project}/tickets`, { subject: 'Tagged, then refused', tags: [{ name: 'brand-new-tag' }] });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.detail.partial_write).toMatchObject({ failed_step: 'creating the task', records: [{ type: 'tag', undone: true }] });
    expect(mark.left()).toEqual([]);
    expect(asana.kit.records('tags').some((tag) => tag.name === 'brand-new-tag')).toBe(false);
  });

  it('Xero: an allocation to an unknown invoice is refused first; a refused allocation withdraws the new credit note and names it', async () => {
    const xero = kit('xero');
    const customer = String(xero.kit.records('contacts').find((contact) => contact.Name === 'Ridgeway Bakery')!.id);
    const note = { customer: { id: customer }, total_amount: 1_200, status: 'authorised', currency: 'USD', account: { id: '', code: '200' } };
    let mark = markJournal(xero);
    const unknown = await send('xero', 'POST', '/accounting/credit-notes', { ...note, allocations: [{ id: '00000000-0000-4000-8000-000000000000', type: 'invoice', amount: 1_200 }] });
    expectErrorEnvelope(unknown, 400, 'RequestValidationError');
    expect(unknown.body.detail).toEqual({ field: 'allocations[0].id' });
    expect(mark.left()).toEqual([]);

    const invoice = await send('xero', 'POST', '/accounting/invoices', { customer: { id: customer }, status: 'authorised', currency: 'USD', due_date: '2024-12-31', line_items: [{ description: 'Goods', quantity: 1, unit_price: 5_000, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }] });
    expect(invoice.status, invoice.text).toBe(201);
    mark = markJournal(xero);
    xero.failOn({ method: 'PUT', path: /\/CreditNotes\/[0-9a-f-]+\/Allocations$/ }, 'refused');
    const answer = await send('xero', 'POST', '/accounting/credit-notes', { ...note, allocations: [{ id: invoice.body.data.id, type: 'invoice', amount: 1_200 }] });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    const [made] = answer.body.detail.partial_write.records as Json[];
    expect(made).toMatchObject({ type: 'credit note', change: 'created', undone: true, undo_leaves: expect.stringContaining('VOIDED') });
    // Xero keeps every credit note: it is voided, and the answer names it; its ledger keeps the note's journal and the voiding's.
    expect(answer.body.message).toContain(made!.id);
    expect(mark.left().filter((change) => !answer.text.includes(change.id)).map((change) => change.table)).toEqual(['journals', 'journals']);
    // An amount the invoice does not owe is refused before the note is written.
    const before = markJournal(xero);
    const tooMuch = await send('xero', 'POST', '/accounting/credit-notes', { ...note, allocations: [{ id: invoice.body.data.id, type: 'invoice', amount: 900_000 }] });
    expectErrorEnvelope(tooMuch, 400, 'RequestValidationError');
    expect(before.left()).toEqual([]);
    expect((await send('xero', 'GET', `/accounting/credit-notes/${made!.id}`)).body.data).toMatchObject({ status: 'voided' });
  });
});
