/**
 * Unified leads on Pipedrive leads (API v1: /v1/leads, start/limit paging);
 * the mapping is lead-fields.ts, custom fields through custom-fields.ts.
 * A lead must be linked to a person or an organization. A create without
 * contact_id or company_id that names the person (first and last name,
 * emails, phone numbers: the unified lead's own details) first creates that
 * person in Pipedrive, as Pipedrive's own "add lead" does with a new
 * contact, and deletes it again when the lead is refused
 * (kit/composite-write.ts); with neither an id nor a person it is refused
 * here. The list takes no filter the unified leads define (they name
 * people; a Pipedrive lead has a title), and sorts by created_at or
 * updated_at with v1's `sort`.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { leads } from '../../unified/crm/leads.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import { collection } from '../kit/index.js';
import { UUID, V1, V2, v1Paging } from './api.js';
import { customFieldsOf, customFieldsWritten } from './custom-fields.js';
import { forwardOnly, pipedriveRecords, pipedriveV1Dialect } from './dialect.js';
import { pipedriveEvents } from './inbound-events.js';
import { leadFields, leadPerson, leadValue } from './lead-fields.js';

export const pipedriveLeads = collection(leads, {
  ...pipedriveRecords(`${V1}/leads`),
  dialect: { ...pipedriveV1Dialect, id: UUID },
  downstream: { id: 'leads', name: 'Leads' },
  what: 'lead',
  fields: leadFields,
  ...customFieldsOf('dealFields'),
  list: { paging: forwardOnly(v1Paging) },
  events: pipedriveEvents('lead', '2.0'),
  hooks: {
    async beforeWrite(ctx, { operation, record, body, current }) {
      const written = { ...(body as Record<string, unknown>) };
      if ((record.monetary_amount === undefined) !== (record.currency === undefined)) Object.assign(written, leadValue(record, operation === 'update' ? await current() : undefined));
      return { ...written, ...(await customFieldsWritten(ctx, 'dealFields', record.custom_fields)) };
    },
    async compose(ctx, { operation, record, body, send }) {
      if (operation === 'update') return { id: await send(body) };
      const person = !record.contact_id && !record.company_id ? leadPerson(record) : undefined;
      if (!record.contact_id && !record.company_id && !person) {
        throw new ApiError('RequestValidationError', { message: 'A Pipedrive lead is linked to a person or an organization: give contact_id, company_id, or the person\'s name', detail: { missing: ['contact_id', 'company_id'] } });
      }
      return compositeWrite(async (steps) => {
        const lead = { ...(body as Record<string, unknown>) };
        if (person) {
          const created = await steps.create('person', async () => String((await ctx.http.request<{ data: { id: number } }>({ method: 'POST', path: `${V2}/persons`, json: person })).body.data.id),
            (id) => ctx.http.request({ method: 'DELETE', path: `${V2}/persons/${segment(id)}` }));
          lead.person_id = Number(created);
        }
        return { id: await steps.step('creating the lead', () => send(lead)) };
      });
    },
  },
});
