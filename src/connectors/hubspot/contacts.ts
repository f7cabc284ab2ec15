/**
 * Unified contacts on HubSpot contacts (object type 0-1).
 *
 * | unified                 | HubSpot                                      | notes                                                      |
 * |-------------------------|----------------------------------------------|------------------------------------------------------------|
 * | name, first/last_name   | firstname, lastname                          | name written as first and last name when they are not given |
 * | prefix, title           | salutation, jobtitle                         |                                                            |
 * | owner_id                | hubspot_owner_id                             | an owner id (/crm/users)                                   |
 * | company_id              | associatedcompanyid; primary company (type 1)| written as the primary company association                 |
 * | company_name            | company                                      |                                                            |
 * | lead_id                 | associated lead                              | read only                                                  |
 * | emails                  | email (primary), hs_additional_emails        | only the primary email is writable through HubSpot's API   |
 * | phone_numbers           | phone (primary), mobilephone (mobile)        |                                                            |
 * | addresses               | address, city, state, zip, country           | one address                                                |
 * | websites, social_links  | website; twitterhandle                       |                                                            |
 * | fax, language, birthday | fax, hs_language, date_of_birth              |                                                            |
 * | status                  | hs_lead_status                               | HubSpot's options (NEW, OPEN, IN_PROGRESS...)              |
 * | lead_source             | hs_analytics_source                          | read only                                                  |
 * | email_domain            | hs_email_domain                              | read only                                                  |
 * | last_activity_at        | notes_last_updated                           | read only                                                  |
 * | opportunity_ids         | associated deals                             | read only                                                  |
 * | custom_fields           | the account's own properties                 | custom-fields.ts                                           |
 *
 * Filters: name, first_name, last_name, email, phone_number (phone or
 * mobile), company_id (associations.company), owner_id, updated_since,
 * created_since; sort by created_at, updated_at, first_name, last_name,
 * email. HubSpot keeps no full name to sort by, nor a type, middle name,
 * department, gender, image or balance of a contact.
 */
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import { contacts } from '../../unified/crm/contacts.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty, primaryOf, splitName } from '../framework/person-fields.js';
import type { PropertyValues } from './api.js';
import { readCustomFields, writeCustomFields } from './custom-fields.js';
import { objectResource, type LinkWrite, type RecordContext } from './object-resource.js';
import type { CrmRecord } from './objects.js';
import { associatedWith, eitherEquals, equals, fullName, since } from './search-filters.js';
import { readAddress, readPhones, readSocial, readWebsite, writeAddress, writePhones, writeSocial, writeWebsite } from './shared-fields.js';

type Contact = ModelOf<typeof contacts>;

const ADDRESS = { line1: 'address', city: 'city', state: 'state', postalCode: 'zip', country: 'country' };
const SOCIAL = { twitter: 'twitterhandle' };
/** HubSpot's association type: contact to primary company. */
export const CONTACT_PRIMARY_COMPANY = 1;

/** What a contact read asks for, with the custom properties and these associations (bench/ asks the same). */
export const PROPERTIES = [
  'firstname', 'lastname', 'salutation', 'email', 'hs_additional_emails', 'hs_email_domain', 'phone', 'mobilephone', 'fax', 'company', 'jobtitle',
  'website', 'address', 'city', 'state', 'zip', 'country', 'twitterhandle', 'hs_language', 'date_of_birth', 'hs_lead_status', 'hs_analytics_source',
  'associatedcompanyid', 'notes_last_updated', 'hubspot_owner_id', 'createdate', 'lastmodifieddate',
];
export const CONTACT_ASSOCIATIONS = ['companies', 'deals', 'leads'];

const text = (record: CrmRecord, name: string) => nonEmpty(record.properties[name] ?? null);

