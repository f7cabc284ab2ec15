/**
 * Paging of the mock's lists: every list holds the same number of records,
 * served a page at a time with opaque cursors signed as the service signs
 * its own (core/cursor.ts), bound to the list they came from: a cursor of
 * another list, or an altered one, is an InvalidCursorError as it would be
 * from the service. The key is fixed, so the mock's answers (cursors
 * included) are the same from one run to the next.
 */
import { createHash } from 'node:crypto';
import { CursorCodec, type CursorBinding } from '../core/cursor.js';
import { ApiError } from '../core/errors/api-error.js';

/** Records in every mock list. */
export const LIST_SIZE = 45;
/** Page size when `limit` is not given (the service's default). */
export const DEFAULT_LIMIT = 20;

export interface MockPage {
  /** Positions of the page's records in the list. */
  positions: number[];
  cursors: { previous: string | null; current: string | null; next: string | null };
}

export class MockPaging {
  readonly #codec = new CursorCodec(createHash('sha256').update('unified-integration-api mock cursors').digest());

  /**
   * `list` names the list ("sms GET /sms/messages"), `instance` the concrete
   * one it was read from (its path with parameters, the consumer), so a
   * cursor works only where it was issued.
   */
  page(list: string, instance: string, cursor: string | null | undefined, limit: number | undefined): MockPage {
    const binding: CursorBinding = { connector: 'mock', resource: list, connectionId: instance };
    const size = limit ?? DEFAULT_LIMIT;
    const offset = cursor ? this.#offset(binding, cursor) : 0;
    const end = Math.min(offset + size, LIST_SIZE);
    const positions = Array.from({ length: end - offset }, (_, index) => offset + index);
    return {
      positions,
      cursors: {
        previous: offset > 0 ? this.#codec.encode(binding, Math.max(0, offset - size)) : null,
        current: cursor ?? null,
        next: end < LIST_SIZE ? this.#codec.encode(binding, end) : null,
      },
    };
  }

  #offset(binding: CursorBinding, cursor: string): number {
    const state = this.#codec.decode(binding, cursor);
    if (!Number.isInteger(state) || (state as number) < 0 || (state as number) >= LIST_SIZE) {
      throw new ApiError('InvalidCursorError', { detail: { cursor: 'malformed cursor' } });
    }
    return state as number;
  }
}
