/**
 * Box's items as stored, and as Box writes them (openapi.json: Folder--Full,
 * File--Full, their --Mini forms, Shared link). Folder "0" is every user's
 * root ("All Files"); every other item has a parent folder. `etag` and
 * `sequence_id` count the item's changes (If-Match compares the etag).
 */
import type { KitContext, StoredRecord, TenantState } from '../framework/kit/index.js';
import type { BoxAccount, BoxUser } from './accounts.js';
import { boxFailure } from './dialect.js';

export const ROOT_ID = '0';

export interface SharedLink {
  token: string;
  access: 'open' | 'company' | 'collaborators';
  canDownload: boolean;
  createdAt: number;
  downloadCount: number;
  previewCount: number;
  /** Box asks it of whoever opens the link (open links only). */
  password?: string | null;
  /** When Box removes the link (`unshared_at`). */
  unsharedAt?: number | null;
}

export interface StoredFolder extends StoredRecord {
  name: string;
  parentId: string | null;
  description: string;
  createdAt: number;
  modifiedAt: number;
  etag: number;
  sharedLink: SharedLink | null;
}

export interface StoredFile extends StoredFolder {
  parentId: string;
  sha1: string;
  size: number;
  versionId: string;
  versionNumber: number;
  contentCreatedAt: number;
  contentModifiedAt: number;
}

export type StoredItem = StoredFolder | StoredFile;

export const isFile = (item: StoredItem): item is StoredFile => typeof (item as StoredFile).sha1 === 'string';

export const folders = (tenant: TenantState) => tenant.table<StoredFolder>('folders');
export const files = (tenant: TenantState) => tenant.table<StoredFile>('files');

const ID_BASE = 'box-id-base';

/** Where an account's ids start (the seed sets it): ids never repeat across accounts, as Box's are global. */
export function setIdBase(tenant: TenantState, base: number): void {
  tenant.extras.set(ID_BASE, base);
}

/** Box's ids are numeric strings, one sequence for every kind of item. */
export function nextId(tenant: TenantState): string {
  return String(tenant.next('box-items', (tenant.extras.get(ID_BASE) as number | undefined) ?? 1_000_000_001));
}

export function folderOf(tenant: TenantState, id: string): StoredFolder {
  const folder = folders(tenant).get(id);
  if (!folder) throw boxFailure('not_found', 'not_found', 'Could not find the specified resource');
  return folder;
}

export function fileOf(tenant: TenantState, id: string): StoredFile {
  const file = files(tenant).get(id);
  if (!file) throw boxFailure('not_found', 'not_found', 'Could not find the specified resource');
  return file;
}

export function childrenOf(tenant: TenantState, folderId: string): StoredItem[] {
  return [...folders(tenant).all().filter((folder) => folder.parentId === folderId), ...files(tenant).all().filter((file) => file.parentId === folderId)];
}

/** The folder and every folder below it. */
export function isWithin(tenant: TenantState, folderId: string, ancestorId: string): boolean {
  for (let id: string | null = folderId; id !== null; id = folders(tenant).get(id)?.parentId ?? null) if (id === ancestorId) return true;
  return false;
}

/** Box's rules for names (developer.box.com: item names): 1–255 characters, no / or \, not "." or "..", no edge spaces. */
export function checkName(name: unknown): string {
  if (typeof name !== 'string' || name === '' || name === '.' || name === '..' || /[/\\]/.test(name) || name !== name.trim()) {
    throw boxFailure('validation', 'item_name_invalid', 'Item name invalid');
  }
  if (name.length > 255) throw boxFailure('validation', 'item_name_too_long', 'Item name too long');
  return name;
}

/** Names are unique within a folder, case-insensitively, across files and folders. */
export function checkNameFree(tenant: TenantState, parentId: string, name: string, except?: string): void {
  const taken = childrenOf(tenant, parentId).find((item) => item.id !== except && item.name.toLowerCase() === name.toLowerCase());
  if (taken) throw boxFailure('conflict', 'item_name_in_use', 'Item with the same name already exists', { conflicts: [mini(taken)] });
}

/** Box's If-Match: the change applies only to the item as the client last saw it. */
export function checkIfMatch(ctx: KitContext<BoxAccount>, item: StoredItem): void {
  const expected = ctx.request.headers['if-match'];
  if (typeof expected === 'string' && expected !== String(item.etag)) throw boxFailure('validation', 'precondition_failed', 'The resource has been modified. Please retrieve the resource again and retry', undefined, { status: 412 });
}

export function touch(item: StoredItem, now: number): void {
  item.etag += 1;
  item.modifiedAt = now;
}

