/** The shapes of Shopify's answers to the documents in queries.ts (only the fields asked for). */
import type { MoneyV2 } from './money.js';

type Bag = { shopMoney: MoneyV2 };

export interface ShopifyAddress {
  id?: string;
  address1: string | null;
  address2: string | null;
  company: string | null;
  city: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCodeV2: string | null;
}

export interface ShopifyDiscount {
  __typename: string;
  value: { __typename: 'MoneyV2'; amount: string; currencyCode: string } | { __typename: 'PricingPercentageValue'; percentage: number };
  code?: string;
  title?: string;
}

export interface ShopifyLine {
  id: string;
  name: string;
  sku: string | null;
  quantity: number;
  variantTitle: string | null;
  variant: { legacyResourceId: string } | null;
  product: { legacyResourceId: string } | null;
  originalUnitPriceSet: Bag;
  totalDiscountSet: Bag;
  taxLines: { ratePercentage: number | null; priceSet: Bag }[];
}

export interface ShopifyOrder {
  legacyResourceId: string;
  name: string;
  email: string | null;
  phone: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  cancelledAt: string | null;
  currencyCode: string;
  taxesIncluded: boolean;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  paymentGatewayNames: string[];
  discountCodes: string[];
  customer: { legacyResourceId: string; firstName: string | null; lastName: string | null; email: string | null; phone: string | null } | null;
  billingAddress: ShopifyAddress | null;
  shippingAddress: ShopifyAddress | null;
  subtotalPriceSet: Bag | null;
  totalShippingPriceSet: Bag;
  totalTaxSet: Bag | null;
  totalDiscountsSet: Bag | null;
  totalPriceSet: Bag;
  totalRefundedSet: Bag;
  discountApplications: { nodes: ShopifyDiscount[] };
  lineItems: { nodes: ShopifyLine[] };
  refunds: { legacyResourceId: string; createdAt: string | null; note: string | null; totalRefundedSet: Bag }[];
  fulfillments: { updatedAt: string; trackingInfo: { company: string | null; number: string | null; url: string | null }[] }[];
}

export interface ShopifyProduct {
  legacyResourceId: string;
  title: string;
  description: string;
  status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT';
  vendor: string;
  productType: string;
  tags: string[];
  totalInventory: number;
  createdAt: string;
  updatedAt: string;
  options: { id: string; name: string; values: string[] }[];
  variants: { nodes: { legacyResourceId: string; title: string; sku: string | null; price: string; inventoryQuantity: number | null; selectedOptions: { name: string; value: string }[]; image: { url: string } | null }[] };
  media: { nodes: ({ id?: string; image?: { url: string } | null })[] };
}

export interface ShopifyCompanyAddress {
  id: string;
  address1: string;
  address2: string | null;
  companyName: string;
  city: string | null;
  zoneCode: string | null;
  zip: string | null;
  countryCode: string;
}

export interface ShopifyCustomer {
  legacyResourceId: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  amountSpent: { currencyCode: string };
  addresses: (ShopifyAddress & { id: string })[];
  companyContactProfiles: { company: { name: string; locations: { nodes: { id: string; taxSettings: { taxRegistrationId: string | null }; billingAddress: ShopifyCompanyAddress | null }[] } } }[];
  orders: { nodes: { legacyResourceId: string; cancelledAt: string | null; closedAt: string | null; currentTotalPriceSet: Bag }[] };
}
