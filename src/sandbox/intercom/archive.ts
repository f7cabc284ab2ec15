/**
 * POST /contacts/{id}/archive and /unarchive: Intercom's soft removal. An
 * archived contact leaves Get, List and Search until it is unarchived (by
 * id: nothing lists archived contacts), and still blocks its email and
 * external_id. Both answer the short contact_archived reference.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { IntercomAccount } from './accounts.js';

function setArchived(ctx: KitContext<IntercomAccount>, archived: boolean) {
  const id = ctx.request.params.id ?? '';
  const record = ctx.tenant.table('contacts').get(id);
  if (!record) throw fail.notFound('Contact Not Found');
  record.archived = archived;
  record.updated_at = ctx.now;
  // Intercom's topics: "contact.archived", and (sic) "contact.unarchive".
  ctx.tenant.table('contacts').updated(record.id);
  ctx.emit(archived ? 'contact.archived' : 'contact.unarchive', 'contacts', record);
  return { status: 200, body: { id: record.id, external_id: record.external_id ?? null, type: 'contact', archived } };
}

export function registerArchiveRoutes(app: FastifyInstance, kit: PlatformKit<IntercomAccount>): void {
  app.post('/contacts/:id/archive', kit.handler((ctx) => setArchived(ctx, true)));
  app.post('/contacts/:id/unarchive', kit.handler((ctx) => setArchived(ctx, false)));
}
