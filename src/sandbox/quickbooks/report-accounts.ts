/**
 * Accounts as rows of a financial statement, the way QuickBooks lays them
 * out: an account without sub-accounts is a Data row (its name and id, its
 * amount); one with sub-accounts is a Section whose Header names it (with
 * its id), whose Rows hold its own amount (when not zero) and its
 * sub-accounts, and whose Summary is "Total <name>" with everything under
 * it. Accounts with nothing under them and no amount are left out.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { ZERO, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { data, money, section, type ReportRow } from './report-format.js';

export interface AccountRows {
  rows: ReportRow[];
  total: Dec;
}

const parentOf = (account: StoredRecord) => (account.ParentRef as { value?: string } | undefined)?.value;

/** Rows of `accounts` (one type group), amounts from `amountOf` (already signed as the statement shows them). */
export function accountRows(ctx: Ctx, accounts: readonly StoredRecord[], amountOf: (account: StoredRecord) => Dec): AccountRows {
  const ids = new Set(accounts.map((account) => account.id));
  const children = new Map<string, StoredRecord[]>();
  for (const account of accounts) {
    const parent = parentOf(account);
    if (parent && ids.has(parent)) children.set(parent, [...(children.get(parent) ?? []), account]);
  }
  const byName = (a: StoredRecord, b: StoredRecord) => String(a.Name).localeCompare(String(b.Name));
  const build = (account: StoredRecord): AccountRows => {
    const own = amountOf(account);
    const below = (children.get(account.id) ?? []).sort(byName).map(build).filter((built) => built.rows.length > 0);
    const total = below.reduce((sum, built) => sum + built.total, own);
    if (below.length === 0) return { rows: own === ZERO ? [] : [data([{ value: String(account.Name), id: account.id }, { value: money(ctx, own) }])], total };
    const rows = [...(own === ZERO ? [] : [data([{ value: String(account.Name), id: account.id }, { value: money(ctx, own) }])]), ...below.flatMap((built) => built.rows)];
    const nested = section(undefined, String(account.Name), rows, [{ value: `Total ${String(account.Name)}` }, { value: money(ctx, total) }]);
    nested.Header!.ColData[0]!.id = account.id;
    return { rows: [nested], total };
  };
  const roots = accounts.filter((account) => !parentOf(account) || !ids.has(parentOf(account)!)).sort(byName).map(build);
  return { rows: roots.flatMap((built) => built.rows), total: roots.reduce((sum, built) => sum + built.total, ZERO) };
}

/** A titled group of accounts as a Section with its "Total" Summary; undefined when it has no rows. */
export function group(ctx: Ctx, groupName: string | undefined, title: string, built: AccountRows): ReportRow | undefined {
  if (built.rows.length === 0) return undefined;
  return section(groupName, title, built.rows, [{ value: `Total ${title}` }, { value: money(ctx, built.total) }]);
}
