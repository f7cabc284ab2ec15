/**
 * Unified leads on HubSpot leads (object type 0-136): a prospect's record in
 * the lead pipeline, always tied to a contact (HubSpot creates a lead only
 * with its primary contact, association type 578). A lead created without
 * contact_id gets one made from its person fields (names, email, phone,
 * title, company name), or the existing contact with that email.
 *
 * The person's names, emails, phones and addresses are the contact's at
 * HubSpot, not the lead's: they are written to a new contact, not read
 * back from the lead, and the filters on them
 * (first_name, last_name, email, phone_number) are not offered. Filter by
 * name; sort by created_at, updated_at, name.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { leads } from '../../unified/crm/leads.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { primaryOf, splitName } from '../framework/person-fields.js';
import type { WriteSteps } from '../kit/composite-write.js';
import { fieldTable } from '../kit/index.js';
import type { HubspotObject, PropertyValues } from './api.js';
import { crmObjects } from './crm-objects.js';
import { archiveAgain, checkLinkedRecords, linkOf } from './linked-records.js';
import { createdAt, customFields, firstLinked, primaryLinked, property, recordId, textOf, updatedAt, type RecordContext } from './record-fields.js';
import { writePhones } from './shared-fields.js';
import { subscriptions } from './webhook-events.js';

type Lead = ModelOf<typeof leads>;

/** HubSpot's association type: lead to primary contact. */
export const LEAD_PRIMARY_CONTACT = 578;

export const leadFields = fieldTable<Lead, HubspotObject, RecordContext>({
  id: recordId,
  name: { at: 'properties.hs_lead_name', read: (record) => textOf(record, 'hs_lead_name') ?? '', write: (name) => ({ properties: { hs_lead_name: name } }), sort: true },
  owner_id: property('hubspot_owner_id'),
  company_id: firstLinked('companies'),
  contact_id: primaryLinked('contacts'),
  // A stage, never unset: a null status is not written.
  status: { ...property('hs_pipeline_stage'), write: (status) => (status === null ? {} : { properties: { hs_pipeline_stage: status } }) },
  custom_fields: customFields,
  updated_at: updatedAt('hs_lastmodifieddate'),
  created_at: createdAt('hs_createdate'),
}, { nullAs: '' });

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
    const create = async () => String((await ctx.http.request<{ id: string }>({ method: 'POST', path: '/crm/v3/objects/contacts', json: { properties } })).body.id);
    return await steps.create('contact', create, archiveAgain(ctx, 'contacts', 'contact'));
  } catch (error) {
    const existing = error instanceof ApiError && error.status === 409 ? EXISTING.exec(error.message)?.[1] : undefined;
    if (existing) return existing;
    throw error;
  }
}

export const hubspotLeads = crmObjects(leads, {
  downstream: { id: 'leads', name: 'Leads' },
  what: 'lead',
  fields: leadFields,
  associations: ['contacts', 'companies'],
  customFields: true,
  filters: { name: 'equals' },
  // A lead's contact is never unset: a null contact_id asks for nothing.
  links: (record) => [
    ...(record.contact_id ? linkOf('contacts', record.contact_id, 'contact_id', LEAD_PRIMARY_CONTACT) : []),
    ...linkOf('companies', record.company_id, 'company_id'),
  ],
  hooks: {
    async prepare(ctx, { mode, record }, steps) {
      if (mode !== 'create' || record.contact_id) return record;
      // The company is checked before a contact is made for the lead (the contact_id given is checked with the lead).
      if (record.company_id) await checkLinkedRecords(ctx, [{ to: 'companies', ids: [record.company_id], field: 'company_id' }]);
      return { ...record, contact_id: await contactFor(ctx, steps, record) };
    },
  },
  events: subscriptions('object'),
});
