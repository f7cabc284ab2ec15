/**
 * The Square POS connector checked against Square's own description
 * (square/api.json): every request it sends through the service for each
 * POS operation it serves (lists with their paging and filters, gets, the
 * writes with their derived idempotency keys, the pay composite, deletes
 * as cancels, an unknown record) and every answer the emulator gives it,
 * refusals included (404, 429), conform to the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SQUARE_DEMO_ACCOUNT as DEMO, squareEmulator } from '../../src/sandbox/square/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

type Json = Record<string, any>;

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Square connector ↔ emulator ↔ square/api.json', () => {
  let svc: TestService;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [squareEmulator], record: true });
    emulator = svc.emulators.square as KitEmulatorHandle;
    const tenant = await svc.tenant();
    await tenant.connect('c1', 'pos', 'square', { personal_access_token: DEMO.personalAccessToken });
    const pos = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
      call<Json>(path.startsWith('http') ? path : `${svc.url}/pos${path}`, { method, headers: { ...tenant.headers('c1'), ...headers }, json });
    const expectStatus = async (answer: Promise<{ status: number; text: string; body: Json }>, ...statuses: number[]) => {
      const done = await answer;
      expect(statuses, `${done.status} ${done.text.slice(0, 300)}`).toContain(done.status);
      return done.body;
    };
    const walk = async (path: string) => {
      let page = await expectStatus(pos('GET', path), 200);
      while (page.links?.next) page = await expectStatus(pos('GET', page.links.next), 200);
    };

    for (const path of ['/merchants', '/locations', '/orders?limit=5', '/payments?limit=5', '/items?limit=5', '/modifier-groups', '/modifiers?limit=5']) await walk(path);
    const location = emulator.kit.records('locations', DEMO.id)[0]!.id;
    await walk(`/orders?location_id=${location}&limit=5`);
    await expectStatus(pos('GET', `/merchants/${DEMO.merchantId}`), 200);
    await expectStatus(pos('GET', `/locations/${location}`), 200);
    await expectStatus(pos('GET', '/orders/NOPE123'), 404);
    await expectStatus(pos('GET', '/payments/NOPE123'), 404);

    const group = emulator.kit.records('catalog', DEMO.id).find((object) => object.type === 'MODIFIER_LIST')!;
    await walk(`/modifiers?filter[modifier_group_id]=${group.id}`);
    await expectStatus(pos('GET', `/modifier-groups/${group.id}`), 200);
    const item = (await expectStatus(pos('POST', '/items', { name: 'Contract cocoa', price_amount: 375, price_currency: 'USD' }), 201)).data.id as string;
    await expectStatus(pos('GET', `/items/${item}`), 200);
    await expectStatus(pos('PATCH', `/items/${item}`, { name: 'Contract hot cocoa', price_amount: 400 }), 200);
    await expectStatus(pos('DELETE', `/items/${item}`), 200);
    const modifier = (await expectStatus(pos('POST', '/modifiers', { name: 'Contract oat milk', price_amount: 60, currency: 'USD', modifier_group_id: group.id }), 201)).data.id as string;
    await expectStatus(pos('PATCH', `/modifiers/${modifier}`, { name: 'Contract oat milk (large)' }), 200);
    await expectStatus(pos('DELETE', `/modifiers/${modifier}`), 200);

    const order = (await expectStatus(pos('POST', '/orders', { merchant_id: DEMO.merchantId, location_id: location, reference_id: 'contract-1', line_items: [{ name: 'Contract scone', unit_price: 325, quantity: 2 }] }), 201)).data.id as string;
    await expectStatus(pos('GET', `/orders/${order}`), 200);
    await expectStatus(pos('PATCH', `/orders/${order}`, { title: 'Table 4' }), 200);
    const part = (await expectStatus(pos('POST', '/payments', { source_id: 'CASH', amount: 300, currency: 'USD', customer_id: 'C1', order_id: order, tender_id: 'cash', location_id: location }, { 'idempotency-key': 'contract-part' }), 201)).data.id as string;
    await expectStatus(pos('GET', `/payments/${part}`), 200);
    await expectStatus(pos('POST', `/orders/${order}/pay`, { merchant_id: DEMO.merchantId, location_id: location, payments: [{ id: part }], tenders: [{ type: 'cash', amount: 350 }] }, { 'idempotency-key': 'contract-pay' }), 201);
    const cancelled = (await expectStatus(pos('POST', '/orders', { merchant_id: DEMO.merchantId, location_id: location, line_items: [{ name: 'Contract muffin', unit_price: 280, quantity: 1 }] }), 201)).data.id as string;
    const approved = (await expectStatus(pos('POST', '/payments', { source_id: 'CASH', amount: 100, currency: 'USD', customer_id: 'C1', order_id: cancelled, tender_id: 'cash', location_id: location }, { 'idempotency-key': 'contract-approved' }), 201)).data.id as string;
    await expectStatus(pos('DELETE', `/payments/${approved}`), 200);
    await expectStatus(pos('DELETE', `/orders/${cancelled}`), 200);
    emulator.failNext('rate_limit');
    await expectStatus(pos('GET', `/locations/${location}`), 200);
  }, 120_000);
  afterAll(() => svc?.close());

  it('exchanged every Square operation the connector uses, with its refusals', () => {
    const route = (exchange: { method: string; path: string; status: number }) =>
      `${exchange.method} ${exchange.path.replace(/\/v2\/(locations|merchants|orders|payments|catalog\/object)\/(?!search|me\b)[A-Za-z0-9_#-]+/, '/v2/$1/{id}')} ${exchange.status}`;
    const seen = new Set(emulator.exchanges.map(route));
    for (const expected of [
      'GET /v2/merchants/me 200', 'GET /v2/locations 200', 'GET /v2/locations/{id} 200', 'GET /v2/locations/{id} 429',
      'POST /v2/orders/search 200', 'POST /v2/orders 200', 'GET /v2/orders/{id} 200', 'GET /v2/orders/{id} 404', 'PUT /v2/orders/{id} 200', 'POST /v2/orders/{id}/pay 200',
      'GET /v2/payments 200', 'POST /v2/payments 200', 'GET /v2/payments/{id} 200', 'GET /v2/payments/{id} 404', 'POST /v2/payments/{id}/cancel 200',
      'POST /v2/catalog/search 200', 'GET /v2/catalog/object/{id} 200', 'POST /v2/catalog/object 200', 'DELETE /v2/catalog/object/{id} 200',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to Square\'s description', async () => {
    const contract = await loadContract('square', 'api.json');
    expect(formatViolations(contract.checkAll(emulator.exchanges))).toBe('');
  }, 120_000);
});
