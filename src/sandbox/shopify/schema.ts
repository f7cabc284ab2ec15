/**
 * The part of Shopify's Admin GraphQL API (2025-01) the emulator executes,
 * as SDL. It is a strict subset of Shopify's own schema (the introspection
 * result in downstream-specs/shopify/admin_schema_2025-01.json): every type,
 * field, argument, enum value and union member here exists there with the
 * same type, which test/sandbox/shopify-schema-subset.test.ts checks, so the
 * emulator cannot drift from Shopify. Arguments Shopify declares and this
 * subset leaves out are refused by validation, as unknown arguments are.
 * The 8.9 MB file is read only by that test, never by the emulator.
 */
import { buildSchema, type GraphQLSchema } from 'graphql';

export const SHOPIFY_API_VERSION = '2025-01';

const CONNECTION_ARGS = 'first: Int, after: String, last: Int, before: String, reverse: Boolean';

const connection = (type: string) => `
  type ${type}Connection { edges: [${type}Edge!]! nodes: [${type}!]! pageInfo: PageInfo! }
  type ${type}Edge { cursor: String! node: ${type}! }`;

export const SHOPIFY_SDL = `
  scalar DateTime
  scalar Decimal
  scalar Money
  scalar URL
  scalar HTML
  scalar UnsignedInt64

  enum CurrencyCode { USD EUR GBP CAD JPY }
  enum CountryCode { US CA GB DE FR NL JP }
  enum OrderSortKeys { CREATED_AT ID ORDER_NUMBER PROCESSED_AT TOTAL_PRICE UPDATED_AT }
  enum ProductSortKeys { CREATED_AT ID TITLE UPDATED_AT VENDOR }
  enum CustomerSortKeys { CREATED_AT ID NAME UPDATED_AT }
  enum WebhookSubscriptionSortKeys { CREATED_AT ID }
  enum OrderDisplayFinancialStatus { PENDING AUTHORIZED PARTIALLY_PAID PARTIALLY_REFUNDED VOIDED PAID REFUNDED EXPIRED }
  enum OrderDisplayFulfillmentStatus { UNFULFILLED PARTIALLY_FULFILLED FULFILLED RESTOCKED PENDING_FULFILLMENT OPEN IN_PROGRESS ON_HOLD SCHEDULED REQUEST_DECLINED }
  enum OrderCancelReason { CUSTOMER DECLINED FRAUD INVENTORY STAFF OTHER }
  enum FulfillmentStatus { PENDING OPEN SUCCESS CANCELLED ERROR FAILURE }
  enum ProductStatus { ACTIVE ARCHIVED DRAFT }
  enum CustomerState { DECLINED DISABLED ENABLED INVITED }
  enum TaxExemption { CA_STATUS_CARD_EXEMPTION CA_BC_RESELLER_EXEMPTION EU_REVERSE_CHARGE_EXEMPTION_RULE US_CA_RESELLER_EXEMPTION US_NY_RESELLER_EXEMPTION }
  enum MediaContentType { IMAGE }
  enum DiscountApplicationAllocationMethod { ACROSS EACH ONE }
  enum WebhookSubscriptionFormat { JSON }
  enum WebhookSubscriptionTopic {
    ORDERS_CREATE ORDERS_UPDATED ORDERS_DELETE
    PRODUCTS_CREATE PRODUCTS_UPDATE PRODUCTS_DELETE
    CUSTOMERS_CREATE CUSTOMERS_UPDATE CUSTOMERS_DELETE
  }

  interface Node { id: ID! }

  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
  type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }
  type PricingPercentageValue { percentage: Float! }
  union PricingValue = MoneyV2 | PricingPercentageValue

  type Domain implements Node { id: ID! host: String! url: URL! sslEnabled: Boolean! }
  type ShopAddress implements Node {
    id: ID! address1: String address2: String city: String company: String country: String
    countryCodeV2: CountryCode province: String provinceCode: String zip: String phone: String
  }
  type Shop implements Node {
    id: ID! name: String! email: String! contactEmail: String! myshopifyDomain: String! url: URL!
    currencyCode: CurrencyCode! enabledPresentmentCurrencies: [CurrencyCode!]! ianaTimezone: String!
    taxesIncluded: Boolean! weightUnit: WeightUnit! createdAt: DateTime! updatedAt: DateTime!
    primaryDomain: Domain! billingAddress: ShopAddress!
  }
  enum WeightUnit { KILOGRAMS GRAMS POUNDS OUNCES }

  type MailingAddress implements Node {
    id: ID! firstName: String lastName: String name: String company: String address1: String address2: String
    city: String province: String provinceCode: String country: String countryCodeV2: CountryCode zip: String phone: String
  }

  type CompanyAddress implements Node {
    id: ID! address1: String! address2: String city: String companyName: String! countryCode: CountryCode!
    province: String zoneCode: String zip: String phone: String
  }
  type CompanyLocationTaxSettings { taxRegistrationId: String taxExempt: Boolean! taxExemptions: [TaxExemption!]! }
  type CompanyLocation implements Node { id: ID! name: String! taxSettings: CompanyLocationTaxSettings! billingAddress: CompanyAddress }
  ${connection('CompanyLocation')}
  type Company implements Node { id: ID! name: String! locations(${CONNECTION_ARGS}): CompanyLocationConnection! }
  type CompanyContact implements Node { id: ID! isMainContact: Boolean! title: String company: Company! }

  type Customer implements Node {
    id: ID! legacyResourceId: UnsignedInt64! firstName: String lastName: String displayName: String!
    email: String phone: String state: CustomerState! note: String tags: [String!]! locale: String!
    verifiedEmail: Boolean! taxExempt: Boolean! taxExemptions: [TaxExemption!]!
    createdAt: DateTime! updatedAt: DateTime!
    addresses(first: Int): [MailingAddress!]! defaultAddress: MailingAddress
    numberOfOrders: UnsignedInt64! amountSpent: MoneyV2!
    orders(${CONNECTION_ARGS}, sortKey: OrderSortKeys, query: String): OrderConnection!
    companyContactProfiles: [CompanyContact!]!
  }
  ${connection('Customer')}

  type Image { id: ID url: URL! altText: String width: Int height: Int }
  interface Media { id: ID! alt: String mediaContentType: MediaContentType! }
  type MediaImage implements Node & Media { id: ID! alt: String mediaContentType: MediaContentType! image: Image createdAt: DateTime! updatedAt: DateTime! }
  ${connection('Media')}

  type SelectedOption { name: String! value: String! }
  type ProductOptionValue implements Node { id: ID! name: String! hasVariants: Boolean! }
  type ProductOption implements Node { id: ID! name: String! position: Int! values: [String!]! optionValues: [ProductOptionValue!]! }
  type ProductVariant implements Node {
    id: ID! legacyResourceId: UnsignedInt64! title: String! displayName: String! sku: String barcode: String
    price: Money! compareAtPrice: Money position: Int! inventoryQuantity: Int taxable: Boolean!
    availableForSale: Boolean! selectedOptions: [SelectedOption!]! image: Image product: Product!
    createdAt: DateTime! updatedAt: DateTime!
  }
  ${connection('ProductVariant')}
  type Product implements Node {
    id: ID! legacyResourceId: UnsignedInt64! title: String! handle: String! description: String! descriptionHtml: HTML!
    vendor: String! productType: String! status: ProductStatus! tags: [String!]! totalInventory: Int!
    onlineStoreUrl: URL publishedAt: DateTime createdAt: DateTime! updatedAt: DateTime!
    options(first: Int): [ProductOption!]!
    variants(${CONNECTION_ARGS}): ProductVariantConnection!
    media(${CONNECTION_ARGS}): MediaConnection!
    featuredMedia: Media
  }
  ${connection('Product')}

  type TaxLine { title: String! rate: Float ratePercentage: Float priceSet: MoneyBag! }
  interface DiscountApplication { index: Int! allocationMethod: DiscountApplicationAllocationMethod! value: PricingValue! }
  type DiscountCodeApplication implements DiscountApplication { index: Int! allocationMethod: DiscountApplicationAllocationMethod! value: PricingValue! code: String! }
  type ManualDiscountApplication implements DiscountApplication { index: Int! allocationMethod: DiscountApplicationAllocationMethod! value: PricingValue! title: String! description: String }
  type AutomaticDiscountApplication implements DiscountApplication { index: Int! allocationMethod: DiscountApplicationAllocationMethod! value: PricingValue! title: String! }
  ${connection('DiscountApplication')}

  type LineItem implements Node {
    id: ID! title: String! name: String! quantity: Int! currentQuantity: Int! sku: String variantTitle: String vendor: String
    taxable: Boolean! requiresShipping: Boolean!
    variant: ProductVariant product: Product
    originalUnitPriceSet: MoneyBag! discountedUnitPriceSet: MoneyBag! originalTotalSet: MoneyBag!
    discountedTotalSet: MoneyBag! totalDiscountSet: MoneyBag!
    taxLines(first: Int): [TaxLine!]!
  }
  ${connection('LineItem')}
  type RefundLineItem { id: ID lineItem: LineItem! quantity: Int! subtotalSet: MoneyBag! totalTaxSet: MoneyBag! }
  ${connection('RefundLineItem')}
  type Refund implements Node {
    id: ID! legacyResourceId: UnsignedInt64! createdAt: DateTime updatedAt: DateTime! note: String totalRefundedSet: MoneyBag!
    refundLineItems(${CONNECTION_ARGS}): RefundLineItemConnection!
  }
  type FulfillmentTrackingInfo { company: String number: String url: URL }
  type Fulfillment implements Node {
    id: ID! name: String! status: FulfillmentStatus! createdAt: DateTime! updatedAt: DateTime! deliveredAt: DateTime
    totalQuantity: Int! trackingInfo(first: Int): [FulfillmentTrackingInfo!]!
  }

  type Order implements Node {
    id: ID! legacyResourceId: UnsignedInt64! name: String! email: String phone: String note: String tags: [String!]!
    createdAt: DateTime! updatedAt: DateTime! processedAt: DateTime! closedAt: DateTime closed: Boolean!
    cancelledAt: DateTime cancelReason: OrderCancelReason test: Boolean! confirmed: Boolean!
    currencyCode: CurrencyCode! presentmentCurrencyCode: CurrencyCode! taxesIncluded: Boolean!
    displayFinancialStatus: OrderDisplayFinancialStatus displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
    paymentGatewayNames: [String!]! discountCode: String discountCodes: [String!]!
    customer: Customer billingAddress: MailingAddress shippingAddress: MailingAddress
    subtotalPriceSet: MoneyBag totalShippingPriceSet: MoneyBag! totalTaxSet: MoneyBag totalDiscountsSet: MoneyBag
    totalPriceSet: MoneyBag! totalRefundedSet: MoneyBag! currentTotalPriceSet: MoneyBag! totalOutstandingSet: MoneyBag!
    lineItems(${CONNECTION_ARGS}): LineItemConnection!
    discountApplications(${CONNECTION_ARGS}): DiscountApplicationConnection!
    refunds(first: Int): [Refund!]!
    fulfillments(first: Int): [Fulfillment!]!
  }
  ${connection('Order')}

  type WebhookHttpEndpoint { callbackUrl: URL! }
  union WebhookSubscriptionEndpoint = WebhookHttpEndpoint
  type WebhookSubscription implements Node {
    id: ID! legacyResourceId: UnsignedInt64! topic: WebhookSubscriptionTopic! format: WebhookSubscriptionFormat!
    endpoint: WebhookSubscriptionEndpoint! includeFields: [String!]! createdAt: DateTime! updatedAt: DateTime!
  }
  ${connection('WebhookSubscription')}
  input WebhookSubscriptionInput { callbackUrl: URL format: WebhookSubscriptionFormat includeFields: [String!] }
  type UserError { field: [String!] message: String! }
  type WebhookSubscriptionCreatePayload { userErrors: [UserError!]! webhookSubscription: WebhookSubscription }
  type WebhookSubscriptionDeletePayload { deletedWebhookSubscriptionId: ID userErrors: [UserError!]! }

  type AccessScope { handle: String! description: String! }
  type AppInstallation implements Node { id: ID! accessScopes: [AccessScope!]! }

  type QueryRoot {
    shop: Shop!
    currentAppInstallation: AppInstallation!
    order(id: ID!): Order
    orders(${CONNECTION_ARGS}, sortKey: OrderSortKeys, query: String): OrderConnection!
    product(id: ID!): Product
    products(${CONNECTION_ARGS}, sortKey: ProductSortKeys, query: String): ProductConnection!
    customer(id: ID!): Customer
    customers(${CONNECTION_ARGS}, sortKey: CustomerSortKeys, query: String): CustomerConnection!
    webhookSubscription(id: ID!): WebhookSubscription
    webhookSubscriptions(${CONNECTION_ARGS}, sortKey: WebhookSubscriptionSortKeys, callbackUrl: URL, topics: [WebhookSubscriptionTopic!]): WebhookSubscriptionConnection!
  }
  type Mutation {
    webhookSubscriptionCreate(topic: WebhookSubscriptionTopic!, webhookSubscription: WebhookSubscriptionInput!): WebhookSubscriptionCreatePayload
    webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
  }
  schema { query: QueryRoot mutation: Mutation }
`;

let built: GraphQLSchema | undefined;

/** The executable subset, built once per process. */
export function shopifySchema(): GraphQLSchema {
  built ??= buildSchema(SHOPIFY_SDL);
  return built;
}
