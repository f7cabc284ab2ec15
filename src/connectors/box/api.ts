/**
 * What every Box call of the connector shares (downstream-specs/box/openapi.json):
 * the API host and the upload host, the content hosts its downloads redirect
 * to, numeric item ids (`root` is folder 0), the fields a read asks for, and
 * Box's error message (`{type: "error", code, message}`).
 */
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';

export const BOX_API = 'https://api.box.com/2.0';
/** Uploads go to their own host (openapi.json's server for /files/content and upload sessions). */
export const BOX_UPLOAD_HOST = 'upload.box.com';
/** Where Box's 302 from /files/{id}/content points: its download hosts (developer.box.com/guides/downloads). */
export const BOX_CONTENT_HOSTS = ['dl.boxcloud.com', '*.boxcloud.com'] as const;

/** Box's item ids are numeric; the unified alias `root` is Box's folder 0. */
const BOX_ID = /^\d{1,20}$/;

export function boxId(what: string, id: string): string {
  const value = id === 'root' ? '0' : id;
  if (!BOX_ID.test(value)) throw entityNotFound(`No Box ${what} "${id.slice(0, 64)}"`, { id: id.slice(0, 64) });
  return value;
}

/** Fields of an item a read asks for (Box answers a mini record otherwise). */
export const ITEM_FIELDS = [
  'type', 'id', 'name', 'description', 'size', 'path_collection', 'created_at', 'modified_at', 'created_by', 'modified_by',
  'owned_by', 'parent', 'permissions', 'shared_link', 'extension', 'item_status',
].join(',');

/**
 * The upload host's base for the connection: Box's upload.box.com for the
 * real platform; the same origin as the API where it is anything else (the
 * emulator serves both, the upload API under /api/2.0).
 */
export function uploadBase(ctx: ConnectorContext): string {
  const api = ctx.http.urlOf('/');
  if (api.hostname === 'api.box.com') return `https://${BOX_UPLOAD_HOST}/api/2.0`;
  return `${api.origin}/api/2.0`;
}

export function boxErrorMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Box's search pages with offsets up to 10,000 (openapi.json: offset beyond it is refused). */
export const BOX_ID_QUERY_MAX = 10_000;
