/**
 * Unified leads on Pipedrive leads (API v1: /v1/leads, start/limit paging);
 * the mapping is lead-fields.ts, custom fields through custom-fields.ts.
 * A lead must be linked to a person or an organization: a create without
 * contact_id or company_id first creates the person the lead names, or is
 * refused (lead-person-write.ts). The list takes no filter the unified
 * leads define (they name people; a Pipedrive lead has a title), and sorts
 * by created_at or updated_at with v1's `sort`.
 */
import { leads } from '../../unified/crm/leads.js';
import { collection } from '../kit/index.js';
import { UUID, V1, v1Paging } from './api.js';
import { customFieldsOf, customFieldsWritten } from './custom-fields.js';
import { forwardOnly, pipedriveRecords, pipedriveV1Dialect } from './dialect.js';
import { pipedriveEvents } from './inbound-events.js';
import { leadFields, leadValue } from './lead-fields.js';
import { writeLeadWithPerson } from './lead-person-write.js';

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
    compose: writeLeadWithPerson,
  },
});
