/**
 * Report rows deeper than the unified model's REPORT_DEPTH
 * (src/unified/accounting/shared/report-rows.ts): a row at the last level
 * keeps its own amount, which already sums the rows below it, and drops
 * them. No platform here nests that deep; the fold keeps an unusual chart of
 * accounts from turning into an invalid answer.
 */
import { REPORT_DEPTH } from '../../unified/accounting/shared/report-rows.js';

/** A row whose children sit under `K` (a balance sheet account's `items`, a profit and loss section's `records`). */
type Nested<K extends string> = { [key in K]?: Nested<K>[] | null | undefined };

export function foldRows<K extends string, R extends Nested<K>>(rows: R[], childrenKey: K, depth = REPORT_DEPTH): R[] {
  return rows.map((row) => {
    const children = row[childrenKey] as R[] | null | undefined;
    if (!children) return row;
    if (depth <= 1) {
      const { [childrenKey]: _dropped, ...rest } = row;
      return rest as R;
    }
    return { ...row, [childrenKey]: foldRows(children, childrenKey, depth - 1) };
  });
}
