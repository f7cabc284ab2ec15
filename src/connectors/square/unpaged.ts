/** A list Square answers whole, taking no paging parameters (locations): read once, paged in memory by the collection. */
import type { PagingStrategy } from '../framework/paging/strategy.js';

export const unpaged: PagingStrategy<{ page: number }> = {
  read: () => undefined,
  request: () => ({ query: {} }),
  neighbours: () => ({ next: null }),
};
