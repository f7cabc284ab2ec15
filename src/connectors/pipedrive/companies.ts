/**
 * Unified companies on Pipedrive organizations (API v2: /api/v2/organizations);
 * the mapping is company-fields.ts, custom fields through custom-fields.ts.
 * Filters: updated_since is a parameter of the list; name an exact search of
 * organization names (/api/v2/organizations/search, search.ts), checked
 * again on the records. Sort: created_at (add_time), updated_at
 * (update_time). created_since has no v2 parameter and is not offered.
 */
import { companies } from '../../unified/crm/companies.js';
import { collection } from '../kit/index.js';
import { rfc3339, V2 } from './api.js';
import { companyFields } from './company-fields.js';
import { customFieldsOf, customFieldsWritten } from './custom-fields.js';
import { pipedriveRecords } from './dialect.js';
import { same, searchThenList } from './search.js';

const ORGANIZATIONS = `${V2}/organizations`;

export const pipedriveCompanies = collection(companies, {
  ...pipedriveRecords(ORGANIZATIONS, 'organization'),
  downstream: { id: 'organizations', name: 'Organizations' },
  what: 'organization',
  fields: companyFields,
  ...customFieldsOf('organizationFields'),
  filters: { name: () => ({}), updated_since: (since) => ({ updated_since: rfc3339(since) }) },
  hooks: {
    list: searchThenList(
      (filter) => (typeof filter.name === 'string' ? { path: `${ORGANIZATIONS}/search`, term: filter.name, fields: 'name', exact: true } : undefined),
      (company, filter) => typeof filter.name !== 'string' || same(company.name, filter.name),
    ),
    beforeWrite: async (ctx, { record, body }) => {
      const custom = await customFieldsWritten(ctx, 'organizationFields', record.custom_fields);
      return custom ? { ...(body as object), custom_fields: custom } : body;
    },
  },
});
