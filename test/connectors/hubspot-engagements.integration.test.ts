/**
 * The HubSpot connector through the real service over HTTP, against the
 * HubSpot emulator: leads, notes, activities (calls, emails, meetings and
 * tasks merged), users (owners), pipelines, lists and their members, custom
 * object schemas and custom objects. Every operation, paging to the end with
 * more than one page size, every declared filter and sort, and what HubSpot
 * cannot do refused. Expected sets come from the emulator's own records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
type Props = Record<string, string>;

const ENGAGEMENTS = [['calls', 'call'], ['emails', 'email'], ['meetings', 'meeting'], ['tasks', 'task']] as const;

describe('hubspot connector: leads, notes, activities, users, pipelines, lists, custom objects', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/crm${path}`);
  const get = (path: string) => call<Json>(url(path), { headers: tenant.headers('c1') });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers('c1'), json });
  const records = (resource: string) => emulator.kit.records(resource);
  const props = (record: StoredRecord) => record.properties as Props;
  const ids = (items: Json[]) => items.map((item) => item.id as string);

  async function listAll(path: string): Promise<{ items: Json[]; pages: number }> {
    const items: Json[] = [];
    let pages = 0;
    for (let next: string | null = path; next !== null; pages++) {
      const page: CallResult<Json> = await get(next);
      expect(page.status, page.text).toBe(200);
      items.push(...page.body.data);
      next = page.body.links.next;
      if (pages > 200) throw new Error('paging did not end');
    }
    return { items, pages };
  }

  /** Every engagement the emulator holds, as unified activity ids. */
  const allActivities = () => ENGAGEMENTS.flatMap(([table, type]) => records(table).map((record) => ({ id: `${type}_${record.id}`, record })));

  beforeAll(async () => {
    svc = await startTestService({ emulators: [hubspotEmulator] });
    emulator = svc.emulators.hubspot as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('c1', 'crm', 'hubspot', { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken });
  }, 60_000);
  afterAll(() => svc.close());

  describe('leads', () => {
    it('pages, maps, filters by name, sorts, and writes a lead with its contact', async () => {
      const leads = records('leads');
      for (const limit of [2, 100]) expect(ids((await listAll(`/leads?limit=${limit}`)).items)).toEqual(leads.map((lead) => lead.id));
      const first = leads[0]!;
      const lead = (await get(`/leads/${first.id}`)).body.data;
      expect(lead).toMatchObject({ id: first.id, name: props(first).hs_lead_name, status: props(first).hs_pipeline_stage, owner_id: props(first).hubspot_owner_id, contact_id: expect.stringMatching(/^\d+$/), company_id: expect.stringMatching(/^\d+$/) });
      expect(ids((await listAll(`/leads?filter[name]=${encodeURIComponent(props(first).hs_lead_name!)}`)).items)).toEqual([first.id]);
      const names = (await listAll('/leads?sort[by]=name&sort[direction]=desc')).items.map((item) => item.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      for (const field of ['created_at', 'updated_at']) {
        const keys = (await listAll(`/leads?sort[by]=${field}`)).items.map((item) => item[field]);
        expect(keys).toEqual([...keys].sort());
      }
      expectErrorEnvelope(await get('/leads?filter[email]=a@b.example'), 400, 'UnsupportedFiltersError');
      expectErrorEnvelope(await get('/leads?sort[by]=email'), 400, 'UnsupportedSortFieldError');

      const person = await send('POST', '/leads', { name: 'Ada Byron', emails: [{ email: 'ada.byron@example.com' }], phone_numbers: [{ number: '+44 20 7946 0000' }], title: 'Countess' });
      expect(person.status, person.text).toBe(201);
      const made = (await get(`/leads/${person.body.data.id}`)).body.data;
      expect(made.name).toBe('Ada Byron');
      expect((await get(`/contacts/${made.contact_id}`)).body.data).toMatchObject({ first_name: 'Ada', last_name: 'Byron', title: 'Countess', emails: [{ email: 'ada.byron@example.com', type: 'primary' }], phone_numbers: [{ number: '+44 20 7946 0000', type: 'primary' }] });
      const again = await send('POST', '/leads', { name: 'Ada again', emails: [{ email: 'ada.byron@example.com' }] });
      expect((await get(`/leads/${again.body.data.id}`)).body.data.contact_id).toBe(made.contact_id);
      const contact = records('contacts')[12]!;
      const company = records('companies')[6]!;
      const created = await send('POST', '/leads', { name: 'Inbound demo request', contact_id: contact.id, company_id: company.id, status: 'attempting-stage-id' });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id;
      expect((await get(`/leads/${id}`)).body.data).toMatchObject({ name: 'Inbound demo request', contact_id: contact.id, company_id: company.id, status: 'attempting-stage-id' });
      expect((await send('PATCH', `/leads/${id}`, { name: 'Inbound demo request', status: 'qualified-stage-id' })).status).toBe(200);
      expect((await get(`/leads/${id}`)).body.data.status).toBe('qualified-stage-id');
      expect((await send('DELETE', `/leads/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/leads/${id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('notes', () => {
    it('pages, maps their associations, filters, and writes a note on a contact, company and deal', async () => {
      const notes = records('notes');
      for (const limit of [9, 100]) expect(ids((await listAll(`/notes?limit=${limit}`)).items)).toEqual(notes.map((note) => note.id));
      const first = notes[0]!;
      const note = (await get(`/notes/${first.id}`)).body.data;
      expect(note).toMatchObject({ content: props(first).hs_note_body, owner_id: props(first).hubspot_owner_id, opportunity_id: expect.stringMatching(/^\d+$/), company_id: expect.stringMatching(/^\d+$/) });
      const owner = props(first).hubspot_owner_id!;
      expect(ids((await listAll(`/notes?limit=3&filter[owner_id]=${owner}`)).items).sort()).toEqual(notes.filter((candidate) => props(candidate).hubspot_owner_id === owner).map((candidate) => candidate.id).sort());
      const cut = [...notes].map((candidate) => candidate.updatedAt as number).sort((a, b) => a - b)[10]!;
      expect(ids((await listAll(`/notes?filter[updated_since]=${new Date(cut).toISOString()}`)).items).sort()).toEqual(notes.filter((candidate) => (candidate.updatedAt as number) >= cut).map((candidate) => candidate.id).sort());
      const created = [...notes].map((candidate) => candidate.createdAt as number).sort((a, b) => a - b)[10]!;
      expect(ids((await listAll(`/notes?filter[created_since]=${new Date(created).toISOString()}`)).items).sort()).toEqual(notes.filter((candidate) => (candidate.createdAt as number) >= created).map((candidate) => candidate.id).sort());
      expectErrorEnvelope(await get('/notes?filter[title]=x'), 400, 'UnsupportedFiltersError');

      const [contact, company, deal] = [records('contacts')[1]!, records('companies')[1]!, records('deals')[1]!];
      const made = await send('POST', '/notes', { content: '<p>Called, <b>interested</b>.</p>', contact_id: contact.id, company_id: company.id, opportunity_id: deal.id });
      expect(made.status, made.text).toBe(201);
      const id = made.body.data.id;
      expect((await get(`/notes/${id}`)).body.data).toMatchObject({ content: '<p>Called, <b>interested</b>.</p>', contact_id: contact.id, company_id: company.id, opportunity_id: deal.id });
      expect((await send('PATCH', `/notes/${id}`, { content: 'Follow-up booked', contact_id: null })).status).toBe(200);
      expect((await get(`/notes/${id}`)).body.data).toMatchObject({ content: 'Follow-up booked', contact_id: null, company_id: company.id });
      expect((await send('DELETE', `/notes/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/notes/${id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('activities', () => {
    it('walks calls, emails, meetings and tasks to the end with more than one page size', async () => {
      const expected = allActivities().map((activity) => activity.id).sort();
      for (const limit of [4, 100]) expect(ids((await listAll(`/activities?limit=${limit}`)).items).sort()).toEqual(expected);
      const call = records('calls')[0]!;
      const mapped = (await get(`/activities/call_${call.id}`)).body.data;
      expect(mapped).toMatchObject({
        id: `call_${call.id}`, downstream_id: call.id, type: 'call', title: props(call).hs_call_title, description: props(call).hs_call_body,
        duration_seconds: Number(props(call).hs_call_duration) / 1000, done: true, activity_datetime: props(call).hs_timestamp, contact_id: expect.any(String),
      });
      const meeting = records('meetings')[0]!;
      expect((await get(`/activities/meeting_${meeting.id}`)).body.data).toMatchObject({ type: 'meeting', location: 'Zoom', start_datetime: props(meeting).hs_meeting_start_time, end_datetime: props(meeting).hs_meeting_end_time, duration_seconds: 3600 });
      expectErrorEnvelope(await get(`/activities/${call.id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/activities/call_999'), 404, 'EntityNotFoundError');
    });

    // HubSpot's search takes a few requests a second, and a merged page makes one a type: this one takes its time.
    it('merges the types\' searches for filters and sorts without skipping or repeating', { timeout: 120_000 }, async () => {
      const activities = allActivities();
      const company = records('companies')[0]!;
      const ofCompany = (await listAll(`/activities?limit=3&filter[company_id]=${company.id}`)).items;
      expect(ofCompany.length).toBeGreaterThan(1);
      expect(ofCompany.every((item) => item.company_id === company.id)).toBe(true);
      expect(new Set(ids(ofCompany)).size).toBe(ofCompany.length);
      const contact = ofCompany.find((item) => item.contact_id)!.contact_id;
      expect((await listAll(`/activities?filter[contact_id]=${contact}`)).items.every((item) => item.contact_id === contact)).toBe(true);
      const owner = props(activities[0]!.record).hubspot_owner_id!;
      expect(ids((await listAll(`/activities?limit=5&filter[owner_id]=${owner}`)).items).sort()).toEqual(activities.filter((activity) => props(activity.record).hubspot_owner_id === owner).map((activity) => activity.id).sort());
      const cut = activities.map((activity) => activity.record.updatedAt as number).sort((a, b) => a - b)[6]!;
      expect(ids((await listAll(`/activities?limit=10&filter[updated_since]=${new Date(cut).toISOString()}`)).items).sort()).toEqual(activities.filter((activity) => (activity.record.updatedAt as number) >= cut).map((activity) => activity.id).sort());
      expect(ids((await listAll('/activities?limit=2&filter[type]=meeting')).items).sort()).toEqual(records('meetings').map((record) => `meeting_${record.id}`).sort());
      expect((await get('/activities?filter[type]=deadline')).body.data).toEqual([]);
      expectErrorEnvelope(await get('/activities?filter[type]=note'), 400, 'UnsupportedFiltersError');
      for (const [field, direction] of [['created_at', 'desc'], ['updated_at', 'asc']] as const) {
        const { items } = await listAll(`/activities?limit=20&sort[by]=${field}&sort[direction]=${direction}`);
        expect(ids(items).sort()).toEqual(activities.map((activity) => activity.id).sort());
        const keys = items.map((item) => item[field]);
        const sorted = [...keys].sort();
        expect(keys).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    });

    it('creates, updates and deletes a call and a meeting, refusing a type HubSpot has not', async () => {
      const [contact, deal] = [records('contacts')[2]!, records('deals')[2]!];
      const made = await send('POST', '/activities', { type: 'call', title: 'Pricing call', description: 'Went through the tiers', duration_seconds: 900, done: true, activity_datetime: '2030-02-01T10:00:00.000Z', contact_id: contact.id, opportunity_id: deal.id });
      expect(made.status, made.text).toBe(201);
      const id = made.body.data.id;
      expect(id).toMatch(/^call_\d+$/);
      expect((await get(`/activities/${id}`)).body.data).toMatchObject({ type: 'call', title: 'Pricing call', duration_seconds: 900, done: true, activity_datetime: '2030-02-01T10:00:00.000Z', contact_id: contact.id, opportunity_id: deal.id });
      expect((await send('PATCH', `/activities/${id}`, { type: 'call', title: 'Pricing call (2)', done: false })).status).toBe(200);
      expect((await get(`/activities/${id}`)).body.data).toMatchObject({ title: 'Pricing call (2)', done: false, duration_seconds: 900 });
      expectErrorEnvelope(await send('PATCH', `/activities/${id}`, { type: 'meeting' }), 400, 'RequestValidationError');
      expect((await send('DELETE', `/activities/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/activities/${id}`), 404, 'EntityNotFoundError');

      const meeting = await send('POST', '/activities', { type: 'meeting', title: 'Kick-off', start_datetime: '2030-03-01T09:00:00.000Z', end_datetime: '2030-03-01T10:30:00.000Z', location: 'HQ', note: 'Bring the SOW' });
      expect(meeting.status, meeting.text).toBe(201);
      expect((await get(`/activities/${meeting.body.data.id}`)).body.data).toMatchObject({ type: 'meeting', title: 'Kick-off', duration_seconds: 5400, location: 'HQ', note: 'Bring the SOW', activity_datetime: '2030-03-01T09:00:00.000Z' });
      expectErrorEnvelope(await send('POST', '/activities', { type: 'deadline', title: 'x' }), 400, 'RequestValidationError');
    });
  });

  describe('users', () => {
    it('lists owners with paging and filter[email], reads one, and refuses what owners cannot do', async () => {
      const owners = records('owners');
      for (const limit of [2, 100]) expect(ids((await listAll(`/users?limit=${limit}`)).items)).toEqual(owners.map((owner) => owner.id));
      const me = owners[0]!;
      expect((await get(`/users/${me.id}`)).body.data).toMatchObject({ id: me.id, name: `${HUBSPOT_DEMO_ACCOUNT.userFirstName} ${HUBSPOT_DEMO_ACCOUNT.userLastName}`, emails: [{ email: HUBSPOT_DEMO_ACCOUNT.userEmail, type: 'primary' }], status: 'active', division: 'Sales' });
      expect(ids((await listAll(`/users?filter[email]=${encodeURIComponent(HUBSPOT_DEMO_ACCOUNT.userEmail)}`)).items)).toEqual([me.id]);
      expectErrorEnvelope(await get('/users?filter[name]=Morgan'), 400, 'UnsupportedFiltersError');
      expectErrorEnvelope(await get('/users/4242'), 404, 'EntityNotFoundError');
      for (const [method, path] of [['POST', '/users'], ['PATCH', `/users/${me.id}`], ['DELETE', `/users/${me.id}`]] as const) {
        expectErrorEnvelope(await send(method, path, method === 'DELETE' ? undefined : { emails: [{ email: 'x@example.com' }] }), 400, 'ConnectorOperationUnsupportedError');
      }
    });
  });

  describe('pipelines', () => {
    it('pages the deal pipelines, reads one, creates, renames, restages and deletes one', async () => {
      const expected = records('pipelines').filter((pipeline) => pipeline.objectTypeId === '0-3').map((pipeline) => pipeline.pipelineId);
      for (const limit of [1, 100]) expect(ids((await listAll(`/pipelines?limit=${limit}`)).items)).toEqual(expected);
      const sales = (await get('/pipelines/default')).body.data;
      expect(sales.stages.map((stage: Json) => [stage.id, stage.win_probability])).toEqual([
        ['appointmentscheduled', 20], ['qualifiedtobuy', 40], ['presentationscheduled', 60], ['decisionmakerboughtin', 80], ['contractsent', 90], ['closedwon', 100], ['closedlost', 0],
      ]);
      expectErrorEnvelope(await get('/pipelines/missing'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', '/pipelines', { name: 'Empty' }), 400, 'RequestValidationError');
      const made = await send('POST', '/pipelines', { name: 'Partners', display_order: 5, stages: [{ name: 'Intro', win_probability: 10 }, { name: 'Signed', win_probability: 100 }] });
      expect(made.status, made.text).toBe(201);
      const id = made.body.data.id;
      const read = (await get(`/pipelines/${id}`)).body.data;
      expect(read).toMatchObject({ name: 'Partners', display_order: 5, stages: [expect.objectContaining({ name: 'Intro', win_probability: 10 }), expect.objectContaining({ name: 'Signed', win_probability: 100 })] });
      expect((await send('PATCH', `/pipelines/${id}`, { name: 'Partner deals' })).status).toBe(200);
      expect((await get(`/pipelines/${id}`)).body.data.name).toBe('Partner deals');
      const kept = read.stages[0].id;
      expect((await send('PATCH', `/pipelines/${id}`, { name: 'Partner deals', stages: [{ id: kept, name: 'Intro call', win_probability: 20 }, { name: 'Won', win_probability: 100 }, { name: 'Lost', win_probability: 0 }] })).status).toBe(200);
      const restaged = (await get(`/pipelines/${id}`)).body.data.stages;
      expect(restaged.map((stage: Json) => [stage.name, stage.win_probability])).toEqual([['Intro call', 20], ['Won', 100], ['Lost', 0]]);
      expect(restaged[0].id).toBe(kept);
      const deal = await send('POST', '/opportunities', { title: 'Via partner', pipeline_id: id, status: 'won' });
      expect((await get(`/opportunities/${deal.body.data.id}`)).body.data).toMatchObject({ pipeline_id: id, pipeline_stage_id: restaged[1].id, status: 'won' });
      expect((await send('DELETE', `/pipelines/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/pipelines/${id}`), 404, 'EntityNotFoundError');
    });
  });

  describe('lists', () => {
    it('lists the lists, reads one, and pages its members', async () => {
      const lists = records('lists');
      expect(ids((await listAll('/lists?limit=1')).items)).toEqual(lists.map((list) => list.id));
      expect((await get('/lists/102')).body.data).toMatchObject({ id: '102', name: 'Customers', type: 'dynamic', is_dynamic: true, object_type: 'contacts', record_count: (lists[1]!.members as unknown[]).length });
      expect((await get('/lists/101')).body.data).toMatchObject({ type: 'static', is_dynamic: false });
      const members = (lists[0]!.members as { recordId: string }[]).map((member) => member.recordId);
      for (const limit of [4, 100]) {
        const { items } = await listAll(`/lists/101/members?limit=${limit}`);
        expect(ids(items)).toEqual(members);
        expect(items.every((item) => item.object_type === 'contacts')).toBe(true);
      }
      expectErrorEnvelope(await get('/lists/999'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/lists/999/members'), 404, 'EntityNotFoundError');
    });
  });

  describe('custom objects', () => {
    it('reads the schemas, creates one, writes its records, and refuses unknown fields', async () => {
      const schema = records('schemas')[0]!;
      const listed = (await listAll('/custom-object-schemas?limit=1')).items;
      expect(ids(listed)).toEqual(records('schemas').map((record) => record.objectTypeId));
      expect(listed[0]).toMatchObject({ name: 'projects', fields: [expect.objectContaining({ name: 'project_name', type: 'string', required: true }), expect.objectContaining({ name: 'code', type: 'string' }), expect.objectContaining({ name: 'budget', type: 'number' }), expect.objectContaining({ name: 'project_status', type: 'select', options: [{ value: 'planned', label: 'planned' }, expect.anything(), expect.anything()] })] });

      const objects = records('custom_objects').filter((record) => record.objectTypeId === schema.objectTypeId);
      for (const limit of [3, 100]) expect(ids((await listAll(`/custom-objects/${schema.objectTypeId}?limit=${limit}`)).items)).toEqual(objects.map((record) => record.id));
      const first = objects[0]!;
      expect((await get(`/custom-objects/${schema.objectTypeId}/${first.id}`)).body.data).toMatchObject({ id: first.id, name: props(first).project_name, fields: expect.arrayContaining([{ name: 'budget', value: props(first).budget }]) });
      const made = await send('POST', `/custom-objects/${schema.objectTypeId}`, { name: 'Data migration', fields: [{ name: 'budget', value: '25000' }, { name: 'project_status', value: 'planned' }] });
      expect(made.status, made.text).toBe(201);
      const id = made.body.data.id;
      expect((await send('PATCH', `/custom-objects/${schema.objectTypeId}/${id}`, { fields: [{ name: 'project_status', value: 'active' }] })).status).toBe(200);
      expect((await get(`/custom-objects/${schema.objectTypeId}/${id}`)).body.data).toMatchObject({ name: 'Data migration', fields: [{ name: 'budget', value: '25000' }, { name: 'project_status', value: 'active' }] });
      // pass_through reaches the record's own call, over the mapped properties.
      const passed = await send('PATCH', `/custom-objects/${schema.objectTypeId}/${id}`, { fields: [{ name: 'budget', value: '1' }], pass_through: [{ service_id: 'hubspot', extend_object: { properties: { budget: '30000', code: 'DM-1' } } }] });
      expect(passed.status, passed.text).toBe(200);
      expect((await get(`/custom-objects/${schema.objectTypeId}/${id}`)).body.data.fields).toEqual(expect.arrayContaining([{ name: 'budget', value: '30000' }, { name: 'code', value: 'DM-1' }]));
      expectErrorEnvelope(await send('PATCH', `/custom-objects/${schema.objectTypeId}/${id}`, { fields: [{ name: 'color', value: 'red' }] }), 400, 'RequestValidationError');
      expect((await send('DELETE', `/custom-objects/${schema.objectTypeId}/${id}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/custom-objects/${schema.objectTypeId}/${id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/custom-objects/not-a-type'), 404, 'EntityNotFoundError');

      const created = await send('POST', '/custom-object-schemas', { name: 'Vehicle', description: 'Fleet cars', fields: [{ name: 'model', type: 'string', required: true }, { name: 'seats', type: 'integer' }, { name: 'fuel', type: 'select', options: [{ value: 'ev', label: 'Electric' }, { value: 'gas', label: 'Gas' }] }] });
      expect(created.status, created.text).toBe(201);
      const type = created.body.data.id;
      expect(type).toMatch(/^2-\d+$/);
      expect((await get(`/custom-object-schemas/${type}`)).body.data).toMatchObject({ name: 'vehicle', description: 'Fleet cars', fields: [expect.objectContaining({ name: 'model', required: true }), expect.objectContaining({ name: 'seats', type: 'number' }), expect.objectContaining({ name: 'fuel', type: 'select' })] });
      expect((await send('PATCH', `/custom-object-schemas/${type}`, { description: 'Company cars', fields: [{ name: 'model', type: 'string', required: true }, { name: 'plate', type: 'string', required: true }] })).status).toBe(200);
      const changed = (await get(`/custom-object-schemas/${type}`)).body.data;
      expect(changed.description).toBe('Company cars');
      expect(changed.fields.filter((field: Json) => field.required).map((field: Json) => field.name).sort()).toEqual(['model', 'plate']);
      const car = await send('POST', `/custom-objects/${type}`, { name: 'Model 3', fields: [{ name: 'plate', value: 'EV-001' }] });
      expect(car.status, car.text).toBe(201);
      expectErrorEnvelope(await send('DELETE', `/custom-object-schemas/${type}`), 409, 'ConnectorExecutionError');
      expect((await send('DELETE', `/custom-objects/${type}/${car.body.data.id}`)).status).toBe(200);
      expect((await send('DELETE', `/custom-object-schemas/${type}`)).status).toBe(200);
      expectErrorEnvelope(await get(`/custom-object-schemas/${type}`), 404, 'EntityNotFoundError');
    });
  });
});
