/**
 * Unified companies on HubSpot companies (object type 0-2).
 *
 * | unified              | HubSpot                                          | notes                                        |
 * |----------------------|--------------------------------------------------|----------------------------------------------|
 * | name, description    | name, description                                |                                              |
 * | owner_id             | hubspot_owner_id                                 |                                              |
 * | industry             | industry                                         | HubSpot's options (COMPUTER_SOFTWARE, ...)   |
 * | number_of_employees  | numberofemployees                                | a number at HubSpot                          |
 * | annual_revenue       | annualrevenue                                    | a number at HubSpot                          |
 * | status               | lifecyclestage                                   | lead, customer, ...                          |
 * | row_type             | type                                             | PROSPECT, PARTNER, RESELLER, VENDOR, OTHER   |
 * | websites             | website (else the domain)                        | written to website                           |
 * | addresses            | address, address2, city, state, zip, country     | one address                                  |
 * | phone_numbers        | phone                                            | one number                                   |
 * | social_links         | twitterhandle, linkedin_company_page, facebook_company_page |                                   |
 * | interaction_count    | num_associated_contacts                          | read only: the contacts it has               |
 * | last_activity_at     | notes_last_updated                               | read only                                    |
 * | deleted              | false                                            | archived companies are not listed            |
 * | custom_fields        | the account's own properties                     |                                              |
 *
 * Filters: name, updated_since, created_since; sort by created_at,
 * updated_at, name. HubSpot companies have no currency, VAT or tax numbers,
 * fax, emails or bank accounts.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { companies } from '../../unified/crm/companies.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty } from '../framework/person-fields.js';
import type { PropertyValues } from './api.js';
import { readCustomFields, writeCustomFields } from './custom-fields.js';
import { objectResource, type RecordContext } from './object-resource.js';
import type { CrmRecord } from './objects.js';
import { equals, since } from './search-filters.js';
import { readAddress, readPhones, readSocial, readWebsite, writeAddress, writePhones, writeSocial, writeWebsite } from './shared-fields.js';

type Company = ModelOf<typeof companies>;

const ADDRESS = { line1: 'address', line2: 'address2', city: 'city', state: 'state', postalCode: 'zip', country: 'country' };
const SOCIAL = { twitter: 'twitterhandle', linkedin: 'linkedin_company_page', facebook: 'facebook_company_page' };

const PROPERTIES = [
  'name', 'domain', 'website', 'description', 'phone', 'address', 'address2', 'city', 'state', 'zip', 'country', 'industry', 'numberofemployees',
  'annualrevenue', 'type', 'lifecyclestage', 'facebook_company_page', 'linkedin_company_page', 'twitterhandle', 'num_associated_contacts',
  'notes_last_updated', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate',
];

const text = (record: CrmRecord, name: string) => nonEmpty(record.properties[name] ?? null);

export const fromHubspotCompany = mapFields<CrmRecord, Company, RecordContext>({
  id: (record) => record.id,
  name: (record) => text(record, 'name'),
  interaction_count: (record) => {
    const count = Number(record.properties.num_associated_contacts);
    return Number.isInteger(count) ? count : null;
  },
  owner_id: (record) => text(record, 'hubspot_owner_id'),
  description: (record) => text(record, 'description'),
  status: (record) => text(record, 'lifecyclestage'),
  annual_revenue: (record) => text(record, 'annualrevenue'),
  number_of_employees: (record) => text(record, 'numberofemployees'),
  industry: (record) => text(record, 'industry'),
  websites: (record) => {
    const website = readWebsite(record.properties);
    const domain = text(record, 'domain');
    return website.length > 0 || !domain ? website : [{ url: domain, type: 'primary' as const }];
  },
  addresses: (record) => readAddress(record.properties, ADDRESS),
  social_links: (record) => readSocial(record.properties, SOCIAL),
  phone_numbers: (record) => readPhones(record.properties),
  row_type: (record) => {
    const type = text(record, 'type');
    return type === null ? { id: null, name: null } : { id: type, name: type };
  },
  custom_fields: (record, context) => readCustomFields(record.properties, context.custom),
  last_activity_at: (record) => toIsoDateTime(record.properties.notes_last_updated),
  deleted: () => false,
  updated_at: (record) => toIsoDateTime(record.updatedAt),
  created_at: (record) => toIsoDateTime(record.createdAt),
});

export function toHubspotCompany(record: WriteModel<Company>): PropertyValues {
  const properties: PropertyValues = {};
  const copy: [keyof Company, string][] = [
    ['name', 'name'], ['description', 'description'], ['owner_id', 'hubspot_owner_id'], ['industry', 'industry'],
    ['number_of_employees', 'numberofemployees'], ['annual_revenue', 'annualrevenue'], ['status', 'lifecyclestage'],
  ];
  for (const [field, property] of copy) {
    const value = record[field];
    if (value !== undefined) properties[property] = value === null ? '' : String(value);
  }
  if (record.row_type !== undefined) properties.type = record.row_type?.id ?? record.row_type?.name ?? '';
  return { ...properties, ...writePhones(record.phone_numbers), ...writeAddress(record.addresses, ADDRESS), ...writeWebsite(record.websites), ...writeSocial(record.social_links, SOCIAL) };
}

export const hubspotCompanies = objectResource({
  declaration: companies,
  downstream: { id: 'companies', name: 'Companies' },
  what: 'company',
  objectType: 'companies',
  properties: PROPERTIES,
  associations: [],
  customFields: true,
  mapper: fromHubspotCompany,
  filters: { name: equals('name'), updated_since: since('hs_lastmodifieddate'), created_since: since('createdate') },
  sorts: { created_at: 'createdate', updated_at: 'hs_lastmodifieddate', name: 'name' },
  async write(record, _mode, _ctx, custom) {
    return { properties: { ...toHubspotCompany(record), ...writeCustomFields(record.custom_fields, custom, 'companies') }, links: [] };
  },
  events: [
    { action: 'created', downstream: 'company.creation' },
    { action: 'updated', downstream: 'company.propertyChange' },
    { action: 'deleted', downstream: 'company.deletion' },
  ],
});
