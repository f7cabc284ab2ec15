/**
 * BigCommerce's records as its descriptions give them
 * (../shared/downstream-specs/bigcommerce/: orders.v2.oas2.yml,
 * orders.v3.yml, products_catalog.v3.yml, product-variants_catalog.v3.yml,
 * customers.v3.yml, store_information.v2.yml, webhooks.v3.yml), only the
 * fields the connector reads. v2 amounts are four-place decimal strings and
 * v2 times RFC 2822; v3 amounts are numbers and v3 times ISO 8601.
 */

export interface BigCommerceBillingAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  street_1?: string;
  street_2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  country_iso2?: string;
  phone?: string;
  email?: string;
}

export interface BigCommerceOrder {
  id: number;
  customer_id?: number;
  date_created?: string;
  date_modified?: string;
  status_id?: number;
  status?: string;
  subtotal_ex_tax?: string;
  subtotal_inc_tax?: string;
  shipping_cost_ex_tax?: string;
  shipping_cost_inc_tax?: string;
  total_ex_tax?: string;
  total_inc_tax?: string;
  total_tax?: string;
  refunded_amount?: string;
  discount_amount?: string;
  coupon_discount?: string;
  is_tax_inclusive_pricing?: boolean;
  items_total?: number;
  items_shipped?: number;
  payment_method?: string;
  payment_status?: string;
  currency_code?: string;
  default_currency_code?: string;
  customer_message?: string;
  billing_address?: BigCommerceBillingAddress;
  shipping_address_count?: number;
  is_deleted?: boolean;
}

export interface BigCommerceOrderProductOption {
  id?: number;
  product_option_id?: number;
  display_name?: string;
  display_value?: string;
}

export interface BigCommerceAppliedDiscount {
  id?: string | number;
  amount?: string | number;
  name?: string;
  code?: string | null;
}

export interface BigCommerceOrderProduct {
  id: number;
  order_id: number;
  product_id?: number;
  variant_id?: number;
  name?: string;
  sku?: string;
  quantity?: number;
  price_ex_tax?: string;
  price_inc_tax?: string;
  price_tax?: string;
  total_ex_tax?: string;
  total_inc_tax?: string;
  total_tax?: string;
  is_refunded?: boolean;
  refund_amount?: string;
  quantity_refunded?: number;
  applied_discounts?: BigCommerceAppliedDiscount[];
  product_options?: BigCommerceOrderProductOption[];
}

export interface BigCommerceShippingAddress extends BigCommerceBillingAddress {
  id: number;
  order_id: number;
  shipping_method?: string;
}

export interface BigCommerceOrderCoupon {
  id: number;
  code?: string;
  /** The coupon's own amount: 5 for $5 off, 10 for 10 % off (`type` says which). */
  amount?: string | number;
  /** 0 per item, 1 percentage, 2 per total, 3 shipping, 4 free shipping, 5 promotion. */
  type?: number;
  /** What it took off the order. */
  discount?: string | number;
}

export interface BigCommerceRefund {
  id: number;
  order_id: number;
  created?: string;
  reason?: string;
  total_amount?: number;
}

export interface BigCommerceOptionValue {
  id: number;
  label?: string;
  option_id?: number;
  option_display_name?: string;
}

export interface BigCommerceImage {
  id: number;
  url_standard?: string;
  url_zoom?: string;
  is_thumbnail?: boolean;
}

export interface BigCommerceVariant {
  id: number;
  sku?: string;
  price?: number | null;
  calculated_price?: number;
  inventory_level?: number | null;
  weight?: number | null;
  calculated_weight?: number;
  image_url?: string;
  option_values?: BigCommerceOptionValue[];
}

export interface BigCommerceProductOption {
  id: number;
  display_name?: string;
  option_values?: Array<{ id: number; label?: string }>;
}

export interface BigCommerceProduct {
  id: number;
  name?: string;
  description?: string;
  sku?: string;
  price?: number;
  weight?: number;
  inventory_level?: number;
  inventory_tracking?: string;
  is_visible?: boolean;
  availability?: string;
  categories?: number[];
  search_keywords?: string;
  date_created?: string;
  date_modified?: string;
  variants?: BigCommerceVariant[];
  images?: BigCommerceImage[];
  options?: BigCommerceProductOption[];
}

export interface BigCommerceFormField {
  name?: string;
  value?: unknown;
}

export interface BigCommerceCustomerAddress {
  id: number;
  customer_id?: number;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state_or_province?: string;
  postal_code?: string;
  country_code?: string;
  phone?: string;
  address_type?: string;
  form_fields?: BigCommerceFormField[];
}

export interface BigCommerceCustomer {
  id: number;
  email?: string;
  first_name?: string;
  last_name?: string;
  company?: string;
  phone?: string;
  date_created?: string;
  date_modified?: string;
  addresses?: BigCommerceCustomerAddress[];
  form_fields?: BigCommerceFormField[];
}

export interface BigCommerceStore {
  id: string;
  name?: string;
  domain?: string;
  secure_url?: string;
  control_panel_base_url?: string;
  currency?: string;
  weight_units?: string;
}
