/**
 * The list filters and sort fields customers and suppliers share, as
 * QuickBooks' query language takes them: exact names, the primary email,
 * active or not, and the change time. A query that does not name Active
 * answers active records only; these lists ask for both unless
 * `filter[status]` narrows them, as the other name lists here do:
 * QuickBooks' only delete of a name is making it inactive, and a client
 * keeping a copy must see that happen (`status` says which is which).
 */
import type { ListParams } from '../framework/define.js';
import { sinceCondition, where, whereIn, type Condition } from './query.js';

const EXACT: Readonly<Record<string, string>> = { company_name: 'CompanyName', display_name: 'DisplayName', first_name: 'GivenName', last_name: 'FamilyName', email: 'PrimaryEmailAddr' };

export function activeCondition(status: unknown): Condition[] {
  if (status === 'all') return [whereIn('Active', [true, false])];
  if (status === 'inactive' || status === 'archived') return [where('Active', '=', false)];
  if (status === 'active') return [where('Active', '=', true)];
  return [];
}

export function nameConditions({ filter }: ListParams): Condition[] {
  return [
    ...Object.entries(EXACT).flatMap(([name, property]) => (typeof filter[name] === 'string' ? [where(property, '=', filter[name] as string)] : [])),
    ...activeCondition(filter.status ?? 'all'),
    ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
  ];
}

export const nameFilters = {
  conditions: nameConditions,
  sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' },
};

export const CUSTOMER_FILTERS = ['company_name', 'display_name', 'first_name', 'last_name', 'email', 'status', 'updated_since'] as const;
