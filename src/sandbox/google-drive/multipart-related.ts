/**
 * Drive's multipart upload body (`multipart/related`, RFC 2387): a JSON
 * metadata part, then the media part. Read as a stream: the metadata part
 * and the media part's headers are held (at most 1 MiB), the media's bytes
 * pass through, and only the last few bytes are held back until the
 * closing delimiter shows where they end. An epilogue after the closing
 * delimiter longer than a line is not supported (no client sends one).
 */
import { Readable } from 'node:stream';
import { fail } from '../framework/kit/index.js';

const HEAD_LIMIT = 1024 * 1024;

export interface RelatedUpload {
  metadata: Record<string, unknown>;
  mediaType: string | undefined;
  media: Readable;
}

const bad = (why: string) => fail.validation(`Malformed multipart body: ${why}`, { code: 'badContent' });

export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function headersOf(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export async function readRelated(source: Readable, boundary: string): Promise<RelatedUpload> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const opening = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  let buffer = Buffer.alloc(0);
  let parsed: { metadata: Record<string, unknown>; mediaType: string | undefined; rest: Buffer } | undefined;
  while (!parsed) {
    const first = buffer.indexOf(opening);
    const second = first < 0 ? -1 : buffer.indexOf(between, first + opening.length);
    const headersEnd = second < 0 ? -1 : buffer.indexOf('\r\n\r\n', second + between.length);
    if (headersEnd >= 0) {
      const part = buffer.subarray(first + opening.length, second).toString('utf8');
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) throw bad('the metadata part has no body');
      let metadata: unknown;
      try {
        metadata = JSON.parse(part.slice(split + 4) || '{}');
      } catch {
        throw bad('the metadata part is not JSON');
      }
      if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) throw bad('the metadata part is not a JSON object');
      const mediaHeaders = headersOf(buffer.subarray(second + between.length, headersEnd).toString('utf8'));
      parsed = { metadata: metadata as Record<string, unknown>, mediaType: mediaHeaders.get('content-type'), rest: buffer.subarray(headersEnd + 4) };
      break;
    }
    if (buffer.length > HEAD_LIMIT) throw bad('no media part within the first MiB');
    const next = await iterator.next();
    if (next.done) throw bad('it ends before its media part');
    buffer = Buffer.concat([buffer, Buffer.from(next.value)]);
  }
  const closing = Buffer.from(`\r\n--${boundary}`);
  const hold = closing.length + 8;
  const { rest } = parsed;
  async function* media(): AsyncGenerator<Buffer> {
    let held = rest;
    for (;;) {
      if (held.length > hold) {
        yield held.subarray(0, held.length - hold);
        held = held.subarray(held.length - hold);
      }
      const next = await iterator.next();
      if (next.done) break;
      held = Buffer.concat([held, Buffer.from(next.value)]);
    }
    const end = held.lastIndexOf(closing);
    if (end < 0) throw bad('no closing delimiter');
    yield held.subarray(0, end);
  }
  return { metadata: parsed.metadata, mediaType: parsed.mediaType, media: Readable.from(media()) };
}
