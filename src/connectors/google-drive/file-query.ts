/**
 * A unified files list as Drive's files.list parameters
 * (drive-v3.json `files.list`): `filter[folder_id]` → `'<id>' in parents`,
 * `filter[drive_id]` → `driveId` with `corpora=drive` (and the two flags
 * Drive requires to reach a shared drive's items), `filter[shared]` →
 * `sharedWithMe`, a search's words → `name contains '…'`; trashed items
 * never; the sort as `orderBy`.
 */
import type { ListParams } from '../framework/define.js';
import { driveId, quoted } from './api.js';
import { driveFileFields } from './item-fields.js';

export interface DriveListQuery {
  q: string;
  driveId?: string;
  corpora?: string;
  includeItemsFromAllDrives?: string;
  supportsAllDrives: string;
  orderBy?: string;
}

export interface ListScope {
  folderId?: string | undefined;
  driveId?: string | undefined;
  shared?: boolean | undefined;
  nameContains?: string | undefined;
}

export function scopeOf(filter: Readonly<Record<string, unknown>>): ListScope {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return { folderId: text(filter.folder_id), driveId: text(filter.drive_id), shared: filter.shared === true ? true : undefined };
}

export function driveListQuery(scope: ListScope, sort?: ListParams['sort']): DriveListQuery {
  const terms = ['trashed = false'];
  if (scope.folderId !== undefined) terms.unshift(`${quoted(scope.folderId === 'root' ? 'root' : driveId('folder', scope.folderId))} in parents`);
  if (scope.shared) terms.push('sharedWithMe = true');
  if (scope.nameContains !== undefined) terms.push(`name contains ${quoted(scope.nameContains)}`);
  const drive = scope.driveId === undefined ? {} : { driveId: driveId('drive', scope.driveId), corpora: 'drive', includeItemsFromAllDrives: 'true' };
  const key = sort ? driveFileFields.sortKeys[sort.by] : undefined;
  return { q: terms.join(' and '), ...drive, supportsAllDrives: 'true', ...(key ? { orderBy: `${key}${sort?.direction === 'desc' ? ' desc' : ''}` } : {}) };
}
