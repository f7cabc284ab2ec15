/**
 * Unified companies ↔ Pipedrive organizations (API v2).
 *
 * Left out: emails, phone numbers, websites, industry, employees (Pipedrive
 * organizations have none as standard fields; companies add them as custom
 * fields, answered among custom_fields).
 */
import type { companies } from '../../unified/crm/companies.js';
import type { ModelOf } from '../../unified/define.js';
import { idText } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { pipedriveTime, someIdWrite } from './api.js';
import { readAddress, writeAddress, type PipedriveAddress } from './contact-entries.js';
import { readCustomFields, type FieldDefinition } from './custom-fields.js';

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

export const companyFields = fieldTable<Company, PipedriveOrganization, readonly FieldDefinition[]>({
  id: { at: 'id', codec: idText, write: false },
  name: { at: 'name', write: (name) => (name === null ? {} : { name }) },
  owner_id: { at: 'owner_id', codec: idText, write: someIdWrite('owner_id', 'owner_id') },
  addresses: { read: (org) => readAddress(org.address, 'office'), write: (addresses = []) => ({ address: writeAddress(addresses) }) },
  custom_fields: { read: (org, fields) => readCustomFields(org.custom_fields, fields), write: false },
  deleted: { read: (org) => org.is_deleted === true, write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false, sort: true },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false, sort: true },
}, { sortOrder: ['created_at', 'updated_at'] });
