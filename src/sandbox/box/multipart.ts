/**
 * A streaming reader of multipart/form-data (RFC 7578), for Box's uploads
 * (`attributes` then `file`): each part's bytes go to a sink as they arrive,
 * so a large file is never held in memory; only a window the length of the
 * boundary is kept back to find where a part ends.
 */
import { fail } from '../framework/kit/index.js';

export interface PartHeaders {
  name: string;
  filename?: string;
  contentType?: string;
}

export interface PartSink {
  write(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

const MAX_HEADER_BYTES = 16 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!contentType?.toLowerCase().startsWith('multipart/form-data') || !boundary) throw fail.validation('The request must be multipart/form-data with a boundary');
  return boundary;
}

function parseHeaders(text: string): PartHeaders {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw fail.validation('A multipart part has no name');
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
  const contentType = headers.get('content-type');
  return { name, ...(filename === undefined ? {} : { filename }), ...(contentType === undefined ? {} : { contentType }) };
}

/** Reads every part of `source`, handing each to the sink `open` gives for it. */
export async function readMultipart(source: AsyncIterable<Buffer | string>, boundary: string, open: (part: PartHeaders) => PartSink): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter has no line break before it: one is put in front.
  let buffer = Buffer.from('\r\n');
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  let sink: PartSink | undefined;

  const step = async (): Promise<boolean> => {
    if (state === 'preamble') {
      const at = buffer.indexOf(delimiter);
      if (at < 0) {
        buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length));
        return false;
      }
      buffer = buffer.subarray(at + delimiter.length);
      state = 'after-delimiter';
      return true;
    }
    if (state === 'after-delimiter') {
      if (buffer.length < 2) return false;
      const mark = buffer.subarray(0, 2).toString('latin1');
      buffer = buffer.subarray(2);
      if (mark === '--') state = 'done';
      else if (mark === '\r\n') state = 'headers';
      else throw fail.validation('The multipart body is malformed');
      return true;
    }
    if (state === 'headers') {
      const at = buffer.indexOf(HEADER_END);
      if (at < 0) {
        if (buffer.length > MAX_HEADER_BYTES) throw fail.validation('A multipart part has too many headers');
        return false;
      }
      sink = open(parseHeaders(buffer.subarray(0, at).toString('utf8')));
      buffer = buffer.subarray(at + HEADER_END.length);
      state = 'body';
      return true;
    }
    if (state === 'body') {
      const at = buffer.indexOf(delimiter);
      if (at >= 0) {
        if (at > 0) await sink?.write(buffer.subarray(0, at));
        await sink?.end();
        sink = undefined;
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      // Everything but what could be the start of the delimiter is the part's.
      const safe = buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        await sink?.write(Buffer.from(buffer.subarray(0, safe)));
        buffer = buffer.subarray(safe);
      }
      return false;
    }
    return false;
  };

  for await (const chunk of source) {
    if (state === 'done') continue;
    buffer = buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([buffer, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
    while (await step());
  }
  if (state !== 'done') throw fail.validation('The multipart body ended before its closing boundary');
}
