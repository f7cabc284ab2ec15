/**
 * The Shopify emulator checked against Shopify's own schema (the
 * introspection file): every GraphQL exchange the emulator tests' kinds of
 * queries make is recorded, and each query must validate against Shopify's
 * schema and each answer's `data` must have the shape that schema gives it
 * (graphql-answer.ts). Answers that are errors only are checked for
 * Shopify's error shape. The check is shown to catch an answer that drifts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET_AVAILABLE, SHOPIFY_OTHER_ACCOUNT } from '../../src/sandbox/shopify/index.js';
import { authorize, graph, RECENT_TOKEN, startShopify, type Json, type ShopifyHandle } from '../sandbox/shopify-client.js';
import { missingSpecsNote } from './downstream-specs.js';
import { graphqlViolations } from './graphql-answer.js';
import { shopifyAdminSchema } from './shopify-admin-schema.js';

const shopify = shopifyAdminSchema();
if (!shopify) console.warn(missingSpecsNote());

const QUERIES = [
  '{ shop { id name email myshopifyDomain url currencyCode ianaTimezone createdAt updatedAt primaryDomain { host url sslEnabled } billingAddress { address1 city countryCodeV2 zip } } }',
  `{ orders(first: 5, sortKey: UPDATED_AT, reverse: true, query: "created_at:>2020-01-01") { edges { cursor node { id legacyResourceId name email phone note tags createdAt updatedAt processedAt closedAt cancelledAt cancelReason currencyCode presentmentCurrencyCode
      displayFinancialStatus displayFulfillmentStatus paymentGatewayNames discountCodes taxesIncluded
      customer { id email } billingAddress { address1 address2 city province zip countryCodeV2 company } shippingAddress { id name address1 }
      subtotalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } } totalShippingPriceSet { shopMoney { amount } } totalTaxSet { shopMoney { amount } }
      totalDiscountsSet { shopMoney { amount } } totalPriceSet { shopMoney { amount currencyCode } } totalRefundedSet { shopMoney { amount } } totalOutstandingSet { shopMoney { amount } }
      lineItems(first: 5) { nodes { id title name quantity sku variantTitle variant { id } product { id } originalUnitPriceSet { shopMoney { amount } } discountedTotalSet { shopMoney { amount } } totalDiscountSet { shopMoney { amount } } taxLines(first: 2) { title rate priceSet { shopMoney { amount } } } } }
      discountApplications(first: 3) { nodes { __typename index allocationMethod value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } } ... on DiscountCodeApplication { code } ... on ManualDiscountApplication { title } ... on AutomaticDiscountApplication { title } } }
      refunds(first: 2) { id createdAt note totalRefundedSet { shopMoney { amount } } refundLineItems(first: 3) { nodes { quantity lineItem { id } subtotalSet { shopMoney { amount } } } } }
      fulfillments(first: 2) { id name status createdAt deliveredAt totalQuantity trackingInfo(first: 2) { company number url } } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
  `{ products(first: 4, sortKey: TITLE, query: "status:active") { nodes { id legacyResourceId title handle description descriptionHtml vendor productType status tags totalInventory onlineStoreUrl publishedAt createdAt updatedAt
      options(first: 3) { id name position values optionValues { id name hasVariants } }
      variants(first: 5) { nodes { id title displayName sku barcode price compareAtPrice position inventoryQuantity taxable availableForSale selectedOptions { name value } image { url } createdAt updatedAt } pageInfo { hasNextPage } }
      media(first: 3) { nodes { __typename id alt mediaContentType ... on MediaImage { image { id url altText width height } } } }
      featuredMedia { __typename ... on MediaImage { image { url } } } } pageInfo { hasNextPage endCursor } } }`,
  `{ customers(first: 10, sortKey: NAME) { nodes { id legacyResourceId firstName lastName displayName email phone state note tags locale verifiedEmail taxExempt taxExemptions createdAt updatedAt
      addresses(first: 3) { id firstName lastName company address1 address2 city province provinceCode country countryCodeV2 zip phone } defaultAddress { id }
      numberOfOrders amountSpent { amount currencyCode } orders(first: 2) { nodes { id name } }
      companyContactProfiles { id isMainContact company { id name locations(first: 2) { nodes { id name taxSettings { taxRegistrationId taxExempt taxExemptions } billingAddress { address1 city companyName countryCode zip } } } } } } } }`,
  'query ($id: ID!) { order(id: $id) { id name } }',
  '{ webhookSubscriptions(first: 5) { nodes { id legacyResourceId topic format includeFields createdAt updatedAt endpoint { __typename ... on WebhookHttpEndpoint { callbackUrl } } } } }',
];

describe.skipIf(!shopify)('Shopify emulator ↔ admin_schema_2025-01.json', () => {
  let emulator: ShopifyHandle;

  beforeAll(async () => {
    emulator = await startShopify({ record: true });
    const tokens = await authorize(emulator, 'read_orders,read_all_orders,read_products,read_customers');
    const api = graph(emulator, tokens.access_token);
    for (const query of QUERIES) {
      emulator.kit.setSwitch(BUCKET_AVAILABLE, 1000);
      await api(query, { id: 'gid://shopify/Order/1' });
    }
    const made = await api('mutation ($url: URL!) { webhookSubscriptionCreate(topic: PRODUCTS_UPDATE, webhookSubscription: {callbackUrl: $url, format: JSON}) { webhookSubscription { id topic } userErrors { field message } } }', { url: 'https://receiver.example/hooks' });
    await api('mutation ($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } } }', { id: made.body.data.webhookSubscriptionCreate.webhookSubscription.id });
    await api('{ orders(first: 3) { nodes { id } } }', {}, RECENT_TOKEN);
    await api('{ shop { currencyCode } products(first: 2) { nodes { variants(first: 2) { nodes { price } } } } }', {}, SHOPIFY_OTHER_ACCOUNT.tokens[0]!.token);
    emulator.kit.setSwitch(BUCKET_AVAILABLE, 0);
    await api('{ shop { name } }');
  });
  afterAll(() => emulator?.close());

  it('answers every recorded query with data of the shape Shopify\'s schema gives it', () => {
    const graphql = emulator.exchanges.filter((exchange) => exchange.path.endsWith('/graphql.json'));
    expect(graphql.length).toBe(QUERIES.length + 5);
    const problems: string[] = [];
    for (const exchange of graphql) {
      const request = JSON.parse(exchange.requestBody) as { query: string };
      const answer = JSON.parse(exchange.responseBody) as Json;
      expect(exchange.status).toBe(200);
      if (answer.data === undefined) {
        expect(answer.errors, exchange.responseBody).toEqual([expect.objectContaining({ message: expect.any(String), extensions: expect.objectContaining({ code: expect.any(String) }) })]);
        continue;
      }
      expect(answer.errors, exchange.responseBody).toBeUndefined();
      problems.push(...graphqlViolations(shopify!, request.query, answer.data).map((problem) => `${request.query.slice(0, 40)}…: ${problem}`));
      expect(answer.extensions.cost).toMatchObject({ requestedQueryCost: expect.any(Number), throttleStatus: { maximumAvailable: expect.any(Number), restoreRate: expect.any(Number) } });
    }
    expect(problems).toEqual([]);
  });

  it('tells apart an answer that drifts from Shopify\'s types', () => {
    const query = '{ orders(first: 1) { nodes { id displayFinancialStatus totalPriceSet { shopMoney { amount } } lineItems(first: 1) { nodes { quantity } } } } }';
    const drifted = { orders: { nodes: [{ id: 5, displayFinancialStatus: 'SETTLED', totalPriceSet: null, lineItems: { nodes: [{ quantity: '2' }] } }] } };
    expect(graphqlViolations(shopify!, query, drifted)).toEqual([
      'data.orders.nodes[0].id is a number, ID is a string',
      'data.orders.nodes[0].displayFinancialStatus is "SETTLED", not a value of OrderDisplayFinancialStatus',
      "data.orders.nodes[0].totalPriceSet is null, Shopify's type is MoneyBag!",
      'data.orders.nodes[0].lineItems.nodes[0].quantity is a string, Int is a number',
      'data.orders.nodes[0].lineItems.nodes[0].quantity is not an Int',
    ]);
    expect(graphqlViolations(shopify!, '{ orders(first: 1) { nodes { colour } } }', null)[0]).toContain('Cannot query field "colour"');
  });
});
