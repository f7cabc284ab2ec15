/**
 * The Drive v3 routes on the kit (discovery `rootUrl` + `servicePath`:
 * /drive/v3/...): files, permissions, shared drives and about. Each calls
 * the kit's operation for its resource and narrows the answer to `fields`
 * (fields.ts); what is Drive's own is here: `alt=media` downloads,
 * `addParents`/`removeParents` moves, trash that reaches a folder's items,
 * deletes that take a folder's items with it, copy and export.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type Answer, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import type { ContentStore } from './content-store.js';
import { download } from './download.js';
import { exportFile } from './export.js';
import { applyFields, parseFields } from './fields.js';
import { descendants, pendingContent, requireFile, requireFolder } from './files.js';
import { FOLDER } from './mime-types.js';

type Ctx = KitContext<GoogleDriveAccount>;

/** What each method answers without `fields` (Drive's defaults). */
export const DEFAULT_FIELDS = {
  file: 'kind,id,name,mimeType,driveId',
  fileList: 'kind,incompleteSearch,nextPageToken,files(kind,id,name,mimeType,driveId)',
  permission: 'kind,id,type,role,emailAddress,domain,allowFileDiscovery,displayName,deleted,pendingOwner',
  permissionList: 'kind,nextPageToken,permissions(kind,id,type,role,emailAddress,domain,allowFileDiscovery,displayName,deleted,pendingOwner)',
  drive: '*',
  driveList: '*',
} as const;

/** A handler whose JSON answer is narrowed to `fields` (read before anything is done, so a bad selection changes nothing). */
export function withFields(kit: PlatformKit<GoogleDriveAccount>, defaults: string, run: (ctx: Ctx) => Answer | Promise<Answer>) {
  return kit.handler(async (ctx) => {
    const requested = ctx.request.query.get('fields');
    const selection = parseFields(requested === null || requested.trim() === '' ? defaults : requested);
    const answer = await run(ctx);
    const plain = answer.body !== undefined && typeof answer.body === 'object' && !Buffer.isBuffer(answer.body) && typeof (answer.body as { pipe?: unknown }).pipe !== 'function';
    return plain ? { ...answer, body: applyFields(answer.body, selection) } : answer;
  });
}

