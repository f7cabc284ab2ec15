/**
 * Unified companies on HubSpot companies (object type 0-2); the mapping is
 * company-fields.ts. Filters: name, updated_since, created_since; sort by
 * created_at, updated_at, name.
 */
import { companies } from '../../unified/crm/companies.js';
import { companyFields } from './company-fields.js';
import { crmObjects } from './crm-objects.js';
import { since } from './search-filters.js';
import { subscriptions } from './webhook-events.js';

export const hubspotCompanies = crmObjects(companies, {
  downstream: { id: 'companies', name: 'Companies' },
  what: 'company',
  fields: companyFields,
  customFields: true,
  filters: { name: 'equals', updated_since: since('hs_lastmodifieddate'), created_since: since('createdate') },
  events: subscriptions('company'),
});
