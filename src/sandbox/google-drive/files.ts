/**
 * Files and folders (the discovery document's `File` schema): a folder is a
 * file of type application/vnd.google-apps.folder; every item names its
 * folders in `parents`; items of a shared drive carry its `driveId`. The
 * stored record keeps, beside the wire fields, where its bytes are
 * (`contentRef`, content-store.ts), a Google Doc's text (`docText`) and its
 * owner (`ownerEmail`, and `ownerName`/`ownerPermissionId` for a colleague's
 * file shared with the user): none of them is written out.
 *
 * The kit serves get, update and list from this declaration; the routes
 * (file-routes.ts, uploads.ts) add what is Drive's own: `fields`, `q`,
 * `alt=media`, uploads, copy and export.
 */
import { defineResource, fail, type KitContext, type KitRequest, type StoredRecord } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import type { StoredContent } from './content-store.js';
import { drivePaging } from './dialect.js';
import { EXPORT_FORMATS, FOLDER, extensionOf, isGoogleType } from './mime-types.js';
import { parseQuery } from './query.js';

const withoutCase = (value: unknown): unknown => (typeof value === 'string' ? value.toLowerCase() : value);

/** Bytes an upload brought for the record being created or updated by this request. */
export const pendingContent = new WeakMap<KitRequest, StoredContent>();

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Drive's item ids: 33 characters, starting with "1". */
export function newDriveItemId(ctx: Pick<KitContext, 'faker'>): string {
  return `1${ctx.faker.string.fromCharacters(ID_ALPHABET, 32)}`;
}

/** The id an item is named by in a path: the alias `root` is the account's My Drive. */
export function fileIdOf(named: string, account: GoogleDriveAccount): string {
  return named === 'root' ? account.rootFolderId : named;
}

const truthy = (request: KitRequest, name: string) => request.query.get(name) === 'true';

/** Whether the request may see an item: a shared drive's only when the client says it supports them. */
export function visible(record: StoredRecord, request: KitRequest): boolean {
  return record.driveId === undefined || truthy(request, 'supportsAllDrives') || truthy(request, 'supportsTeamDrives');
}

/** The item named by the path's fileId, as Drive's 404 when it is absent or out of sight. */
export function requireFile(ctx: KitContext<GoogleDriveAccount>, named = ctx.request.params.fileId ?? ''): StoredRecord {
  const id = fileIdOf(named, ctx.account);
  const record = ctx.tenant.table('files').get(id);
  if (!record || !visible(record, ctx.request)) throw fail.notFound(`File not found: ${named.slice(0, 80)}.`, { field: 'fileId', code: 'notFound' });
  return record;
}

/** A folder the request names as a parent (My Drive's root, a folder, a shared drive's root). */
export function requireFolder(ctx: KitContext<GoogleDriveAccount>, named: string): StoredRecord {
  const folder = requireFile(ctx, named);
  if (folder.mimeType !== FOLDER) throw fail.forbidden(`The parent ${named.slice(0, 80)} is not a folder.`, { code: 'invalidParent' });
  return folder;
}

/** Every item below a folder, at any depth. */
export function descendants(tenantFiles: readonly StoredRecord[], folderId: string): StoredRecord[] {
  const found: StoredRecord[] = [];
  const queue = [folderId];
  while (queue.length > 0) {
    const parent = queue.shift() as string;
    for (const record of tenantFiles) {
      if (Array.isArray(record.parents) && record.parents.includes(parent) && !found.includes(record)) {
        found.push(record);
        if (record.mimeType === FOLDER) queue.push(record.id);
      }
    }
  }
  return found;
}

function applyContent(record: StoredRecord, content: StoredContent | undefined): void {
  if (!content) return;
  record.contentRef = content.ref;
  record.size = content.size;
  record.md5Checksum = content.md5;
  record.sha256Checksum = content.sha256;
  record.headRevisionId = `0B${content.md5.slice(0, 20)}`;
}

