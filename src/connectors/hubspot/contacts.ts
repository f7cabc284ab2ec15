/**
 * Unified contacts on HubSpot contacts (object type 0-1); the mapping is
 * contact-fields.ts. The company is written as the primary company
 * association (type 1); removing it removes the association.
 */
import { contacts } from '../../unified/crm/contacts.js';
import { CONTACT_ASSOCIATIONS, contactFields } from './contact-fields.js';
import { linkOf } from './linked-records.js';
import { crmObjects } from './crm-objects.js';
import { associatedWith, eitherEquals, equals, fullNameOf, since } from './search-filters.js';
import { subscriptions } from './webhook-events.js';

/** HubSpot's association type: contact to primary company. */
export const CONTACT_PRIMARY_COMPANY = 1;

export const hubspotContacts = crmObjects(contacts, {
  downstream: { id: 'contacts', name: 'Contacts' },
  what: 'contact',
  fields: contactFields,
  associations: CONTACT_ASSOCIATIONS,
  customFields: true,
  filters: {
    name: fullNameOf(contactFields),
    first_name: 'equals',
    last_name: 'equals',
    email: equals('email'),
    phone_number: eitherEquals('phone', 'mobilephone'),
    company_id: associatedWith('company'),
    owner_id: 'equals',
    updated_since: since('lastmodifieddate'),
    created_since: since('createdate'),
  },
  // A primary company removed means the contact's company is unset: its association goes.
  links: (record) => linkOf('companies', record.company_id, 'company_id', CONTACT_PRIMARY_COMPANY),
  events: subscriptions('contact'),
});
