/**
 * Unified opportunities on Pipedrive deals (API v2: /api/v2/deals).
 * Filters, all parameters of the list: status (open, won, lost), company_id
 * (org_id), owner_id, primary_contact_id (person_id) and pipeline_id; title
 * is an exact search of deal titles (/api/v2/deals/search), checked again on
 * the records. Pipedrive cannot select deals by value or probability, so
 * monetary_amount and win_probability are not offered. Sort: created_at
 * (add_time), updated_at (update_time).
 *
 * An amount written without a currency is in the deal's own currency on an
 * update, and on a create in the user's default currency, which Pipedrive
 * gives a deal created without one (default-currency.ts).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { opportunities } from '../../unified/crm/opportunities.js';
import { implement, type ConnectorContext, type ListParams } from '../framework/define.js';
import { restDelete, segment } from '../framework/rest/index.js';
import { getData, notFoundRule, numericId, V2, v2Sort, writeRecord } from './api.js';
import { customFieldDefinitions } from './custom-fields.js';
import { userDefaultCurrency } from './default-currency.js';
import { DEAL_STATUSES, fromPipedriveDeal, toPipedriveDeal, type PipedriveDeal } from './opportunity-mapper.js';
import { listPage, searchedPage } from './v2-list.js';

const DEALS = `${V2}/deals`;
const SORT_FIELDS = { created_at: 'add_time', updated_at: 'update_time' } as const;

function statusParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const status = value.toLowerCase();
  if (!(DEAL_STATUSES as readonly string[]).includes(status)) {
    throw new ApiError('RequestValidationError', { message: 'Pipedrive deals are open, won or lost', detail: { 'filter[status]': value.slice(0, 64) } });
  }
  return status;
}

async function listOpportunities(ctx: ConnectorContext, params: ListParams) {
  const { filter } = params;
  const fields = await customFieldDefinitions(ctx, 'dealFields');
  const ref = (name: string, param: string) => (typeof filter[name] === 'string' ? { [param]: numericId(name, filter[name] as string) ?? undefined } : {});
  const status = statusParam(filter.status);
  const query = {
    ...ref('company_id', 'org_id'), ...ref('owner_id', 'owner_id'), ...ref('primary_contact_id', 'person_id'), ...ref('pipeline_id', 'pipeline_id'),
    ...(status ? { status } : {}),
    ...v2Sort(params.sort, SORT_FIELDS),
  };
  const title = typeof filter.title === 'string' ? filter.title : undefined;
  const page = title
    ? await searchedPage<PipedriveDeal>(ctx, DEALS, { path: `${DEALS}/search`, term: title, fields: 'title', exact: true, query: status ? { status } : {} }, params, query)
    : await listPage<PipedriveDeal>(ctx, DEALS, params, query);
  const kept = title ? page.items.filter((deal) => (deal.title ?? '').trim().toLowerCase() === title.trim().toLowerCase()) : page.items;
  return { items: kept.map((deal) => fromPipedriveDeal(deal, fields)), next: page.next };
}

const getDeal = (ctx: ConnectorContext, id: string) => getData<PipedriveDeal>(ctx, 'deal', id, `${DEALS}/${segment(id)}`);

export const pipedriveOpportunities = implement(opportunities, {
  downstream: { id: 'deals', name: 'Deals' },
  mapper: fromPipedriveDeal,
  list: {
    paging: true,
    filters: ['title', 'status', 'company_id', 'owner_id', 'primary_contact_id', 'pipeline_id'],
    sortBy: Object.keys(SORT_FIELDS),
    run: listOpportunities,
  },
  async one(ctx, { id }) {
    const [deal, fields] = await Promise.all([getDeal(ctx, id), customFieldDefinitions(ctx, 'dealFields')]);
    return fromPipedriveDeal(deal, fields);
  },
  async add(ctx, { record }) {
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'dealFields') : [];
    const needsCurrency = record.monetary_amount !== undefined && record.monetary_amount !== null && !record.currency;
    // Sent explicitly, so the deal's currency is the one the amount was converted with.
    const written = needsCurrency ? { ...record, currency: (await userDefaultCurrency(ctx)) as typeof record.currency } : record;
    const { body } = await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: DEALS, json: toPipedriveDeal(written, fields) });
    return { id: String(body.data.id) };
  },
  async update(ctx, { id, record }) {
    // An amount without its currency is in the deal's own currency.
    const needsCurrency = record.monetary_amount !== undefined && record.monetary_amount !== null && !record.currency;
    const current = needsCurrency ? await getDeal(ctx, id) : undefined;
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'dealFields') : [];
    await writeRecord(ctx, 'deal', id, { method: 'PATCH', path: `${DEALS}/${segment(id)}`, json: toPipedriveDeal(record, fields, current?.currency ?? undefined) });
    return { id };
  },
  delete: restDelete({ path: `${DEALS}/{id}`, notFound: notFoundRule('deal') }),
  events: [
    { action: 'created', downstream: 'added.deal' },
    { action: 'updated', downstream: 'updated.deal' },
    { action: 'deleted', downstream: 'deleted.deal' },
    { action: 'created', downstream: 'create.deal' },
    { action: 'updated', downstream: 'change.deal' },
    { action: 'deleted', downstream: 'delete.deal' },
  ],
});