function idsOf(text: string | null): string[] {
  return (text ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
}

/** Moves an item (and what it holds) between folders, and between My Drive and shared drives. */
function moveItem(record: StoredRecord, ctx: Ctx): void {
  const adding = idsOf(ctx.request.query.get('addParents'));
  const removing = idsOf(ctx.request.query.get('removeParents'));
  if (adding.length === 0 && removing.length === 0) return;
  const parents = (record.parents as string[] | undefined) ?? [];
  const removed = removing.map((id) => requireFile(ctx, id).id);
  const added = adding.map((id) => requireFolder(ctx, id));
  const next = [...parents.filter((id) => !removed.includes(id)), ...added.map((folder) => folder.id).filter((id) => !parents.includes(id) || removed.includes(id))];
  const unique = [...new Set(next)];
  if (unique.length > 1) throw fail.forbidden('Increasing the number of parents is not allowed.', { code: 'cannotAddParent' });
  if (unique.length === 0) throw fail.forbidden('A file must keep a parent: removeParents would leave it without one.', { code: 'cannotRemoveParent' });
  if (added.some((folder) => folder.id === record.id || descendants(ctx.tenant.table('files').all(), record.id).includes(folder))) {
    throw fail.forbidden('A folder cannot be moved into itself or one of its folders.', { code: 'cannotMoveIntoDescendant' });
  }
  const target = ctx.tenant.table('files').get(unique[0] as string) as StoredRecord;
  const driveId = (target.driveId as string | undefined) ?? (ctx.tenant.table('drives').has(target.id) ? target.id : undefined);
  for (const item of [record, ...descendants(ctx.tenant.table('files').all(), record.id)]) {
    if (driveId === undefined) {
      delete item.driveId;
      item.ownerEmail = ctx.account.user.emailAddress;
    } else {
      item.driveId = driveId;
      delete item.ownerEmail;
    }
  }
  record.parents = unique;
}

export function updateFile(ctx: Ctx, kit: PlatformKit<GoogleDriveAccount>): Answer {
  const record = requireFile(ctx);
  const wasTrashed = Boolean(record.trashed);
  moveItem(record, ctx);
  const answer = kit.operation('update', 'files', ctx);
  if (record.mimeType === FOLDER && Boolean(record.trashed) !== wasTrashed) {
    // Trash reaches what a folder holds, without marking those items as trashed by themselves.
    for (const item of descendants(ctx.tenant.table('files').all(), record.id)) {
      if (item.explicitlyTrashed) continue;
      item.trashed = record.trashed;
      item.explicitlyTrashed = false;
      if (record.trashed) item.trashedTime = ctx.now;
      else delete item.trashedTime;
      // Drive's changes feed reports each of them (changes.ts reads the journal).
      ctx.tenant.table('files').updated(item.id);
    }
  }
  return answer;
}

function deleteFile(ctx: Ctx, kit: PlatformKit<GoogleDriveAccount>): Answer {
  const record = requireFile(ctx);
  if (record.id === ctx.account.rootFolderId || ctx.tenant.table('drives').has(record.id)) {
    throw fail.forbidden('The root folder of a drive cannot be deleted.', { code: 'cannotDeleteRoot' });
  }
  const table = ctx.tenant.table('files');
  const gone = [record, ...descendants(table.all(), record.id)];
  for (const item of gone.slice(1)) table.remove(item.id);
  const permissions = ctx.tenant.table('permissions');
  for (const permission of permissions.all().filter((candidate) => gone.some((item) => item.id === candidate.fileId))) permissions.remove(permission.id);
  return kit.operation('delete', 'files', { ...ctx, request: { ...ctx.request, params: { ...ctx.request.params, fileId: record.id } } });
}

function copyFile(ctx: Ctx, kit: PlatformKit<GoogleDriveAccount>): Answer {
  const source = requireFile(ctx);
  // Drive copies files, never folders.
  if (source.mimeType === FOLDER) throw fail.forbidden('This file cannot be copied by the user.', { code: 'cannotCopyFile' });
  const asked = (ctx.request.body ?? {}) as Record<string, unknown>;
  if (typeof asked !== 'object' || Array.isArray(asked)) throw fail.validation('The request body must be a File resource.');
  const body = { name: `Copy of ${String(source.name)}`, mimeType: source.mimeType, ...(source.description === undefined ? {} : { description: source.description }), parents: source.parents, ...asked };
  const request = { ...ctx.request, body, params: {} };
  if (typeof source.contentRef === 'string') {
    pendingContent.set(request, { ref: source.contentRef, size: Number(source.size), md5: String(source.md5Checksum), sha256: String(source.sha256Checksum), mimeType: String(source.mimeType) });
  }
  const answer = kit.operation('create', 'files', { ...ctx, request });
  const created = ctx.tenant.table('files').get(String((answer.body as { id: string }).id));
  if (created && source.docText !== undefined) created.docText = source.docText;
  return answer;
}

function about(ctx: Ctx): Answer {
  if (!ctx.request.query.get('fields')) throw fail.validation('The \'fields\' parameter is required for this method.', { field: 'fields', code: 'required' });
  const used = ctx.tenant.table('files').all().filter((file) => file.ownerEmail === ctx.account.user.emailAddress).reduce((sum, file) => sum + Number(file.size ?? 0), 0);
  const { user } = ctx.account;
  return {
    status: 200,
    body: {
      kind: 'drive#about',
      user: { kind: 'drive#user', displayName: user.displayName, emailAddress: user.emailAddress, permissionId: user.permissionId, me: true },
      storageQuota: { limit: String(15 * 1024 ** 3), usage: String(used), usageInDrive: String(used), usageInDriveTrash: '0' },
      canCreateDrives: true,
      maxUploadSize: '5497558138880',
    },
  };
}

export function registerDriveRoutes(app: FastifyInstance, kit: PlatformKit<GoogleDriveAccount>, store: ContentStore): void {
  const base = '/drive/v3';
  app.get(`${base}/about`, withFields(kit, '*', about));

  app.get(`${base}/files`, withFields(kit, DEFAULT_FIELDS.fileList, (ctx) => kit.operation('list', 'files', ctx)));
  app.post(`${base}/files`, withFields(kit, DEFAULT_FIELDS.file, (ctx) => kit.operation('create', 'files', ctx)));
  app.get(`${base}/files/:fileId`, withFields(kit, DEFAULT_FIELDS.file, (ctx) => {
    const record = requireFile(ctx);
    if (ctx.request.query.get('alt') === 'media') return download(record, ctx.request, store);
    return kit.operation('get', 'files', ctx);
  }));
  app.patch(`${base}/files/:fileId`, withFields(kit, DEFAULT_FIELDS.file, (ctx) => updateFile(ctx, kit)));
  app.delete(`${base}/files/:fileId`, kit.handler((ctx) => deleteFile(ctx, kit)));
  app.post(`${base}/files/:fileId/copy`, withFields(kit, DEFAULT_FIELDS.file, (ctx) => copyFile(ctx, kit)));
  app.get(`${base}/files/:fileId/export`, kit.handler((ctx) => exportFile(requireFile(ctx), ctx.request.query.get('mimeType'))));

  const permissions = `${base}/files/:fileId/permissions`;
  app.get(permissions, withFields(kit, DEFAULT_FIELDS.permissionList, (ctx) => kit.operation('list', 'permissions', ctx)));
  app.post(permissions, withFields(kit, DEFAULT_FIELDS.permission, (ctx) => kit.operation('create', 'permissions', ctx)));
  app.get(`${permissions}/:permissionId`, withFields(kit, DEFAULT_FIELDS.permission, (ctx) => kit.operation('get', 'permissions', ctx)));
  app.patch(`${permissions}/:permissionId`, withFields(kit, DEFAULT_FIELDS.permission, (ctx) => kit.operation('update', 'permissions', ctx)));
  app.delete(`${permissions}/:permissionId`, kit.handler((ctx) => kit.operation('delete', 'permissions', ctx)));

  app.get(`${base}/drives`, withFields(kit, DEFAULT_FIELDS.driveList, (ctx) => kit.operation('list', 'drives', ctx)));
  app.post(`${base}/drives`, withFields(kit, DEFAULT_FIELDS.drive, (ctx) => kit.operation('create', 'drives', ctx)));
  app.get(`${base}/drives/:driveId`, withFields(kit, DEFAULT_FIELDS.drive, (ctx) => kit.operation('get', 'drives', ctx)));
  app.patch(`${base}/drives/:driveId`, withFields(kit, DEFAULT_FIELDS.drive, (ctx) => kit.operation('update', 'drives', ctx)));
  app.delete(`${base}/drives/:driveId`, kit.handler((ctx) => kit.operation('delete', 'drives', ctx)));
}
