/**
 * HubSpot companies (object type 0-2) as unified companies: the table is the
 * read mapper, the properties a read asks for, the write's properties and
 * the sort keys. HubSpot companies have no currency, VAT or tax numbers,
 * fax, emails or bank accounts; archived companies are not listed.
 */
import type { companies } from '../../unified/crm/companies.js';
import type { ModelOf } from '../../unified/define.js';
import { fieldTable } from '../kit/index.js';
import type { HubspotObject } from './api.js';
import { computed, createdAt, customFields, property, propertyDateTime, recordId, textOf, updatedAt, type RecordContext } from './record-fields.js';
import { addressField, phonesField, socialField, websiteField } from './shared-fields.js';

type Company = ModelOf<typeof companies>;

const website = websiteField();

export const companyFields = fieldTable<Company, HubspotObject, RecordContext>(
  {
    id: recordId,
    name: { ...property('name'), sort: true },
    // The contacts it has.
    interaction_count: {
      read: (record) => {
        const count = Number(record.properties.num_associated_contacts);
        return Number.isInteger(count) ? count : null;
      },
      reads: ['properties.num_associated_contacts'],
      write: false,
    },
    owner_id: property('hubspot_owner_id'),
    description: property('description'),
    status: property('lifecyclestage'), // lead, customer, ...
    annual_revenue: property('annualrevenue'),
    number_of_employees: property('numberofemployees'),
    industry: property('industry'), // HubSpot's options (COMPUTER_SOFTWARE, ...)
    // The website, else the domain; written to website.
    websites: {
      ...website,
      read: (record) => {
        const websites = website.read(record);
        const domain = textOf(record, 'domain');
        return websites.length > 0 || !domain ? websites : [{ url: domain, type: 'primary' as const }];
      },
      reads: [...website.reads, 'properties.domain'],
    },
    addresses: addressField({ line1: 'address', line2: 'address2', city: 'city', state: 'state', postalCode: 'zip', country: 'country' }),
    social_links: socialField({ twitter: 'twitterhandle', linkedin: 'linkedin_company_page', facebook: 'facebook_company_page' }),
    phone_numbers: phonesField(),
    // PROSPECT, PARTNER, RESELLER, VENDOR, OTHER
    row_type: {
      read: (record) => {
        const type = textOf(record, 'type');
        return type === null ? { id: null, name: null } : { id: type, name: type };
      },
      reads: ['properties.type'],
      write: (type) => ({ properties: { type: type?.id ?? type?.name ?? '' } }),
    },
    custom_fields: customFields,
    last_activity_at: computed('notes_last_updated', propertyDateTime),
    deleted: { read: () => false, write: false },
    updated_at: updatedAt('hs_lastmodifieddate'),
    created_at: createdAt('createdate'),
  },
  { nullAs: '' },
);
