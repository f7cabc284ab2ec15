/**
 * The BigCommerce emulator (https://api.bigcommerce.com/stores/{store_hash}/…),
 * declared on the kit from BigCommerce's own descriptions
 * (../shared/downstream-specs/bigcommerce/): orders with their products,
 * shipping addresses and coupons and store information on v2; catalog
 * products with variants, images and options, customers and their addresses,
 * and order refunds on v3. A store-level access token in `X-Auth-Token`,
 * both APIs' paging and failures (dialect.ts), rate-limit headers
 * (rate-limit.ts); webhooks registered through /v3/hooks (webhooks.ts).
 * Read-only otherwise: see README.md for what is left out.
 */
import { definePlatform } from '../framework/kit/index.js';
import { BIGCOMMERCE_ACCOUNTS, type BigCommerceAccount } from './accounts.js';
import { categories } from './categories.js';
import { customerAddresses, customers } from './customers.js';
import { bigcommerceDialect } from './dialect.js';
import { orderCoupons, orderProducts, orderShippingAddresses } from './order-lines.js';
import { orders } from './orders.js';
import { productImages, products, productVariants } from './products.js';
import { refunds, registerOrderRefunds } from './refunds.js';
import { seedBigCommerce } from './seed.js';
import { registerStore } from './store.js';
import { bigcommerceWebhooks, hooks } from './webhooks.js';

export { BIGCOMMERCE_DEMO_ACCOUNT, BIGCOMMERCE_OTHER_ACCOUNT, type BigCommerceAccount } from './accounts.js';

export const bigcommerceEmulator = definePlatform<BigCommerceAccount>({
  id: 'bigcommerce',
  dialect: bigcommerceDialect,
  accounts: BIGCOMMERCE_ACCOUNTS,
  resources: [orders, orderProducts, orderShippingAddresses, orderCoupons, refunds, products, productVariants, productImages, categories, customers, customerAddresses, hooks],
  seed: seedBigCommerce,
  routes: (app, kit) => {
    registerStore(app, kit);
    registerOrderRefunds(app, kit);
  },
  webhooks: bigcommerceWebhooks,
});
