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
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { refId, refName } from './mapping.js';
import { recordFields } from './record-fields.js';
import { qboEvents } from './webhook-events.js';
import { activeStatus } from './writes.js';

const names = {
  ...recordFields,
  parent_id: { read: (record: Json) => refId(record.ParentRef), write: (parent: string | null | undefined) => (typeof parent === 'string' ? { ParentRef: { value: parent } } : {}) },
  name: { read: (record: Json) => String(record.Name ?? ''), write: (name: string | null | undefined) => (name == null ? {} : { Name: name }) },
  status: activeStatus,
};

export const classFields = fieldTable<ModelOf<typeof trackingCategories>, Json, CompanyContext>({ ...names, parent_name: { read: (record) => refName(record.ParentRef), write: false } }, { nullAs: undefined });
export const departmentFields = fieldTable<ModelOf<typeof departments>, Json, CompanyContext>(names, { nullAs: undefined });

export const quickbooksTrackingCategories = collection(trackingCategories, { ...entityAt('Class', { names: true }), fields: classFields, events: qboEvents('Class', ['created', 'updated', 'deleted', 'merged']) });

export const quickbooksDepartments = collection(departments, { ...entityAt('Department', { names: true }), fields: departmentFields });
