/**
 * Unified opportunities ↔ Pipedrive deals (API v2).
 *
 * | unified                          | Pipedrive deal                                  |
 * |----------------------------------|-------------------------------------------------|
 * | id, title, owner_id              | id, title, owner_id                             |
 * | monetary_amount + currency       | value (major units, 12.5) + currency, as minor units (1250) |
 * | win_probability                  | probability                                     |
 * | pipeline_id, pipeline_stage_id   | pipeline_id, stage_id (ids /crm/pipelines answers) |
 * | status                           | status: open, won or lost                       |
 * | primary_contact_id, contact_id   | person_id                                       |
 * | company_id                       | org_id                                          |
 * | loss_reason                      | lost_reason                                     |
 * | close_date                       | the day of close_time (won or lost); null while open |
 * | stage_last_changed_at, date_stage_changed | stage_change_time                      |
 * | custom_fields                    | custom_fields, named through /v1/dealFields     |
 * | deleted, created_by              | is_deleted, creator_user_id                     |
 * | created_at, updated_at           | add_time, update_time                           |
 *
 * Written: title, amount and currency, probability, pipeline and stage,
 * status, contact, company, owner, loss reason, custom fields. A deal's close
 * time is Pipedrive's to stamp (won or lost), so close_date is not written.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { ModelOf } from '../../unified/define.js';
import type { opportunities } from '../../unified/crm/opportunities.js';
import type { WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { idText, isoTime, numericId } from './api.js';
import { readCustomFields, writeCustomFields, type FieldDefinition } from './custom-fields.js';

type Opportunity = ModelOf<typeof opportunities>;

export const DEAL_STATUSES = ['open', 'won', 'lost'] as const;

export interface PipedriveDeal {
  id: number;
  title?: string | null;
  creator_user_id?: number | null;
  owner_id?: number | null;
  person_id?: number | null;
  org_id?: number | null;
  pipeline_id?: number | null;
  stage_id?: number | null;
  value?: number | null;
  currency?: string | null;
  add_time?: string | null;
  update_time?: string | null;
  stage_change_time?: string | null;
  is_deleted?: boolean;
  status?: string | null;
  probability?: number | null;
  lost_reason?: string | null;
  close_time?: string | null;
  custom_fields?: Record<string, unknown> | null;
}

/** A known currency, in upper case; null for what Pipedrive's custom currencies call themselves otherwise. */
function currencyOf(deal: PipedriveDeal): string | null {
  const code = (deal.currency ?? '').toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

export const fromPipedriveDeal = mapFields<PipedriveDeal, Opportunity, readonly FieldDefinition[]>({
  id: (deal) => String(deal.id),
  title: (deal) => deal.title ?? '',
  owner_id: (deal) => idText(deal.owner_id),
  monetary_amount: (deal) => {
    const currency = currencyOf(deal);
    return typeof deal.value === 'number' && currency ? toMinorUnits(deal.value, currency) : null;
  },
  currency: (deal) => currencyOf(deal) as Opportunity['currency'],
  win_probability: (deal) => deal.probability ?? null,
  pipeline_id: (deal) => idText(deal.pipeline_id),
  pipeline_stage_id: (deal) => idText(deal.stage_id),
  status: (deal) => deal.status ?? null,
  primary_contact_id: (deal) => idText(deal.person_id),
  contact_id: (deal) => idText(deal.person_id),
  contact_ids: (deal) => (deal.person_id ? [String(deal.person_id)] : []),
  company_id: (deal) => idText(deal.org_id),
  loss_reason: (deal) => deal.lost_reason ?? null,
  close_date: (deal) => isoTime(deal.close_time)?.slice(0, 10) ?? null,
  stage_last_changed_at: (deal) => isoTime(deal.stage_change_time),
  date_stage_changed: (deal) => isoTime(deal.stage_change_time),
  custom_fields: (deal, fields) => readCustomFields(deal.custom_fields, fields),
  deleted: (deal) => deal.is_deleted === true,
  created_by: (deal) => idText(deal.creator_user_id),
  updated_at: (deal) => isoTime(deal.update_time),
  created_at: (deal) => isoTime(deal.add_time),
});

function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/**
 * The v2 body of a create or update. `currentCurrency` is the deal's own
 * currency, for an amount sent without one (an update of the amount alone).
 */
export function toPipedriveDeal(record: WriteModel<Opportunity>, fields: readonly FieldDefinition[], currentCurrency?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.title !== undefined) body.title = record.title;
  const currency = record.currency ?? currentCurrency;
  if (record.currency !== undefined && record.currency !== null) {
    if (!isCurrencyCode(record.currency)) throw invalid('Pipedrive takes ISO 4217 currency codes', { currency: record.currency });
    body.currency = record.currency;
  }
  if (record.monetary_amount !== undefined && record.monetary_amount !== null) {
    if (!currency || !isCurrencyCode(currency)) throw invalid('monetary_amount needs its currency', { monetary_amount: record.monetary_amount });
    body.value = Number(fromMinorUnits(record.monetary_amount, currency));
  }
  if (record.win_probability !== undefined) body.probability = record.win_probability === null ? null : Math.round(record.win_probability);
  const pipeline = numericId('pipeline_id', record.pipeline_id);
  if (pipeline !== undefined && pipeline !== null) body.pipeline_id = pipeline;
  const stage = numericId('pipeline_stage_id', record.pipeline_stage_id);
  if (stage !== undefined && stage !== null) body.stage_id = stage;
  if (record.status !== undefined && record.status !== null) {
    const status = record.status.toLowerCase();
    if (!(DEAL_STATUSES as readonly string[]).includes(status)) throw invalid('A Pipedrive deal is open, won or lost', { status: record.status });
    body.status = status;
  }
  const person = numericId('primary_contact_id', record.primary_contact_id ?? record.contact_id);
  if (person !== undefined) body.person_id = person;
  const org = numericId('company_id', record.company_id);
  if (org !== undefined) body.org_id = org;
  const owner = numericId('owner_id', record.owner_id);
  if (owner !== undefined && owner !== null) body.owner_id = owner;
  if (record.loss_reason !== undefined) body.lost_reason = record.loss_reason;
  const custom = writeCustomFields(record.custom_fields, fields);
  if (custom) body.custom_fields = custom;
  return body;
}
