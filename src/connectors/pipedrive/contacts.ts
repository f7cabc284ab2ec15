/**
 * Unified contacts on Pipedrive persons (API v2: /api/v2/persons); the
 * mapping is contact-fields.ts, custom fields through custom-fields.ts.
 *
 * Filters: owner_id, company_id (org_id) and updated_since are parameters of
 * the list; email, phone_number and name are exact searches
 * (/api/v2/persons/search, exact_match=true), first_name and last_name a
 * search of the name kept when the half matches (search.ts). Sort:
 * created_at (add_time) and updated_at (update_time); Pipedrive sorts
 * persons by nothing else. created_since has no parameter in v2 and is not
 * offered.
 */
import { contacts } from '../../unified/crm/contacts.js';
import type { ListParams } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { numericId, rfc3339, V2 } from './api.js';
import { contactFields, nameOf, type Contact } from './contact-fields.js';
import { customFieldsOf, customFieldsWritten } from './custom-fields.js';
import { idFilter, pipedriveRecords } from './dialect.js';
import { same, searchThenList, type SearchAsk } from './search.js';

const PERSONS = `${V2}/persons`;

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** The search a filter needs, the most selective first, within the company asked for. */
function searchFor(filter: ListParams['filter']): SearchAsk | undefined {
  const org = typeof filter.company_id === 'string' ? numericId('company_id', filter.company_id) : undefined;
  const ask = (term: unknown, fields: string, exact: boolean): SearchAsk => ({ path: `${PERSONS}/search`, term: String(term), fields, exact, ...(org ? { query: { organization_id: org } } : {}) });
  if (typeof filter.email === 'string') return ask(filter.email, 'email', true);
  if (typeof filter.phone_number === 'string') return ask(filter.phone_number, 'phone', true);
  if (typeof filter.name === 'string') return ask(filter.name, 'name', true);
  if (typeof filter.last_name === 'string') return ask(filter.last_name, 'name', false);
  if (typeof filter.first_name === 'string') return ask(filter.first_name, 'name', false);
  return undefined;
}

/** Every search filter, checked on the full record (a search matches more loosely than the unified filters mean). */
function matches(person: Contact, filter: ListParams['filter']): boolean {
  if (typeof filter.email === 'string' && !(person.emails ?? []).some((email) => same(email.email, filter.email))) return false;
  if (typeof filter.phone_number === 'string' && !(person.phone_numbers ?? []).some((phone) => digits(phone.number) !== '' && digits(phone.number) === digits(filter.phone_number))) return false;
  for (const half of ['name', 'first_name', 'last_name'] as const) if (typeof filter[half] === 'string' && !same(person[half], filter[half])) return false;
  return true;
}

const searchOnly = () => ({});

export const pipedriveContacts = collection(contacts, {
  ...pipedriveRecords(PERSONS, 'person'),
  downstream: { id: 'persons', name: 'Persons' },
  what: 'person',
  fields: contactFields,
  ...customFieldsOf('personFields'),
  filters: {
    name: searchOnly, first_name: searchOnly, last_name: searchOnly, email: searchOnly, phone_number: searchOnly,
    company_id: idFilter('company_id', 'org_id'), owner_id: idFilter('owner_id', 'owner_id'), updated_since: (since) => ({ updated_since: rfc3339(since) }),
  },
  hooks: {
    list: searchThenList(searchFor, matches),
    async beforeWrite(ctx, { operation, record, body, current }) {
      const written = { ...(body as Record<string, unknown>) };
      // Half a name is completed from the person as it is (Pipedrive keeps one name).
      if (operation === 'update' && record.name === undefined && (record.first_name !== undefined || record.last_name !== undefined)) {
        const name = nameOf(record, await current());
        if (name === undefined) delete written.name;
        else written.name = name;
      }
      const custom = await customFieldsWritten(ctx, 'personFields', record.custom_fields);
      return custom ? { ...written, custom_fields: custom } : written;
    },
  },
});