/** Items the list may show: the corpus asked for (a shared drive, or My Drive), then `q`. */
function listed(records: StoredRecord[], ctx: KitContext<GoogleDriveAccount>): StoredRecord[] {
  const { request } = ctx;
  const driveId = request.query.get('driveId');
  const corpora = request.query.get('corpora') ?? (driveId ? 'drive' : 'user');
  const allDrives = truthy(request, 'includeItemsFromAllDrives') || truthy(request, 'includeTeamDriveItems');
  if (!['user', 'drive', 'allDrives', 'domain'].includes(corpora)) throw fail.validation('Invalid Value', { field: 'corpora' });
  if (corpora === 'drive' && !driveId) throw fail.validation('The driveId parameter must be specified if and only if corpora is set to drive.', { field: 'driveId', code: 'invalidParameter' });
  if ((driveId || corpora === 'allDrives') && !(allDrives && visible({ id: '', driveId: '' }, request))) {
    throw fail.forbidden('The includeItemsFromAllDrives parameter must be set to true and supportsAllDrives to true when a shared drive is searched.', { code: 'teamDriveItemsNotSupported' });
  }
  const root = ctx.account.rootFolderId;
  let inCorpus: (record: StoredRecord) => boolean;
  if (corpora === 'drive') inCorpus = (record) => record.driveId === driveId && record.id !== driveId;
  else if (corpora === 'allDrives') inCorpus = (record) => record.id !== root && !ctx.tenant.table('drives').has(record.id);
  else inCorpus = (record) => record.driveId === undefined && record.id !== root;
  const q = request.query.get('q');
  const matches = q === null ? () => true : parseQuery(q, { root });
  return records.filter((record) => inCorpus(record) && matches(record));
}

