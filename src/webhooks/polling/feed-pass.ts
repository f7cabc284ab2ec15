/**
 * Reading a platform's changes feed for a pass (framework/changes-feed.ts):
 * every page from the kept position to the last, each record's latest state
 * only (a feed that lists each change, not each record, may name a record
 * twice: created then deleted between two passes says nothing), and the
 * position the next pass reads from.
 */
import type { FeedChange, FeedPage } from '../../connectors/framework/changes-feed.js';

/** The feed as a pass calls it: the connection's context already bound (run-pass.ts). */
export interface FeedReader {
  start(): Promise<string>;
  read(position: string): Promise<FeedPage>;
}

export async function readFeed(feed: FeedReader, cursor: string, maxPages: number): Promise<{ latest: FeedChange[]; cursor: string }> {
  const latest = new Map<string, FeedChange>();
  let position = cursor;
  for (let pages = 0; pages < maxPages; pages++) {
    const page = await feed.read(position);
    for (const change of page.changes) {
      latest.delete(change.id);
      latest.set(change.id, change);
    }
    if (page.nextPage === undefined) return { latest: [...latest.values()], cursor: page.resumeAt ?? position };
    position = page.nextPage;
  }
  throw new Error(`the changes feed did not end within ${maxPages} pages`);
}
