/**
 * Unified leads ↔ Pipedrive leads (API v1).
 *
 * | unified                    | Pipedrive lead                                   |
 * |----------------------------|--------------------------------------------------|
 * | id                         | id (a UUID)                                      |
 * | name                       | title                                            |
 * | owner_id                   | owner_id                                         |
 * | contact_id, company_id     | person_id, organization_id (one of them required) |
 * | lead_source                | source_name ("API", "Web Forms", …)              |
 * | monetary_amount + currency | value {amount (major units), currency}, as minor units |
 * | status                     | "archived" when is_archived, else "open"         |
 * | custom_fields              | top-level properties named by deal field keys (/v1/dealFields) |
 * | created_at, updated_at     | add_time, update_time                            |
 *
 * A Pipedrive lead is a potential deal with a title, linked to a person or an
 * organization: it has no name parts, emails, phone numbers or addresses of
 * its own (those are its person's), so those unified fields are not
 * answered; on a create without contact_id or company_id they make the
 * person the lead is linked to (leadPerson).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { ModelOf } from '../../unified/define.js';
import type { leads } from '../../unified/crm/leads.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { idText, isoTime, numericId } from './api.js';
import { writeEmails, writePhones } from './contact-entries.js';
import { readCustomFields, writeCustomFields, type FieldDefinition } from './custom-fields.js';

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

const currencyOf = (lead: PipedriveLead): string | null => {
  const code = (lead.value?.currency ?? '').toUpperCase();
  return isCurrencyCode(code) ? code : null;
};

export const fromPipedriveLead = mapFields<PipedriveLead, Lead, readonly FieldDefinition[]>({
  id: (lead) => lead.id,
  name: (lead) => lead.title ?? '',
  owner_id: (lead) => idText(lead.owner_id),
  contact_id: (lead) => idText(lead.person_id),
  company_id: (lead) => idText(lead.organization_id),
  lead_source: (lead) => lead.source_name ?? null,
  monetary_amount: (lead) => {
    const currency = currencyOf(lead);
    return typeof lead.value?.amount === 'number' && currency ? toMinorUnits(lead.value.amount, currency) : null;
  },
  currency: (lead) => currencyOf(lead) as Lead['currency'],
  status: (lead) => (lead.is_archived ? 'archived' : 'open'),
  custom_fields: (lead, fields) => readCustomFields(lead, fields),
  updated_at: (lead) => isoTime(lead.update_time),
  created_at: (lead) => isoTime(lead.add_time),
});

function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/** The v1 body of a create or update; `current` is the lead as it is, for an amount or currency changed alone. */
export function toPipedriveLead(record: WriteModel<Lead>, fields: readonly FieldDefinition[], current?: PipedriveLead): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.name !== undefined) body.title = record.name;
  const owner = numericId('owner_id', record.owner_id);
  if (owner !== undefined && owner !== null) body.owner_id = owner;
  const person = numericId('contact_id', record.contact_id);
  if (person !== undefined) body.person_id = person;
  const org = numericId('company_id', record.company_id);
  if (org !== undefined) body.organization_id = org;
  if (record.monetary_amount !== undefined || record.currency !== undefined) {
    const currency = record.currency ?? current?.value?.currency ?? null;
    const minor = record.monetary_amount === undefined ? (current?.value?.amount ?? null) : record.monetary_amount;
    if (minor === null) body.value = null;
    else {
      if (!currency || !isCurrencyCode(currency)) throw invalid('monetary_amount needs its currency', { currency: currency ?? null });
      const amount = record.monetary_amount === undefined ? Number(minor) : Number(fromMinorUnits(minor, currency));
      body.value = { amount, currency: currency.toUpperCase() };
    }
  }
  if (record.status !== undefined && record.status !== null) {
    const status = record.status.toLowerCase();
    if (status !== 'archived' && status !== 'open') throw invalid('A Pipedrive lead is open or archived', { status: record.status });
    body.is_archived = status === 'archived';
  }
  Object.assign(body, writeCustomFields(record.custom_fields, fields) ?? {});
  return body;
}

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
