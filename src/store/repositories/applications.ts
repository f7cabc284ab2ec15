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

/** null: unlimited. Undefined when the application does not exist. */
export async function findMonthlyRequestQuota(db: Database, id: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('applications').select('monthlyRequestQuota').where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  return row.monthlyRequestQuota === null ? null : Number(row.monthlyRequestQuota);
}

export async function setMonthlyRequestQuota(db: Database, id: string, quota: number | null): Promise<ApplicationRow | undefined> {
  return db.updateTable('applications').set({ monthlyRequestQuota: quota }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Seconds between two polls of the application's virtual webhooks; null: the default. Undefined when the application does not exist. */
export async function setWebhookPollInterval(db: Database, id: string, seconds: number | null): Promise<ApplicationRow | undefined> {
  return db.updateTable('applications').set({ webhookPollIntervalSeconds: seconds }).where('id', '=', id).returningAll().executeTakeFirst();
}
