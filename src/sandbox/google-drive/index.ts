/**
 * The Google Drive emulator (Drive API v3, https://www.googleapis.com/drive/v3/
 * and its upload paths, and Google's authorization server), declared on the
 * kit from Drive's discovery document (downstream-specs/google-drive/drive-v3.json):
 * files and folders with `q`, `fields`, `pageToken` paging, `alt=media`
 * downloads with ranges, media, multipart and resumable uploads, copy,
 * export of Google Docs, permissions (shared links), shared drives, about,
 * the changes feed and its watch channels (changes.ts, channels.ts).
 * File contents are files in a temporary folder of the instance, removed at
 * close (content-store.ts); seeded contents are made on demand.
 */
import { definePlatform } from '../framework/kit/index.js';
import { GOOGLE_DRIVE_ACCOUNTS, GOOGLE_DRIVE_DEMO_ACCOUNT, type GoogleDriveAccount } from './accounts.js';
import { ContentStore } from './content-store.js';
import { googleDriveDialect } from './dialect.js';
import { drives } from './drives.js';
import { registerChangeRoutes } from './changes.js';
import { registerChannelRoutes } from './channels.js';
import { registerDriveRoutes } from './file-routes.js';
import { files } from './files.js';
import { mountGoogleDriveOAuth } from './oauth.js';
import { permissions } from './permissions.js';
import { registerPublicLinks } from './public-link.js';
import { seedGoogleDrive } from './seed.js';
import { registerUploads } from './uploads.js';

export { GOOGLE_DRIVE_DEMO_ACCOUNT, GOOGLE_DRIVE_OTHER_ACCOUNT, type GoogleDriveAccount } from './accounts.js';
export { GOOGLE_DRIVE_OAUTH_PATHS } from './oauth.js';
export { LARGE_SEED_BYTES } from './seed.js';

export const googleDriveEmulator = definePlatform<GoogleDriveAccount>({
  id: 'google-drive',
  dialect: googleDriveDialect,
  accounts: GOOGLE_DRIVE_ACCOUNTS,
  resources: [files, permissions, drives],
  seed: seedGoogleDrive,
  oauth: (app) => mountGoogleDriveOAuth(app, GOOGLE_DRIVE_DEMO_ACCOUNT),
  routes(app, kit) {
    // One store per running instance, gone with it.
    const store = new ContentStore();
    app.addHook('onClose', async () => store.close());
    registerDriveRoutes(app, kit, store);
    registerUploads(app, kit, store);
    registerPublicLinks(app, kit, GOOGLE_DRIVE_ACCOUNTS, store);
    registerChangeRoutes(app, kit);
    registerChannelRoutes(app, kit);
  },
});
