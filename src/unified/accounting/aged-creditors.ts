/** The aged creditors report (the reference's AgedCreditors): what is owed to suppliers, aged by due date. */
import { defineResource } from '../define.js';
import { AgedCreditorsModel } from './shared/aged-report.js';
import { filterDate, filterText } from '../common/filters.js';
import { periodCount, periodLength } from './shared/report-filters.js';

export const agedCreditors = defineResource({
  api: 'accounting',
  id: 'aged-creditors',
  name: 'Aged Creditors',
  singular: 'aged creditors report',
  model: AgedCreditorsModel,
  path: '/accounting/aged-creditors',
  singleton: true,
  operations: ['one'],
  oneFilters: {
    supplier_id: filterText('Only what is owed to this supplier.', '123abc'),
    // The reference's AgedReportFilter names both parties on both reports; what is owed to customers is no connector's aged creditors report.
    customer_id: filterText('Named by the reference\'s AgedReportFilter; connectors that cannot age what is owed to a customer refuse it with UnsupportedFiltersError.', '123abc'),
    report_as_of_date: filterDate('The date the documents are aged at; today (UTC) when left out.'),
    period_count: periodCount('Number of aging periods after the current one (4 when left out).'),
    period_length: periodLength(),
  },
  events: [],
});
