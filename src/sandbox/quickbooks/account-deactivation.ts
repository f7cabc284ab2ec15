/**
 * Making an Account inactive (`Active: false`, QuickBooks' only "delete" of
 * an account) while it carries a balance is refused: its balance would
 * leave the books, and every balance sheet and trial balance after it would
 * no longer add up. QuickBooks' help ("Make an account inactive on your
 * chart of accounts in QuickBooks Online") asks for a zero balance first;
 * its web app then offers an adjusting entry to Opening Balance Equity,
 * which the emulator does not make: it answers the business validation
 * fault (400, code 6000) QuickBooks gives a write its rules refuse. The
 * balance is the one the Account shows (`CurrentBalance`: balance sheet
 * accounts; income and expense accounts show 0 and may go inactive, their
 * history stays in the reports). The Detail's wording is the emulator's own:
 * Intuit publishes no text for this refusal.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { text, ZERO } from './decimal.js';
import type { Ctx } from './entity.js';
import { businessRule } from './faults.js';
import { currentBalance } from './ledger.js';

/** Account's `beforeDeactivate` hook (entity.ts): refuses while the account's balance is not zero. */
export function refuseDeactivationWithBalance(account: StoredRecord, ctx: Ctx): void {
  const balance = currentBalance(ctx.tenant, ctx.account, account);
  if (balance === ZERO) return;
  throw businessRule(
    `You can't make the account ${String(account.FullyQualifiedName ?? account.Name)} inactive while it has a balance (${text(balance)} ${String(ctx.account.homeCurrency)}). Move the balance to another account first, so that it is zero.`,
    '6000',
    undefined,
    'Active',
  );
}