export const files = defineResource<GoogleDriveAccount>({
  name: 'files',
  labels: { list: 'files', listKind: 'drive#fileList', searchable: 'yes' },
  // Served from Drive's own routes (file-routes.ts), which call the kit's operations.
  routes: {},
  idParam: 'fileId',
  lookup: (named, ctx) => fileIdOf(named, ctx.account),
  newId: (ctx) => newDriveItemId(ctx),
  // The document: "The maximum value is 100; values above 100 are changed to 100."
  paging: drivePaging(100, 100),
  fields: {
    id: { kind: 'string', readOnly: true },
    name: { kind: 'string', maxLength: 32_767 },
    mimeType: { kind: 'string' },
    description: { kind: 'string' },
    parents: { kind: 'array' },
    starred: { kind: 'boolean', default: false },
    trashed: { kind: 'boolean', default: false },
    explicitlyTrashed: { kind: 'boolean', readOnly: true },
    trashedTime: { kind: 'time', readOnly: true },
    createdTime: { kind: 'time' },
    modifiedTime: { kind: 'time' },
    size: { kind: 'integer', readOnly: true, asString: true },
    quotaBytesUsed: { kind: 'integer', readOnly: true, asString: true },
    version: { kind: 'integer', readOnly: true, asString: true },
    md5Checksum: { kind: 'string', readOnly: true },
    sha256Checksum: { kind: 'string', readOnly: true },
    headRevisionId: { kind: 'string', readOnly: true },
    originalFilename: { kind: 'string' },
    driveId: { kind: 'string', readOnly: true },
    properties: { kind: 'object' },
    appProperties: { kind: 'object' },
    folderColorRgb: { kind: 'string' },
    shared: { kind: 'boolean', readOnly: true },
  },
  timestamps: { created: 'createdTime', updated: 'modifiedTime' },
  sort: {
    fields: { name: 'name', modifiedTime: 'modifiedTime', createdTime: 'createdTime', quotaBytesUsed: 'size', starred: 'starred', folder: 'isFolder', name_natural: 'name' },
    // Drive sorts names alphabetically as its own lists show them: without case ("budget.csv" beside "Budget 2026").
    collate: { name: withoutCase, name_natural: withoutCase },
    // Drive's orderBy: "key[ desc],key…"; the emulator honours the first key.
    read(request) {
      const first = (request.query.get('orderBy') ?? '').split(',')[0]?.trim();
      if (!first) return undefined;
      const [key = '', direction] = first.split(/\s+/);
      return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
    },
  },
  hooks: {
    select: listed,
    beforeCreate(record, ctx) {
      const account = ctx.account;
      const parents = (record.parents as unknown[] | undefined) ?? [account.rootFolderId];
      if (parents.length !== 1 || typeof parents[0] !== 'string') throw fail.forbidden('A file must have exactly one parent.', { code: 'cannotAddParent' });
      const parent = requireFolder(ctx, parents[0]);
      record.parents = [parent.id];
      const driveId = parent.driveId ?? (ctx.tenant.table('drives').has(parent.id) ? parent.id : undefined);
      if (driveId !== undefined) record.driveId = driveId;
      else record.ownerEmail = account.user.emailAddress;
      record.name ??= 'Untitled';
      const content = pendingContent.get(ctx.request);
      record.mimeType ??= content ? content.mimeType ?? 'application/octet-stream' : 'application/octet-stream';
      record.version = 1;
      if (isGoogleType(record.mimeType)) record.docText ??= '';
      else if (record.mimeType !== FOLDER) applyContent(record, content ?? EMPTY);
      record.isFolder = record.mimeType === FOLDER ? 0 : 1;
    },
    beforeUpdate(record, changes, ctx) {
      if ('parents' in changes) throw fail.forbidden('The parents field is not directly writable in update requests. Use the addParents and removeParents parameters instead.', { code: 'fieldNotWritable' });
      if ('mimeType' in changes && changes.mimeType !== record.mimeType && (record.mimeType === FOLDER || changes.mimeType === FOLDER)) {
        throw fail.forbidden('A folder\'s type cannot change.', { code: 'fieldNotWritable' });
      }
      if (changes.trashed === true && !record.trashed) {
        changes.explicitlyTrashed = true;
        changes.trashedTime = ctx.now;
      } else if (changes.trashed === false) {
        changes.explicitlyTrashed = false;
        delete record.trashedTime;
      }
      const content = pendingContent.get(ctx.request);
      if (content) {
        if (record.mimeType === FOLDER || isGoogleType(record.mimeType)) throw fail.forbidden('Only files with binary content can take uploaded content.', { code: 'fileNotUploadable' });
        applyContent(record, content);
      }
      record.version = Number(record.version ?? 1) + 1;
      return changes;
    },
    present(wire, record, ctx) {
      const origin = ctx.request.origin;
      const folder = record.mimeType === FOLDER;
      const google = isGoogleType(record.mimeType);
      const extension = !folder && !google ? extensionOf(String(record.name ?? '')) : undefined;
      const permissions = ctx.tenant.table('permissions').all().filter((permission) => permission.fileId === record.id);
      return {
        kind: 'drive#file',
        ...wire,
        ...(extension ? { fileExtension: extension, fullFileExtension: extension } : {}),
        ...(record.size === undefined ? {} : { quotaBytesUsed: String(record.size) }),
        shared: permissions.some((permission) => permission.type !== 'user' || permission.emailAddress !== record.ownerEmail),
        ownedByMe: record.ownerEmail === ctx.account.user.emailAddress,
        ...(record.ownerEmail === undefined ? {} : { owners: [ownerOf(record, ctx.account)] }),
        // The owner last wrote a colleague's file; the account's user everything else.
        lastModifyingUser: record.ownerEmail === undefined ? ownerOf({ id: record.id, ownerEmail: ctx.account.user.emailAddress }, ctx.account) : ownerOf(record, ctx.account),
        spaces: ['drive'],
        webViewLink: `${origin}/${folder ? 'drive/folders' : google ? 'document/d' : 'file/d'}/${record.id}${folder ? '' : '/view'}`,
        ...(folder || google ? {} : { webContentLink: `${origin}/uc?id=${record.id}&export=download` }),
        ...(google ? { exportLinks: Object.fromEntries((EXPORT_FORMATS[String(record.mimeType)] ?? []).map((type) => [type, `${origin}/drive/v3/files/${record.id}/export?mimeType=${encodeURIComponent(type)}`])) } : {}),
        iconLink: `${origin}/icons/${encodeURIComponent(String(record.mimeType))}`,
        permissionIds: permissions.map((permission) => permission.id),
        capabilities: {
          canDownload: !folder && !google,
          canEdit: true,
          canCopy: !folder,
          canTrash: true,
          canDelete: true,
          canRename: true,
          canAddChildren: folder,
          canListChildren: folder,
          canShare: true,
        },
      };
    },
  },
});

/** An item's owner as Drive's User: the account's user, or the colleague a shared file came from (ownerName, ownerPermissionId). */
function ownerOf(record: StoredRecord, account: GoogleDriveAccount): Record<string, unknown> {
  const me = record.ownerEmail === account.user.emailAddress;
  const user = me ? account.user : { displayName: record.ownerName, emailAddress: record.ownerEmail, permissionId: record.ownerPermissionId };
  return { kind: 'drive#user', ...user, me };
}

const EMPTY: StoredContent = { ref: 'seed:empty', size: 0, md5: 'd41d8cd98f00b204e9800998ecf8427e', sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' };
