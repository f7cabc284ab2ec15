/** Service-wide facts, one row per name (`service_facts`). */
import type { Database } from '../database.js';

export async function findServiceFact(db: Database, name: string): Promise<string | undefined> {
  return (await db.selectFrom('serviceFacts').select('value').where('name', '=', name).executeTakeFirst())?.value;
}

/**
 * Writes the fact unless it is already there, and returns the value the store
 * keeps: the first writer's, when instances starting together race to write it.
 */
export async function keepServiceFact(db: Database, name: string, value: string): Promise<string> {
  await db.insertInto('serviceFacts').values({ name, value }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
  return (await findServiceFact(db, name)) ?? value;
}
