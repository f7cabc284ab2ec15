/**
 * The nested rows of the financial statements, as the reference nests them:
 * a balance sheet's accounts hold accounts (`items`), a profit and loss
 * section holds sections and records (`records`). The reference declares them
 * recursively; here the nesting is unrolled to REPORT_DEPTH levels, so that
 * validators, the response serialiser, the OpenAPI documents and the SDK all
 * see plain objects. REPORT_DEPTH covers the platforms' deepest statements:
 * three levels of sections (Assets › Current Assets › Bank) above QuickBooks'
 * five levels of sub-accounts. Connectors fold anything deeper into its
 * parent (`foldRows` in src/connectors/framework/report-rows.ts).
 */
import { Type, type TSchema, type TUnsafe } from 'typebox';
import { NullableArray, NullableEnum, optional } from '../../common/schema.js';
import { MinorUnits } from '../../common/minor-units.js';

export const REPORT_DEPTH = 8;

/** A report's day, typed as the reference types its statements' dates (a pattern, not `format: date`). */
export const ReportDay = (description: string, example: string) => Type.String({ description, pattern: '^\\d{4}-\\d{2}-\\d{2}$', example });

const accountFields = () => ({
  account_id: Type.String({ description: 'Id of the ledger account (accepted by /accounting/ledger-accounts/{id}); left out on a heading or a total of several accounts.', readOnly: true, example: '123456' }),
  code: Type.String({ description: 'Code of the account.', example: '1100' }),
  name: Type.String({ description: 'Name of the account or heading.', readOnly: true, example: 'Current assets' }),
  value: MinorUnits({ description: 'Amount of the account, or the sum of the accounts under the heading.', nullable: false, readOnly: true, example: 1000000 }),
});

/** A balance sheet account, as connectors build it. */
export interface BalanceSheetAccountRow {
  account_id?: string;
  code?: string;
  name?: string;
  value?: number;
  items?: BalanceSheetAccountRow[] | null;
}

/** A balance sheet account and, below it, its sub-accounts down to `depth` more levels. */
export function balanceSheetAccount(depth = REPORT_DEPTH): TUnsafe<BalanceSheetAccountRow> {
  const fields: Record<string, TSchema> = { ...accountFields() };
  if (depth > 1) fields.items = NullableArray(balanceSheetAccount(depth - 1), { description: 'Accounts under this one.' });
  return Type.Unsafe<BalanceSheetAccountRow>(Type.Object(optional(fields), { additionalProperties: false, title: 'Balance Sheet Account' }));
}

export const PROFIT_AND_LOSS_ROW_TYPES = ['Section', 'Record'] as const;

const profitAndLossFields = () => ({
  id: Type.String({ description: 'Id of the ledger account of a record; left out on a section without an account.', readOnly: true, example: '123' }),
  code: Type.String({ description: 'Code of the account.', example: '4000' }),
  title: Type.String({ description: 'Name of the account or the section.', readOnly: true, example: 'Product Sales' }),
  type: NullableEnum(PROFIT_AND_LOSS_ROW_TYPES, { description: 'Section (holds records) or Record (one account).', example: 'Record' }),
  total: MinorUnits({ description: 'Total of the account, or of every account in the section.', example: 6000000 }),
});

/** A profit and loss section or record, as connectors build it. */
export interface ProfitAndLossRowValue {
  id?: string;
  code?: string;
  title?: string;
  type?: (typeof PROFIT_AND_LOSS_ROW_TYPES)[number] | null;
  total: number | null;
  records?: ProfitAndLossRowValue[] | null;
}

/** A profit and loss section or record; a section's `records` go down `depth` more levels. */
export function profitAndLossRow(depth = REPORT_DEPTH): TUnsafe<ProfitAndLossRowValue> {
  const fields: Record<string, TSchema> = { ...profitAndLossFields() };
  if (depth > 1) fields.records = NullableArray(profitAndLossRow(depth - 1), { description: 'Sections and records under this section.' });
  return Type.Unsafe<ProfitAndLossRowValue>(Type.Object(optional(fields, ['total']), { additionalProperties: false, title: 'Profit and Loss Row' }));
}

/** One of the statement's top sections (income, expenses...): a section whose records are the accounts. */
export function profitAndLossSection(description: string, required: readonly ('total' | 'records')[]) {
  return Type.Object(
    optional(
      {
        ...profitAndLossFields(),
        records: NullableArray(profitAndLossRow(REPORT_DEPTH - 1), { description: 'Sections and records of the section.' }),
      },
      required,
    ),
    { additionalProperties: false, description },
  );
}

/** A total the statement states (gross profit, net income). */
export const ProfitAndLossIndicator = Type.Object(optional({ total: MinorUnits({ description: 'The amount.', example: 1000000 }) }), { additionalProperties: false });
