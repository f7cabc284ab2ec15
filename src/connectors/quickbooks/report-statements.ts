/**
 * QuickBooks statement rows → the unified nested rows
 * (src/unified/accounting/shared/report-rows.ts). A Data row is one account
 * (its id in the first cell) or a line without one (Net Income); a Section
 * whose Header names an account is that account with its sub-accounts; a
 * Section with only a title is a heading. A section's amount is its Summary,
 * as QuickBooks states it. Ids and codes are left out where there are none.
 * Rows deeper than the model allows are folded (framework/report-rows.ts).
 */
import type { BalanceSheetAccountRow, ProfitAndLossRowValue } from '../../unified/accounting/shared/report-rows.js';
import { amount, rowsOf, type Cell, type QboRow } from './report-rows.js';

export interface StatementContext {
  currency: string;
  codes: ReadonlyMap<string, string>;
}

function naming(cell: Cell | undefined, context: StatementContext, idKey: 'account_id' | 'id', nameKey: 'name' | 'title', fallback?: string) {
  const id = cell?.id;
  const code = id ? context.codes.get(id) : undefined;
  const name = cell?.value ?? fallback;
  return { ...(id ? { [idKey]: id } : {}), ...(code ? { code } : {}), ...(name !== undefined ? { [nameKey]: name } : {}) };
}

export function balanceSheetRow(row: QboRow, context: StatementContext): BalanceSheetAccountRow {
  if (row.ColData) {
    const [name, value] = row.ColData;
    return { ...naming(name, context, 'account_id', 'name'), value: amount(value, context.currency) ?? 0 };
  }
  return {
    ...naming(row.Header?.ColData?.[0], context, 'account_id', 'name', row.Summary?.ColData?.[0]?.value),
    value: amount(row.Summary?.ColData?.[1], context.currency) ?? 0,
    items: rowsOf(row).map((child) => balanceSheetRow(child, context)),
  };
}

export function profitAndLossRow(row: QboRow, context: StatementContext): ProfitAndLossRowValue {
  if (row.ColData) {
    const [name, value] = row.ColData;
    return { ...naming(name, context, 'id', 'title'), type: 'Record', total: amount(value, context.currency) ?? 0 };
  }
  return {
    ...naming(row.Header?.ColData?.[0], context, 'id', 'title', row.Summary?.ColData?.[0]?.value),
    type: 'Section',
    total: amount(row.Summary?.ColData?.[1], context.currency) ?? 0,
    records: rowsOf(row).map((child) => profitAndLossRow(child, context)),
  };
}
