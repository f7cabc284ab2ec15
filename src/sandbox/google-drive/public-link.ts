/**
 * The shared link a file's `webContentLink` names (`/uc?id=…&export=download`,
 * drive.google.com's download link): it opens without credentials while the
 * file has an `anyone` permission (a shared link), and answers 404 once the
 * link is taken away, as Drive's does to someone signed out.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import type { ContentStore } from './content-store.js';
import { isGoogleType } from './mime-types.js';

export function registerPublicLinks(app: FastifyInstance, kit: PlatformKit<GoogleDriveAccount>, accounts: readonly GoogleDriveAccount[], store: ContentStore): void {
  app.get('/uc', async (request, reply) => {
    const id = String((request.query as Record<string, unknown>).id ?? '');
    for (const account of accounts) {
      const tenant = kit.tenantOf(account.id);
      const file = tenant.table('files').get(id);
      if (!file) continue;
      const linked = tenant.table('permissions').all().some((permission) => permission.fileId === id && permission.type === 'anyone');
      if (!linked || file.trashed || isGoogleType(file.mimeType) || typeof file.contentRef !== 'string') break;
      const size = Number(file.size ?? 0);
      return reply
        .code(200)
        .headers({ 'content-length': String(size), 'content-disposition': `attachment; filename="${String(file.name).replace(/[^\x20-\x7e]|["\\]/g, '_')}"` })
        .type(String(file.mimeType))
        .send(store.open(file.contentRef, 0, size - 1));
    }
    return reply.code(404).type('text/html; charset=utf-8').send('<html><body>Sorry, the file you have requested does not exist.</body></html>');
  });
}