export const fromHubspotContact = mapFields<CrmRecord, Contact, RecordContext>({
  id: (record) => record.id,
  name: (record) => [text(record, 'firstname'), text(record, 'lastname')].filter(Boolean).join(' ') || null,
  owner_id: (record) => text(record, 'hubspot_owner_id'),
  company_id: (record) => text(record, 'associatedcompanyid') ?? record.links.companies?.primary ?? null,
  company_name: (record) => text(record, 'company'),
  lead_id: (record) => record.links.leads?.ids[0] ?? null,
  first_name: (record) => text(record, 'firstname'),
  last_name: (record) => text(record, 'lastname'),
  prefix: (record) => text(record, 'salutation'),
  title: (record) => text(record, 'jobtitle'),
  language: (record) => text(record, 'hs_language'),
  birthday: (record) => text(record, 'date_of_birth'),
  lead_source: (record) => text(record, 'hs_analytics_source'),
  fax: (record) => text(record, 'fax'),
  status: (record) => text(record, 'hs_lead_status'),
  websites: (record) => readWebsite(record.properties),
  addresses: (record) => readAddress(record.properties, ADDRESS),
  social_links: (record) => readSocial(record.properties, SOCIAL),
  phone_numbers: (record) => readPhones(record.properties, 'mobilephone'),
  emails: (record) => {
    const primary = text(record, 'email');
    const others = (text(record, 'hs_additional_emails') ?? '').split(';').map((email) => email.trim()).filter((email) => email !== '' && email !== primary);
    return [...(primary ? [{ email: primary, type: 'primary' as const }] : []), ...others.map((email) => ({ email, type: 'secondary' as const }))];
  },
  email_domain: (record) => text(record, 'hs_email_domain'),
  custom_fields: (record, context) => readCustomFields(record.properties, context.custom),
  last_activity_at: (record) => toIsoDateTime(record.properties.notes_last_updated),
  updated_at: (record) => toIsoDateTime(record.updatedAt),
  created_at: (record) => toIsoDateTime(record.createdAt),
  opportunity_ids: (record) => record.links.deals?.ids ?? [],
});

function set(target: PropertyValues, name: string, value: string | null | undefined): void {
  if (value !== undefined) target[name] = value ?? '';
}

export function toHubspotContact(record: WriteModel<Contact>): PropertyValues {
  const properties: PropertyValues = {};
  const named = record.name !== undefined && record.first_name === undefined && record.last_name === undefined ? splitName(record.name) : undefined;
  set(properties, 'firstname', named ? named.first_name : record.first_name);
  set(properties, 'lastname', named ? named.last_name : record.last_name);
  set(properties, 'salutation', record.prefix);
  set(properties, 'jobtitle', record.title);
  set(properties, 'company', record.company_name);
  set(properties, 'hubspot_owner_id', record.owner_id);
  set(properties, 'hs_language', record.language);
  set(properties, 'date_of_birth', record.birthday === undefined ? undefined : toDateOnly(record.birthday));
  set(properties, 'fax', record.fax);
  set(properties, 'hs_lead_status', record.status);
  if (record.emails !== undefined) properties.email = primaryOf(record.emails ?? [])?.email ?? '';
  return { ...properties, ...writePhones(record.phone_numbers, 'mobilephone'), ...writeAddress(record.addresses, ADDRESS), ...writeWebsite(record.websites), ...writeSocial(record.social_links, SOCIAL) };
}

export const hubspotContacts = objectResource({
  declaration: contacts,
  downstream: { id: 'contacts', name: 'Contacts' },
  what: 'contact',
  objectType: 'contacts',
  properties: PROPERTIES,
  associations: CONTACT_ASSOCIATIONS,
  customFields: true,
  mapper: fromHubspotContact,
  filters: {
    name: fullName('firstname', 'lastname'),
    first_name: equals('firstname'),
    last_name: equals('lastname'),
    email: equals('email'),
    phone_number: eitherEquals('phone', 'mobilephone'),
    company_id: associatedWith('company'),
    owner_id: equals('hubspot_owner_id'),
    updated_since: since('lastmodifieddate'),
    created_since: since('createdate'),
  },
  sorts: { created_at: 'createdate', updated_at: 'lastmodifieddate', first_name: 'firstname', last_name: 'lastname', email: 'email' },
  async write(record, _mode, _ctx, custom) {
    const links: LinkWrite[] = record.company_id === undefined ? [] : [{ to: 'companies', ids: record.company_id === null ? null : [record.company_id], typeId: CONTACT_PRIMARY_COMPANY, field: 'company_id' }];
    // A primary company removed means the contact's company is unset: its association goes.
    if (record.company_id === null) links[0] = { to: 'companies', ids: null };
    return { properties: { ...toHubspotContact(record), ...writeCustomFields(record.custom_fields, custom, 'contacts') }, links };
  },
  events: [
    { action: 'created', downstream: 'contact.creation' },
    { action: 'updated', downstream: 'contact.propertyChange' },
    { action: 'deleted', downstream: 'contact.deletion' },
  ],
});
