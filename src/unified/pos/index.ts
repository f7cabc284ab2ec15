import { defineUnifiedApi } from '../define.js';
import { items } from './items.js';
import { locations } from './locations.js';
import { merchants } from './merchants.js';
import { modifierGroups } from './modifier-groups.js';
import { modifiers } from './modifiers.js';
import { orderTypes } from './order-types.js';
import { orders } from './orders.js';
import { payments } from './payments.js';
import { tenders } from './tenders.js';

export const pos = defineUnifiedApi({
  id: 'pos',
  name: 'POS API',
  description:
    'Read and write the records of point-of-sale platforms: orders with their lines, modifiers, taxes and tenders, the payments that pay them (each made once under an idempotency key), the merchant and its locations, the menu of items, modifier groups and modifiers, order types and tenders.',
  status: 'beta',
  categories: ['pos', 'commerce', 'payments'],
  resources: [orders, payments, merchants, locations, items, modifiers, modifierGroups, orderTypes, tenders],
});
