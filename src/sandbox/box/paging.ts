/**
 * Box's two paging styles for a folder's items (openapi.json, Items):
 * offset (`offset`, `limit`; the answer has `total_count`, `offset`, `limit`,
 * `order`) and marker (`usemarker=true`, `marker`; the answer has
 * `next_marker`, `prev_marker` and `limit`, no total). Sorting is by type
 * first (folders before files), then by `sort` (id, name, date, size) in `direction`.
 */
import { fail } from '../framework/kit/index.js';
import { isFile, type StoredItem } from './items.js';

const MAX_LIMIT = 1000;

export function limitOf(query: URLSearchParams, defaultLimit: number, maxLimit: number): number {
  const raw = query.get('limit');
  if (raw === null) return defaultLimit;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) throw fail.validation(`Invalid value '${raw.slice(0, 20)}' for query parameter 'limit'`);
  return Math.min(limit, maxLimit);
}

export function offsetOf(query: URLSearchParams): number {
  const raw = query.get('offset');
  if (raw === null) return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0) throw fail.validation(`Invalid value '${raw.slice(0, 20)}' for query parameter 'offset'`);
  return offset;
}

const SORT_KEYS: Readonly<Record<string, (item: StoredItem) => string | number>> = {
  id: (item) => Number(item.id),
  name: (item) => item.name.toLowerCase(),
  date: (item) => item.modifiedAt,
  size: (item) => (isFile(item) ? item.size : 0),
};

export function sortItems(items: StoredItem[], query: URLSearchParams): { items: StoredItem[]; order: { by: string; direction: string }[] } {
  const by = query.get('sort') ?? 'name';
  const key = SORT_KEYS[by];
  if (!key) throw fail.validation(`Invalid value '${by.slice(0, 20)}' for query parameter 'sort'`);
  const direction = (query.get('direction') ?? 'ASC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') throw fail.validation(`Invalid value '${direction.slice(0, 20)}' for query parameter 'direction'`);
  const sign = direction === 'ASC' ? 1 : -1;
  const sorted = [...items].sort((a, b) => {
    const kind = Number(isFile(a)) - Number(isFile(b));
    if (kind !== 0) return kind;
    const left = key(a);
    const right = key(b);
    return (left < right ? -1 : left > right ? 1 : Number(a.id) - Number(b.id)) * sign;
  });
  return { items: sorted, order: [{ by: 'type', direction: 'ASC' }, { by, direction }] };
}

const encodeMarker = (position: number) => Buffer.from(`box-marker:${position}`).toString('base64url');

function decodeMarker(marker: string): number {
  const match = /^box-marker:(\d+)$/.exec(Buffer.from(marker, 'base64url').toString('utf8'));
  if (!match) throw fail.validation('Invalid marker');
  return Number(match[1]);
}

/** One page of items in Box's envelope, entries written by `write`. */
export function pageOf(items: StoredItem[], query: URLSearchParams, write: (item: StoredItem) => Record<string, unknown>): Record<string, unknown> {
  const { items: sorted, order } = sortItems(items, query);
  const limit = limitOf(query, 100, MAX_LIMIT);
  if (query.get('usemarker') === 'true') {
    const marker = query.get('marker');
    const start = marker ? decodeMarker(marker) : 0;
    const page = sorted.slice(start, start + limit);
    const next = start + limit < sorted.length ? encodeMarker(start + limit) : null;
    return { entries: page.map(write), limit, next_marker: next, prev_marker: start > 0 ? encodeMarker(Math.max(0, start - limit)) : null };
  }
  const offset = offsetOf(query);
  return { total_count: sorted.length, entries: sorted.slice(offset, offset + limit).map(write), offset, limit, order };
}
