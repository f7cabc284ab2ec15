/**
 * Paging of the catalog lists. A cursor says "the page after this id" (lists
 * are sorted by id), so it stays meaningful with any filter and across
 * restarts; it is signed like every cursor of the service, so a forged or
 * foreign one is InvalidCursorError, never a surprising page.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { CursorCodec, CursorBinding } from '../core/cursor.js';
import type { Cursors } from '../core/envelope.js';

export type CatalogList = 'connectors' | 'apis';

interface PagePosition {
  /** Id of the last record before the page; "" for the first page. */
  after: string;
}

export interface CatalogPage<T> {
  items: T[];
  cursors: Required<Cursors>;
}

function bindingOf(list: CatalogList): CursorBinding {
  // The catalog is the same for every caller: the cursor is bound to the list only.
  return { connector: 'connector-api', resource: list, connectionId: 'catalog' };
}

function readPosition(state: unknown): PagePosition {
  const after = (state as { after?: unknown } | null)?.after;
  if (typeof after !== 'string' || after.length > 256) {
    throw new ApiError('InvalidCursorError', { detail: { cursor: 'not a position in this list' } });
  }
  return { after };
}

export function pageOf<T extends { id: string }>(
  items: readonly T[],
  request: { cursor?: string | null | undefined; limit: number },
  codec: CursorCodec,
  list: CatalogList,
): CatalogPage<T> {
  const binding = bindingOf(list);
  const cursor = request.cursor ?? undefined;
  const { after } = cursor === undefined || cursor === '' ? { after: '' } : readPosition(codec.decode(binding, cursor));
  const encode = (position: PagePosition) => codec.encode(binding, position);

  const found = items.findIndex((item) => item.id > after);
  const start = found < 0 ? items.length : found;
  const end = Math.min(items.length, start + request.limit);
  const previousStart = Math.max(0, start - request.limit);
  return {
    items: items.slice(start, end),
    cursors: {
      previous: start === 0 ? null : encode({ after: previousStart === 0 ? '' : (items[previousStart - 1] as T).id }),
      current: cursor === undefined || cursor === '' ? null : cursor,
      next: end < items.length ? encode({ after: (items[end - 1] as T).id }) : null,
    },
  };
}
