/**
 * Opaque paging cursors. A cursor carries the connector's own paging state
 * (a page token, an offset, a URL...) and is:
 * - bound to the connector and the unified resource, named in the payload so a
 *   foreign cursor gets a clear message;
 * - bound to the connection without naming it (the connection id enters the MAC
 *   only), so a cursor cannot be replayed by another consumer;
 * - tamper-evident: HMAC-SHA256 under a key derived from the service secret.
 * Checking one is pure computation: no I/O on the request path.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { ApiError } from './errors/api-error.js';

export interface CursorBinding {
  connector: string;
  resource: string;
  /** The connection the list was read through. */
  connectionId: string;
}

interface CursorPayload {
  c: string;
  r: string;
  s: unknown;
}

const MAC_BYTES = 16;
const MAX_CURSOR_LENGTH = 4096;

export class CursorCodec {
  /** A KeyObject: HMAC with a raw Buffer key re-imports the key on every call (several µs each). */
  readonly #key: KeyObject;

  constructor(key: Buffer) {
    if (key.length < 32) throw new Error('cursor key must be at least 32 bytes');
    this.#key = createSecretKey(key);
  }

  encode(binding: CursorBinding, state: unknown): string {
    const payload: CursorPayload = { c: binding.connector, r: binding.resource, s: state };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#mac(binding.connectionId, body)}`;
  }

  /** Returns the connector's paging state, or throws InvalidCursorError. */
  decode(binding: CursorBinding, cursor: string): unknown {
    const invalid = (reason: string) =>
      new ApiError('InvalidCursorError', { detail: { cursor: reason } });
    if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) throw invalid('malformed cursor');
    const dot = cursor.indexOf('.');
    if (dot <= 0) throw invalid('malformed cursor');
    const body = cursor.slice(0, dot);
    const mac = cursor.slice(dot + 1);

    let payload: CursorPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CursorPayload;
    } catch {
      throw invalid('malformed cursor');
    }
    if (typeof payload !== 'object' || payload === null || typeof payload.c !== 'string') {
      throw invalid('malformed cursor');
    }
    if (payload.c !== binding.connector) {
      throw invalid(`cursor was issued for connector "${payload.c}", this request is served by "${binding.connector}"`);
    }
    if (payload.r !== binding.resource) {
      throw invalid(`cursor was issued for resource "${payload.r}", not "${binding.resource}"`);
    }
    const expected = Buffer.from(this.#mac(binding.connectionId, body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw invalid('cursor was altered or was issued for another connection');
    }
    return payload.s;
  }

  #mac(connectionId: string, body: string): string {
    return createHmac('sha256', this.#key)
      .update(connectionId)
      .update('\n')
      .update(body)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }
}
