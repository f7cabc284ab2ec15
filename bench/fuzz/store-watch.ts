/**
 * What one request did to the service's own store: the rows a client can
 * make or lose (consumers, connections, webhook subscriptions, sessions,
 * OAuth states) of the application under test, each with a digest of what the
 * client controls (not timestamps, tokens or connection state, which calls
 * on other consumers may move). Store writes run one at a time (locks.ts).
 */
import { sql } from 'kysely';
import type { Database } from '../../src/store/database.js';
import { findingOf, type Finding } from './findings.js';
import type { PlannedRequest } from './plan.js';

export type StoreSnapshot = Map<string, string>;

const LOSABLE = /^(consumer|connection|webhook):/;

export class StoreWatch {
  readonly #db: Database;
  readonly #applicationId: string;

  constructor(db: Database, applicationId: string) {
    this.#db = db;
    this.#applicationId = applicationId;
  }

  async snapshot(): Promise<StoreSnapshot> {
    const app = this.#applicationId;
    const { rows } = await sql<{ key: string; digest: string }>`
      select 'consumer:' || consumer_id as key, md5(metadata::text) as digest from consumers where application_id = ${app}
      union all
      select 'connection:' || c.consumer_id || '/' || x.unified_api || '/' || x.service_id, md5(concat_ws('|', x.enabled, x.settings::text, x.metadata::text))
        from connections x join consumers c on c.id = x.consumer_ref where c.application_id = ${app}
      union all
      select 'webhook:' || id, md5(concat_ws('|', unified_api, description, delivery_url, events::text, status)) from webhook_subscriptions where application_id = ${app}
      union all
      select 'session:' || id, '' from vault_sessions where application_id = ${app}
      union all
      select 'oauth-state:' || id, '' from oauth_states where application_id = ${app}
    `.execute(this.#db);
    return new Map(rows.map((row) => [row.key, row.digest]));
  }

  /** Keys added, removed or changed between two snapshots. */
  static diff(before: StoreSnapshot, after: StoreSnapshot): { added: string[]; removed: string[]; changed: string[] } {
    const added = [...after.keys()].filter((key) => !before.has(key));
    const removed = [...before.keys()].filter((key) => !after.has(key));
    const changed = [...after.keys()].filter((key) => before.has(key) && before.get(key) !== after.get(key));
    return { added, removed, changed };
  }

  judge(plan: PlannedRequest, status: number, before: StoreSnapshot, after: StoreSnapshot): Finding[] {
    const { added, removed, changed } = StoreWatch.diff(before, after);
    const all = [...added.map((key) => `added ${key}`), ...removed.map((key) => `removed ${key}`), ...changed.map((key) => `changed ${key}`)];
    if (all.length === 0) return [];
    if (status >= 400) return [findingOf(plan, 'left-behind', `in the store: ${all.slice(0, 8).join(', ')}`, status)];
    const effective = /[?&]_method=(\w+)/.exec(plan.url)?.[1]?.toUpperCase() ?? plan.method;
    const lost = removed.filter((key) => LOSABLE.test(key));
    if (effective !== 'DELETE' && lost.length > 0) return [findingOf(plan, 'lost', `a ${effective} answered ${status} and removed ${lost.join(', ')}`, status)];
    return [];
  }

  /** At the end: every row of `kept` (the demo consumers and their connections) still there, unchanged. */
  static lostFrom(kept: StoreSnapshot, now: StoreSnapshot): Finding[] {
    const gone = [...kept.entries()].filter(([key, digest]) => now.get(key) !== digest).map(([key]) => key);
    return gone.length === 0 ? [] : [findingOf(undefined, 'lost', `demo rows gone or changed after the run: ${gone.join(', ')}`)];
  }
}
