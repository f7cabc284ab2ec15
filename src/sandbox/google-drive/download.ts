/**
 * `alt=media` (https://developers.google.com/drive/api/guides/manage-downloads):
 * a file's bytes, streamed from the content store, with Content-Type,
 * Content-Length, Content-Disposition and `X-Goog-Hash: md5=…`; one byte
 * range (`Range: bytes=a-b`, `a-`, `-n`) answers 206 with Content-Range, a
 * range past the end 416. Folders and Google Docs have no bytes: 403
 * `fileNotDownloadable` (a Doc is exported instead, export.ts).
 */
import { fail, headerOf, type Answer, type KitRequest, type StoredRecord } from '../framework/kit/index.js';
import type { ContentStore } from './content-store.js';
import { isGoogleType } from './mime-types.js';

/** The one range asked for, within `size`; undefined for the whole file (no Range, or one Drive would ignore). */
export function requestedRange(request: KitRequest, size: number): { start: number; end: number } | undefined {
  const header = headerOf(request, 'range');
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const unsatisfiable = () => fail.validation('Request range not satisfiable', { status: 416, code: 'requestedRangeNotSatisfiable', contentRange: `bytes */${size}` });
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) throw unsatisfiable();
  return { start, end };
}

function disposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function download(record: StoredRecord, request: KitRequest, store: ContentStore): Answer {
  if (isGoogleType(record.mimeType) || typeof record.contentRef !== 'string') {
    throw fail.forbidden('Only files with binary content can be downloaded. Use Export with Docs Editors files.', { code: 'fileNotDownloadable', field: 'alt' });
  }
  const size = Number(record.size ?? 0);
  const range = requestedRange(request, size);
  const headers: Record<string, string> = {
    'content-disposition': disposition(String(record.name ?? 'download')),
    'accept-ranges': 'bytes',
    'x-goog-hash': `md5=${Buffer.from(String(record.md5Checksum), 'hex').toString('base64')}`,
  };
  const contentType = String(record.mimeType ?? 'application/octet-stream');
  if (!range) {
    headers['content-length'] = String(size);
    return { status: 200, contentType, headers, body: store.open(record.contentRef, 0, size - 1) };
  }
  headers['content-length'] = String(range.end - range.start + 1);
  headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`;
  return { status: 206, contentType, headers, body: store.open(record.contentRef, range.start, range.end) };
}
