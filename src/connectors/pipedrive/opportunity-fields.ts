/**
 * Unified opportunities ↔ Pipedrive deals (API v2).
 *
 * Written: title, amount and currency, probability, pipeline and stage,
 * status, contact, company, owner, loss reason, custom fields. A deal's close
 * time is Pipedrive's to stamp (won or lost), so close_date is not written.
 * An amount without its currency is written by opportunities.ts, in the
 * currency the deal has or will have.
 */
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { opportunities } from '../../unified/crm/opportunities.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { idText } from '../kit/codecs.js';
import { fieldTable } from '../kit/index.js';
import { idWrite, invalid, isoTime, knownCurrency, numericId, pipedriveTime, someIdWrite } from './api.js';
import { readCustomFields, type FieldDefinition } from './custom-fields.js';

export type Opportunity = ModelOf<typeof opportunities>;

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

const currencyOf = (deal: PipedriveDeal) => knownCurrency(deal.currency);

/** The currency a write names, checked. */
export function checkedCurrency(currency: string): string {
  if (!isCurrencyCode(currency)) throw invalid('Pipedrive takes ISO 4217 currency codes', { currency });
  return currency;
}

/** The deal's value in `currency`; a RequestValidationError without a known one. */
export function valueIn(amount: number, currency: string | null | undefined): { value: number } {
  if (!currency || !isCurrencyCode(currency)) throw invalid('monetary_amount needs its currency', { monetary_amount: amount });
  return { value: Number(fromMinorUnits(amount, currency)) };
}

const person = (_: unknown, record: WriteModel<Opportunity>) => {
  const id = numericId('primary_contact_id', record.primary_contact_id ?? record.contact_id);
  return id === undefined ? {} : { person_id: id };
};

export const opportunityFields = fieldTable<Opportunity, PipedriveDeal, readonly FieldDefinition[]>({
  id: { at: 'id', codec: idText, write: false },
  title: { read: (deal) => deal.title ?? '', write: (title) => ({ title }) },
  owner_id: { at: 'owner_id', codec: idText, write: someIdWrite('owner_id', 'owner_id') },
  monetary_amount: {
    read: (deal) => (typeof deal.value === 'number' && currencyOf(deal) ? toMinorUnits(deal.value, currencyOf(deal) as string) : null),
    // Without a currency in the write, the amount waits for the deal's (opportunities.ts).
    write: (amount, record) => (amount === null || amount === undefined || !record.currency ? {} : valueIn(amount, checkedCurrency(record.currency))),
  },
  currency: { read: (deal) => currencyOf(deal) as Opportunity['currency'], write: (currency) => (currency ? { currency: checkedCurrency(currency) } : {}) },
  win_probability: { read: (deal) => deal.probability ?? null, write: (probability) => ({ probability: probability === null || probability === undefined ? null : Math.round(probability) }) },
  pipeline_id: { at: 'pipeline_id', codec: idText, write: someIdWrite('pipeline_id', 'pipeline_id') },
  pipeline_stage_id: { at: 'stage_id', codec: idText, write: someIdWrite('pipeline_stage_id', 'stage_id') },
  status: {
    read: (deal) => deal.status ?? null,
    write: (status) => {
      if (status === null || status === undefined) return {};
      if (!(DEAL_STATUSES as readonly string[]).includes(status.toLowerCase())) throw invalid('A Pipedrive deal is open, won or lost', { status });
      return { status: status.toLowerCase() };
    },
  },
  primary_contact_id: { at: 'person_id', codec: idText, write: person },
  contact_id: { at: 'person_id', codec: idText, write: person },
  contact_ids: { read: (deal) => (deal.person_id ? [String(deal.person_id)] : []), write: false },
  company_id: { at: 'org_id', codec: idText, write: idWrite('company_id', 'org_id') },
  loss_reason: { read: (deal) => deal.lost_reason ?? null, write: (reason) => ({ lost_reason: reason }) },
  close_date: { read: (deal) => isoTime(deal.close_time)?.slice(0, 10) ?? null, write: false },
  stage_last_changed_at: { at: 'stage_change_time', codec: pipedriveTime, write: false },
  date_stage_changed: { at: 'stage_change_time', codec: pipedriveTime, write: false },
  custom_fields: { read: (deal, fields) => readCustomFields(deal.custom_fields, fields), write: false },
  deleted: { read: (deal) => deal.is_deleted === true, write: false },
  created_by: { at: 'creator_user_id', codec: idText, write: false },
  updated_at: { at: 'update_time', codec: pipedriveTime, write: false, sort: true },
  created_at: { at: 'add_time', codec: pipedriveTime, write: false, sort: true },
}, { sortOrder: ['created_at', 'updated_at'] });
