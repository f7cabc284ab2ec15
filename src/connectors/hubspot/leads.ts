/**
 * Unified leads on HubSpot leads (object type 0-136): a prospect's record in
 * the lead pipeline, always tied to a contact (HubSpot creates a lead only
 * with its primary contact, association type 578). A lead created without
 * contact_id gets one made from its person fields (names, email, phone,
 * title, company name), or the existing contact with that email.
 *
 * | unified      | HubSpot                                        | notes                                             |
 * |--------------|------------------------------------------------|---------------------------------------------------|
 * | name         | hs_lead_name                                   |                                                   |
 * | owner_id     | hubspot_owner_id                               |                                                   |
 * | status       | hs_pipeline_stage                              | a stage of the lead pipeline (new-stage-id, ...)  |
 * | contact_id   | primary contact                                | made from the person fields when not given        |
 * | company_id   | associated company                             |                                                   |
 * | custom_fields| the account's own properties                   |                                                   |
 *
 * The person's names, emails, phones and addresses are the contact's at
 * HubSpot, not the lead's: they are written to a new contact, not read
 * back from the lead, and the filters on them
 * (first_name, last_name, email, phone_number) are not offered. Filter by
 * name; sort by created_at, updated_at, name.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { ApiError } from '../../core/errors/api-error.js';
import { leads } from '../../unified/crm/leads.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty, primaryOf, splitName } from '../framework/person-fields.js';
import type { PropertyValues } from './api.js';
import { readCustomFields, writeCustomFields } from './custom-fields.js';
import { objectResource, type LinkWrite, type RecordContext } from './object-resource.js';
import { createRecord, type CrmRecord } from './objects.js';
import { archiveAgain, checkLinkedRecords } from './linked-records.js';
import type { WriteSteps } from '../kit/composite-write.js';
import { equals } from './search-filters.js';
import { writePhones } from './shared-fields.js';

type Lead = ModelOf<typeof leads>;

/** HubSpot's association type: lead to primary contact. */
export const LEAD_PRIMARY_CONTACT = 578;

const text = (record: CrmRecord, name: string) => nonEmpty(record.properties[name] ?? null);

export const fromHubspotLead = mapFields<CrmRecord, Lead, RecordContext>({
  id: (record) => record.id,
  name: (record) => text(record, 'hs_lead_name') ?? '',
  owner_id: (record) => text(record, 'hubspot_owner_id'),
  company_id: (record) => record.links.companies?.ids[0] ?? null,
  contact_id: (record) => record.links.contacts?.primary ?? record.links.contacts?.ids[0] ?? null,
  status: (record) => text(record, 'hs_pipeline_stage'),
  custom_fields: (record, context) => readCustomFields(record.properties, context.custom),
  updated_at: (record) => toIsoDateTime(record.updatedAt),
  created_at: (record) => toIsoDateTime(record.createdAt),
});

/** HubSpot's answer to a contact whose email exists: "Contact already exists. Existing ID: 123". */
const EXISTING = /Existing ID: (\d+)/;

/**
 * The contact a new lead is for: made from the lead's person fields (archived
 * again if the lead then fails), or the one that already has its email.
 */
async function contactFor(ctx: ConnectorContext, steps: WriteSteps, record: WriteModel<Lead>): Promise<string> {
  const named = splitName(record.name);
  const properties: PropertyValues = {
    firstname: record.first_name ?? named.first_name ?? '', lastname: record.last_name ?? named.last_name ?? '',
    ...(primaryOf(record.emails ?? []) ? { email: primaryOf(record.emails ?? [])?.email } : {}),
    ...(record.phone_numbers ? writePhones(record.phone_numbers, 'mobilephone') : {}),
    ...(record.title ? { jobtitle: record.title } : {}), ...(record.company_name ? { company: record.company_name } : {}),
  };
  try {
    return await steps.create('contact', () => createRecord(ctx, 'contacts', properties), archiveAgain(ctx, 'contacts', 'contact'));
  } catch (error) {
    const existing = error instanceof ApiError && error.status === 409 ? EXISTING.exec(error.message)?.[1] : undefined;
    if (existing) return existing;
    throw error;
  }
}

export const hubspotLeads = objectResource({
  declaration: leads,
  downstream: { id: 'leads', name: 'Leads' },
  what: 'lead',
  objectType: 'leads',
  properties: ['hs_lead_name', 'hs_pipeline', 'hs_pipeline_stage', 'hubspot_owner_id', 'hs_createdate', 'hs_lastmodifieddate'],
  associations: ['contacts', 'companies'],
  customFields: true,
  mapper: fromHubspotLead,
  filters: { name: equals('hs_lead_name') },
  sorts: { created_at: 'hs_createdate', updated_at: 'hs_lastmodifieddate', name: 'hs_lead_name' },
  async write(record, mode, ctx, custom, steps) {
    // The company is checked before a contact is made for the lead (the contact_id given is checked with the lead).
    if (mode === 'create' && !record.contact_id) {
      if (record.company_id) await checkLinkedRecords(ctx, [{ to: 'companies', ids: [record.company_id], field: 'company_id' }]);
      record = { ...record, contact_id: await contactFor(ctx, steps, record) };
    }
    const properties: PropertyValues = {};
    if (record.name !== undefined) properties.hs_lead_name = record.name;
    if (record.owner_id !== undefined) properties.hubspot_owner_id = record.owner_id ?? '';
    if (record.status !== undefined && record.status !== null) properties.hs_pipeline_stage = record.status;
    const links: LinkWrite[] = [];
    if (record.contact_id) links.push({ to: 'contacts', ids: [record.contact_id], typeId: LEAD_PRIMARY_CONTACT, field: 'contact_id' });
    if (record.company_id !== undefined) links.push({ to: 'companies', ids: record.company_id === null ? null : [record.company_id], field: 'company_id' });
    return { properties: { ...properties, ...writeCustomFields(record.custom_fields, custom, 'leads') }, links };
  },
  events: [
    { action: 'created', downstream: 'object.creation' },
    { action: 'updated', downstream: 'object.propertyChange' },
    { action: 'deleted', downstream: 'object.deletion' },
  ],
});
