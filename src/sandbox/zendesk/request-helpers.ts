/** Small readers of a Fastify request shared by the Zendesk routes. */
import type { FastifyRequest } from 'fastify';

/**
 * The origin the client called, so that `url` fields and paging links lead
 * back to this emulator (Zendesk builds them from the account's own host).
 */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The query string exactly as sent, without the leading `?`. */
export function rawSearchOf(request: FastifyRequest): string {
  const mark = request.url.indexOf('?');
  return mark < 0 ? '' : request.url.slice(mark + 1);
}

/**
 * Zendesk serves every resource with and without a `.json` suffix, so
 * `/users/42` and `/users/42.json` are the same. Returns the id, or undefined
 * when the segment is not a whole number (Zendesk answers those with a 404).
 */
export function parseIdSegment(segment: string): number | undefined {
  const bare = segment.endsWith('.json') ? segment.slice(0, -'.json'.length) : segment;
  if (!/^\d+$/.test(bare)) return undefined;
  const id = Number(bare);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Both spellings of a collection path: `/api/v2/users` and `/api/v2/users.json`. */
export function withJsonSuffix(path: string): string[] {
  return [path, `${path}.json`];
}
