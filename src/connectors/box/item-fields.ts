/**
 * Box items (files and folders, openapi.json's File and Folder) as unified
 * files and folders: one field table each. Box keeps no media type, so a
 * file's is read from its extension; its `path_collection` gives the parent
 * folders from the root ("All Files", id 0), complete.
 */
import type { Static } from 'typebox';
import { codecs, fieldTable } from '../kit/index.js';
import type { Folder } from '../../unified/file-storage/folders.js';
import type { UnifiedFile } from '../../unified/file-storage/files.js';
import { mediaTypeOf } from './media-types.js';

interface BoxUser {
  id?: string;
  name?: string;
  login?: string;
}

export interface BoxItem {
  type: 'file' | 'folder' | 'web_link';
  id: string;
  name?: string;
  description?: string;
  size?: number;
  path_collection?: { entries?: { id: string; name?: string }[] };
  created_at?: string | null;
  modified_at?: string | null;
  created_by?: BoxUser;
  modified_by?: BoxUser;
  owned_by?: BoxUser;
  parent?: { id: string; name?: string } | null;
  permissions?: { can_download?: boolean };
  shared_link?: BoxSharedLink | null;
}

export interface BoxSharedLink {
  url: string;
  download_url?: string | null;
  access?: 'open' | 'company' | 'collaborators';
  effective_access?: string;
  unshared_at?: string | null;
  is_password_enabled?: boolean;
}

const parentsOf = (item: BoxItem) => (item.path_collection?.entries ?? []).map((entry) => ({ id: entry.id, name: entry.name ?? null }));

/** "/Projects/Plans/plan.pdf": the names under the root ("All Files" is the root itself). */
function pathOf(item: BoxItem): string | null {
  if (item.name === undefined) return null;
  const names = (item.path_collection?.entries ?? []).filter((entry) => entry.id !== '0').map((entry) => entry.name ?? '');
  return `/${[...names, item.name].join('/')}`;
}

const owner = (item: BoxItem) => (item.owned_by?.id ? { id: item.owned_by.id, email: item.owned_by.login ?? null, name: item.owned_by.name ?? null } : undefined);
const TYPES = { file: 'file', folder: 'folder', web_link: 'url' } as const;

export const boxFileFields = fieldTable<Static<typeof UnifiedFile>, BoxItem>({
  id: { at: 'id', codec: codecs.idText },
  downstream_id: { at: 'id', codec: codecs.idText, write: false },
  name: 'name',
  description: 'description',
  type: { read: (item) => TYPES[item.type] ?? null, write: false },
  path: { read: pathOf, write: false, reads: ['path_collection', 'name'] },
  mime_type: { read: (item) => (item.type === 'file' ? mediaTypeOf(item.name ?? '') : null), write: false, reads: ['name'] },
  downloadable: { read: (item) => item.permissions?.can_download ?? false, write: false, reads: ['permissions'] },
  size: { at: 'size', codec: codecs.number, write: false },
  owner: { read: owner, write: false, reads: ['owned_by'] },
  parent_folder_id: { read: (item) => item.parent?.id ?? null, write: false, reads: ['parent'] },
  parent_folders: { read: parentsOf, write: false, reads: ['path_collection'] },
  parent_folders_complete: { read: (item) => item.path_collection !== undefined, write: false, reads: ['path_collection'] },
  permissions: { read: (item) => ({ download: item.permissions?.can_download ?? false }), write: false, reads: ['permissions'] },
  // Box files are their own format: nothing to export.
  exportable: { read: () => false, write: false },
  updated_by: { at: 'modified_by.id', codec: codecs.idText, write: false },
  created_by: { at: 'created_by.id', codec: codecs.idText, write: false },
  updated_at: { at: 'modified_at', codec: codecs.isoDateTime, write: false },
  created_at: { at: 'created_at', codec: codecs.isoDateTime, write: false },
}, { absent: ['export_formats'] });

export const boxFolderFields = fieldTable<Static<typeof Folder>, BoxItem>({
  id: { at: 'id', codec: codecs.idText },
  downstream_id: { at: 'id', codec: codecs.idText, write: false },
  name: 'name',
  description: 'description',
  path: { read: pathOf, write: false, reads: ['path_collection', 'name'] },
  size: { at: 'size', codec: codecs.number, write: false },
  downloadable: { read: (item) => item.permissions?.can_download ?? null, write: false, reads: ['permissions'] },
  owner: { read: owner, write: false, reads: ['owned_by'] },
  parent_folders: { read: parentsOf, write: false, reads: ['path_collection'] },
  parent_folders_complete: { read: (item) => item.path_collection !== undefined, write: false, reads: ['path_collection'] },
  updated_by: { at: 'modified_by.id', codec: codecs.idText, write: false },
  created_by: { at: 'created_by.id', codec: codecs.idText, write: false },
  updated_at: { at: 'modified_at', codec: codecs.isoDateTime, write: false },
  created_at: { at: 'created_at', codec: codecs.isoDateTime, write: false },
});

/** The body of a rename, move or description change (PUT /files/{id}, /folders/{id}). */
export function itemUpdate(record: { name?: string | null; description?: string | null; parent_folder_id?: string | null }, parentId: (id: string) => string): Record<string, unknown> {
  return {
    ...(record.name !== undefined && record.name !== null ? { name: record.name } : {}),
    ...(record.description !== undefined ? { description: record.description ?? '' } : {}),
    ...(typeof record.parent_folder_id === 'string' ? { parent: { id: parentId(record.parent_folder_id) } } : {}),
  };
}
