/**
 * A believable shop (see catalog-seed.ts, customer-seed.ts, order-seed.ts):
 * the same records on every start, different per shop.
 */
import type { SeedContext } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import { seedCatalog } from './catalog-seed.js';
import { seedCustomers } from './customer-seed.js';
import { seedOrders } from './order-seed.js';

export function seedShopify(seed: SeedContext<ShopifyAccount>): void {
  const products = seedCatalog(seed);
  const customers = seedCustomers(seed);
  seedOrders(seed, products, customers);
}
