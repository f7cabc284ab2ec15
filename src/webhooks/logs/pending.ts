/** How many deliveries are waiting to be made, across every application and instance (the pending-deliveries gauge). */
import type { Database } from '../../store/database.js';

export async function countPendingDeliveries(db: Database): Promise<number> {
  const row = await db
    .selectFrom('webhookDeliveries')
    .select((eb) => eb.fn.countAll<string>().as('pending'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}
