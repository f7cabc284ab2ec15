/**
 * "Close the books" (QuickBooks: Settings → Advanced → Accounting): a closing
 * date on or before which transactions may not be added, changed or
 * deleted. In QuickBooks an admin can still post past it in the web app
 * with a password, but the Accounting API refuses every such write with a
 * validation fault ("The account period has closed and the account books
 * cannot be updated through the QBO Services API"). The date is a company
 * preference (Preferences.AccountingInfoPrefs.BookCloseDate); the emulator
 * keeps it with the realm's state so a reset restores the seeded one.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import type { Ctx } from './realms.js';
import { fail } from '../framework/kit/index.js';
import { POSTING_ENTITIES } from './ledger.js';
import { companyDate } from './time.js';

const KEY = 'preferences:BookCloseDate';

export function bookCloseDate(tenant: TenantState): string | undefined {
  return tenant.extras.get(KEY) as string | undefined;
}

export function setBookCloseDate(tenant: TenantState, date: string | undefined): void {
  if (date === undefined) tenant.extras.delete(KEY);
  else tenant.extras.set(KEY, date);
}

const POSTING = new Set<string>(POSTING_ENTITIES);

/** QuickBooks' answer to a write dated in the closed period (a 400 ValidationFault, code 6000). */
function periodClosed(date: string, closed: string) {
  return fail.validation('A business validation error has occurred while processing your request', {
    code: '6000',
    field: 'TxnDate',
    qboDetail: `Business Validation Error: The account period has closed and the account books cannot be updated through the QBO Services API. Please use the QBO website to make these changes. (TxnDate ${date}, books closed through ${closed})`,
  });
}

/**
 * Refuses a write to a posting transaction dated on or before the closing
 * date: the date it is stored with (changes, deletes, voids) and the date it
 * would get (creates and changes; the company's today when left out).
 */
export function checkBooksOpen(ctx: Ctx, entity: string, stored: StoredRecord | undefined, body: Record<string, unknown> | undefined): void {
  const closed = bookCloseDate(ctx.tenant);
  if (!closed || !POSTING.has(entity)) return;
  const dates = [stored?.TxnDate, body ? (body.TxnDate ?? stored?.TxnDate ?? companyDate(ctx.now, ctx.account.timeZone)) : undefined];
  for (const date of dates) if (typeof date === 'string' && date <= closed) throw periodClosed(date, closed);
}
