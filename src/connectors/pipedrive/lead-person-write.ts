/**
 * A lead's create on Pipedrive leads (leads.ts' `compose` hook). A lead must
 * be linked to a person or an organization. A create without contact_id or
 * company_id that names the person (first and last name, emails, phone
 * numbers: the unified lead's own details, leadPerson in lead-fields.ts)
 * first creates that person in Pipedrive, as Pipedrive's own "add lead" does
 * with a new contact, and deletes it again when the lead is refused
 * (kit/composite-write.ts); with neither an id nor a person it is refused
 * here. An update is the lead's own call.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { leads } from '../../unified/crm/leads.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite } from '../kit/composite-write.js';
import type { ComposedWrite } from '../kit/index.js';
import { V2 } from './api.js';
import { leadPerson, type PipedriveLead } from './lead-fields.js';

export async function writeLeadWithPerson(ctx: ConnectorContext, { operation, record, body, send }: ComposedWrite<ModelOf<typeof leads>, PipedriveLead>): Promise<{ id: string }> {
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
}
