/**
 * What every Drive call of the connector shares (downstream-specs/google-drive/drive-v3.json,
 * `rootUrl` https://www.googleapis.com/ with `servicePath` drive/v3/): the
 * API and upload paths, the folder media type, the shape of Drive's ids,
 * the fields a read asks for (Drive answers only id, name and mimeType
 * without `fields=`), and Drive's error message
 * (`{error: {code, message, errors: [...]}}`).
 */
import { entityNotFound } from '../framework/not-found.js';

export const DRIVE_API_HOST = 'www.googleapis.com';
export const DRIVE_BASE_URL = `https://${DRIVE_API_HOST}`;
export const DRIVE = '/drive/v3';
export const DRIVE_UPLOAD = '/upload/drive/v3';
/** The discovery document's path of the resumable protocol (mediaUpload.protocols.resumable). */
export const DRIVE_RESUMABLE = '/resumable/upload/drive/v3';

export const FOLDER_TYPE = 'application/vnd.google-apps.folder';
export const isGoogleType = (mimeType: string | undefined): boolean => typeof mimeType === 'string' && mimeType.startsWith('application/vnd.google-apps.');

/**
 * Drive's ids (items, shared drives, permissions) are URL-safe text; the
 * unified alias `root` is My Drive's root folder. Anything else cannot be an
 * id: 404 without a call.
 */
const DRIVE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function driveId(what: string, id: string): string {
  if (!DRIVE_ID.test(id)) throw entityNotFound(`No Google Drive ${what} "${id.slice(0, 64)}"`, { id: id.slice(0, 64) });
  return id;
}

/** An id that goes into a `q` expression: the same rule, so no quote can reach the query. */
export const quoted = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The fields of an item every read asks for. */
export const ITEM_FIELDS = [
  'id', 'name', 'mimeType', 'description', 'parents', 'size', 'createdTime', 'modifiedTime', 'owners', 'lastModifyingUser',
  'capabilities', 'exportLinks', 'webViewLink', 'driveId', 'trashed', 'shared', 'permissionIds',
].join(',');

export const itemFields = `id,${ITEM_FIELDS}`;
export const listFields = `nextPageToken,files(${ITEM_FIELDS})`;

export function driveErrorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error; // the OAuth server's { error, error_description }
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Every call that may meet an item of a shared drive says the client supports them (else Drive answers 404 for those). */
export const ALL_DRIVES = { supportsAllDrives: 'true' } as const;
