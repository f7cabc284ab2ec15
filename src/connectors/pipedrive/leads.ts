/**
 * Unified leads on Pipedrive leads (API v1: /v1/leads, start/limit paging).
 * A lead must be linked to a person or an organization. A create without
 * contact_id or company_id that names the person (first and last name,
 * emails, phone numbers: the unified lead's own details) first creates that
 * person in Pipedrive, as Pipedrive's own "add lead" does with a new
 * contact; with neither an id nor a person it is refused here. The list
 * takes no filter the unified leads define (they name people; a Pipedrive
 * lead has a title), and sorts by created_at or updated_at with v1's `sort`.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { leads } from '../../unified/crm/leads.js';
import { implement, type ConnectorContext, type ListParams } from '../framework/define.js';
import { restDelete, segment } from '../framework/rest/index.js';
import { getData, notFoundRule, UUID, V1, V2, v1Paging, writeRecord } from './api.js';
import { customFieldDefinitions } from './custom-fields.js';
import { compositeWrite } from '../kit/composite-write.js';
import { fromPipedriveLead, leadPerson, toPipedriveLead, type PipedriveLead } from './lead-mapper.js';

const LEADS = `${V1}/leads`;
const SORT_FIELDS: Readonly<Record<string, string>> = { created_at: 'add_time', updated_at: 'update_time' };

async function listLeads(ctx: ConnectorContext, params: ListParams) {
  const fields = await customFieldDefinitions(ctx, 'dealFields');
  const list = ctx.http.urlOf(LEADS);
  const call = { list, limit: params.limit, state: v1Paging.read(params.state, list) };
  const page = v1Paging.request(call);
  const sort = params.sort ? { sort: `${SORT_FIELDS[params.sort.by]} ${params.sort.direction.toUpperCase()}` } : {};
  const { body, headers } = await ctx.http.request<{ data?: PipedriveLead[] | null }>({ method: 'GET', path: LEADS, query: { ...sort, ...('query' in page ? page.query : {}) } });
  const items = body.data ?? [];
  return { items: items.map((lead) => fromPipedriveLead(lead, fields)), next: v1Paging.neighbours(call, { body, headers, count: items.length }).next };
}

const getLead = (ctx: ConnectorContext, id: string) => getData<PipedriveLead>(ctx, 'lead', id, `${LEADS}/${segment(id)}`, undefined, UUID);

export const pipedriveLeads = implement(leads, {
  downstream: { id: 'leads', name: 'Leads' },
  mapper: fromPipedriveLead,
  list: { paging: true, sortBy: Object.keys(SORT_FIELDS), run: listLeads },
  async one(ctx, { id }) {
    const [lead, fields] = await Promise.all([getLead(ctx, id), customFieldDefinitions(ctx, 'dealFields')]);
    return fromPipedriveLead(lead, fields);
  },
  async add(ctx, { record }) {
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'dealFields') : [];
    const json = toPipedriveLead(record, fields);
    const person = !record.contact_id && !record.company_id ? leadPerson(record) : undefined;
    if (!record.contact_id && !record.company_id && !person) {
      throw new ApiError('RequestValidationError', { message: 'A Pipedrive lead is linked to a person or an organization: give contact_id, company_id, or the person\'s name', detail: { missing: ['contact_id', 'company_id'] } });
    }
    // The person made for the lead is deleted again when the lead is refused (kit/composite-write.ts).
    return compositeWrite(async (steps) => {
      if (person) {
        const personId = await steps.create('person', async () => String((await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: `${V2}/persons`, json: person })).body.data.id),
          (created) => ctx.http.request({ method: 'DELETE', path: `${V2}/persons/${segment(created)}` }));
        json.person_id = Number(personId);
      }
      const { body } = await steps.step('creating the lead', () => ctx.http.request<{ data: { id: string } }>({ method: 'POST', path: LEADS, json }));
      return { id: body.data.id };
    });
  },
  async update(ctx, { id, record }) {
    const halfValue = (record.monetary_amount === undefined) !== (record.currency === undefined);
    const current = halfValue ? await getLead(ctx, id) : undefined;
    const fields = record.custom_fields ? await customFieldDefinitions(ctx, 'dealFields') : [];
    await writeRecord(ctx, 'lead', id, { method: 'PATCH', path: `${LEADS}/${segment(id)}`, json: toPipedriveLead(record, fields, current) }, UUID);
    return { id };
  },
  delete: restDelete({ path: `${LEADS}/{id}`, notFound: notFoundRule('lead', UUID) }),
  events: [
    { action: 'created', downstream: 'create.lead' },
    { action: 'updated', downstream: 'change.lead' },
    { action: 'deleted', downstream: 'delete.lead' },
  ],
});
