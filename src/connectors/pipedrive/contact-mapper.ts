/**
 * Unified contacts ↔ Pipedrive persons (API v2).
 *
 * | unified              | Pipedrive person                                   |
 * |----------------------|----------------------------------------------------|
 * | id                   | id                                                 |
 * | name, first_name, last_name | name (Pipedrive derives first and last name from it) |
 * | owner_id             | owner_id                                           |
 * | company_id           | org_id                                             |
 * | title                | job_title (contact sync only)                      |
 * | birthday             | birthday (contact sync only)                       |
 * | description          | notes (contact sync only)                          |
 * | emails, phone_numbers | emails, phones (contact-entries.ts)               |
 * | addresses            | postal_address (contact sync only)                 |
 * | custom_fields        | custom_fields, named through /v1/personFields      |
 * | created_at, updated_at | add_time, update_time                            |
 *
 * Left out: company_name (a person names only its organization's id),
 * photo_url (Pipedrive gives a picture id, not a URL), websites and social
 * links (no such fields; a company keeps them as custom fields).
 */
import type { ModelOf } from '../../unified/define.js';
import type { contacts } from '../../unified/crm/contacts.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import { idText, isoTime, numericId } from './api.js';
import { readAddress, readEmails, readPhones, writeAddress, writeEmails, writePhones, type PipedriveAddress, type PipedriveEntry } from './contact-entries.js';
import { readCustomFields, writeCustomFields, type FieldDefinition } from './custom-fields.js';

type Contact = ModelOf<typeof contacts>;

export interface PipedrivePerson {
  id: number;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  owner_id?: number | null;
  org_id?: number | null;
  add_time?: string | null;
  update_time?: string | null;
  emails?: PipedriveEntry[] | null;
  phones?: PipedriveEntry[] | null;
  custom_fields?: Record<string, unknown> | null;
  postal_address?: PipedriveAddress | null;
  birthday?: string | null;
  job_title?: string | null;
  notes?: string | null;
}

export const fromPipedrivePerson = mapFields<PipedrivePerson, Contact, readonly FieldDefinition[]>({
  id: (person) => String(person.id),
  name: (person) => nonEmpty(person.name),
  first_name: (person) => nonEmpty(person.first_name),
  last_name: (person) => nonEmpty(person.last_name),
  owner_id: (person) => idText(person.owner_id),
  company_id: (person) => idText(person.org_id),
  title: (person) => nonEmpty(person.job_title),
  birthday: (person) => nonEmpty(person.birthday),
  description: (person) => nonEmpty(person.notes),
  emails: (person) => readEmails(person.emails),
  phone_numbers: (person) => readPhones(person.phones),
  addresses: (person) => readAddress(person.postal_address),
  custom_fields: (person, fields) => readCustomFields(person.custom_fields, fields),
  updated_at: (person) => isoTime(person.update_time),
  created_at: (person) => isoTime(person.add_time),
});

/** The person's name from the write: `name`, else first and last name joined (the missing half from `current`). */
function nameOf(record: WriteModel<Contact>, current: PipedrivePerson | undefined): string | undefined {
  if (typeof record.name === 'string' && record.name.trim() !== '') return record.name.trim();
  if (record.first_name === undefined && record.last_name === undefined) return undefined;
  const currentHalves = splitName(current?.name);
  const first = record.first_name === undefined ? currentHalves.first_name : record.first_name;
  const last = record.last_name === undefined ? currentHalves.last_name : record.last_name;
  const joined = [first, last].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return joined === '' ? undefined : joined;
}

/** The v2 body of a create or update: only what the request names. */
export function toPipedrivePerson(record: WriteModel<Contact>, fields: readonly FieldDefinition[], current?: PipedrivePerson): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const name = nameOf(record, current);
  if (name !== undefined) body.name = name;
  const owner = numericId('owner_id', record.owner_id);
  if (owner !== undefined && owner !== null) body.owner_id = owner;
  const org = numericId('company_id', record.company_id);
  if (org !== undefined) body.org_id = org;
  if (record.emails !== undefined) body.emails = writeEmails(record.emails);
  if (record.phone_numbers !== undefined) body.phones = writePhones(record.phone_numbers);
  if (record.addresses !== undefined) body.postal_address = writeAddress(record.addresses);
  if (record.title !== undefined) body.job_title = record.title;
  if (record.birthday !== undefined) body.birthday = record.birthday;
  if (record.description !== undefined) body.notes = record.description;
  const custom = writeCustomFields(record.custom_fields, fields);
  if (custom) body.custom_fields = custom;
  return body;
}
