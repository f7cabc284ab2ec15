/**
 * HubSpot deals (object type 0-3) as unified opportunities: the table is the
 * read mapper, the properties a read asks for, the write's properties and
 * the sort keys. Amounts are minor units of the deal's currency, else the
 * account's; win_probability is the stage's probability × 100, which HubSpot
 * derives from the stage, and expected_revenue the amount times it.
 */
import { toDateOnly, toIsoDateTime } from '../../core/dates.js';
import { isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { opportunities } from '../../unified/crm/opportunities.js';
import type { ModelOf } from '../../unified/define.js';
import { fieldTable } from '../kit/index.js';
import type { HubspotObject } from './api.js';
import { allLinked, computed, createdAt, customFields, firstLinked, primaryLinked, property, propertyDateTime, recordId, textOf, updatedAt, type RecordContext } from './record-fields.js';

export type Opportunity = ModelOf<typeof opportunities>;

const currencyOf = (record: HubspotObject, context: RecordContext) => textOf(record, 'deal_currency_code') ?? context.currency ?? null;

function minor(record: HubspotObject, context: RecordContext): number | null {
  const amount = textOf(record, 'amount');
  const currency = currencyOf(record, context);
  if (amount === null || currency === null || !isCurrencyCode(currency)) return null;
  try {
    return toMinorUnits(amount, currency);
  } catch {
    return null;
  }
}

const probability = (record: HubspotObject) => {
  const value = textOf(record, 'hs_deal_stage_probability');
  return value === null || !Number.isFinite(Number(value)) ? null : Number(value);
};

export function dealStatus(record: HubspotObject): 'open' | 'won' | 'lost' {
  if (record.properties.hs_is_closed_won === 'true') return 'won';
  return record.properties.hs_is_closed === 'true' ? 'lost' : 'open';
}

const CLOSED = ['properties.hs_is_closed', 'properties.hs_is_closed_won'];
const AMOUNT = ['properties.amount', 'properties.deal_currency_code'];
const PROBABILITY = 'properties.hs_deal_stage_probability';

export const opportunityFields = fieldTable<Opportunity, HubspotObject, RecordContext>(
  {
    id: recordId,
    title: { ...property('dealname'), read: (record) => textOf(record, 'dealname') ?? '', sort: true },
    primary_contact_id: firstLinked('contacts'),
    description: property('description'),
    type: property('dealtype'),
    // Written by opportunities.ts: the decimal needs the deal's currency, which may need a call.
    monetary_amount: { read: minor, reads: AMOUNT, write: false, sort: 'amount' },
    currency: {
      ...property('deal_currency_code'),
      read: (record, context) => {
        const currency = currencyOf(record, context);
        return currency !== null && isCurrencyCode(currency) ? (currency.toUpperCase() as Opportunity['currency']) : null;
      },
    },
    win_probability: {
      read: (record) => {
        const chance = probability(record);
        return chance === null ? null : Math.round(chance * 10_000) / 100;
      },
      reads: [PROBABILITY],
      write: false,
      sort: 'hs_deal_stage_probability',
    },
    expected_revenue: {
      read: (record, context) => {
        const [amount, chance] = [minor(record, context), probability(record)];
        return amount === null || chance === null ? null : Math.round(amount * chance);
      },
      reads: [...AMOUNT, PROBABILITY],
      write: false,
    },
    // HubSpot's closedate of an open deal is the expected date, not a close date.
    close_date: {
      ...property('closedate'),
      read: (record) => (dealStatus(record) === 'open' ? null : toDateOnly(record.properties.closedate)),
      reads: CLOSED,
      write: (date) => ({ properties: { closedate: date === null || date === undefined ? '' : (toIsoDateTime(date) ?? date) } }),
    },
    loss_reason: property('closed_lost_reason'),
    won_reason: property('closed_won_reason'),
    pipeline_id: property('pipeline'),
    pipeline_stage_id: property('dealstage'),
    lead_source: computed('hs_analytics_source'),
    contact_id: firstLinked('contacts'),
    contact_ids: allLinked('contacts'),
    company_id: primaryLinked('companies'),
    owner_id: property('hubspot_owner_id'),
    priority: { ...property('hs_priority'), write: (priority) => ({ properties: { hs_priority: priority === null || priority === undefined ? '' : priority.toLowerCase() } }) },
    // Written by opportunities.ts as the pipeline's matching stage.
    status: { read: dealStatus, reads: CLOSED, write: false },
    custom_fields: customFields,
    stage_last_changed_at: computed('hs_v2_date_entered_current_stage', propertyDateTime),
    last_activity_at: computed('notes_last_updated', propertyDateTime),
    deleted: { read: () => false, write: false },
    date_stage_changed: computed('hs_v2_date_entered_current_stage', propertyDateTime),
    updated_at: updatedAt('hs_lastmodifieddate'),
    created_at: createdAt('createdate'),
  },
  { nullAs: '' },
);
