import { defineUnifiedApi } from '../define.js';
import { customers } from './customers.js';

export const customerSupport = defineUnifiedApi({
  id: 'customer-support',
  name: 'Customer Support API',
  description: 'Read and write the customers of help desk platforms.',
  status: 'live',
  categories: ['customer-support', 'help-desk', 'ticketing'],
  resources: [customers],
});
