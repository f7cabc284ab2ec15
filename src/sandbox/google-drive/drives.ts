/**
 * Shared drives (the discovery document's `Drive` schema, drives.*): created
 * with a `requestId` that makes the create idempotent (the same id again is
 * a 409), each with a root folder whose id is the drive's, its items
 * carrying `driveId`. A drive with items is refused deletion ("cannot be
 * deleted because it has children") unless `allowItemDeletion=true`, which
 * the document allows only with `useDomainAdminAccess=true` (the emulator's
 * accounts are their domain's administrators).
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import { drivePaging } from './dialect.js';
import { FOLDER } from './mime-types.js';
import { descendants } from './files.js';

const DRIVE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function driveRootFolder(drive: StoredRecord): StoredRecord {
  return { id: drive.id, name: drive.name, mimeType: FOLDER, driveId: drive.id, parents: [], trashed: false, starred: false, createdTime: drive.createdTime, modifiedTime: drive.createdTime, version: 1, isFolder: 0 };
}

export const drives = defineResource<GoogleDriveAccount>({
  name: 'drives',
  labels: { list: 'drives', listKind: 'drive#driveList' },
  routes: {},
  idParam: 'driveId',
  newId: (ctx) => `0A${ctx.faker.string.fromCharacters(DRIVE_ID_ALPHABET, 9)}Uk9PVA`,
  paging: drivePaging(10, 100),
  fields: {
    id: { kind: 'string', readOnly: true },
    name: { kind: 'string', required: true, maxLength: 128 },
    colorRgb: { kind: 'string' },
    themeId: { kind: 'string' },
    hidden: { kind: 'boolean', default: false },
    createdTime: { kind: 'time', readOnly: true },
    requestId: { kind: 'string', writeOnly: true, readOnly: true },
    restrictions: { kind: 'object' },
  },
  timestamps: { created: 'createdTime' },
  filters: {
    q: (record, value) => {
      // Drive's drive query terms; the emulator takes `name contains 'x'` and `hidden = true|false`.
      const name = /^\s*name\s+contains\s+'((?:[^'\\]|\\.)*)'\s*$/.exec(value);
      if (name) return String(record.name).toLowerCase().includes((name[1] as string).replace(/\\(.)/g, '$1').toLowerCase());
      const hidden = /^\s*hidden\s*=\s*(true|false)\s*$/.exec(value);
      if (hidden) return Boolean(record.hidden) === (hidden[1] === 'true');
      throw fail.validation('Invalid Value', { field: 'q' });
    },
  },
  hooks: {
    beforeCreate(record, ctx) {
      const requestId = ctx.request.query.get('requestId');
      if (!requestId) throw fail.validation('Required parameter: requestId', { field: 'requestId', code: 'required' });
      if (ctx.tenant.table('drives').all().some((drive) => drive.requestId === requestId)) {
        throw fail.conflict('A shared drive with this requestId was already created.', { code: 'duplicate' });
      }
      record.requestId = requestId;
    },
    afterCreate(record, ctx) {
      ctx.tenant.table('files').insert(driveRootFolder(record));
    },
    afterUpdate(record, _previous, ctx) {
      const root = ctx.tenant.table('files').get(record.id);
      if (root) root.name = record.name;
    },
    beforeDelete(record, ctx) {
      const items = descendants(ctx.tenant.table('files').all(), record.id);
      const allowItemDeletion = ctx.request.query.get('allowItemDeletion') === 'true';
      if (allowItemDeletion && ctx.request.query.get('useDomainAdminAccess') !== 'true') {
        throw fail.validation('allowItemDeletion is only supported when useDomainAdminAccess is also set to true.', { field: 'allowItemDeletion', code: 'invalidParameter' });
      }
      if (items.length > 0 && !allowItemDeletion) {
        throw fail.forbidden('This resource cannot be deleted because it has children', { code: 'cannotDeleteResourceWithChildren' });
      }
      const files = ctx.tenant.table('files');
      for (const item of items) files.remove(item.id);
      files.remove(record.id);
    },
    present: (wire) => ({ kind: 'drive#drive', ...wire, capabilities: { canAddChildren: true, canEdit: true, canManageMembers: true, canRename: true, canDeleteDrive: true } }),
  },
});
