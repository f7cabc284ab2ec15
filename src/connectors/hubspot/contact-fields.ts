/**
 * HubSpot contacts (object type 0-1) as unified contacts: the table is the
 * read mapper, the properties a read asks for, the write's properties and
 * the sort keys. HubSpot keeps no full name to sort by, nor a type, middle
 * name, department, gender, image or balance of a contact.
 */
import type { contacts } from '../../unified/crm/contacts.js';
import type { ModelOf } from '../../unified/define.js';
import { primaryOf } from '../framework/person-fields.js';
import { fieldTable } from '../kit/index.js';
import type { HubspotObject } from './api.js';
import { computed, createdAt, customFields, firstLinked, allLinked, fullNameField, property, propertiesOf, linksOf, propertyDate, propertyDateTime, recordId, textOf, updatedAt, type RecordContext } from './record-fields.js';
import { addressField, phonesField, socialField, websiteField } from './shared-fields.js';

type Contact = ModelOf<typeof contacts>;

const firstName = property('firstname');
const lastName = property('lastname');

function emails(record: HubspotObject): Contact['emails'] {
  const primary = textOf(record, 'email');
  const others = (textOf(record, 'hs_additional_emails') ?? '').split(';').map((email) => email.trim()).filter((email) => email !== '' && email !== primary);
  return [...(primary ? [{ email: primary, type: 'primary' as const }] : []), ...others.map((email) => ({ email, type: 'secondary' as const }))];
}

export const contactFields = fieldTable<Contact, HubspotObject, RecordContext>(
  {
    id: recordId,
    name: fullNameField(firstName, lastName),
    owner_id: property('hubspot_owner_id'), // an owner id (/crm/users)
    // HubSpot's own copy of the primary company, else the labeled association; written as the association.
    company_id: { read: (record, context) => textOf(record, 'associatedcompanyid') ?? linksOf(record, 'companies', context).primary ?? null, reads: ['properties.associatedcompanyid'], write: false },
    company_name: property('company'),
    lead_id: firstLinked('leads'),
    first_name: { ...firstName, sort: true },
    last_name: { ...lastName, sort: true },
    prefix: property('salutation'),
    title: property('jobtitle'),
    language: property('hs_language'),
    birthday: property('date_of_birth', propertyDate),
    lead_source: computed('hs_analytics_source'),
    fax: property('fax'),
    status: property('hs_lead_status'), // HubSpot's options (NEW, OPEN, IN_PROGRESS...)
    websites: websiteField(),
    addresses: addressField({ line1: 'address', city: 'city', state: 'state', postalCode: 'zip', country: 'country' }),
    social_links: socialField({ twitter: 'twitterhandle' }),
    phone_numbers: phonesField('mobilephone'),
    // Only the primary email is writable through HubSpot's API; the others are read from hs_additional_emails.
    emails: { read: emails, reads: ['properties.email', 'properties.hs_additional_emails'], write: (list) => ({ properties: { email: primaryOf(list ?? [])?.email ?? '' } }) },
    email_domain: computed('hs_email_domain'),
    custom_fields: customFields,
    last_activity_at: computed('notes_last_updated', propertyDateTime),
    updated_at: updatedAt('lastmodifieddate'),
    created_at: createdAt('createdate'),
    opportunity_ids: allLinked('deals'),
  },
  // HubSpot sorts contacts by their primary email too.
  { nullAs: '', sorts: { email: 'email' } },
);

/** What a contact read asks for besides the custom properties (bench/ asks the same). */
export const CONTACT_PROPERTIES = propertiesOf(contactFields);
export const CONTACT_ASSOCIATIONS = ['companies', 'deals', 'leads'];
