/**
 * Unified companies ↔ Pipedrive organizations (API v2).
 *
 * | unified                | Pipedrive organization                         |
 * |------------------------|------------------------------------------------|
 * | id, name, owner_id     | id, name, owner_id                             |
 * | addresses              | address (contact-entries.ts), typed "office"   |
 * | custom_fields          | custom_fields, named through /v1/organizationFields |
 * | deleted                | is_deleted                                     |
 * | created_at, updated_at | add_time, update_time                          |
 *
 * Left out: emails, phone numbers, websites, industry, employees (Pipedrive
 * organizations have none as standard fields; companies add them as custom
 * fields, answered among custom_fields).
 */
import type { ModelOf } from '../../unified/define.js';
import type { companies } from '../../unified/crm/companies.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { idText, isoTime, numericId } from './api.js';
import { readAddress, writeAddress, type PipedriveAddress } from './contact-entries.js';
import { readCustomFields, writeCustomFields, type FieldDefinition } from './custom-fields.js';

type Company = ModelOf<typeof companies>;

export interface PipedriveOrganization {
  id: number;
  name?: string | null;
  owner_id?: number | null;
  address?: PipedriveAddress | null;
  custom_fields?: Record<string, unknown> | null;
  is_deleted?: boolean;
  add_time?: string | null;
  update_time?: string | null;
}

export const fromPipedriveOrganization = mapFields<PipedriveOrganization, Company, readonly FieldDefinition[]>({
  id: (org) => String(org.id),
  name: (org) => org.name ?? null,
  owner_id: (org) => idText(org.owner_id),
  addresses: (org) => readAddress(org.address, 'office'),
  custom_fields: (org, fields) => readCustomFields(org.custom_fields, fields),
  deleted: (org) => org.is_deleted === true,
  updated_at: (org) => isoTime(org.update_time),
  created_at: (org) => isoTime(org.add_time),
});

export function toPipedriveOrganization(record: WriteModel<Company>, fields: readonly FieldDefinition[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.name !== undefined && record.name !== null) body.name = record.name;
  const owner = numericId('owner_id', record.owner_id);
  if (owner !== undefined && owner !== null) body.owner_id = owner;
  if (record.addresses !== undefined) body.address = writeAddress(record.addresses);
  const custom = writeCustomFields(record.custom_fields, fields);
  if (custom) body.custom_fields = custom;
  return body;
}
