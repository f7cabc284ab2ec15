/**
 * Unified contacts on Pipedrive persons (API v2: /api/v2/persons).
 *
 * Filters: owner_id, company_id (org_id) and updated_since are parameters of
 * the list; email, phone_number and name are exact searches
 * (/api/v2/persons/search, exact_match=true), first_name and last_name a
 * search of the name kept when the half matches. Whatever the search finds
 * is fetched through the list with the other filters, and every filter is
 * checked again on the records, so a page holds only matches (it may be
 * short; links.next goes on). Sort: created_at (add_time) and updated_at
 * (update_time); Pipedrive sorts persons by nothing else. created_since has
 * no parameter in v2 and is not offered.
 */
import { contacts } from '../../unified/crm/contacts.js';
import { implement, type ConnectorContext, type ListParams } from '../framework/define.js';
import { restDelete, segment } from '../framework/rest/index.js';
import { getData, notFoundRule, numericId, rfc3339, V2, v2Sort, writeRecord } from './api.js';
import { fromPipedrivePerson, toPipedrivePerson, type PipedrivePerson } from './contact-mapper.js';
import { customFieldDefinitions } from './custom-fields.js';
import { listPage, searchedPage, type SearchAsk } from './v2-list.js';

const PERSONS = `${V2}/persons`;
const SORT_FIELDS = { created_at: 'add_time', updated_at: 'update_time' } as const;
const notFound = notFoundRule('person');

const lower = (value: unknown) => String(value ?? '').trim().toLowerCase();
const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** The search a filter needs, the most selective first. */
function searchFor(filter: ListParams['filter']): SearchAsk | undefined {
  const ask = (term: unknown, fields: string, exact: boolean): SearchAsk => ({ path: `${PERSONS}/search`, term: String(term), fields, exact });
  if (typeof filter.email === 'string') return ask(filter.email, 'email', true);
  if (typeof filter.phone_number === 'string') return ask(filter.phone_number, 'phone', true);
  if (typeof filter.name === 'string') return ask(filter.name, 'name', true);
  if (typeof filter.last_name === 'string') return ask(filter.last_name, 'name', false);
  if (typeof filter.first_name === 'string') return ask(filter.first_name, 'name', false);
  return undefined;
}

/** Every search filter, checked on the full record (a search matches more loosely than the unified filters mean). */
function matches(person: PipedrivePerson, filter: ListParams['filter']): boolean {
  if (typeof filter.email === 'string' && !(person.emails ?? []).some((email) => lower(email.value) === lower(filter.email))) return false;
  if (typeof filter.phone_number === 'string' && !(person.phones ?? []).some((phone) => digits(phone.value) !== '' && digits(phone.value) === digits(filter.phone_number))) return false;
  if (typeof filter.name === 'string' && lower(person.name) !== lower(filter.name)) return false;
  if (typeof filter.first_name === 'string' && lower(person.first_name) !== lower(filter.first_name)) return false;
  if (typeof filter.last_name === 'string' && lower(person.last_name) !== lower(filter.last_name)) return false;
  return true;
}

async function listContacts(ctx: ConnectorContext, params: ListParams) {
  const { filter } = params;
  const fields = await customFieldDefinitions(ctx, 'personFields');
  const query = {
    ...(typeof filter.owner_id === 'string' ? { owner_id: numericId('owner_id', filter.owner_id) ?? undefined } : {}),
    ...(typeof filter.company_id === 'string' ? { org_id: numericId('company_id', filter.company_id) ?? undefined } : {}),
    ...(typeof filter.updated_since === 'string' ? { updated_since: rfc3339(filter.updated_since) } : {}),
    ...v2Sort(params.sort, SORT_FIELDS),
  };
  const search = searchFor(filter);
  if (search && query.org_id !== undefined) search.query = { organization_id: query.org_id };
  const page = search ? await searchedPage<PipedrivePerson>(ctx, PERSONS, search, params, query) : await listPage<PipedrivePerson>(ctx, PERSONS, params, query);
  return { items: page.items.filter((person) => matches(person, filter)).map((person) => fromPipedrivePerson(person, fields)), next: page.next };
}

async function getPerson(ctx: ConnectorContext, id: string): Promise<PipedrivePerson> {
  return getData<PipedrivePerson>(ctx, 'person', id, `${PERSONS}/${segment(id)}`);
}

export const pipedriveContacts = implement(contacts, {
  downstream: { id: 'persons', name: 'Persons' },
  mapper: fromPipedrivePerson,
  list: {
    paging: true,
    filters: ['name', 'first_name', 'last_name', 'email', 'phone_number', 'company_id', 'owner_id', 'updated_since'],
    sortBy: Object.keys(SORT_FIELDS),
    run: listContacts,
  },
  async one(ctx, { id }) {
    const [person, fields] = await Promise.all([getPerson(ctx, id), customFieldDefinitions(ctx, 'personFields')]);
    return fromPipedrivePerson(person, fields);
  },
  async add(ctx, { record }) {
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'personFields') : [];
    const { body } = await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: PERSONS, json: toPipedrivePerson(record, fields) });
    return { id: String(body.data.id) };
  },
  async update(ctx, { id, record }) {
    // Half a name is completed from the person as it is (Pipedrive keeps one name).
    const halfName = record.name === undefined && (record.first_name !== undefined || record.last_name !== undefined);
    const current = halfName ? await getPerson(ctx, id) : undefined;
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'personFields') : [];
    await writeRecord(ctx, 'person', id, { method: 'PATCH', path: `${PERSONS}/${segment(id)}`, json: toPipedrivePerson(record, fields, current) });
    return { id };
  },
  delete: restDelete({ path: `${PERSONS}/{id}`, notFound }),
  events: [
    { action: 'created', downstream: 'added.person' },
    { action: 'updated', downstream: 'updated.person' },
    { action: 'deleted', downstream: 'deleted.person' },
    { action: 'created', downstream: 'create.person' },
    { action: 'updated', downstream: 'change.person' },
    { action: 'deleted', downstream: 'delete.person' },
  ],
});
