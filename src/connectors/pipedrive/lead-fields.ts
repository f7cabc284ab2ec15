/**
 * Unified leads ↔ Pipedrive leads (API v1).
 *
 * A Pipedrive lead is a potential deal with a title, linked to a person or an
 * organization: it has no name parts, emails, phone numbers or addresses of
 * its own (those are its person's), so those unified fields are not
 * answered; on a create without contact_id or company_id they make the
 * person the lead is linked to (leadPerson). An amount or a currency
 * written alone keeps the other half of the lead's value (leads.ts).
 */
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { leads } from '../../unified/crm/leads.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { idText } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { idWrite, invalid, knownCurrency, numericId, pipedriveTime, someIdWrite } from './api.js';
import { writeEmails, writePhones } from './contact-entries.js';
import { readCustomFields, type FieldDefinition } from './custom-fields.js';

type Lead = ModelOf<typeof leads>;

export interface PipedriveLead {
  id: string;
  title?: string | null;
  owner_id?: number | null;
  person_id?: number | null;
  organization_id?: number | null;
  source_name?: string | null;
  is_archived?: boolean;
  value?: { amount?: number | null; currency?: string | null } | null;
  add_time?: string | null;
  update_time?: string | null;
  [customKey: string]: unknown;
}

const currencyOf = (lead: PipedriveLead) => knownCurrency(lead.value?.currency);

/** The lead's value from the write; `current` is the lead as it is, for an amount or currency changed alone. */
export function leadValue(record: WriteModel<Lead>, current?: PipedriveLead): Record<string, unknown> {
  const currency = record.currency ?? current?.value?.currency ?? null;
  const minor = record.monetary_amount === undefined ? (current?.value?.amount ?? null) : record.monetary_amount;
  if (minor === null) return { value: null };
  if (!currency || !isCurrencyCode(currency)) throw invalid('monetary_amount needs its currency', { currency: currency ?? null });
  const amount = record.monetary_amount === undefined ? Number(minor) : Number(fromMinorUnits(minor, currency));
  return { value: { amount, currency: currency.toUpperCase() } };
}

/** Both halves of the value written together here; one alone waits for the lead's other half (leads.ts). */
const value = (_: unknown, record: WriteModel<Lead>) => (record.monetary_amount !== undefined && record.currency !== undefined ? leadValue(record) : {});

export const leadFields = fieldTable<Lead, PipedriveLead, readonly FieldDefinition[]>({
  id: { at: 'id', write: false },
  name: { read: (lead) => lead.title ?? '', write: (name) => ({ title: name }) },
  owner_id: { at: 'owner_id', codec: idText, write: someIdWrite('owner_id', 'owner_id') },
  contact_id: { at: 'person_id', codec: idText, write: idWrite('contact_id', 'person_id') },
  company_id: { at: 'organization_id', codec: idText, write: idWrite('company_id', 'organization_id') },
  lead_source: { read: (lead) => lead.source_name ?? null, write: false },
  monetary_amount: {
    read: (lead) => (typeof lead.value?.amount === 'number' && currencyOf(lead) ? toMinorUnits(lead.value.amount, currencyOf(lead) as string) : null),
    write: value,
  },
  currency: { read: (lead) => currencyOf(lead) as Lead['currency'], write: value },
  status: {
    read: (lead) => (lead.is_archived ? 'archived' : 'open'),
    write: (status) => {
      if (status === null || status === undefined) return {};
      if (status.toLowerCase() !== 'archived' && status.toLowerCase() !== 'open') throw invalid('A Pipedrive lead is open or archived', { status });
      return { is_archived: status.toLowerCase() === 'archived' };
    },
  },
  custom_fields: { read: (lead, fields) => readCustomFields(lead, fields), write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false, sort: true },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false, sort: true },
}, { sortOrder: ['created_at', 'updated_at'] });

/** The person a new lead names (its first and last name, else its name, with emails and phones), as a v2 person body; undefined when it names none. */
export function leadPerson(record: WriteModel<Lead>): Record<string, unknown> | undefined {
  const parts = [record.first_name, record.last_name].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  const name = parts.length > 0 ? parts.join(' ') : undefined;
  if (!name && !(record.emails?.length || record.phone_numbers?.length)) return undefined;
  return {
    name: name ?? record.name,
    ...(record.emails?.length ? { emails: writeEmails(record.emails) } : {}),
    ...(record.phone_numbers?.length ? { phones: writePhones(record.phone_numbers) } : {}),
    ...(numericId('owner_id', record.owner_id) ? { owner_id: numericId('owner_id', record.owner_id) } : {}),
  };
}
