/**
 * Unified opportunities on HubSpot deals (object type 0-3); the mapping is
 * opportunity-fields.ts. Amount and status are written here: the amount as
 * a decimal of the deal's currency (the deal's own, else the account's), the
 * status as its pipeline's matching stage. A new deal without a stage or
 * status starts open; one with an amount and no currency names the account's.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { fromMinorUnits } from '../../core/money.js';
import { opportunities } from '../../unified/crm/opportunities.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { nonEmpty } from '../framework/person-fields.js';
import { invalidInput, type HubspotObject, type PropertyValues } from './api.js';
import { accountCurrency } from './account.js';
import { crmObjects } from './crm-objects.js';
import { linkOf, readObject, type LinkWrite } from './linked-records.js';
import { opportunityFields, type Opportunity } from './opportunity-fields.js';
import { dealPipeline, stageForStatus } from './pipeline-stages.js';
import { textOf } from './record-fields.js';
import { associatedWith, equals, type FilterRule } from './search-filters.js';
import { subscriptions } from './webhook-events.js';

/** HubSpot's association type: deal to primary company. */
export const DEAL_PRIMARY_COMPANY = 5;

const statusFilter: FilterRule = (value) => {
  switch (String(value).toLowerCase()) {
    case 'open': return [[{ propertyName: 'hs_is_closed', operator: 'EQ', value: 'false' }]];
    case 'won': return [[{ propertyName: 'hs_is_closed_won', operator: 'EQ', value: 'true' }]];
    case 'lost': return [[{ propertyName: 'hs_is_closed', operator: 'EQ', value: 'true' }, { propertyName: 'hs_is_closed_won', operator: 'EQ', value: 'false' }]];
    default:
      throw new ApiError('UnsupportedFiltersError', {
        message: 'HubSpot deals are open, won or lost: filter[status] takes one of those',
        detail: { unsupported_filters: ['status'], supported_status_values: ['open', 'won', 'lost'] },
      });
  }
};

/** Deals' amounts are compared as the deal writes them: in its currency, taken to be the account's. */
const amountFilter: FilterRule = async (value, ctx) => {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw invalidInput('filter[monetary_amount] is a whole number of minor units', { field: 'filter[monetary_amount]' });
  return equals('amount')(fromMinorUnits(amount, await accountCurrency(ctx)), ctx);
};

/** The deal's current pipeline and currency, read once for a write that needs them. */
async function current(ctx: ConnectorContext, id: string | undefined): Promise<HubspotObject | undefined> {
  return id === undefined ? undefined : readObject(ctx, { objectType: 'deals', what: 'deal' }, id, { properties: ['pipeline', 'deal_currency_code'] });
}

/**
 * A new deal's defaults: without a stage or status it starts open (HubSpot
 * needs its stage), and with an amount it names its currency, the account's
 * unless said, so the amount reads back the same.
 */
async function newDeal(ctx: ConnectorContext, record: WriteModel<Opportunity>): Promise<{ record: WriteModel<Opportunity>; properties: PropertyValues }> {
  if (!record.pipeline_stage_id && !record.status) record = { ...record, status: 'open' };
  if (record.monetary_amount === undefined || record.monetary_amount === null || record.currency) return { record, properties: {} };
  const currency = (await accountCurrency(ctx)) as Opportunity['currency'];
  return { record: { ...record, currency }, properties: { deal_currency_code: currency } };
}

/** The amount and stage a write needs calls for: the deal's currency and pipeline, the pipeline's stages. */
async function amountAndStage(ctx: ConnectorContext, record: WriteModel<Opportunity>, id: string | undefined): Promise<PropertyValues> {
  const properties: PropertyValues = {};
  const needsDeal = (record.monetary_amount !== undefined && !record.currency) || (record.status !== undefined && record.status !== null && record.pipeline_stage_id === undefined && !record.pipeline_id);
  const deal = (needsDeal ? await current(ctx, id) : undefined)?.properties ?? {};
  if (record.monetary_amount !== undefined) {
    const currency = record.currency ?? nonEmpty(deal.deal_currency_code ?? null) ?? (await accountCurrency(ctx));
    properties.amount = record.monetary_amount === null ? '' : fromMinorUnits(record.monetary_amount, currency);
  }
  if (record.status !== undefined && record.status !== null && record.pipeline_stage_id === undefined) {
    const pipeline = record.pipeline_id ?? nonEmpty(deal.pipeline ?? null) ?? 'default';
    properties.dealstage = stageForStatus(await dealPipeline(ctx, pipeline), record.status);
    properties.pipeline = pipeline;
  }
  return properties;
}

function dealLinks(record: WriteModel<Opportunity>): LinkWrite[] {
  const contact = record.primary_contact_id ?? record.contact_id;
  const contacts: LinkWrite[] = record.contact_ids !== undefined ? [{ to: 'contacts', ids: record.contact_ids, replace: true, field: 'contact_ids' }]
    : contact ? linkOf('contacts', contact, record.primary_contact_id ? 'primary_contact_id' : 'contact_id') : [];
  return [...linkOf('companies', record.company_id, 'company_id', DEAL_PRIMARY_COMPANY), ...contacts];
}

export const hubspotOpportunities = crmObjects(opportunities, {
  downstream: { id: 'deals', name: 'Deals' },
  what: 'deal',
  fields: opportunityFields,
  associations: ['companies', 'contacts'],
  customFields: true,
  filters: {
    title: 'equals',
    status: statusFilter,
    monetary_amount: amountFilter,
    win_probability: equals('hs_deal_stage_probability', (value) => String(Number(value) / 100)),
    company_id: associatedWith('company'),
    owner_id: 'equals',
    primary_contact_id: associatedWith('contact'), // any associated contact
    pipeline_id: 'equals',
  },
  links: dealLinks,
  hooks: {
    async context(ctx, records) {
      return records.some((record) => !textOf(record, 'deal_currency_code')) ? { currency: await accountCurrency(ctx) } : {};
    },
    async properties(ctx, { mode, record, id }) {
      if (mode !== 'create') return amountAndStage(ctx, record, id);
      const created = await newDeal(ctx, record);
      return { ...created.properties, ...(await amountAndStage(ctx, created.record, id)) };
    },
  },
  events: subscriptions('deal'),
});
