/**
 * The profit and loss statement (the reference's ProfitAndLoss): income, cost
 * of goods sold, expenses and the other income and expenses of a period, with
 * the totals the platform states. Read from the platform's report.
 */
import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterText } from '../common/filters.js';
import { accountingMethod, locationId, reportEndDate, reportStartDate } from './shared/report-filters.js';
import { ReportDay, ProfitAndLossIndicator, profitAndLossSection } from './shared/report-rows.js';

export const ProfitAndLoss = Type.Object(
  optional(
    {
      id: Type.String({ description: 'Id of the report, where the platform gives one.', readOnly: true, example: '12345' }),
      report_name: Type.String({ description: 'Name of the report.', example: 'Profit and Loss' }),
      start_date: ReportDay('First day of the report.', '2017-01-01'),
      end_date: ReportDay('Last day of the report.', '2017-12-31'),
      currency: Currency,
      income: profitAndLossSection('The operating income accounts.', ['total', 'records']),
      cost_of_goods_sold: profitAndLossSection('The cost of goods sold accounts.', ['records']),
      expenses: profitAndLossSection('The operating expenses accounts.', ['total', 'records']),
      other_income: profitAndLossSection('The other income accounts.', ['records']),
      other_expenses: profitAndLossSection('The other expenses accounts.', ['records']),
      uncategorized_accounts: profitAndLossSection('The accounts not categorized in the other sections.', ['total', 'records']),
      gross_profit: ProfitAndLossIndicator,
      net_operating_income: ProfitAndLossIndicator,
      net_income: ProfitAndLossIndicator,
      customer: Type.String({ description: 'Id of the customer the report is limited to.', example: '123' }),
    },
    ['report_name', 'income', 'expenses'],
  ),
  { additionalProperties: false, title: 'Profit and Loss' },
);

export const profitAndLoss = defineResource({
  api: 'accounting',
  id: 'profit-and-loss',
  name: 'Profit and Loss',
  singular: 'profit and loss',
  model: ProfitAndLoss,
  path: '/accounting/profit-and-loss',
  singleton: true,
  operations: ['one'],
  oneFilters: {
    customer_id: filterText('Only the amounts of this customer.', '123abc'),
    start_date: { ...reportStartDate(), description: 'First day of the report; the first day of the fiscal year that holds end_date when left out.' },
    end_date: reportEndDate(),
    location_id: locationId(),
    accounting_method: accountingMethod(),
  },
  events: [],
});
