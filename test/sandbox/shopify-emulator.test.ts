/**
 * The Shopify emulator over HTTP: the seeded shop, Relay paging both ways,
 * the search syntax and sort keys, money as decimals in a MoneyBag, query
 * cost and the leaky bucket (THROTTLED, MAX_COST_EXCEEDED), the 60-day
 * window without `read_all_orders`, access scopes, tokens and OAuth, and
 * webhook subscriptions whose deliveries are signed with the app's secret.
 */
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUCKET_AVAILABLE, BUCKET_SIZE, SHOPIFY_DEMO_ACCOUNT, SHOPIFY_OTHER_ACCOUNT } from '../../src/sandbox/shopify/index.js';
import { authorize, CLIENT, graph, RECENT_TOKEN, startShopify, type GraphClient, type Json, type ShopifyHandle } from './shopify-client.js';

const DAY = 86_400_000;
const ORDER_PAGE = `query ($after: String, $before: String, $first: Int, $last: Int, $query: String, $sortKey: OrderSortKeys, $reverse: Boolean) {
  orders(first: $first, after: $after, last: $last, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse) {
    nodes { id name email createdAt updatedAt customer { id } totalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

let refill: (() => void) | undefined;

async function allOrders(api: GraphClient, variables: Json = {}, token?: string): Promise<Json[]> {
  const seen: Json[] = [];
  let after: string | null = null;
  for (;;) {
    refill?.();
    const { body } = await api(ORDER_PAGE, { first: 25, after, ...variables }, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    seen.push(...body.data.orders.nodes);
    if (!body.data.orders.pageInfo.hasNextPage) return seen;
    after = body.data.orders.pageInfo.endCursor;
  }
}

describe('Shopify emulator', () => {
  let emulator: ShopifyHandle;
  let api: GraphClient;

  beforeAll(async () => {
    emulator = await startShopify();
    api = graph(emulator);
    // A full bucket before each page, so a test's many queries are not throttled (throttling has a test of its own).
    refill = () => emulator.kit.setSwitch(BUCKET_AVAILABLE, 1000);
  });
  afterAll(() => emulator?.close());
  beforeEach(() => {
    emulator.kit.reset();
    // The standard plans' bucket (the demo shop is on a larger plan): 1,000 points, 50 a second.
    emulator.kit.setSwitch(BUCKET_SIZE, { maximumAvailable: 1000, restoreRate: 50 });
  });

  it('serves the shop, and refuses a wrong token or another shop\'s host as Shopify does', async () => {
    const { body, status } = await api('{ shop { name myshopifyDomain currencyCode enabledPresentmentCurrencies primaryDomain { host } } }');
    expect(status).toBe(200);
    expect(body.data.shop).toEqual({ name: SHOPIFY_DEMO_ACCOUNT.name, myshopifyDomain: 'harbor-goods.myshopify.com', currencyCode: 'USD', enabledPresentmentCurrencies: ['USD', 'EUR'], primaryDomain: { host: 'harbor-goods.myshopify.com' } });
    expect(body.extensions.cost).toMatchObject({ requestedQueryCost: 2, actualQueryCost: 2, throttleStatus: { maximumAvailable: 1000, restoreRate: 50 } });
    expect(await api('{ shop { name } }', {}, 'shpat_wrong')).toEqual({ status: 401, body: { errors: expect.stringContaining('Invalid API key or access token') } });
    expect((await api('{ shop { name } }', {}, null)).status).toBe(401);
    const atHost = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const sent = request(`${emulator.url}/admin/api/2025-01/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-access-token': SHOPIFY_DEMO_ACCOUNT.tokens[0]!.token, host } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.end(JSON.stringify({ query: '{ shop { name } }' }));
      });
    expect(await atHost('kyoto-tea-house.myshopify.com')).toBe(401);
    expect(await atHost('harbor-goods.myshopify.com')).toBe(200);
    const yen = await api('{ shop { currencyCode } products(first: 1) { nodes { variants(first: 1) { nodes { price } } } } }', {}, SHOPIFY_OTHER_ACCOUNT.tokens[0]!.token);
    expect(yen.body.data.shop.currencyCode).toBe('JPY');
    expect(yen.body.data.products.nodes[0].variants.nodes[0].price).toMatch(/^\d+\.0$/);
  });

  it('answers syntax and validation errors with HTTP 200 and an errors list, and an unreadable request with 400', async () => {
    const typo = await api('{ shop { nam } }');
    expect(typo.status).toBe(200);
    expect(typo.body.errors[0].message).toContain('Cannot query field "nam" on type "Shop"');
    expect((await api('{ shop { name }')).body.errors[0].message).toContain('Syntax Error');
    const unpaged = await api('{ orders { nodes { id } } }');
    expect(unpaged.body.errors[0].message).toBe('you must provide one of first or last');
    expect((await api('{ orders(first: 251) { nodes { id } } }')).body.errors[0].extensions.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
    const empty = await fetch(`${emulator.url}/admin/api/2025-01/graphql.json`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-access-token': SHOPIFY_DEMO_ACCOUNT.tokens[0]!.token }, body: '{}' });
    expect(empty.status).toBe(400);
  });

  it('seeds a believable shop: products with variants, options and images; orders with lines, discounts, refunds and every financial status', async () => {
    const products = (await api('{ products(first: 30) { nodes { title status options(first: 3) { name values } variants(first: 8) { nodes { price selectedOptions { name value } } } media(first: 3) { nodes { ... on MediaImage { image { url } } } } } } }')).body.data.products.nodes as Json[];
    expect(products).toHaveLength(30);
    expect(new Set(products.map((product) => product.status))).toEqual(new Set(['ACTIVE', 'DRAFT', 'ARCHIVED']));
    expect(products.some((product) => product.variants.nodes.length >= 4 && product.options.length === 2)).toBe(true);
    expect(products.filter((product) => product.media.nodes.length > 0).length).toBeGreaterThan(20);
    for (const product of products) for (const variant of product.variants.nodes) expect(variant.price).toMatch(/^\d+\.\d{1,2}$/);

    const ORDERS = `query ($after: String) { orders(first: 30, after: $after) { pageInfo { endCursor } nodes { displayFinancialStatus displayFulfillmentStatus presentmentCurrencyCode discountCodes refunds(first: 3) { totalRefundedSet { shopMoney { amount } } } totalPriceSet { shopMoney { amount } } subtotalPriceSet { shopMoney { amount } } totalTaxSet { shopMoney { amount } } totalShippingPriceSet { shopMoney { amount } } lineItems(first: 5) { nodes { quantity } } } } }`;
    refill!();
    const first = (await api(ORDERS)).body.data.orders;
    refill!();
    const orders = [...first.nodes, ...(await api(ORDERS, { after: first.pageInfo.endCursor })).body.data.orders.nodes] as Json[];
    expect(orders).toHaveLength(60);
    expect(new Set(orders.map((order) => order.displayFinancialStatus))).toEqual(new Set(['PAID', 'PENDING', 'PARTIALLY_REFUNDED', 'AUTHORIZED', 'REFUNDED', 'VOIDED', 'PARTIALLY_PAID']));
    expect(new Set(orders.map((order) => order.displayFulfillmentStatus))).toEqual(new Set(['FULFILLED', 'PARTIALLY_FULFILLED', 'UNFULFILLED']));
    expect(orders.some((order) => order.presentmentCurrencyCode === 'EUR')).toBe(true);
    expect(orders.some((order) => order.discountCodes.includes('WELCOME10'))).toBe(true);
    for (const order of orders) {
      const cents = (bag: Json) => Math.round(Number(bag.shopMoney.amount) * 100);
      expect(cents(order.totalPriceSet)).toBe(cents(order.subtotalPriceSet) + cents(order.totalTaxSet) + cents(order.totalShippingPriceSet));
      if (order.displayFinancialStatus === 'REFUNDED') expect(cents(order.refunds[0].totalRefundedSet)).toBe(cents(order.totalPriceSet));
    }
  });

  it('pages orders forward to the end and back again with cursors, in any sort', async () => {
    const forward = await allOrders(api, { sortKey: 'CREATED_AT' });
    expect(forward).toHaveLength(60);
    expect(new Set(forward.map((order) => order.id)).size).toBe(60);
    expect(forward.map((order) => order.createdAt)).toEqual([...forward.map((order) => order.createdAt)].sort());

    const last = (await api(ORDER_PAGE, { last: 10, sortKey: 'CREATED_AT' })).body.data.orders;
    expect(last.nodes.map((order: Json) => order.id)).toEqual(forward.slice(50).map((order) => order.id));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = (await api(ORDER_PAGE, { last: 10, before: last.pageInfo.startCursor, sortKey: 'CREATED_AT' })).body.data.orders;
    expect(before.nodes.map((order: Json) => order.id)).toEqual(forward.slice(40, 50).map((order) => order.id));

    const reversed = (await api(ORDER_PAGE, { first: 5, sortKey: 'CREATED_AT', reverse: true })).body.data.orders.nodes;
    expect(reversed.map((order: Json) => order.id)).toEqual(forward.slice(-5).reverse().map((order) => order.id));
    expect((await api(ORDER_PAGE, { first: 5, after: 'not-a-cursor' })).body.errors[0].message).toContain('Invalid cursor');
  });

  it('filters with the search syntax: dates, email, customer id, title, ids joined by OR, negation; unknown fields are warned about', async () => {
    const all = await allOrders(api);
    const since = new Date(Date.now() - 30 * DAY).toISOString();
    const recent = await allOrders(api, { query: `updated_at:>'${since}'` });
    expect(recent.length).toBeGreaterThan(5);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((order) => order.updatedAt > since)).toBe(true);
    expect(recent).toHaveLength(all.filter((order) => order.updatedAt > since).length);
    const created = await allOrders(api, { query: `created_at:>=${since.slice(0, 10)}` });
    expect(created.every((order) => order.createdAt >= since.slice(0, 10))).toBe(true);

    const buyer = all.find((order) => order.customer)!;
    const byEmail = await allOrders(api, { query: `email:${buyer.email.toUpperCase()}` });
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((order) => order.email === buyer.email)).toBe(true);
    const byCustomer = await allOrders(api, { query: `customer_id:${buyer.customer.id.split('/').pop()}` });
    expect(byCustomer.map((order) => order.id)).toEqual(all.filter((order) => order.customer?.id === buyer.customer.id).map((order) => order.id));

    refill!();
    const customers = (await api('{ customers(first: 100) { nodes { id email phone } } }')).body.data.customers.nodes as Json[];
    const [a, b] = customers.filter((customer) => customer.phone) as [Json, Json];
    const ids = (await api(`{ customers(first: 10, query: "id:${a.id.split('/').pop()} OR id:${b.id.split('/').pop()}") { nodes { id } } }`)).body.data.customers.nodes;
    expect(ids.map((customer: Json) => customer.id)).toEqual([a.id, b.id]);
    const byPhone = (await api(`{ customers(first: 10, query: "phone:${a.phone}") { nodes { id } } }`)).body.data.customers.nodes;
    expect(byPhone.map((customer: Json) => customer.id)).toEqual([a.id]);

    refill!();
    const products = (await api('{ products(first: 100) { nodes { title } } }')).body.data.products.nodes as Json[];
    const word = products[0]!.title.split(' ')[0] as string;
    const titled = (await api(`{ products(first: 100, query: "title:${word}") { nodes { title } } }`)).body.data.products.nodes as Json[];
    expect(titled.length).toBeGreaterThan(0);
    expect(titled.every((product) => product.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const notTitled = (await api(`{ products(first: 100, query: "-title:${word}") { nodes { title } } }`)).body.data.products.nodes as Json[];
    expect(notTitled.length + titled.length).toBe(products.length);

    refill!();
    const unknown = await api('{ orders(first: 5, query: "colour:blue") { nodes { id } } }');
    expect(unknown.body.data.orders.nodes).toHaveLength(5);
    expect(unknown.body.extensions.search).toEqual([{ path: ['orders'], query: 'colour:blue', warnings: [{ field: 'colour', message: 'Invalid search field for this query.' }] }]);
  });

  it('hides orders older than 60 days from a token without read_all_orders, in lists and single reads', async () => {
    const all = await allOrders(api, { sortKey: 'CREATED_AT' });
    const cutoff = Date.now() - 60 * DAY;
    const recent = await allOrders(api, { sortKey: 'CREATED_AT' }, RECENT_TOKEN);
    expect(recent.map((order) => order.id)).toEqual(all.filter((order) => Date.parse(order.createdAt) >= cutoff).map((order) => order.id));
    expect(recent.length).toBeGreaterThan(20);
    expect(recent.length).toBeLessThan(40);
    const old = all[0]!;
    expect((await api('query ($id: ID!) { order(id: $id) { id } }', { id: old.id }, RECENT_TOKEN)).body.data.order).toBeNull();
    expect((await api('query ($id: ID!) { order(id: $id) { id } }', { id: old.id })).body.data.order).toEqual({ id: old.id });
  });

  it('costs queries (connections: 2 + first × node) and throttles once the bucket cannot pay, restoring 50 a second', async () => {
    const cost = (await api('{ products(first: 10) { nodes { id variants(first: 5) { nodes { id } } } } }')).body.extensions.cost;
    expect(cost.requestedQueryCost).toBe(2 + 10 * (1 + 2 + 5 * 1));
    expect(cost.throttleStatus.currentlyAvailable).toBe(1000 - cost.requestedQueryCost);

    const tooBig = await api('{ products(first: 250) { nodes { variants(first: 100) { nodes { id } } } } }');
    expect(tooBig.body.errors[0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', maxCost: 1000 });

    emulator.kit.setSwitch(BUCKET_AVAILABLE, 10);
    const throttled = await api('{ orders(first: 20) { nodes { id } } }');
    expect(throttled.status).toBe(200);
    expect(throttled.body.errors).toEqual([{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: expect.any(String) } }]);
    expect(throttled.body.extensions.cost).toMatchObject({ requestedQueryCost: 22, actualQueryCost: null, throttleStatus: { currentlyAvailable: 10, restoreRate: 50 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await api('{ orders(first: 20) { nodes { id } } }');
    expect(after.body.data.orders.nodes).toHaveLength(20);
    expect(after.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(10);
  });

  it('issues offline tokens through OAuth with the scopes granted; a read without its scope is ACCESS_DENIED', async () => {
    const tokens = await authorize(emulator, 'read_orders,read_products');
    expect(tokens).toEqual({ access_token: expect.any(String), scope: 'read_orders,read_products' });
    const own = graph(emulator, tokens.access_token);
    expect((await own('{ shop { name } }')).body.data.shop.name).toBe(SHOPIFY_DEMO_ACCOUNT.name);
    const customers = await own('{ customers(first: 1) { nodes { id } } }');
    expect(customers.body.data).toBeNull();
    expect(customers.body.errors[0]).toMatchObject({ message: 'Access denied for customers field. Required access: `read_customers` access scope.', extensions: { code: 'ACCESS_DENIED' } });
    const orders = (await own('{ orders(first: 100) { nodes { id } } }')).body.data.orders.nodes;
    expect(orders.length).toBeLessThan(60);
    const all = await authorize(emulator, 'read_orders,read_all_orders');
    expect((await graph(emulator, all.access_token)('{ orders(first: 100) { nodes { id } } }')).body.data.orders.nodes).toHaveLength(60);
  });

  it('subscribes webhooks through the mutation and delivers each topic signed with the subscribing app\'s secret', async () => {
    const tokens = await authorize(emulator, 'read_orders,read_products,read_customers');
    const own = graph(emulator, tokens.access_token);
    const create = `mutation ($topic: WebhookSubscriptionTopic!, $url: URL!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: {callbackUrl: $url, format: JSON}) { webhookSubscription { id topic endpoint { ... on WebhookHttpEndpoint { callbackUrl } } } userErrors { field message } } }`;
    const made = await own(create, { topic: 'ORDERS_CREATE', url: 'http://127.0.0.1:9/hooks/orders' });
    expect(made.body.extensions.cost.requestedQueryCost).toBeGreaterThanOrEqual(10);
    const subscription = made.body.data.webhookSubscriptionCreate.webhookSubscription;
    expect(subscription).toMatchObject({ topic: 'ORDERS_CREATE', endpoint: { callbackUrl: 'http://127.0.0.1:9/hooks/orders' } });
    expect((await own(create, { topic: 'ORDERS_CREATE', url: 'http://127.0.0.1:9/hooks/orders' })).body.data.webhookSubscriptionCreate.userErrors[0].message).toContain('already been taken');
    expect((await own(create, { topic: 'ORDERS_CREATE', url: 'http://example.com/plain-http' })).body.data.webhookSubscriptionCreate.userErrors).toEqual([{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address is invalid' }]);
    const listed = (await own('{ webhookSubscriptions(first: 10) { nodes { id topic } } }')).body.data.webhookSubscriptions.nodes;
    expect(listed).toEqual([{ id: subscription.id, topic: 'ORDERS_CREATE' }]);

    const order = emulator.kit.records('orders')[0]!;
    emulator.kit.trigger('orders/create', 'orders', order.id);
    emulator.kit.trigger('products/update', 'products', emulator.kit.records('products')[0]!.id);
    await emulator.kit.settled();
    const deliveries = emulator.kit.deliveries.filter((delivery) => delivery.url === 'http://127.0.0.1:9/hooks/orders');
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries as [(typeof deliveries)[number]];
    expect(delivery.requestHeaders).toMatchObject({ 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': 'harbor-goods.myshopify.com', 'x-shopify-api-version': '2025-01', 'x-shopify-webhook-id': expect.stringMatching(/^[0-9a-f-]{36}$/), 'x-shopify-event-id': expect.any(String), 'x-shopify-triggered-at': expect.any(String) });
    const expected = createHmac('sha256', CLIENT.clientSecret).update(delivery.requestBody).digest('base64');
    expect(delivery.requestHeaders['x-shopify-hmac-sha256']).toBe(expected);
    expect(JSON.parse(delivery.requestBody)).toMatchObject({ id: Number(order.id), admin_graphql_api_id: `gid://shopify/Order/${order.id}`, currency: 'USD', total_price: expect.stringMatching(/^\d+\.\d+$/) });

    const removed = await own('mutation ($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { message } } }', { id: subscription.id });
    expect(removed.body.data.webhookSubscriptionDelete).toEqual({ deletedWebhookSubscriptionId: subscription.id, userErrors: [] });
    emulator.kit.trigger('orders/create', 'orders', order.id);
    await emulator.kit.settled();
    expect(emulator.kit.deliveries.filter((one) => one.url === 'http://127.0.0.1:9/hooks/orders')).toHaveLength(1);
  });
});
