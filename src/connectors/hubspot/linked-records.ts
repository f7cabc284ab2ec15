/**
 * HubSpot writes in steps: the record, then each association to another
 * record (PUT …/associations/default/…), or a lead's contact, then the lead.
 * By the connector kit's rule for such writes (kit/composite-write.ts) the
 * records a write associates are read before anything is written: an id
 * that names no record is refused with 400 naming the field, instead of a
 * 404 from the association call after the record was made. A record made
 * by a write that fails later is archived again.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { undoLeaving, type Undo } from '../kit/composite-write.js';
import { archiveRecord, getRecord } from './objects.js';

/** HubSpot's object types as a message names one record of them. */
const ONE_OF: Readonly<Record<string, string>> = { contacts: 'contact', companies: 'company', deals: 'deal', leads: 'lead' };

/** Associations a write asks for, with the unified field they come from (for the message when one names nothing). */
export interface LinkedIds {
  to: string;
  ids: readonly string[] | null;
  field?: string;
}

/** Records already read by this request's checks (a lead's company is checked before its contact is made, and again with the lead). */
const checked = new WeakMap<ConnectorContext, Set<string>>();

/** Reads every record the links name; the first that does not exist is a RequestValidationError naming its field. */
export async function checkLinkedRecords(ctx: ConnectorContext, links: readonly LinkedIds[]): Promise<void> {
  let seen = checked.get(ctx);
  if (!seen) checked.set(ctx, (seen = new Set()));
  const wanted = links.flatMap((link) => (link.ids ?? []).map((id) => ({ link, id }))).filter(({ link, id }) => !seen.has(`${link.to}/${id}`));
  await Promise.all(wanted.map(async ({ link, id }) => {
    const what = ONE_OF[link.to] ?? link.to;
    try {
      await getRecord(ctx, { objectType: link.to, properties: ['hs_object_id'], associations: [] }, id, what);
    } catch (error) {
      if (!(error instanceof ApiError) || error.typeName !== 'EntityNotFoundError') throw error;
      const field = link.field ?? `${what}_id`;
      throw new ApiError('RequestValidationError', { message: `${field} names no HubSpot ${what}: ${id.slice(0, 64)}`, detail: { field, id: id.slice(0, 64) } });
    }
    seen.add(`${link.to}/${id}`);
  }));
}

/** Undoes the create of a record: HubSpot's DELETE archives it. */
export function archiveAgain(ctx: ConnectorContext, objectType: string, what: string): Undo {
  return undoLeaving('archived (HubSpot keeps it in its recycling bin for 90 days)', (id) => archiveRecord(ctx, objectType, id, what));
}
