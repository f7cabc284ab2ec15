/**
 * Unified contacts ↔ Pipedrive persons (API v2).
 *
 * Written as one name: `name`, else first and last name joined (an update
 * naming one half completes it from the person: contacts.ts).
 *
 * Left out: company_name (a person names only its organization's id),
 * photo_url (Pipedrive gives a picture id, not a URL), websites and social
 * links (no such fields; a company keeps them as custom fields).
 */
import type { contacts } from '../../unified/crm/contacts.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import { idText } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { idWrite, pipedriveTime, someIdWrite } from './api.js';
import { readAddress, readEmails, readPhones, writeAddress, writeEmails, writePhones, type PipedriveAddress, type PipedriveEntry } from './contact-entries.js';
import { readCustomFields, type FieldDefinition } from './custom-fields.js';

export type Contact = ModelOf<typeof contacts>;

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

/** The person's name from the write: `name`, else first and last name joined (the missing half from `current`). */
export function nameOf(record: WriteModel<Contact>, current: PipedrivePerson | undefined): string | undefined {
  if (typeof record.name === 'string' && record.name.trim() !== '') return record.name.trim();
  if (record.first_name === undefined && record.last_name === undefined) return undefined;
  const currentHalves = splitName(current?.name);
  const first = record.first_name === undefined ? currentHalves.first_name : record.first_name;
  const last = record.last_name === undefined ? currentHalves.last_name : record.last_name;
  const joined = [first, last].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return joined === '' ? undefined : joined;
}

const name = (_: unknown, record: WriteModel<Contact>) => {
  const written = nameOf(record, undefined);
  return written === undefined ? {} : { name: written };
};
const text = (at: keyof PipedrivePerson) => ({ read: (person: PipedrivePerson) => nonEmpty(person[at] as string | null | undefined), write: (value: string | null | undefined) => ({ [at]: value }) });

export const contactFields = fieldTable<Contact, PipedrivePerson, readonly FieldDefinition[]>({
  id: { at: 'id', codec: idText, write: false },
  name: { read: (person) => nonEmpty(person.name), write: name },
  first_name: { read: (person) => nonEmpty(person.first_name), write: name },
  last_name: { read: (person) => nonEmpty(person.last_name), write: name },
  owner_id: { at: 'owner_id', codec: idText, write: someIdWrite('owner_id', 'owner_id') },
  company_id: { at: 'org_id', codec: idText, write: idWrite('company_id', 'org_id') },
  title: text('job_title'),
  birthday: text('birthday'),
  description: text('notes'),
  emails: { read: (person) => readEmails(person.emails), write: (emails = []) => ({ emails: writeEmails(emails) }) },
  phone_numbers: { read: (person) => readPhones(person.phones), write: (phones = []) => ({ phones: writePhones(phones) }) },
  addresses: { read: (person) => readAddress(person.postal_address), write: (addresses = []) => ({ postal_address: writeAddress(addresses) }) },
  custom_fields: { read: (person, fields) => readCustomFields(person.custom_fields, fields), write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false, sort: true },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false, sort: true },
}, { sortOrder: ['created_at', 'updated_at'] });
