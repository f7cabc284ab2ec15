/**
 * The fiscal periods of SPEC.md's "Accounting additions" (beta; the reference
 * has none): the months, quarters and years of the company's fiscal
 * calendar, with what the platform's lock dates say of each. Platforms keep
 * no period records (Xero and QuickBooks keep a year end and lock dates), so
 * connectors derive them with src/connectors/framework/fiscal-calendar.ts.
 * Field names are SPEC.md's, spelled as it spells them (`startdate`,
 * `fiscalyear`, `lockedthrough`...), not the reference's snake case; the
 * `fiscalyear` filter follows its field.
 */
import { Type } from 'typebox';
import { NullableEnum, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum } from '../common/filters.js';

export const FISCAL_PERIOD_TYPES = ['period', 'quarter', 'year'] as const;
export const FISCAL_PERIOD_STATUSES = ['open', 'locked', 'closed', 'future'] as const;

export const FiscalPeriod = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Unique identifier of the fiscal period.', readOnly: true, example: 'FY2024-P01' }),
      name: NullableString({ description: 'Name of the period.', readOnly: true, example: 'FY2024 period 1' }),
      startdate: Type.String({ format: 'date', description: 'First day of the period.', readOnly: true, example: '2023-07-01' }),
      enddate: Type.String({ format: 'date', description: 'Last day of the period.', readOnly: true, example: '2023-07-31' }),
      fiscalyear: Type.Integer({ description: 'The year the fiscal year ends in (four digits).', readOnly: true, example: 2024 }),
      periodnumber: Type.Integer({ minimum: 1, description: 'Number of the period within its fiscal year: 1 to 12 for periods, 1 to 4 for quarters, 1 for the year.', readOnly: true, example: 1 }),
      type: StringEnum(FISCAL_PERIOD_TYPES, { description: 'period (a month), quarter or year.', readOnly: true, example: 'period' }),
      isadjustment: Type.Boolean({ description: 'Whether this is an adjustment period (postings after the year end).', readOnly: true }),
      status: NullableEnum(FISCAL_PERIOD_STATUSES, { description: 'open, locked (postings refused except to some users), closed (postings refused), future, or null where the platform does not say.', readOnly: true, example: 'open' }),
      lockedthrough: NullableString({ format: 'date', description: 'Last date in the period on which a lock date refuses postings; null when none does.', readOnly: true, example: '2023-07-31' }),
    },
    ['id', 'startdate', 'enddate', 'fiscalyear', 'periodnumber', 'type', 'isadjustment', 'status', 'lockedthrough'],
  ),
  { additionalProperties: false, title: 'Fiscal Period' },
);

export const fiscalPeriods = defineResource({
  api: 'accounting',
  id: 'fiscal-periods',
  name: 'Fiscal Periods',
  singular: 'fiscal period',
  eventResource: 'fiscal_period',
  status: 'beta',
  model: FiscalPeriod,
  path: '/accounting/fiscal-periods',
  operations: ['all', 'one'],
  filters: {
    fiscalyear: Type.Integer({ minimum: 1900, maximum: 2999, description: 'Only the periods of the fiscal year that ends in this year.', example: 2024 }),
    status: filterEnum(FISCAL_PERIOD_STATUSES, 'Only periods in this status.'),
    type: filterEnum(FISCAL_PERIOD_TYPES, 'Only periods of this type.'),
  },
  events: [],
});