const time = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function userMini(user: BoxUser): Record<string, unknown> {
  return { type: 'user', id: user.id, name: user.name, login: user.login };
}

export function mini(item: StoredItem): Record<string, unknown> {
  const root = item.id === ROOT_ID;
  const base = { type: isFile(item) ? 'file' : 'folder', id: item.id, sequence_id: root ? null : String(item.etag), etag: root ? null : String(item.etag), name: item.name };
  if (!isFile(item)) return base;
  return { ...base, sha1: item.sha1, file_version: { type: 'file_version', id: item.versionId, sha1: item.sha1 } };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function pathCollection(tenant: TenantState, item: StoredItem): Record<string, unknown> {
  const entries: Record<string, unknown>[] = [];
  for (let id = item.parentId; id !== null; ) {
    const folder = folders(tenant).get(id);
    if (!folder) break;
    entries.unshift(mini(folder));
    id = folder.parentId;
  }
  return { total_count: entries.length, entries };
}

function sharedLinkOf(item: StoredItem, origin: string): Record<string, unknown> | null {
  const link = item.sharedLink;
  if (!link) return null;
  return {
    url: `${origin}/s/${link.token}`,
    download_url: isFile(item) ? `${origin}/shared/static/${link.token}${extensionOf(item.name) ? `.${extensionOf(item.name)}` : ''}` : null,
    vanity_url: null,
    vanity_name: null,
    access: link.access,
    effective_access: link.access,
    effective_permission: link.canDownload ? 'can_download' : 'can_preview',
    unshared_at: link.unsharedAt ? time(link.unsharedAt) : null,
    is_password_enabled: Boolean(link.password),
    permissions: { can_download: link.canDownload, can_preview: true, can_edit: false },
    download_count: link.downloadCount,
    preview_count: link.previewCount,
  };
}

/** Bytes under a folder, every level down. */
function sizeOf(tenant: TenantState, item: StoredItem): number {
  if (isFile(item)) return item.size;
  return childrenOf(tenant, item.id).reduce((total, child) => total + sizeOf(tenant, child), 0);
}

/** An item as Box writes it in full (GET, and the answer to every write). */
export function full(ctx: Pick<KitContext<BoxAccount>, 'tenant' | 'account'>, item: StoredItem): Record<string, unknown> {
  const { tenant, account } = ctx;
  const root = item.id === ROOT_ID;
  const parent = item.parentId === null ? null : folders(tenant).get(item.parentId);
  const owner = userMini(account.user);
  const common = {
    ...mini(item),
    description: item.description,
    size: sizeOf(tenant, item),
    path_collection: pathCollection(tenant, item),
    created_at: root ? null : time(item.createdAt),
    modified_at: root ? null : time(item.modifiedAt),
    trashed_at: null,
    purged_at: null,
    created_by: owner,
    modified_by: owner,
    owned_by: owner,
    shared_link: sharedLinkOf(item, `https://app.box.com`),
    parent: parent ? mini(parent) : null,
    item_status: 'active',
  };
  if (isFile(item)) {
    return {
      ...common,
      content_created_at: time(item.contentCreatedAt),
      content_modified_at: time(item.contentModifiedAt),
      extension: extensionOf(item.name),
      version_number: String(item.versionNumber),
      comment_count: 0,
      is_package: false,
      has_collaborations: false,
      is_externally_owned: false,
      permissions: { can_delete: true, can_download: true, can_invite_collaborator: true, can_rename: true, can_set_share_access: true, can_share: true, can_annotate: true, can_comment: true, can_preview: true, can_upload: true, can_view_annotations_all: true, can_view_annotations_self: true },
    };
  }
  return {
    ...common,
    content_created_at: root ? null : time(item.createdAt),
    content_modified_at: root ? null : time(item.modifiedAt),
    folder_upload_email: null,
    has_collaborations: false,
    is_externally_owned: false,
    can_non_owners_invite: true,
    is_collaboration_restricted_to_enterprise: false,
    allowed_shared_link_access_levels: ['open', 'company', 'collaborators'],
    permissions: { can_delete: !root, can_download: true, can_invite_collaborator: true, can_rename: !root, can_set_share_access: true, can_share: true, can_upload: true },
  };
}

/** Box's `fields`: only the fields asked for, beside `type`, `id` and `etag`. */
export function project(view: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  if (!fields) return view;
  const wanted = new Set(['type', 'id', 'etag', ...fields.split(',').map((field) => field.trim())]);
  return Object.fromEntries(Object.entries(view).filter(([key]) => wanted.has(key)));
}
