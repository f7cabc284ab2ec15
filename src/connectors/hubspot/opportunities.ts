/**
 * Unified opportunities on HubSpot deals (object type 0-3).
 *
 * | unified                        | HubSpot                                   | notes                                                          |
 * |--------------------------------|-------------------------------------------|----------------------------------------------------------------|
 * | title, description, type       | dealname, description, dealtype           |                                                                |
 * | monetary_amount, currency      | amount, deal_currency_code                | minor units ↔ HubSpot's decimal; no currency: the account's    |
 * | pipeline_id, pipeline_stage_id | pipeline, dealstage                       | ids /crm/pipelines answers                                     |
 * | status                         | hs_is_closed, hs_is_closed_won            | open, won, lost; written as the pipeline's matching stage      |
 * | win_probability                | hs_deal_stage_probability × 100           | read only: HubSpot derives it from the stage                   |
 * | expected_revenue               | amount × stage probability                | read only                                                      |
 * | close_date                     | closedate of a closed deal                | null while open (HubSpot's value is then the expected date)    |
 * | won_reason, loss_reason        | closed_won_reason, closed_lost_reason     |                                                                |
 * | priority, owner_id             | hs_priority, hubspot_owner_id             |                                                                |
 * | company_id                     | primary associated company (type 5)       |                                                                |
 * | contact_ids                    | associated contacts                       | written as the whole set                                       |
 * | primary_contact_id, contact_id | the first associated contact              | written as an association                                      |
 * | lead_source                    | hs_analytics_source                       | read only                                                      |
 * | date_stage_changed             | hs_v2_date_entered_current_stage          | read only                                                      |
 * | custom_fields                  | the account's own properties              |                                                                |
 *
 * Filters: title, status (open, won, lost), monetary_amount (minor units of
 * the account's currency), win_probability, company_id, owner_id,
 * primary_contact_id (any associated contact), pipeline_id; sort by
 * created_at, updated_at, title, win_probability, monetary_amount.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';
import { opportunities } from '../../unified/crm/opportunities.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty } from '../framework/person-fields.js';
import { invalidInput, type PropertyValues } from './api.js';
import { accountCurrency } from './account.js';
import { readCustomFields, writeCustomFields } from './custom-fields.js';
import { objectResource, type LinkWrite, type RecordContext } from './object-resource.js';
import { getRecord, type CrmRecord } from './objects.js';
import { dealPipeline, stageForStatus } from './pipeline-stages.js';
import { associatedWith, equals, type FilterRule } from './search-filters.js';

type Opportunity = ModelOf<typeof opportunities>;

/** HubSpot's association type: deal to primary company. */
export const DEAL_PRIMARY_COMPANY = 5;

const PROPERTIES = [
  'dealname', 'amount', 'deal_currency_code', 'pipeline', 'dealstage', 'closedate', 'dealtype', 'description', 'hs_priority', 'closed_lost_reason',
  'closed_won_reason', 'hs_deal_stage_probability', 'hs_is_closed', 'hs_is_closed_won', 'hs_v2_date_entered_current_stage', 'hs_analytics_source',
  'notes_last_updated', 'hubspot_owner_id', 'createdate', 'hs_lastmodifieddate',
];

const text = (record: CrmRecord, name: string) => nonEmpty(record.properties[name] ?? null);
const currencyOf = (record: CrmRecord, context: RecordContext) => text(record, 'deal_currency_code') ?? context.currency ?? null;

function minor(record: CrmRecord, context: RecordContext): number | null {
  const amount = text(record, 'amount');
  const currency = currencyOf(record, context);
  if (amount === null || currency === null || !isCurrencyCode(currency)) return null;
  try {
    return toMinorUnits(amount, currency);
  } catch {
    return null;
  }
}

const probability = (record: CrmRecord) => {
  const value = text(record, 'hs_deal_stage_probability');
  return value === null || !Number.isFinite(Number(value)) ? null : Number(value);
};

export function dealStatus(record: CrmRecord): 'open' | 'won' | 'lost' {
  if (record.properties.hs_is_closed_won === 'true') return 'won';
  return record.properties.hs_is_closed === 'true' ? 'lost' : 'open';
}

export const fromHubspotDeal = mapFields<CrmRecord, Opportunity, RecordContext>({
  id: (record) => record.id,
  title: (record) => text(record, 'dealname') ?? '',
  primary_contact_id: (record) => record.links.contacts?.ids[0] ?? null,
  description: (record) => text(record, 'description'),
  type: (record) => text(record, 'dealtype'),
  monetary_amount: (record, context) => minor(record, context),
  currency: (record, context) => {
    const currency = currencyOf(record, context);
    return currency !== null && isCurrencyCode(currency) ? (currency.toUpperCase() as Opportunity['currency']) : null;
  },
  win_probability: (record) => {
    const chance = probability(record);
    return chance === null ? null : Math.round(chance * 10_000) / 100;
  },
  expected_revenue: (record, context) => {
    const [amount, chance] = [minor(record, context), probability(record)];
    return amount === null || chance === null ? null : Math.round(amount * chance);
  },
  close_date: (record) => (dealStatus(record) === 'open' ? null : toDateOnly(record.properties.closedate)),
  loss_reason: (record) => text(record, 'closed_lost_reason'),
  won_reason: (record) => text(record, 'closed_won_reason'),
  pipeline_id: (record) => text(record, 'pipeline'),
  pipeline_stage_id: (record) => text(record, 'dealstage'),
  lead_source: (record) => text(record, 'hs_analytics_source'),
  contact_id: (record) => record.links.contacts?.ids[0] ?? null,
  contact_ids: (record) => record.links.contacts?.ids ?? [],
  company_id: (record) => record.links.companies?.primary ?? record.links.companies?.ids[0] ?? null,
  owner_id: (record) => text(record, 'hubspot_owner_id'),
  priority: (record) => text(record, 'hs_priority'),
  status: (record) => dealStatus(record),
  custom_fields: (record, context) => readCustomFields(record.properties, context.custom),
  stage_last_changed_at: (record) => toIsoDateTime(record.properties.hs_v2_date_entered_current_stage),
  last_activity_at: (record) => toIsoDateTime(record.properties.notes_last_updated),
  deleted: () => false,
  date_stage_changed: (record) => toIsoDateTime(record.properties.hs_v2_date_entered_current_stage),
  updated_at: (record) => toIsoDateTime(record.updatedAt),
  created_at: (record) => toIsoDateTime(record.createdAt),
});

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

