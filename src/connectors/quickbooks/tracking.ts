/**
 * Tracking categories ↔ QuickBooks Class, and departments ↔ QuickBooks
 * Department (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/class,
 * …/department): names in a hierarchy (ParentRef, FullyQualifiedName
 * "Parent:Child"), active or not. QuickBooks never deletes either: delete
 * makes it inactive. Lists answer inactive ones too (status says which).
 * QuickBooks' locations are its departments (the company may rename them
 * "Location"); they are served here as departments only.
 */
import { departments } from '../../unified/accounting/departments.js';
import { trackingCategories } from '../../unified/accounting/tracking-categories.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { activeFrom, crud } from './crud.js';
import { createdAt, defined, refId, refName, updatedAt } from './mapping.js';
import { activeCondition } from './name-filters.js';
import { queryList } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
type Unified = Record<string, any>;

export const fromQuickBooksClass = mapFields<Json, ModelOf<typeof trackingCategories>, C>({
  id: (record) => String(record.Id),
  parent_id: (record) => refId(record.ParentRef),
  parent_name: (record) => refName(record.ParentRef),
  name: (record) => String(record.Name ?? ''),
  status: (record) => (record.Active === false ? 'inactive' : 'active'),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const fromQuickBooksDepartment = mapFields<Json, ModelOf<typeof departments>, C>({
  id: (record) => String(record.Id),
  parent_id: (record) => refId(record.ParentRef),
  name: (record) => String(record.Name ?? ''),
  status: (record) => (record.Active === false ? 'inactive' : 'active'),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

function listBody(record: Unified): Json {
  return defined({
    Name: record.name ?? undefined,
    ParentRef: typeof record.parent_id === 'string' ? { value: record.parent_id } : undefined,
    Active: activeFrom(record),
  });
}

export const quickbooksTrackingCategories = implement(trackingCategories, {
  downstream: { id: 'Class', name: 'Class' },
  mapper: fromQuickBooksClass,
  list: queryList({ entity: 'Class', conditions: () => activeCondition('all'), map: (record, c) => fromQuickBooksClass(record, c) }),
  ...crud({ entity: 'Class', map: (record, c) => fromQuickBooksClass(record, c), body: listBody, delete: 'deactivate' }),
  events: qboEvents('Class', ['created', 'updated', 'deleted', 'merged']),
});

export const quickbooksDepartments = implement(departments, {
  downstream: { id: 'Department', name: 'Department' },
  mapper: fromQuickBooksDepartment,
  list: queryList({ entity: 'Department', conditions: () => activeCondition('all'), map: (record, c) => fromQuickBooksDepartment(record, c) }),
  ...crud({ entity: 'Department', map: (record, c) => fromQuickBooksDepartment(record, c), body: listBody, delete: 'deactivate' }),
});
