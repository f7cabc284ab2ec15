/**
 * A platform's feed of changes since a position it hands out (Google Drive's
 * start page token and changes.list): where a resource has one, the poller
 * (src/webhooks/polling/) reads the feed between its passes instead of
 * listing every record, so each pass costs a call per page of changes rather
 * than per page of records, and deletions are seen as they happen. The
 * position is kept per connection and resource in the poller's row
 * (`cursor`), beside what it remembers of the records.
 */
import type { ConnectorContext } from './context.js';

/** One record the feed says changed: its unified form, or gone (deleted, trashed, out of reach). */
export type FeedChange = { id: string; record: unknown } | { id: string; removed: true; at?: Date | undefined };

export interface FeedPage {
  changes: FeedChange[];
  /** Another page to read now, or undefined on the last page. */
  nextPage?: string | undefined;
  /** On the last page: the position later changes will be read from. */
  resumeAt?: string | undefined;
}

export interface ChangesFeed {
  /** The position of "now": changes after it are read later (called before the baseline listing, so nothing made during it is lost). */
  start(ctx: ConnectorContext): Promise<string>;
  /** One page of changes from `position` (a start position or a page's `nextPage`). */
  read(ctx: ConnectorContext, position: string, limit: number): Promise<FeedPage>;
}
