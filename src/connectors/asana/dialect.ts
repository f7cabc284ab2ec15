/**
 * What every Asana resource shares: gids are numeric strings (any other id
 * names nothing, without a call), any 404 is a missing record, lists page by
 * `limit` (1–100) and the opaque `offset` of `next_page`, and bodies travel
 * inside `data` (`wrap`, `recordAt`, `listAt` of each collection).
 */
import type { Dialect } from '../kit/index.js';
import { asanaPaging, GID } from './api.js';

export const asanaDialect: Dialect = {
  platform: 'Asana',
  id: GID,
  paging: asanaPaging,
};

/** Asana's envelope around a write's fields. */
export const inData = (fields: Record<string, unknown>) => ({ data: fields });
