/**
 * What every Asana resource shares: gids are numeric strings (any other id
 * names nothing, without a call), any 404 is a missing record, lists page by
 * `limit` (1–100) and the opaque `offset` of `next_page`, and bodies travel
 * inside `data` (`wrap`, `recordAt`, `listAt` of each collection).
 */
import type { Dialect, Query } from '../kit/index.js';
import { asanaPaging, GID } from './api.js';

/** F: the query a filter's value becomes (`modified_since=…`). */
export const asanaDialect: Dialect<(value: unknown) => Query> = {
  platform: 'Asana',
  id: GID,
  paging: asanaPaging,
  query: ({ filters }) => Object.assign({}, ...filters.map(({ spec, value }) => spec(value))),
};

/** Asana's envelope around a write's fields. */
export const inData = (fields: Record<string, unknown>) => ({ data: fields });

/** Where a collection's answers hold records and ids, and how its writes are sent: inside `data`. */
export const IN_DATA = { listAt: 'data', recordAt: 'data', idAt: 'data.gid', wrap: inData } as const;
