/**
 * Unified opportunities on Pipedrive deals (API v2: /api/v2/deals); the
 * mapping is opportunity-fields.ts, custom fields through custom-fields.ts.
 * Filters, all parameters of the list: status (open, won, lost), company_id
 * (org_id), owner_id, primary_contact_id (person_id) and pipeline_id; title
 * is an exact search of deal titles (/api/v2/deals/search, search.ts),
 * checked again on the records. Pipedrive cannot select deals by value or
 * probability, so monetary_amount and win_probability are not offered.
 * Sort: created_at (add_time), updated_at (update_time).
 *
 * An amount written without a currency is in the deal's own currency on an
 * update, and on a create in the user's default currency, which Pipedrive
 * gives a deal created without one (default-currency.ts).
 */
import { opportunities } from '../../unified/crm/opportunities.js';
import { collection } from '../kit/index.js';
import { invalid, V2 } from './api.js';
import { customFieldsOf, customFieldsWritten } from './custom-fields.js';
import { userDefaultCurrency } from './default-currency.js';
import { idFilter, pipedriveRecords } from './dialect.js';
import { checkedCurrency, DEAL_STATUSES, opportunityFields, valueIn } from './opportunity-fields.js';
import { same, searchThenList } from './search.js';

const DEALS = `${V2}/deals`;

function statusParam(value: string): string {
  const status = value.toLowerCase();
  if (!(DEAL_STATUSES as readonly string[]).includes(status)) {
    throw invalid('Pipedrive deals are open, won or lost', { 'filter[status]': value.slice(0, 64) });
  }
  return status;
}

export const pipedriveOpportunities = collection(opportunities, {
  ...pipedriveRecords(DEALS, 'deal'),
  downstream: { id: 'deals', name: 'Deals' },
  what: 'deal',
  fields: opportunityFields,
  ...customFieldsOf('dealFields'),
  filters: {
    title: () => ({}),
    status: (status) => ({ status: statusParam(status) }),
    company_id: idFilter('company_id', 'org_id'),
    owner_id: idFilter('owner_id', 'owner_id'),
    primary_contact_id: idFilter('primary_contact_id', 'person_id'),
    pipeline_id: idFilter('pipeline_id', 'pipeline_id'),
  },
  hooks: {
    list: searchThenList(
      (filter) =>
        typeof filter.title === 'string'
          ? { path: `${DEALS}/search`, term: filter.title, fields: 'title', exact: true, query: typeof filter.status === 'string' ? { status: statusParam(filter.status) } : {} }
          : undefined,
      (deal, filter) => typeof filter.title !== 'string' || same(deal.title, filter.title),
    ),
    async beforeWrite(ctx, { operation, record, body, current }) {
      const written = { ...(body as Record<string, unknown>) };
      if (record.monetary_amount !== undefined && record.monetary_amount !== null && !record.currency) {
        if (operation === 'add') {
          // Sent explicitly, so the deal's currency is the one the amount was converted with.
          const currency = checkedCurrency(await userDefaultCurrency(ctx));
          Object.assign(written, { currency }, valueIn(record.monetary_amount, currency));
        } else Object.assign(written, valueIn(record.monetary_amount, (await current()).currency));
      }
      const custom = await customFieldsWritten(ctx, 'dealFields', record.custom_fields);
      return custom ? { ...written, custom_fields: custom } : written;
    },
  },
});
