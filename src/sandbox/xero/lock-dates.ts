/**
 * Xero's lock dates (Accounting › Advanced › Financial settings; GET
 * /Organisation shows them as PeriodLockDate and EndOfYearLockDate): no
 * posting dated on or before the end-of-year lock date, and none on or
 * before the period lock date (Xero lets advisers post past that one in its
 * web app; the API refuses both). A refused posting is Xero's
 * ValidationException, "The document date cannot be before the period lock
 * date, currently set at 31-May-2023". Xero's API cannot set lock dates, so
 * each organisation's are part of its declaration (accounts.ts).
 */
import { fail, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** A lock date (YYYY-MM-DD) as the last locked instant's day, at midnight UTC. */
export function lockTime(day: string | undefined): number | undefined {
  return day ? Date.parse(`${day}T00:00:00Z`) : undefined;
}

function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Xero's messages for a posting dated `date` (epoch ms, midnight UTC); none when it is after both lock dates. */
export function lockRefusals(organisation: XeroOrganisation, date: number): string[] {
  const day = Math.floor(date / DAY_MS) * DAY_MS;
  const messages: string[] = [];
  const period = lockTime(organisation.periodLockDate);
  const endOfYear = lockTime(organisation.endOfYearLockDate);
  if (period !== undefined && day <= period) messages.push(`The document date cannot be before the period lock date, currently set at ${shown(organisation.periodLockDate!)}`);
  if (endOfYear !== undefined && day <= endOfYear) messages.push(`The document date cannot be before the end of year lock date, currently set at ${shown(organisation.endOfYearLockDate!)}`);
  return messages;
}

/** Refuses a posting (or a reversal) dated in a locked period. */
export function refuseLocked(organisation: XeroOrganisation, date: number): void {
  const messages = lockRefusals(organisation, date);
  if (messages.length > 0) throw fail.validation(messages[0]!, { errors: messages });
}

/**
 * Before a document's change is applied: a change that posts, re-posts or
 * reverses it (to or within AUTHORISED, or a void) is refused when the old
 * or the new date is locked, so that nothing is changed by a refused write.
 */
export function refuseLockedChange(organisation: XeroOrganisation, before: StoredRecord, after: StoredRecord): void {
  const posts = after.Status === 'AUTHORISED' || (after.Status === 'VOIDED' && before.Status === 'AUTHORISED');
  if (!posts) return;
  if (before.Status === 'AUTHORISED') refuseLocked(organisation, before.Date as number);
  refuseLocked(organisation, after.Date as number);
}
