/**
 * A new file on Box from a stream (POST {upload host}/files/content): a
 * multipart/form-data body of the `attributes` part (name, parent, and
 * description) and the file part, built around the client's stream as it
 * arrives. Box takes direct uploads up to 50 MB (its documented limit);
 * larger ones go through a chunked session (chunked-upload.ts).
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ConnectorContext, UploadStream } from '../framework/define.js';
import { transfer } from '../framework/transfer.js';
import { BOX_UPLOAD_HOST, uploadBase } from './api.js';
import type { BoxItem } from './item-fields.js';

/** Box's largest direct upload (developer.box.com/guides/uploads/direct). */
export const BOX_DIRECT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

export interface NewFile {
  name: string;
  folderId: string;
  description?: string | undefined;
}

async function* multipart(boundary: string, attributes: string, file: UploadStream): AsyncGenerator<Buffer> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attributes"\r\nContent-Type: application/json\r\n\r\n${attributes}\r\n`);
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload"\r\nContent-Type: ${file.contentType.replace(/[\r\n]/g, '')}\r\n\r\n`);
  for await (const chunk of file.stream) yield chunk as Buffer;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Reads a JSON answer of a transfer (a small one: Box's file record). */
export async function jsonOf<T>(body: Readable): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

export async function uploadDirect(ctx: ConnectorContext, file: NewFile, upload: UploadStream): Promise<BoxItem> {
  const boundary = `svc-${randomBytes(12).toString('hex')}`;
  const attributes = JSON.stringify({ name: file.name, parent: { id: file.folderId } });
  const answer = await transfer(ctx.http, {
    method: 'POST',
    url: `${uploadBase(ctx)}/files/content`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
    body: Readable.from(multipart(boundary, attributes, upload)),
    credentialHosts: [BOX_UPLOAD_HOST],
  });
  const created = await jsonOf<{ entries?: BoxItem[] }>(answer.body);
  const item = created.entries?.[0];
  if (!item) throw new Error('Box answered an upload without the new file');
  return item;
}
