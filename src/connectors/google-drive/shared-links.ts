/**
 * Shared links as Drive permissions (drive-v3.json permissions.*): a link
 * for anyone is the `anyone` permission (`scope: public`), a link for the
 * company the `domain` permission of the signed-in user's domain
 * (`scope: company`); both with the reader role, the item's `webViewLink`
 * as the link. A shared link is named by its item's id (one link an item,
 * as the reference has it). Drive's links take no password: a password is
 * refused before any call. Drive cannot list the items shared by link
 * (`visibility` is a query term of files.list that Drive documents only for
 * search, and the emulator does not take it), so the list is not offered.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { sharedLinks } from '../../unified/file-storage/shared-links.js';
import { DRIVE, driveId, FOLDER_TYPE } from './api.js';
import { missing, onItem } from './items.js';

interface Permission {
  id: string;
  type?: string;
  role?: string;
  domain?: string;
}

interface LinkedItem {
  id: string;
  name?: string;
  mimeType?: string;
  webViewLink?: string;
  webContentLink?: string;
  createdTime?: string;
  modifiedTime?: string;
}

const LINK_TYPES = ['anyone', 'domain'];
const filePath = (id: string) => `${DRIVE}/files/${driveId('shared link', id)}`;

async function linkOf(ctx: ConnectorContext, id: string): Promise<{ item: LinkedItem; permission: Permission } | undefined> {
  const item = await onItem<LinkedItem>(ctx, 'shared link', id, { method: 'GET', path: filePath(id), query: { fields: 'id,name,mimeType,webViewLink,webContentLink,createdTime,modifiedTime' } });
  const { permissions = [] } = await onItem<{ permissions?: Permission[] }>(ctx, 'shared link', id, { method: 'GET', path: `${filePath(id)}/permissions`, query: { fields: 'permissions(id,type,role,domain)' } });
  const permission = permissions.find((entry) => LINK_TYPES.includes(entry.type ?? ''));
  return permission ? { item, permission } : undefined;
}

async function domainOfUser(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ user?: { emailAddress?: string } }>({ method: 'GET', path: `${DRIVE}/about`, query: { fields: 'user(emailAddress)' } });
  const domain = body.user?.emailAddress?.split('@')[1];
  if (!domain) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Google Drive did not say the signed-in user\'s domain, which a company link needs' });
  return domain;
}

function permissionFor(scope: unknown, password: unknown): { type: string } {
  if (password !== undefined && password !== null) {
    throw new ApiError('RequestValidationError', { message: 'Google Drive links take no password', detail: { field: 'password', reason: 'Google Drive links take no password' } });
  }
  return { type: scope === 'company' ? 'domain' : 'anyone' };
}

async function share(ctx: ConnectorContext, id: string, type: string): Promise<void> {
  const body = { type, role: 'reader', ...(type === 'domain' ? { domain: await domainOfUser(ctx) } : {}) };
  await onItem(ctx, 'file', id, { method: 'POST', path: `${filePath(id)}/permissions`, json: body, query: { fields: 'id' } });
}

async function unshare(ctx: ConnectorContext, id: string, permission: Permission): Promise<void> {
  await onItem(ctx, 'shared link', id, { method: 'DELETE', path: `${filePath(id)}/permissions/${driveId('permission', permission.id)}` });
}

export const googleDriveSharedLinks = implement(sharedLinks, {
  downstream: { id: 'permissions', name: 'Permissions' },
  // Drive says nothing of when a permission was made or changed, and a link's permission cannot expire (expirationTime is for user and group permissions only).
  mapper: { fields: ['url', 'download_url', 'target_id', 'target', 'scope', 'password_protected'] },
  async one(ctx, { id }) {
    const link = await linkOf(ctx, id);
    if (!link) throw missing('shared link', id)();
    const { item, permission } = link;
    return {
      url: item.webViewLink ?? null,
      download_url: item.webContentLink ?? null,
      target_id: item.id,
      target: { id: item.id, name: item.name ?? null, type: item.mimeType === FOLDER_TYPE ? ('folder' as const) : ('file' as const) },
      scope: permission.type === 'domain' ? ('company' as const) : ('public' as const),
      password_protected: false,
    };
  },
  async add(ctx, { record }) {
    const target = String(record.target_id ?? '');
    const { type } = permissionFor(record.scope, record.password);
    const current = await linkOf(ctx, target);
    if (current && current.permission.type !== type) await unshare(ctx, target, current.permission);
    if (!current || current.permission.type !== type) await share(ctx, target, type);
    return { id: target };
  },
  async update(ctx, { id, record }) {
    const current = await linkOf(ctx, id);
    if (!current) throw missing('shared link', id)();
    const { type } = permissionFor(record.scope ?? (current.permission.type === 'domain' ? 'company' : 'public'), record.password);
    if (current.permission.type !== type) {
      await share(ctx, id, type);
      await unshare(ctx, id, current.permission);
    }
    return { id };
  },
  async delete(ctx, { id }) {
    const current = await linkOf(ctx, id);
    if (!current) throw missing('shared link', id)();
    await unshare(ctx, id, current.permission);
    return { id };
  },
});
