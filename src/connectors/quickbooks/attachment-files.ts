/**
 * The bytes of QuickBooks attachments:
 *
 * - upload: `POST /upload` as multipart/form-data, the Attachable's metadata
 *   as JSON in `file_metadata_01` and the file in `file_content_01`,
 *   answered with `{"AttachableResponse": [{"Attachable": …} | {"Fault": …}]}`;
 * - download: `GET /download/{id}` answers, as text, a temporary link to the
 *   file (an S3 pre-signed URL on the live platform). The link is followed
 *   through the connection's own client when it stays on the API's origin
 *   (the emulator), else only over HTTPS to Intuit's file hosts (S3, intuit.com),
 *   with a DNS lookup that refuses internal addresses (core/ssrf).
 */
import { randomBytes } from 'node:crypto';
import { Agent, request as undiciRequest } from '../../core/http/undici.js';
import { ApiError } from '../../core/errors/api-error.js';
import { checkedLookup, systemResolver } from '../../core/ssrf/checked-lookup.js';
import type { ConnectorContext } from '../framework/define.js';
import { qbo, quickbooksErrorMessage, type Json } from './api.js';
import { segment } from '../framework/rest/path.js';

/** Hosts Intuit serves attachment downloads from. */
const FILE_HOSTS = /(^|\.)amazonaws\.com$|(^|\.)intuit\.com$/;
const MAX_FILE_BYTES = 100 * 1024 * 1024;
const fileAgent = new Agent({ connect: { lookup: checkedLookup(systemResolver) }, maxResponseSize: MAX_FILE_BYTES });

function multipart(metadata: Json, file: { bytes: Uint8Array; contentType: string; name: string }): { body: Uint8Array; contentType: string } {
  const boundary = `----svc${randomBytes(12).toString('hex')}`;
  const safeName = file.name.replace(/["\r\n\\]/g, '_');
  const head = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'utf8');
  const body = Buffer.concat([
    head('Content-Disposition: form-data; name="file_metadata_01"; filename="attachment.json"\r\nContent-Type: application/json'),
    Buffer.from(JSON.stringify(metadata), 'utf8'),
    Buffer.from('\r\n'),
    head(`Content-Disposition: form-data; name="file_content_01"; filename="${safeName}"\r\nContent-Type: ${file.contentType}`),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a file attached to one record; the new Attachable. */
export async function uploadAttachable(ctx: ConnectorContext, metadata: Json, file: { bytes: Uint8Array; contentType: string; name: string }): Promise<Json> {
  const answer = await qbo<{ AttachableResponse?: Json[] }>(ctx, {
    method: 'POST',
    path: '/upload',
    bytes: multipart(metadata, file),
  });
  const first = answer.AttachableResponse?.[0];
  if (first?.Fault) throw new ApiError('ConnectorExecutionError', { status: 400, message: quickbooksErrorMessage(first) ?? 'QuickBooks refused the file', detail: { downstream_status: 200, downstream_body: first } });
  if (!first?.Attachable) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'QuickBooks answered the upload without the attachment' });
  return first.Attachable as Json;
}

/** The file's bytes, through the temporary link QuickBooks gives for it. */
export async function downloadAttachable(ctx: ConnectorContext, id: string): Promise<Buffer> {
  const link = await qbo<unknown>(ctx, { method: 'GET', path: `/download/${segment(id)}`, headers: { accept: 'text/plain' } });
  const url = typeof link === 'string' && URL.canParse(link.trim()) ? new URL(link.trim()) : undefined;
  if (!url) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'QuickBooks answered the download without a link to the file' });
  if (url.origin === ctx.http.urlOf('/').origin) {
    const { body } = await ctx.http.request<Buffer>({ method: 'GET', path: url.href, responseType: 'bytes' });
    return body;
  }
  if (url.protocol !== 'https:' || !FILE_HOSTS.test(url.hostname)) {
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'QuickBooks pointed the download outside its file hosts', detail: { host: url.hostname } });
  }
  const answer = await undiciRequest(url, { method: 'GET', dispatcher: fileAgent, headersTimeout: 30_000, bodyTimeout: 60_000 });
  if (answer.statusCode !== 200) {
    await answer.body.dump();
    throw new ApiError('ConnectorExecutionError', { status: 502, message: `QuickBooks' file host answered ${answer.statusCode}`, detail: { downstream_status: answer.statusCode } });
  }
  return Buffer.from(await answer.body.arrayBuffer());
}

