/**
 * Item (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/item):
 * products and services. Services and non-inventory items need an income
 * account; inventory items also an asset and an expense (cost of goods sold)
 * account, a start date and a quantity on hand. Names are unique among items;
 * items are made inactive, never deleted.
 */
import { fail } from '../framework/kit/index.js';
import { dec } from './decimal.js';
import { defineEntity } from './entity.js';
import { invalidField, requiredField } from './faults.js';
import { namedRef } from './refs.js';
import { isDate } from './time.js';

export const items = defineEntity({
  name: 'Item',
  sequence: 'own',
  nameList: true,
  fields: {
    Name: { kind: 'string', required: true, maxLength: 100 },
    Sku: { kind: 'string', maxLength: 100 },
    Description: { kind: 'string', maxLength: 4000 },
    Active: { kind: 'boolean', default: true },
    FullyQualifiedName: { kind: 'string', readOnly: true },
    Taxable: { kind: 'boolean', default: false },
    UnitPrice: { kind: 'number', default: 0 },
    Type: { kind: 'string', enum: ['Service', 'NonInventory', 'Inventory'], default: 'Service' },
    IncomeAccountRef: { kind: 'object' },
    PurchaseDesc: { kind: 'string', maxLength: 1000 },
    PurchaseCost: { kind: 'number' },
    ExpenseAccountRef: { kind: 'object' },
    AssetAccountRef: { kind: 'object' },
    TrackQtyOnHand: { kind: 'boolean', default: false },
    QtyOnHand: { kind: 'number' },
    InvStartDate: { kind: 'string' },
  },
  normalise(record, ctx) {
    const name = String(record.Name).trim();
    if (name === '' || name.includes(':')) throw invalidField('Name', 'Name must not be empty or contain a colon (:)', '2050', 'Invalid String');
    const clash = ctx.tenant.table('Item').all().find((other) => other.id !== record.id && String(other.Name).toLowerCase() === name.toLowerCase());
    if (clash) throw fail.conflict('Duplicate Name Exists Error', { code: '6240', field: 'Name', qboDetail: 'The name supplied already exists. : Another product or service is already using this name. Please use a different name.' });
    for (const field of ['UnitPrice', 'PurchaseCost', 'QtyOnHand']) if (record[field] !== undefined && dec(record[field]) === undefined) throw invalidField(field, `${field} must be a number`, '2050', 'Invalid Number');
    record.Name = name;
    record.FullyQualifiedName = name;
    if (record.IncomeAccountRef === undefined) throw requiredField('IncomeAccountRef');
    record.IncomeAccountRef = namedRef(ctx, 'Account', record.IncomeAccountRef, 'IncomeAccountRef');
    record.ExpenseAccountRef = namedRef(ctx, 'Account', record.ExpenseAccountRef, 'ExpenseAccountRef');
    record.AssetAccountRef = namedRef(ctx, 'Account', record.AssetAccountRef, 'AssetAccountRef');
    if (record.Type === 'Inventory') {
      for (const field of ['AssetAccountRef', 'ExpenseAccountRef', 'QtyOnHand', 'InvStartDate']) if (record[field] === undefined) throw requiredField(field);
      if (!isDate(record.InvStartDate)) throw invalidField('InvStartDate', 'InvStartDate must be a date (yyyy-MM-dd)', '2040', 'Invalid Date');
      record.TrackQtyOnHand = true;
    }
  },
});
