/**
 * What every Zendesk Support resource shares: user and organization ids are
 * positive integers, a 404 with `"error": "RecordNotFound"` is a missing
 * record (any other 404 is a failure), and lists page by cursor.
 */
import type { Dialect } from '../kit/index.js';
import { zendeskCursorPaging } from './cursor-paging.js';

export const zendeskDialect: Dialect = {
  platform: 'Zendesk',
  id: /^[1-9][0-9]{0,19}$/,
  notFound: (body) => (body as { error?: unknown } | null)?.error === 'RecordNotFound',
  paging: zendeskCursorPaging,
};
