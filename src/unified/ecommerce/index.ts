import { defineUnifiedApi } from '../define.js';
import { customers } from './customers.js';
import { orders } from './orders.js';
import { products } from './products.js';
import { stores } from './stores.js';

export const ecommerce = defineUnifiedApi({
  id: 'ecommerce',
  name: 'Ecommerce API',
  description:
    'Read the records of online stores: orders with their lines, addresses, payment and fulfilment status, refunds and discounts; products with their variants, options and images; customers with their addresses and tax numbers; and the store itself.',
  status: 'live',
  categories: ['ecommerce'],
  resources: [orders, products, customers, stores],
});
