/**
 * The list filters customers and suppliers share, as QuickBooks' query
 * language takes them (dialect.ts): exact names, the primary email, active
 * or not, and the change time. A query that does not name Active answers
 * active records only; these lists ask for both unless `filter[status]`
 * narrows them, as the other name lists here do: QuickBooks' only delete of
 * a name is making it inactive, and a client keeping a copy must see that
 * happen (`status` says which is which).
 */
import type { QuickBooksFilter } from './dialect.js';
import { filterOn } from './query.js';

export const NAME_FILTERS: Readonly<Record<string, QuickBooksFilter>> = {
  company_name: filterOn.equals('CompanyName'),
  display_name: filterOn.equals('DisplayName'),
  first_name: filterOn.equals('GivenName'),
  last_name: filterOn.equals('FamilyName'),
  email: filterOn.equals('PrimaryEmailAddr'),
  status: filterOn.status,
  updated_since: filterOn.since('MetaData.LastUpdatedTime'),
};
