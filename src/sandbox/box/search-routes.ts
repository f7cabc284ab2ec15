/**
 * `GET /search` (query over names and descriptions, case-insensitive; `type`,
 * `ancestor_folder_ids`, `file_extensions`; `offset`/`limit` up to 200),
 * `GET /shared_items` (the item a shared link opens) and `GET /users/me`.
 * Box's full-text search of file content and its relevance ranking are not
 * emulated: matches come newest change first.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type PlatformKit } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import { files, folders, full, isFile, isWithin, project, ROOT_ID, type StoredItem } from './items.js';
import { limitOf, offsetOf } from './paging.js';
import { itemOfSharedLink } from './shared-links.js';

const GIB = 1024 ** 3;

function matches(item: StoredItem, query: URLSearchParams, tenantCheck: (folderId: string) => boolean): boolean {
  const text = (query.get('query') ?? '').toLowerCase().replace(/^"|"$/g, '');
  if (text && !item.name.toLowerCase().includes(text) && !item.description.toLowerCase().includes(text)) return false;
  const type = query.get('type');
  if (type && type !== (isFile(item) ? 'file' : 'folder')) return false;
  const extensions = query.get('file_extensions');
  if (extensions) {
    if (!isFile(item)) return false;
    const extension = item.name.slice(item.name.lastIndexOf('.') + 1).toLowerCase();
    if (!extensions.toLowerCase().split(',').includes(extension)) return false;
  }
  return item.parentId !== null && tenantCheck(item.parentId);
}

export function registerSearchRoutes(app: FastifyInstance, kit: PlatformKit<BoxAccount>): void {
  app.get('/2.0/search', kit.handler((ctx) => {
    const query = ctx.request.query;
    const type = query.get('type');
    if (type !== null && !['file', 'folder', 'web_link'].includes(type)) throw fail.validation(`Invalid value '${type.slice(0, 20)}' for query parameter 'type'`);
    if (!query.get('query') && !query.get('mdfilters')) throw fail.validation("'query' is required");
    const ancestors = (query.get('ancestor_folder_ids') ?? '').split(',').filter(Boolean);
    const within = (folderId: string) => ancestors.length === 0 || ancestors.some((ancestor) => isWithin(ctx.tenant, folderId, ancestor));
    const found = [...folders(ctx.tenant).all(), ...files(ctx.tenant).all()]
      .filter((item) => item.id !== ROOT_ID && matches(item, query, within))
      .sort((a, b) => b.modifiedAt - a.modifiedAt || Number(b.id) - Number(a.id));
    const offset = offsetOf(query);
    const limit = limitOf(query, 30, 200);
    const fields = query.get('fields');
    return {
      status: 200,
      body: { type: 'search_results_items', total_count: found.length, limit, offset, entries: found.slice(offset, offset + limit).map((item) => project(full(ctx, item), fields)) },
    };
  }));

  app.get('/2.0/shared_items', kit.handler((ctx) => ({ status: 200, body: project(full(ctx, itemOfSharedLink(ctx)), ctx.request.query.get('fields')) })));

  app.get('/2.0/users/me', kit.handler((ctx) => {
    const { user, enterpriseId, enterpriseName } = ctx.account;
    const used = files(ctx.tenant).all().reduce((total, file) => total + file.size, 0);
    return {
      status: 200,
      body: {
        type: 'user', id: user.id, name: user.name, login: user.login,
        created_at: '2021-03-02T09:15:00Z', modified_at: '2026-01-05T10:00:00Z',
        language: 'en', timezone: 'America/Los_Angeles', space_amount: 100 * GIB, space_used: used, max_upload_size: 5 * GIB,
        status: 'active', job_title: '', phone: '', address: '', avatar_url: `https://app.box.com/api/avatar/large/${user.id}`,
        role: 'admin', enterprise: { type: 'enterprise', id: enterpriseId, name: enterpriseName },
      },
    };
  }));
}
