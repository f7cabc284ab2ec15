/**
 * HubSpot's writes in several calls, by the connector kit's rule
 * (kit/composite-write.ts), through the real service over HTTP against the
 * HubSpot emulator: associated records are read before anything is written
 * (an id that names nothing is a 400 naming its field, and nothing is made),
 * a record whose association then fails is archived again and the answer
 * names it, a lead's contact made for it goes with it, an update says what
 * it changed, and ids that cannot be a URL path segment never reach HubSpot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { call, callAsWritten, expectErrorEnvelope } from '../helpers/http.js';
import { markJournal } from '../helpers/platform-journal.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

describe('hubspot connector: writes in several calls leave nothing, or say what they left', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => `${svc.url}/crm${path}`;
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers('c1'), json });
  const firstId = (resource: string) => emulator.kit.records(resource)[0]!.id;
  const platformCalls = () => emulator.exchanges.length;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [hubspotEmulator], record: true });
    emulator = svc.emulators.hubspot as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('c1', 'crm', 'hubspot', { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken });
  }, 60_000);
  afterAll(() => svc.close());

  it('refuses a note on a contact that does not exist before writing anything (the issue\'s 404 after the note was made)', async () => {
    const mark = markJournal(emulator);
    const answer = await send('POST', '/notes', { content: 'Called about the renewal', contact_id: '12345' });
    expectErrorEnvelope(answer, 400, 'RequestValidationError');
    expect(answer.body.detail).toMatchObject({ field: 'contact_id', id: '12345' });
    expect(mark.left()).toEqual([]);
  });

  it('archives a note again when its association fails, and names it', async () => {
    const contact = firstId('contacts');
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'PUT', path: /\/crm\/v4\/objects\/notes\/\d+\/associations\/default\/contacts\// }, 'refused');
    const answer = await send('POST', '/notes', { content: 'Left behind?', contact_id: contact });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    const partial = answer.body.detail.partial_write;
    expect(partial.failed_step).toBe(`associating it with contacts ${contact}`);
    expect(partial.records).toEqual([{ type: 'note', id: expect.stringMatching(/^\d+$/), change: 'created', undone: true, undo_leaves: expect.stringContaining('archived') }]);
    const noteId = partial.records[0].id as string;
    expect(answer.body.message).toContain(noteId);
    // Only HubSpot's recycling bin holds it: no note is left, and the answer named the archived one.
    expect(mark.left()).toEqual([{ table: 'archived:notes', id: noteId, change: 'inserted' }]);
    expect(emulator.kit.records('notes').some((note) => note.id === noteId)).toBe(false);
  });

  it('does the same for an activity, and refuses an association id that cannot be a path segment without a call', async () => {
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'PUT', path: /\/crm\/v4\/objects\/calls\/\d+\/associations\/default\/companies\// }, 'refused');
    const failed = await send('POST', '/activities', { type: 'call', title: 'Intro', company_id: firstId('companies') });
    expectErrorEnvelope(failed, 400, 'ConnectorExecutionError');
    const callId = failed.body.detail.partial_write.records[0].id as string;
    expect(mark.left()).toEqual([{ table: 'archived:calls', id: callId, change: 'inserted' }]);

    const before = platformCalls();
    const climbing = await send('POST', '/activities', { type: 'call', title: 'Up', contact_id: '..' });
    expectErrorEnvelope(climbing, 400, 'RequestValidationError');
    expect(climbing.body.detail).toMatchObject({ field: 'contact_id' });
    // A lone surrogate (the 500 after the activity was made) is refused at the edge.
    const surrogate = await send('POST', '/activities', { type: 'call', contact_id: 'x\ud83d' });
    expectErrorEnvelope(surrogate, 400, 'RequestValidationError');
    expect(platformCalls()).toBe(before);
    expect(mark.left()).toHaveLength(1);
  });

  it('archives the contact it made for a lead when HubSpot refuses the lead', async () => {
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'POST', path: /^\/crm\/v3\/objects\/leads$/ }, 'refused');
    const answer = await send('POST', '/leads', { name: 'Refused Lead', first_name: 'Refused', last_name: 'Lead', emails: [{ email: 'refused.lead@example.com', type: 'primary' }] });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    const [contact] = answer.body.detail.partial_write.records as Json[];
    expect(contact).toMatchObject({ type: 'contact', change: 'created', undone: true });
    expect(answer.body.detail.partial_write.failed_step).toBe('creating the lead');
    expect(mark.left()).toEqual([{ table: 'archived:contacts', id: contact!.id, change: 'inserted' }]);
  });

  it('archives a lead and its new contact when the lead\'s company association fails', async () => {
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'PUT', path: /\/crm\/v4\/objects\/leads\/\d+\/associations\/default\/companies\// }, 'refused');
    const answer = await send('POST', '/leads', { name: 'Half Linked', first_name: 'Half', last_name: 'Linked', company_id: firstId('companies') });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    const records = answer.body.detail.partial_write.records as Json[];
    expect(records.map((record) => [record.type, record.undone])).toEqual([['contact', true], ['lead', true]]);
    expect(mark.left().sort((a, b) => a.table.localeCompare(b.table))).toEqual([
      { table: 'archived:contacts', id: records[0]!.id, change: 'inserted' },
      { table: 'archived:leads', id: records[1]!.id, change: 'inserted' },
    ]);
    // A company that does not exist is refused before the contact is made.
    const mark2 = markJournal(emulator);
    const unknown = await send('POST', '/leads', { name: 'No Company', first_name: 'No', last_name: 'Company', company_id: '99999999' });
    expectErrorEnvelope(unknown, 400, 'RequestValidationError');
    expect(unknown.body.detail).toMatchObject({ field: 'company_id' });
    expect(mark2.left()).toEqual([]);
  });

  it('says what an update changed when an association after it fails', async () => {
    const made = await send('POST', '/notes', { content: 'Not linked yet', contact_id: firstId('contacts') });
    expect(made.status, made.text).toBe(201);
    const note = made.body.data.id as string;
    const company = firstId('companies');
    const mark = markJournal(emulator);
    emulator.failOn({ method: 'PUT', path: /\/crm\/v4\/objects\/notes\/\d+\/associations\/default\/companies\// }, 'refused');
    const answer = await send('PATCH', `/notes/${note}`, { content: 'Changed, then not linked', company_id: company });
    expectErrorEnvelope(answer, 400, 'ConnectorExecutionError');
    expect(answer.body.message).toMatch(new RegExp(`^The note was changed \\(id ${note}\\) but associating it with companies ${company} failed`));
    expect(answer.body.detail.partial_write.records).toEqual([{ type: 'note', id: note, change: 'changed' }]);
    expect(mark.left()).toEqual([{ table: 'notes', id: note, change: 'updated' }]);
  });

  it('answers 404 for a path id that cannot be a segment, without calling HubSpot', async () => {
    expect(platformCalls()).toBeGreaterThan(0);
    const before = platformCalls();
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      // Sent as is: fetch would resolve %2E%2E as a dot segment before it leaves the client.
      const answer = await callAsWritten(`${svc.url}/crm/contacts/%2E%2E`, { method, headers: tenant.headers('c1'), ...(method === 'PATCH' ? { json: { first_name: 'X' } } : {}) });
      expect(answer.status, answer.text).toBe(404);
      // The gateway's check, before the connector runs.
      expect(JSON.parse(answer.text)).toMatchObject({ type_name: 'EntityNotFoundError', message: 'No record can have this id: it is "..", which a URL resolves to another path', detail: { id: '..' } });
    }
    expect(platformCalls()).toBe(before);
  });

});
