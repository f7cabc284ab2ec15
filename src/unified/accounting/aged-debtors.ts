/** The aged debtors report (the reference's AgedDebtors): what customers owe, aged by due date. */
import { defineResource } from '../define.js';
import { AgedDebtorsModel } from './shared/aged-report.js';
import { filterDate, filterText } from '../common/filters.js';
import { periodCount, periodLength } from './shared/report-filters.js';

export const agedDebtors = defineResource({
  api: 'accounting',
  id: 'aged-debtors',
  name: 'Aged Debtors',
  singular: 'aged debtors report',
  model: AgedDebtorsModel,
  path: '/accounting/aged-debtors',
  singleton: true,
  operations: ['one'],
  oneFilters: {
    customer_id: filterText('Only what this customer owes.', '123abc'),
    // The reference's AgedReportFilter names both parties on both reports; what suppliers owe is no connector's aged debtors report.
    supplier_id: filterText('Named by the reference\'s AgedReportFilter; connectors that cannot age what a supplier owes refuse it with UnsupportedFiltersError.', '123abc'),
    report_as_of_date: filterDate('The date the documents are aged at; today (UTC) when left out.'),
    period_count: periodCount('Number of aging periods after the current one (4 when left out).'),
    period_length: periodLength(),
  },
  events: [],
});
