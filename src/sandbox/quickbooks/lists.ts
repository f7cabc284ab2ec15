/**
 * QuickBooks' small lists: Class and Department (tracking categories on
 * transactions and lines; https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/class),
 * Term (payment terms) and PaymentMethod. Each has a name unique in its list,
 * an optional parent (classes and departments nest), and is made inactive
 * rather than deleted.
 */
import { fail, type FieldTable, type StoredRecord } from '../framework/kit/index.js';
import { defineEntity, type Ctx } from './entity.js';
import { invalidField } from './faults.js';
import { namedRef } from './refs.js';

function uniqueName(entity: string, record: StoredRecord, ctx: Ctx): string {
  const name = String(record.Name ?? '').trim();
  if (name === '' || name.includes(':')) throw invalidField('Name', 'Name must not be empty or contain a colon (:)', '2050', 'Invalid String');
  if (ctx.tenant.table(entity).all().some((other) => other.id !== record.id && String(other.Name).toLowerCase() === name.toLowerCase())) {
    throw fail.conflict('Duplicate Name Exists Error', { code: '6240', field: 'Name', qboDetail: `The name supplied already exists. : Another ${entity.toLowerCase()} is already using this name.` });
  }
  return name;
}

function nestedList(name: 'Class' | 'Department', subFlag: 'SubClass' | 'SubDepartment', extra: FieldTable = {}) {
  return defineEntity({
    name,
    sequence: 'own',
    nameList: true,
    fields: {
      Name: { kind: 'string', required: true, maxLength: 100 },
      [subFlag]: { kind: 'boolean', readOnly: true },
      ParentRef: { kind: 'object' },
      FullyQualifiedName: { kind: 'string', readOnly: true },
      Active: { kind: 'boolean', default: true },
      ...extra,
    },
    normalise(record, ctx) {
      const own = uniqueName(name, record, ctx);
      const parent = namedRef(ctx, name, record.ParentRef, 'ParentRef');
      if (parent?.value === record.id) throw invalidField('ParentRef', 'A record cannot be its own parent', '900', 'Parent cannot be child');
      record.Name = own;
      record.ParentRef = parent;
      record[subFlag] = parent !== undefined;
      record.FullyQualifiedName = parent ? `${parent.name}:${own}` : own;
    },
  });
}

export const classes = nestedList('Class', 'SubClass');
export const departments = nestedList('Department', 'SubDepartment', { Address: { kind: 'object' } });

export const terms = defineEntity({
  name: 'Term',
  sequence: 'own',
  nameList: true,
  fields: {
    Name: { kind: 'string', required: true, maxLength: 31 },
    Active: { kind: 'boolean', default: true },
    Type: { kind: 'string', enum: ['STANDARD', 'DATE_DRIVEN'], default: 'STANDARD' },
    DueDays: { kind: 'integer' },
    DiscountPercent: { kind: 'number' },
    DiscountDays: { kind: 'integer' },
  },
  normalise(record, ctx) {
    record.Name = uniqueName('Term', record, ctx);
  },
});

export const paymentMethods = defineEntity({
  name: 'PaymentMethod',
  sequence: 'own',
  nameList: true,
  fields: {
    Name: { kind: 'string', required: true, maxLength: 31 },
    Active: { kind: 'boolean', default: true },
    Type: { kind: 'string', enum: ['CREDIT_CARD', 'NON_CREDIT_CARD'], default: 'NON_CREDIT_CARD' },
  },
  normalise(record, ctx) {
    record.Name = uniqueName('PaymentMethod', record, ctx);
  },
});
