/**
 * What every Gusto resource shares: UUID ids (any other id is not found
 * without a call), a 404 whose errors say `not_found` is a missing record,
 * `page`/`per` paging (paging.ts), and JSON bodies.
 */
import type { Dialect } from '../kit/index.js';
import { hasCategory, UUID } from './api.js';
import { gustoPaging } from './paging.js';

export const gustoDialect: Dialect = {
  platform: 'Gusto',
  id: UUID,
  notFound: (body) => hasCategory(body, 'not_found'),
  paging: gustoPaging,
};
