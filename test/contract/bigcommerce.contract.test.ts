/**
 * The BigCommerce connector and the BigCommerce emulator, checked against
 * BigCommerce's own descriptions (../shared/downstream-specs/bigcommerce/):
 * every request the connector sends through the service for each ecommerce
 * operation (with its filters, sorts, includes and paging, to the v2 204),
 * the webhook registration, and every answer the emulator gives, refusals
 * included (an unknown order, a rate limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIGCOMMERCE_DEMO_ACCOUNT as DEMO, bigcommerceEmulator } from '../../src/sandbox/bigcommerce/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { waitFor } from '../helpers/wait.js';
import { byDescription } from './bigcommerce-descriptions.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

type Json = Record<string, any>;

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('BigCommerce connector ↔ emulator ↔ BigCommerce\'s v2 and v3 descriptions', () => {
  let svc: TestService;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [bigcommerceEmulator], record: true });
    emulator = svc.emulators.bigcommerce as KitEmulatorHandle;
    svc.service.inboundRegistrar.start();
    const tenant = await svc.tenant();
    await tenant.connect('c1', 'ecommerce', 'bigcommerce', { access_token: DEMO.accessToken, store_hash: DEMO.storeHash });
    await waitFor(() => emulator.kit.records('hooks', DEMO.id).length === 3, 'the hooks registered', 20_000);
    const get = (path: string) => call<Json>(path.startsWith('http') ? path : `${svc.url}/ecommerce${path}`, { headers: tenant.headers('c1') });
    const order = emulator.kit.records('orders', DEMO.id).find((candidate) => candidate.customer_id !== '0' && Number(candidate.refunded_amount) > 0)!;
    const customer = emulator.kit.records('customers', DEMO.id)[3]!;
    const product = emulator.kit.records('products', DEMO.id)[0]!;
    for (const path of [
      '/orders?limit=20', `/orders?filter[email]=${encodeURIComponent(String(customer.email))}&filter[customer_id]=${customer.id}`,
      '/orders?filter[updated_since]=2020-01-01T00:00:00.000Z&filter[created_since]=2020-01-01T00:00:00.000Z&sort[by]=created_at&sort[direction]=desc',
      `/orders/${order.id}`, '/orders/99999',
      '/products?limit=10', `/products?filter[name]=${encodeURIComponent(String(product.name))}&filter[updated_since]=2020-01-01T00:00:00.000Z`, `/products/${product.id}`, '/products/99999',
      '/customers?limit=10', `/customers?filter[email]=${encodeURIComponent(String(customer.email))}&filter[phone_number]=${encodeURIComponent(String(customer.phone))}`,
      `/customers?filter[customer_ids]=1,2,3&filter[updated_since]=2020-01-01T00:00:00.000Z&filter[created_since]=2020-01-01T00:00:00.000Z`, `/customers/${customer.id}`,
      '/store',
    ]) {
      let page = await get(path);
      expect([200, 404], `${path}: ${page.text}`).toContain(page.status);
      while (page.body.links?.next) page = await get(page.body.links.next);
    }
    emulator.failNext('rate_limit');
    expect((await get('/store')).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await svc?.service.inboundRegistrar.stop();
    await svc?.close();
  });

  it('exchanged every BigCommerce operation the connector uses, with its refusals', () => {
    const route = (exchange: { method: string; path: string; status: number }) => `${exchange.method} ${exchange.path.replace(/^\/stores\/[^/]+/, '').replace(/\/\d+/g, '/{id}')} ${exchange.status}`;
    const seen = new Set(emulator.exchanges.map(route));
    for (const expected of [
      'GET /v2/orders 200', 'GET /v2/orders 204', 'GET /v2/orders/{id} 200', 'GET /v2/orders/{id} 404', 'GET /v2/orders/{id}/products 200',
      'GET /v2/orders/{id}/shipping_addresses 200', 'GET /v2/orders/{id}/coupons 200', 'GET /v3/orders/payment_actions/refunds 200',
      'GET /v3/catalog/products 200', 'GET /v3/catalog/products/{id} 200', 'GET /v3/catalog/products/{id} 404', 'GET /v3/catalog/categories 200',
      'GET /v3/customers 200', 'GET /v2/store 200', 'GET /v2/store 429', 'POST /v3/hooks 200',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to the description of its API', async () => {
    const problems: string[] = [];
    for (const [file, exchanges] of byDescription(emulator.exchanges)) {
      const contract = await loadContract('bigcommerce', file);
      const found = formatViolations(contract.checkAll(exchanges));
      if (found) problems.push(`${file}:\n${found}`);
    }
    expect(problems.join('\n')).toBe('');
  }, 60_000);
});
