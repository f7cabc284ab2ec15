/**
 * The Square emulator checked against Square's own description (api.json):
 * every route the emulator serves with its successes and its refusals
 * (400, 401, 402, 404, 429, declared in square-exceptions.ts), and the token
 * endpoint's refresh. Left out of the check: the consent page (not part of
 * the API) and the code exchange (ObtainToken's answer is the same, the
 * refresh is checked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQUARE_DEMO_ACCOUNT } from '../../src/sandbox/square/index.js';
import { postToken } from '../sandbox/oauth-dance.js';
import { authorize, CLIENT, client, startSquare, type Json, type SquareHandle } from '../sandbox/square-client.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

describe.skipIf(!specs)('Square emulator ↔ square/api.json', () => {
  let emulator: SquareHandle;

  beforeAll(async () => {
    emulator = await startSquare({ record: true });
    let tokens = await authorize(emulator);
    tokens = (await postToken(`${emulator.url}/oauth2/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { format: 'json' })).body;
    const api = client(emulator, () => tokens.access_token as string);
    const pat = client(emulator, () => SQUARE_DEMO_ACCOUNT.personalAccessToken);

    const locations = (await api('/v2/locations')).body.locations as Json[];
    const location = locations[0]!.id as string;
    await api(`/v2/locations/${location}`);
    await api('/v2/locations/nope');
    await api('/v2/merchants');
    await pat(`/v2/merchants/${SQUARE_DEMO_ACCOUNT.merchantId}`);
    await api('/v2/merchants/me', { token: 'wrong' });

    const items = (await api('/v2/catalog/list?types=ITEM,MODIFIER_LIST,TAX')).body.objects as Json[];
    await api('/v2/catalog/list?types=ITEM_VARIATION,MODIFIER');
    await api('/v2/catalog/list');
    await api(`/v2/catalog/object/${items[0]!.id}?include_related_objects=true`);
    await api('/v2/catalog/search', { body: { object_types: ['ITEM'], query: { text_query: { keywords: ['latte'] } }, include_related_objects: true, limit: 2 } });
    await api('/v2/catalog/search', { body: { object_types: ['MODIFIER'], query: { prefix_query: { attribute_name: 'name', attribute_prefix: 'oat' } } } });
    const created = (await api('/v2/catalog/object', { body: { idempotency_key: 'c1', object: { type: 'ITEM', id: '#tart', item_data: { name: 'Lemon Tart', variations: [{ type: 'ITEM_VARIATION', id: '#tart-1', item_variation_data: { name: 'Slice', price_money: { amount: 550, currency: 'USD' } } }] } } } })).body.catalog_object as Json;
    await api('/v2/catalog/object', { body: { idempotency_key: 'c2', object: { ...created, version: 1 } } });
    await api(`/v2/catalog/object/${created.id}`, { method: 'DELETE' });
    await api(`/v2/catalog/object/${created.id}`);

    const variation = items.find((object) => object.type === 'ITEM')!.item_data.variations[0] as Json;
    const order = (await api('/v2/orders', { body: { idempotency_key: 'o1', order: { location_id: location, line_items: [{ catalog_object_id: variation.id, quantity: '2' }] } } })).body.order as Json;
    await api(`/v2/orders/${order.id}`);
    await api(`/v2/orders/${order.id}`, { method: 'PUT', body: { idempotency_key: 'o2', order: { location_id: location, version: 1, reference_id: 'table-4' } } });
    await api(`/v2/orders/${order.id}`, { method: 'PUT', body: { order: { location_id: location, version: 1, reference_id: 'stale' } } });
    await api('/v2/orders/search', { body: { location_ids: [location], query: { filter: { state_filter: { states: ['COMPLETED'] } }, sort: { sort_field: 'CLOSED_AT', sort_order: 'DESC' } }, limit: 5 } });
    await api('/v2/orders/search', { body: { location_ids: [location], return_entries: true } });
    const payment = (await api('/v2/payments', { body: { idempotency_key: 'p1', source_id: 'cnon:card-nonce-ok', amount_money: order.net_amount_due_money, order_id: order.id, location_id: location, autocomplete: false } })).body.payment as Json;
    await api(`/v2/orders/${order.id}/pay`, { body: { idempotency_key: 'po1', order_version: 2, payment_ids: [payment.id] } });
    await api('/v2/payments', { body: { idempotency_key: 'p1', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 1, currency: 'USD' } } });
    await api('/v2/payments', { body: { idempotency_key: 'p2', source_id: 'cnon:card-nonce-declined', amount_money: { amount: 100, currency: 'USD' } } });
    const cash = (await api('/v2/payments', { body: { idempotency_key: 'p3', source_id: 'CASH', amount_money: { amount: 350, currency: 'USD' }, cash_details: { buyer_supplied_money: { amount: 500, currency: 'USD' } } } })).body.payment as Json;
    const delayed = (await api('/v2/payments', { body: { idempotency_key: 'p4', source_id: 'cnon:card-nonce-ok', amount_money: { amount: 700, currency: 'USD' }, autocomplete: false } })).body.payment as Json;
    await api(`/v2/payments/${delayed.id}/cancel`, { method: 'POST' });
    const later = (await api('/v2/payments', { body: { idempotency_key: 'p5', source_id: 'EXTERNAL', external_details: { type: 'CHECK', source: 'Front desk' }, amount_money: { amount: 700, currency: 'USD' }, autocomplete: false } })).body.payment as Json;
    await api(`/v2/payments/${later.id}/complete`, { body: { version_token: later.version_token } });
    await api(`/v2/payments/${cash.id}`);
    await api('/v2/payments?limit=3&sort_order=ASC');
    await api(`/v2/payments?location_id=${location}&total=350`);
    const refund = (await api('/v2/refunds', { body: { idempotency_key: 'r1', payment_id: cash.id, amount_money: { amount: 100, currency: 'USD' }, reason: 'Spilt' } })).body.refund as Json;
    await api('/v2/refunds', { body: { idempotency_key: 'r2', payment_id: cash.id, amount_money: { amount: 900, currency: 'USD' } } });
    await api(`/v2/refunds/${refund.id}`);
    await api(`/v2/refunds?location_id=${location}&status=COMPLETED&source_type=CASH&limit=5`);
    const hook = (await api('/v2/webhooks/subscriptions', { body: { idempotency_key: 'w1', subscription: { name: 'POS', notification_url: 'https://hooks.example/square', event_types: ['payment.created', 'order.updated'] } } })).body.subscription as Json;
    await api('/v2/webhooks/subscriptions?include_disabled=true&limit=10');
    await api(`/v2/webhooks/subscriptions/${hook.id}`);
    await api(`/v2/webhooks/subscriptions/${hook.id}`, { method: 'PUT', body: { subscription: { enabled: false } } });
    await api(`/v2/webhooks/subscriptions/${hook.id}/signature-key`, { body: { idempotency_key: 'w2' } });
    await api(`/v2/webhooks/subscriptions/${hook.id}`, { method: 'DELETE' });
    await api(`/v2/webhooks/subscriptions/${hook.id}`);
    emulator.failNext('rate_limit');
    await api('/v2/payments');
  }, 60_000);
  afterAll(() => emulator.close());

  it('exercises every route the emulator serves, with its refusals', () => {
    const seen = new Set(emulator.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\/v2\/(locations|merchants|orders|payments|refunds|webhooks\/subscriptions|catalog\/object)\/(?!search)[A-Za-z0-9_]+/, '/v2/$1/{id}')} ${exchange.status}`));
    for (const expected of [
      'POST /oauth2/token 200',
      'GET /v2/locations 200', 'GET /v2/locations/{id} 200', 'GET /v2/locations/{id} 404', 'GET /v2/merchants 200', 'GET /v2/merchants/{id} 200', 'GET /v2/merchants/{id} 401',
      'GET /v2/catalog/list 200', 'GET /v2/catalog/object/{id} 200', 'GET /v2/catalog/object/{id} 404', 'POST /v2/catalog/search 200',
      'POST /v2/catalog/object 200', 'POST /v2/catalog/object 400', 'DELETE /v2/catalog/object/{id} 200',
      'POST /v2/orders 200', 'GET /v2/orders/{id} 200', 'PUT /v2/orders/{id} 200', 'PUT /v2/orders/{id} 400', 'POST /v2/orders/search 200', 'POST /v2/orders/{id}/pay 200',
      'POST /v2/payments 200', 'POST /v2/payments 400', 'POST /v2/payments 402', 'GET /v2/payments 200', 'GET /v2/payments 429', 'GET /v2/payments/{id} 200',
      'POST /v2/payments/{id}/cancel 200', 'POST /v2/payments/{id}/complete 200',
      'POST /v2/webhooks/subscriptions 200', 'GET /v2/webhooks/subscriptions 200', 'GET /v2/webhooks/subscriptions/{id} 200', 'GET /v2/webhooks/subscriptions/{id} 404',
      'PUT /v2/webhooks/subscriptions/{id} 200', 'DELETE /v2/webhooks/subscriptions/{id} 200', 'POST /v2/webhooks/subscriptions/{id}/signature-key 200',
      'POST /v2/refunds 200', 'POST /v2/refunds 400', 'GET /v2/refunds 200', 'GET /v2/refunds/{id} 200',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to Square\'s description', async () => {
    const contract = await loadContract('square', 'api.json');
    const api = emulator.exchanges.filter((exchange) => !exchange.path.startsWith('/oauth2/authorize') && !String(exchange.requestBody).includes('authorization_code'));
    expect(formatViolations(contract.checkAll(api))).toBe('');
  }, 120_000);

  it('catches an answer that breaks the description (the check is live for this file)', async () => {
    const contract = await loadContract('square', 'api.json');
    const read = emulator.exchanges.find((exchange) => exchange.method === 'GET' && /^\/v2\/payments\/[^/]+$/.test(exchange.path) && exchange.status === 200)!;
    const payment = JSON.parse(read.responseBody).payment as Json;
    const broken = { ...read, responseBody: JSON.stringify({ payment: { ...payment, amount_money: { amount: '3.50', currency: 'USD' } } }) };
    expect(formatViolations(contract.check(broken))).toMatch(/amount/);
  }, 60_000);
});
