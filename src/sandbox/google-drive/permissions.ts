/**
 * Permissions of an item (permissions.*, the `Permission` schema): who may
 * read or write it. A shared link is the `anyone` permission: its id is
 * `anyoneWithLink` (as Drive names it), and while it stands the item's
 * `webContentLink` opens without credentials (public-link.ts). Ids are
 * stored with their item's id after a colon and written without it.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import { drivePaging } from './dialect.js';
import { fileIdOf, requireFile } from './files.js';

export const PERMISSION_ROLES = ['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader'] as const;
export const PERMISSION_TYPES = ['user', 'group', 'domain', 'anyone'] as const;

export const permissions = defineResource<GoogleDriveAccount>({
  name: 'permissions',
  labels: { list: 'permissions', listKind: 'drive#permissionList' },
  routes: {},
  idParam: 'permissionId',
  parent: { param: 'fileId', field: 'fileId', lookup: (named, ctx) => requireFile(ctx, named).id },
  // Stored as "<wire id>:<file id>": Drive's ids repeat across items (every owner's, `anyoneWithLink`).
  newId: (ctx) => `${ctx.faker.string.numeric(20)}:${fileIdOf(ctx.request.params.fileId ?? '', ctx.account)}`,
  lookup: (named, ctx) => `${named}:${fileIdOf(ctx.request.params.fileId ?? '', ctx.account)}`,
  paging: drivePaging(100, 100),
  fields: {
    id: { kind: 'string', readOnly: true },
    type: { kind: 'string', required: true, enum: PERMISSION_TYPES, immutable: true },
    role: { kind: 'string', required: true, enum: PERMISSION_ROLES },
    emailAddress: { kind: 'string', immutable: true },
    domain: { kind: 'string', immutable: true },
    displayName: { kind: 'string', readOnly: true },
    allowFileDiscovery: { kind: 'boolean' },
    expirationTime: { kind: 'time' },
    deleted: { kind: 'boolean', readOnly: true, default: false },
    pendingOwner: { kind: 'boolean' },
  },
  hooks: {
    beforeCreate(record, ctx) {
      if ((record.type === 'user' || record.type === 'group') && typeof record.emailAddress !== 'string') {
        throw fail.validation('The permission emailAddress field is required for type user or group.', { field: 'permission.emailAddress', code: 'required' });
      }
      if (record.type === 'domain' && typeof record.domain !== 'string') throw fail.validation('The permission domain field is required for type domain.', { field: 'permission.domain', code: 'required' });
      if (record.role === 'owner' && ctx.request.query.get('transferOwnership') !== 'true') {
        throw fail.forbidden('The transferOwnership parameter must be enabled when the permission role is \'owner\'.', { code: 'forbidden' });
      }
      if (record.type === 'anyone') {
        const id = record.allowFileDiscovery === true ? 'anyone' : 'anyoneWithLink';
        const existing = ctx.tenant.table('permissions').all().find((permission) => permission.fileId === record.fileId && permission.type === 'anyone');
        if (existing) ctx.tenant.table('permissions').remove(existing.id);
        record.id = `${id}:${String(record.fileId)}`;
      }
    },
    present: (wire) => ({ kind: 'drive#permission', ...wire, id: String(wire.id).replace(/:.*$/, '') }),
  },
});
