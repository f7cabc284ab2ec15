/**
 * File bytes through the service, streamed both ways (framework/transfer.ts):
 * a download is files.get with `alt=media` (a `Range` goes along and Drive's
 * 206 with Content-Range comes back), an export is files.export in one of
 * the item's `exportLinks` formats (Drive refuses exports above 10 MB with
 * 403 `exportSizeLimitExceeded`, passed on), and an upload is one
 * `uploadType=multipart` files.create whose body is the metadata part, the
 * client's bytes as they arrive, and the closing boundary.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, StreamedFile, UploadStream } from '../framework/define.js';
import { transfer, type Headers, type TransferResponse } from '../framework/transfer.js';
import { DRIVE, DRIVE_UPLOAD, driveId, FOLDER_TYPE, isGoogleType } from './api.js';
import { readItem } from './items.js';

const one = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function asFile(answer: TransferResponse, fileName: string | undefined): StreamedFile {
  const length = one(answer.headers, 'content-length');
  return {
    stream: answer.body,
    status: answer.status === 206 ? 206 : 200,
    contentType: one(answer.headers, 'content-type') ?? 'application/octet-stream',
    fileName,
    contentLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
    contentRange: one(answer.headers, 'content-range'),
  };
}

export async function downloadFile(ctx: ConnectorContext, id: string, range: string | undefined): Promise<StreamedFile> {
  const item = await readItem(ctx, 'file', id);
  if (item.mimeType === FOLDER_TYPE || isGoogleType(item.mimeType)) {
    const what = item.mimeType === FOLDER_TYPE ? 'a folder, which has no content of its own' : 'a Google Docs editors file: export it to one of its export_formats';
    throw new ApiError('RequestValidationError', { message: `The item is ${what}`, detail: { id: item.id, mime_type: item.mimeType } });
  }
  const url = ctx.http.urlOf(`${DRIVE}/files/${item.id}?alt=media&supportsAllDrives=true`).toString();
  return asFile(await transfer(ctx.http, { method: 'GET', url, headers: range ? { range } : {} }), item.name);
}

export async function exportFile(ctx: ConnectorContext, id: string, format: string): Promise<StreamedFile> {
  const item = await readItem(ctx, 'file', id);
  const formats = isGoogleType(item.mimeType) ? Object.keys(item.exportLinks ?? {}) : [];
  if (!formats.includes(format)) {
    const reason = formats.length === 0 ? 'The file does not export to other formats' : `The file exports to ${formats.join(', ')}`;
    throw new ApiError('RequestValidationError', { message: reason, detail: { field: 'format', reason, export_formats: formats } });
  }
  const url = ctx.http.urlOf(`${DRIVE}/files/${item.id}/export?mimeType=${encodeURIComponent(format)}`).toString();
  return asFile(await transfer(ctx.http, { method: 'GET', url }), item.name);
}

/** Reads a small JSON answer (an upload's File) from a transfer. */
export async function jsonOf<T>(answer: TransferResponse): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer.body) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Google Drive answered the upload with something other than JSON', detail: { downstream_status: answer.status } });
  }
}

export interface NewFile {
  name: string;
  parentId: string;
  description?: string | undefined;
}

/** The parent a new item goes into: a folder, My Drive's root, or a shared drive's top folder (which has the drive's id). */
export function parentOf(record: { parent_folder_id?: string | undefined; drive_id?: string | undefined }): string {
  const parent = record.parent_folder_id ?? 'root';
  return driveId('folder', parent === 'root' && record.drive_id ? record.drive_id : parent);
}

export async function uploadMultipart(ctx: ConnectorContext, file: NewFile, upload: UploadStream): Promise<{ id: string }> {
  const boundary = `unified-${randomBytes(12).toString('hex')}`;
  const metadata = { name: file.name, parents: [file.parentId], ...(file.description ? { description: file.description } : {}) };
  const head = Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${upload.contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    for await (const chunk of upload.stream) yield chunk as Buffer;
    yield tail;
  }
  const length: Record<string, string> = upload.contentLength === undefined ? {} : { 'content-length': String(head.length + upload.contentLength + tail.length) };
  const url = ctx.http.urlOf(`${DRIVE_UPLOAD}/files?uploadType=multipart&supportsAllDrives=true&fields=id`).toString();
  const answer = await transfer(ctx.http, { method: 'POST', url, headers: { 'content-type': `multipart/related; boundary=${boundary}`, ...length }, body: Readable.from(body()) });
  return { id: (await jsonOf<{ id: string }>(answer)).id };
}
