/**
 * Every GraphQL document the connector sends, as constants: nothing is
 * assembled at run time but the variables, so
 * test/connectors/shopify-queries.test.ts can validate each one against
 * Shopify's own schema (admin_schema_2025-01.json) and check that a full
 * page stays within the 1,000-point bucket (the page sizes below).
 */

const MONEY = 'shopMoney { amount currencyCode }';
const ADDRESS = 'address1 address2 company city provinceCode zip countryCodeV2';

/** Orders per page: one order as asked below costs about 150 points. */
export const ORDER_PAGE_MAX = 6;
export const PRODUCT_PAGE_MAX = 10;
export const CUSTOMER_PAGE_MAX = 15;

const ORDER_FIELDS = `fragment OrderFields on Order {
  legacyResourceId name email phone note createdAt updatedAt closedAt cancelledAt currencyCode taxesIncluded
  displayFinancialStatus displayFulfillmentStatus paymentGatewayNames discountCodes
  customer { legacyResourceId firstName lastName email phone }
  billingAddress { ${ADDRESS} }
  shippingAddress { ${ADDRESS} }
  subtotalPriceSet { ${MONEY} }
  totalShippingPriceSet { ${MONEY} }
  totalTaxSet { ${MONEY} }
  totalDiscountsSet { ${MONEY} }
  totalPriceSet { ${MONEY} }
  totalRefundedSet { ${MONEY} }
  discountApplications(first: 3) {
    nodes {
      __typename
      value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
      ... on DiscountCodeApplication { code }
      ... on ManualDiscountApplication { title }
      ... on AutomaticDiscountApplication { title }
    }
  }
  lineItems(first: 10) {
    nodes {
      id name sku quantity variantTitle
      variant { legacyResourceId }
      product { legacyResourceId }
      originalUnitPriceSet { ${MONEY} }
      totalDiscountSet { ${MONEY} }
      taxLines(first: 1) { ratePercentage priceSet { ${MONEY} } }
    }
  }
  refunds(first: 3) { legacyResourceId createdAt note totalRefundedSet { ${MONEY} } }
  fulfillments(first: 3) { updatedAt trackingInfo(first: 2) { company number url } }
}`;

export const ORDERS_QUERY = `query ShopifyOrders($first: Int!, $after: String, $query: String, $sortKey: OrderSortKeys, $reverse: Boolean) {
  orders(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
    nodes { ...OrderFields }
    pageInfo { hasNextPage endCursor }
  }
  currentAppInstallation { accessScopes { handle } }
}
${ORDER_FIELDS}`;

export const ORDER_QUERY = `query ShopifyOrder($id: ID!) {
  order(id: $id) { ...OrderFields }
  currentAppInstallation { accessScopes { handle } }
}
${ORDER_FIELDS}`;

const PRODUCT_FIELDS = `fragment ProductFields on Product {
  legacyResourceId title description status vendor productType tags totalInventory createdAt updatedAt
  options(first: 10) { id name values }
  variants(first: 20) {
    nodes { legacyResourceId title sku price inventoryQuantity selectedOptions { name value } image { url } }
  }
  media(first: 10) { nodes { ... on MediaImage { id image { url } } } }
}`;

export const PRODUCTS_QUERY = `query ShopifyProducts($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
  products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
    nodes { ...ProductFields }
    pageInfo { hasNextPage endCursor }
  }
  shop { currencyCode }
}
${PRODUCT_FIELDS}`;

export const PRODUCT_QUERY = `query ShopifyProduct($id: ID!) {
  product(id: $id) { ...ProductFields }
  shop { currencyCode }
}
${PRODUCT_FIELDS}`;

const CUSTOMER_FIELDS = `fragment CustomerFields on Customer {
  legacyResourceId firstName lastName displayName email phone createdAt updatedAt
  amountSpent { currencyCode }
  addresses(first: 10) { id ${ADDRESS} }
  companyContactProfiles {
    company {
      name
      locations(first: 5) { nodes { id taxSettings { taxRegistrationId } billingAddress { id address1 address2 companyName city zoneCode zip countryCode } } }
    }
  }
  orders(first: 10) { nodes { legacyResourceId cancelledAt closedAt currentTotalPriceSet { ${MONEY} } } }
}`;

export const CUSTOMERS_QUERY = `query ShopifyCustomers($first: Int!, $after: String, $query: String, $sortKey: CustomerSortKeys, $reverse: Boolean) {
  customers(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
    nodes { ...CustomerFields }
    pageInfo { hasNextPage endCursor }
  }
}
${CUSTOMER_FIELDS}`;

export const CUSTOMER_QUERY = `query ShopifyCustomer($id: ID!) {
  customer(id: $id) { ...CustomerFields }
}
${CUSTOMER_FIELDS}`;

export const SHOP_QUERY = `query ShopifyShop {
  shop { id name myshopifyDomain url createdAt updatedAt primaryDomain { url } }
}`;

export const WEBHOOK_CREATE = `mutation ShopifyWebhookCreate($topic: WebhookSubscriptionTopic!, $url: URL!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: { callbackUrl: $url, format: JSON }) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

export const WEBHOOK_DELETE = `mutation ShopifyWebhookDelete($id: ID!) {
  webhookSubscriptionDelete(id: $id) {
    deletedWebhookSubscriptionId
    userErrors { field message }
  }
}`;

/** Every document above with the variables of its largest request, for the validation test. */
export const SENT_QUERIES: readonly { name: string; query: string; variables: Record<string, unknown> }[] = [
  { name: 'orders', query: ORDERS_QUERY, variables: { first: ORDER_PAGE_MAX } },
  { name: 'order', query: ORDER_QUERY, variables: { id: 'gid://shopify/Order/1' } },
  { name: 'products', query: PRODUCTS_QUERY, variables: { first: PRODUCT_PAGE_MAX } },
  { name: 'product', query: PRODUCT_QUERY, variables: { id: 'gid://shopify/Product/1' } },
  { name: 'customers', query: CUSTOMERS_QUERY, variables: { first: CUSTOMER_PAGE_MAX } },
  { name: 'customer', query: CUSTOMER_QUERY, variables: { id: 'gid://shopify/Customer/1' } },
  { name: 'shop', query: SHOP_QUERY, variables: {} },
  { name: 'webhook create', query: WEBHOOK_CREATE, variables: { topic: 'ORDERS_CREATE', url: 'https://example.com/hook' } },
  { name: 'webhook delete', query: WEBHOOK_DELETE, variables: { id: 'gid://shopify/WebhookSubscription/1' } },
];
