/**
 * The Box emulator (Box Platform API, https://api.box.com/2.0, uploads on
 * https://upload.box.com/api/2.0; both served here, under /2.0 and /api/2.0),
 * written from Box's own description (downstream-specs/box/openapi.json):
 * folders and files (get, create, update as rename or move, delete, copy,
 * a folder's items with offset or marker paging), ranged downloads, simple
 * uploads and chunked upload sessions (parts with digests, commit with the
 * whole file's SHA-1), shared links, search, the current user, V2 webhooks
 * signed with two keys (webhooks.ts); Box's OAuth 2.0
 * authorization server (oauth.ts), its ClientError bodies and 429s (dialect.ts).
 *
 * File content lives in files under os.tmpdir(), one folder per started
 * emulator, removed on close (content-store.ts); uploads stream to disk.
 * Box's items do not fit the kit's CRUD operations (a tree with paths,
 * moves, copies and bytes), so they are the platform's own routes on the
 * kit's tables, authentication, errors and recording.
 */
import type { FastifyInstance } from 'fastify';
import type { EmulatorStartOptions } from '../framework/emulator.js';
import { definePlatform, type KitEmulatorDefinition, type KitEmulatorHandle, type EmulatedResource } from '../framework/kit/index.js';
import { BOX_ACCOUNTS, BOX_DEMO_ACCOUNT, type BoxAccount } from './accounts.js';
import { ContentStore } from './content-store.js';
import { boxDialect } from './dialect.js';
import { registerFileRoutes } from './file-routes.js';
import { registerFolderRoutes } from './folder-routes.js';
import { nextId } from './items.js';
import { mountBoxOAuth } from './oauth.js';
import { registerSearchRoutes } from './search-routes.js';
import { seedBox } from './seed.js';
import { registerUploadRoutes } from './upload-routes.js';
import { registerUploadSessions } from './upload-sessions.js';
import { boxWebhooks, registerWebhookRoutes } from './webhooks.js';

export { BOX_ACCOUNTS, BOX_DEMO_ACCOUNT, BOX_OTHER_ACCOUNT, type BoxAccount } from './accounts.js';
export { BOX_OAUTH_PATHS } from './oauth.js';
export { LARGE_FILE_BYTES } from './seed.js';
export { MIN_SESSION_FILE_SIZE, PART_SIZE } from './upload-sessions.js';
export { BOX_SENT_TRIGGERS, boxSignature } from './webhooks.js';

/** Tables only: every route is Box's own (see above); the control plane reads and seeds them. */
const table = (name: string): EmulatedResource<BoxAccount> => ({
  name,
  routes: {},
  newId: (ctx) => nextId(ctx.tenant),
  fields: { id: { kind: 'string', readOnly: true }, name: { kind: 'string' } },
});

/**
 * Upload bodies are read by their routes as streams, never buffered whole.
 * An answer given before its upload was read to the end (a refusal, an
 * injected fault) closes the connection: the rest of the upload is not waited for.
 */
function streamBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['multipart/form-data', 'application/octet-stream'], (_request, _payload, done) => done(null));
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}

function declare(store: ContentStore) {
  return definePlatform<BoxAccount>({
    id: 'box',
    dialect: boxDialect,
    accounts: BOX_ACCOUNTS,
    resources: [table('folders'), table('files'), table('upload_sessions'), table('webhooks')],
    seed: seedBox(store),
    webhooks: boxWebhooks,
    oauth: (app) => mountBoxOAuth(app, BOX_DEMO_ACCOUNT),
    routes(app, kit) {
      streamBodies(app);
      registerFolderRoutes(app, kit);
      registerFileRoutes(app, kit, store);
      registerUploadRoutes(app, kit, store);
      registerUploadSessions(app, kit, store);
      registerSearchRoutes(app, kit);
      registerWebhookRoutes(app, kit);
    },
  });
}

export interface BoxEmulatorHandle extends KitEmulatorHandle {
  /** The folder holding this emulator's file content (under os.tmpdir()). */
  readonly contentDir: string;
}

/** Each start has its own content folder, removed when the emulator closes. */
export const boxEmulator: KitEmulatorDefinition & { start(options?: EmulatorStartOptions): Promise<BoxEmulatorHandle> } = {
  id: 'box',
  async start(options) {
    const store = new ContentStore();
    let handle: KitEmulatorHandle;
    try {
      handle = await declare(store).start(options);
    } catch (error) {
      store.close();
      throw error;
    }
    return {
      ...handle,
      contentDir: store.dir,
      async close() {
        try {
          await handle.close();
        } finally {
          store.close();
        }
      },
    };
  },
};
