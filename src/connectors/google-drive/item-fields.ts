/**
 * Drive items (drive-v3.json's File: a folder is a File of the folder media
 * type) as unified files and folders, one field table each.
 *
 * Drive → unified: id; name; description; mimeType → mime_type (a folder is
 * `type: folder`); size (int64 as text) → size; owners[0] → owner (a shared
 * drive's items have none); parents[0] → parent_folder_id and the one parent
 * folder (Drive names only the direct parent: `parent_folders_complete` is
 * false, and `path` is left null rather than read with a call per level);
 * capabilities.canDownload → downloadable; exportLinks' keys →
 * export_formats (Google Docs, Sheets and Slides export, nothing else
 * downloads as itself); lastModifyingUser.permissionId → updated_by;
 * createdTime and modifiedTime. Writes: name and description; a move is
 * `addParents`/`removeParents` (moves.ts), never a field.
 */
import type { Static } from 'typebox';
import { codecs, fieldTable } from '../kit/index.js';
import type { Folder } from '../../unified/file-storage/folders.js';
import type { UnifiedFile } from '../../unified/file-storage/files.js';
import { FOLDER_TYPE, isGoogleType } from './api.js';

interface DriveUser {
  displayName?: string;
  emailAddress?: string;
  permissionId?: string;
}

export interface DriveItem {
  id: string;
  name?: string;
  mimeType?: string;
  description?: string;
  parents?: string[];
  size?: string;
  createdTime?: string;
  modifiedTime?: string;
  owners?: DriveUser[];
  lastModifyingUser?: DriveUser;
  capabilities?: { canDownload?: boolean };
  exportLinks?: Record<string, string>;
  webViewLink?: string;
  driveId?: string;
  trashed?: boolean;
  shared?: boolean;
  permissionIds?: string[];
}

const owner = (item: DriveItem) => {
  const first = item.owners?.[0];
  return first?.permissionId ? { id: first.permissionId, email: first.emailAddress ?? null, name: first.displayName ?? null } : undefined;
};
const parentFolders = (item: DriveItem) => (item.parents ?? []).slice(0, 1).map((id) => ({ id }));
const exportFormats = (item: DriveItem) => (isGoogleType(item.mimeType) ? Object.keys(item.exportLinks ?? {}) : null);
const canDownload = (item: DriveItem) => item.capabilities?.canDownload ?? false;

export const driveFileFields = fieldTable<Static<typeof UnifiedFile>, DriveItem>(
  {
    id: { at: 'id', codec: codecs.idText, write: false },
    downstream_id: { at: 'id', codec: codecs.idText, write: false },
    name: { at: 'name', sort: true },
    description: 'description',
    type: { read: (item) => (item.mimeType === FOLDER_TYPE ? 'folder' : 'file'), write: false, reads: ['mimeType'] },
    mime_type: { at: 'mimeType', codec: codecs.text, write: false },
    downloadable: { read: canDownload, write: false, reads: ['capabilities'] },
    size: { at: 'size', codec: codecs.number, write: false },
    owner: { read: owner, write: false, reads: ['owners'] },
    parent_folder_id: { read: (item) => item.parents?.[0] ?? null, write: false, reads: ['parents'] },
    parent_folders: { read: parentFolders, write: false, reads: ['parents'] },
    parent_folders_complete: { read: () => false, write: false },
    permissions: { read: (item) => ({ download: canDownload(item) }), write: false, reads: ['capabilities'] },
    exportable: { read: (item) => (exportFormats(item)?.length ?? 0) > 0, write: false, reads: ['mimeType', 'exportLinks'] },
    export_formats: { read: exportFormats, write: false, reads: ['mimeType', 'exportLinks'] },
    updated_by: { at: 'lastModifyingUser.permissionId', codec: codecs.idText, write: false },
    updated_at: { at: 'modifiedTime', codec: codecs.isoDateTime, write: false, sort: 'modifiedTime' },
    created_at: { at: 'createdTime', codec: codecs.isoDateTime, write: false, sort: 'createdTime' },
  },
  { absent: ['path', 'created_by'], sortOrder: ['created_at', 'updated_at', 'name'] },
);

export const driveFolderFields = fieldTable<Static<typeof Folder>, DriveItem>(
  {
    id: { at: 'id', codec: codecs.idText, write: false },
    downstream_id: { at: 'id', codec: codecs.idText, write: false },
    name: 'name',
    description: 'description',
    owner: { read: owner, write: false, reads: ['owners'] },
    parent_folders: { read: parentFolders, write: false, reads: ['parents'] },
    parent_folders_complete: { read: () => false, write: false },
    updated_by: { at: 'lastModifyingUser.permissionId', codec: codecs.idText, write: false },
    updated_at: { at: 'modifiedTime', codec: codecs.isoDateTime, write: false },
    created_at: { at: 'createdTime', codec: codecs.isoDateTime, write: false },
  },
  // Drive keeps no folder size, and a folder downloads as nothing (only its files do).
  { absent: ['path', 'size', 'downloadable', 'created_by'] },
);