/** The deal's current pipeline and currency, read once for a write that needs them. */
async function current(ctx: ConnectorContext, id: string | undefined): Promise<CrmRecord | undefined> {
  return id === undefined ? undefined : getRecord(ctx, { objectType: 'deals', properties: ['pipeline', 'deal_currency_code'], associations: [] }, id, 'deal');
}

async function toHubspotDeal(ctx: ConnectorContext, record: WriteModel<Opportunity>, id: string | undefined): Promise<PropertyValues> {
  const properties: PropertyValues = {};
  const copy: [keyof Opportunity, string][] = [
    ['title', 'dealname'], ['description', 'description'], ['type', 'dealtype'], ['pipeline_id', 'pipeline'], ['pipeline_stage_id', 'dealstage'],
    ['loss_reason', 'closed_lost_reason'], ['won_reason', 'closed_won_reason'], ['owner_id', 'hubspot_owner_id'], ['currency', 'deal_currency_code'],
  ];
  for (const [field, property] of copy) {
    const value = record[field];
    if (value !== undefined) properties[property] = value === null ? '' : String(value);
  }
  if (record.priority !== undefined) properties.hs_priority = record.priority === null ? '' : record.priority.toLowerCase();
  if (record.close_date !== undefined) properties.closedate = record.close_date === null ? '' : (toIsoDateTime(record.close_date) ?? record.close_date);
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
  const links: LinkWrite[] = [];
  if (record.company_id !== undefined) links.push(record.company_id === null ? { to: 'companies', ids: null } : { to: 'companies', ids: [record.company_id], typeId: DEAL_PRIMARY_COMPANY, field: 'company_id' });
  if (record.contact_ids !== undefined) links.push({ to: 'contacts', ids: record.contact_ids, replace: true, field: 'contact_ids' });
  else {
    const contact = record.primary_contact_id ?? record.contact_id;
    if (contact) links.push({ to: 'contacts', ids: [contact], field: record.primary_contact_id ? 'primary_contact_id' : 'contact_id' });
  }
  return links;
}

export const hubspotOpportunities = objectResource({
  declaration: opportunities,
  downstream: { id: 'deals', name: 'Deals' },
  what: 'deal',
  objectType: 'deals',
  properties: PROPERTIES,
  associations: ['companies', 'contacts'],
  customFields: true,
  mapper: fromHubspotDeal,
  async context(ctx, records) {
    return records.some((record) => !text(record, 'deal_currency_code')) ? { currency: await accountCurrency(ctx) } : {};
  },
  filters: {
    title: equals('dealname'),
    status: statusFilter,
    monetary_amount: equals('amount'),
    win_probability: equals('hs_deal_stage_probability', (value) => String(Number(value) / 100)),
    company_id: associatedWith('company'),
    owner_id: equals('hubspot_owner_id'),
    primary_contact_id: associatedWith('contact'),
    pipeline_id: equals('pipeline'),
  },
  sorts: { created_at: 'createdate', updated_at: 'hs_lastmodifieddate', title: 'dealname', win_probability: 'hs_deal_stage_probability', monetary_amount: 'amount' },
  async adaptFilters(ctx, filter) {
    if (filter.monetary_amount === undefined) return filter;
    const amount = Number(filter.monetary_amount);
    if (!Number.isSafeInteger(amount)) throw invalidInput('filter[monetary_amount] is a whole number of minor units', { field: 'filter[monetary_amount]' });
    // HubSpot compares the amount as the deal writes it: in its currency, taken to be the account's.
    return { ...filter, monetary_amount: fromMinorUnits(amount, await accountCurrency(ctx)) };
  },
  async write(record, mode, ctx, custom, _steps, id) {
    // HubSpot needs a new deal's stage: without one (or a status), it starts at its pipeline's first open stage.
    if (mode === 'create' && !record.pipeline_stage_id && !record.status) record = { ...record, status: 'open' };
    if (mode === 'create' && record.monetary_amount !== undefined && record.monetary_amount !== null && !record.currency) {
      // A new deal is in the account's currency unless it says otherwise: name it, so the amount reads back the same.
      record = { ...record, currency: (await accountCurrency(ctx)) as Opportunity['currency'] };
    }
    return { properties: { ...(await toHubspotDeal(ctx, record, id)), ...writeCustomFields(record.custom_fields, custom, 'deals') }, links: dealLinks(record) };
  },
  events: [
    { action: 'created', downstream: 'deal.creation' },
    { action: 'updated', downstream: 'deal.propertyChange' },
    { action: 'deleted', downstream: 'deal.deletion' },
  ],
});
