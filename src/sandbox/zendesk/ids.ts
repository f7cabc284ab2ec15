/**
 * Zendesk ids are large integers that grow with time; ours keep that style
 * (kept as strings, as the kit keys records, and written as numbers).
 */
import type { RecordTable } from '../framework/kit/index.js';

export const ID_STEP = 1_000;
export const USER_ID_BASE = 19_310_000_000_000;
export const ORGANIZATION_ID_BASE = 19_300_000_000_000;
/** The demo account's single support group, every agent's default group. */
export const SUPPORT_GROUP_ID = 19_200_000_000_100;

/** The id after the highest one of the table: a new record comes last in id order, as on Zendesk. */
export function nextId(table: RecordTable): string {
  return String(table.all().reduce((highest, record) => Math.max(highest, Number(record.id)), 0) + ID_STEP);
}
