import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { applications, type ApplicationRow } from '../schema.js';

export async function insertApplication(db: Database, row: { id: string; name: string }): Promise<ApplicationRow> {
  const [inserted] = await db.insert(applications).values(row).returning();
  return inserted as ApplicationRow;
}

export async function findApplication(db: Database, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

export async function listApplications(db: Database): Promise<ApplicationRow[]> {
  return db.select().from(applications).orderBy(asc(applications.createdAt), asc(applications.id));
}
