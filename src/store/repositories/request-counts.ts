/**
 * Requests counted per application and UTC month (`request_counts`). The
 * quota check is one statement, so concurrent requests (from any number of
 * instances) are serialised by the row lock and never overshoot. `count` is a
 * bigint: `pg` returns it as a string, PGlite as a number.
 */
import { sql } from 'kysely';
import type { Database } from '../database.js';

/** Counts one request unless the month already holds `quota`; the new count, or undefined when refused. */
export async function incrementWithinQuota(db: Database, applicationId: string, month: string, quota: number): Promise<number | undefined> {
  const row = await db
    .insertInto('requestCounts')
    .values({ applicationId, month, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['applicationId', 'month'])
        .doUpdateSet({ count: sql<number>`request_counts.count + 1` })
        .where('requestCounts.count', '<', quota),
    )
    .returning('count')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.count);
}

/**
 * Adds batches of counts in one statement. Rows of applications deleted
 * meanwhile are skipped (a batch must not fail for one of them); rows are
 * written in key order so two instances flushing at once lock them in the same order.
 */
export async function addRequestCounts(db: Database, counts: ReadonlyArray<{ applicationId: string; month: string; count: number }>): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(counts.map((entry) => sql`(${entry.applicationId}, ${entry.month}, ${entry.count}::bigint)`));
  await sql`
    insert into request_counts (application_id, month, count)
    select v.application_id, v.month, v.count
    from (values ${values}) as v (application_id, month, count)
    where exists (select 1 from applications a where a.id = v.application_id)
    order by v.application_id, v.month
    on conflict (application_id, month) do update set count = request_counts.count + excluded.count
  `.execute(db);
}

export async function readRequestCount(db: Database, applicationId: string, month: string): Promise<number> {
  const row = await db
    .selectFrom('requestCounts')
    .select('count')
    .where('applicationId', '=', applicationId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.count);
}
