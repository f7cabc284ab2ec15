/**
 * The largest platform answer the proxy passes on. A declared Content-Length
 * over the limit is refused before anything is sent (a clear 502); a body
 * without one is streamed and cut off when it crosses the limit, which the
 * caller sees as an aborted response (its headers are already on the way).
 */
import { Transform, type TransformCallback } from 'node:stream';

export class ResponseTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`The platform's response is larger than the proxy's limit of ${limitBytes} bytes`);
    this.name = 'ResponseTooLarge';
  }
}

/** Passes bytes through unchanged until more than `limitBytes` have gone by, then fails. */
export function byteLimit(limitBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limitBytes) callback(new ResponseTooLarge(limitBytes));
      else callback(null, chunk);
    },
  });
}

/** The declared length when it is a plain number. */
export function declaredLength(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}
