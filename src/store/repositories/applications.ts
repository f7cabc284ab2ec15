import type { Database } from '../database.js';
import type { ApplicationRow } from '../schema.js';

export async function insertApplication(db: Database, row: { id: string; name: string }): Promise<ApplicationRow> {
  return db.insertInto('applications').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findApplication(db: Database, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listApplications(db: Database): Promise<ApplicationRow[]> {
  return db.selectFrom('applications').selectAll().orderBy('createdAt').orderBy('id').execute();
}
