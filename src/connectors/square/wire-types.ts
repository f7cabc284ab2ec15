/**
 * The parts of Square's records the connector reads, as api.json writes
 * them (Location, Merchant, CatalogObject with its item, variation,
 * modifier list and modifier data, Order with its lines and tenders,
 * Payment). Money is `{amount, currency}` in minor units.
 */
import type { SquareMoney } from './api.js';

export interface SquareAddress {
  address_line_1?: string;
  address_line_2?: string;
  address_line_3?: string;
  locality?: string;
  administrative_district_level_1?: string;
  postal_code?: string;
  country?: string;
}

export interface SquareLocation {
  id: string;
  name?: string;
  business_name?: string;
  address?: SquareAddress;
  status?: string;
  merchant_id?: string;
  currency?: string;
  created_at?: string;
}

export interface SquareMerchant {
  id: string;
  business_name?: string;
  country?: string;
  language_code?: string;
  currency?: string;
  status?: string;
  main_location_id?: string;
  created_at?: string;
}

export interface CatalogObject {
  type: string;
  id: string;
  version?: number;
  updated_at?: string;
  created_at?: string;
  is_deleted?: boolean;
  present_at_all_locations?: boolean;
  absent_at_location_ids?: string[];
  item_data?: {
    name?: string;
    description?: string;
    abbreviation?: string;
    product_type?: string;
    is_taxable?: boolean;
    tax_ids?: string[];
    variations?: CatalogObject[];
    modifier_list_info?: { modifier_list_id: string; enabled?: boolean }[];
    categories?: { id: string }[];
  };
  item_variation_data?: { item_id?: string; name?: string; sku?: string; ordinal?: number; pricing_type?: string; price_money?: SquareMoney; track_inventory?: boolean; sellable?: boolean; stockable?: boolean };
  modifier_list_data?: { name?: string; ordinal?: number; selection_type?: string; min_selected_modifiers?: number; max_selected_modifiers?: number; modifiers?: CatalogObject[] };
  modifier_data?: { name?: string; price_money?: SquareMoney; ordinal?: number; modifier_list_id?: string; on_by_default?: boolean };
}

export interface SquareLineModifier { uid?: string; catalog_object_id?: string; name?: string; base_price_money?: SquareMoney; total_price_money?: SquareMoney }

export interface SquareLine {
  uid?: string;
  name?: string;
  quantity?: string;
  catalog_object_id?: string;
  variation_name?: string;
  note?: string;
  base_price_money?: SquareMoney;
  total_money?: SquareMoney;
  total_tax_money?: SquareMoney;
  total_discount_money?: SquareMoney;
  modifiers?: SquareLineModifier[];
}

export interface SquareTender {
  id?: string;
  location_id?: string;
  transaction_id?: string;
  type?: string;
  note?: string;
  amount_money?: SquareMoney;
  tip_money?: SquareMoney;
  processing_fee_money?: SquareMoney;
  payment_id?: string;
  card_details?: { status?: string; entry_method?: string; card?: { card_brand?: string; last_4?: string; exp_month?: number; exp_year?: number; fingerprint?: string; card_type?: string; bin?: string } };
  cash_details?: { buyer_tendered_money?: SquareMoney; change_back_money?: SquareMoney };
}

export interface SquareOrder {
  id: string;
  location_id?: string;
  reference_id?: string;
  customer_id?: string;
  ticket_name?: string;
  state?: string;
  version?: number;
  line_items?: SquareLine[];
  tenders?: SquareTender[];
  total_money?: SquareMoney;
  total_tax_money?: SquareMoney;
  total_discount_money?: SquareMoney;
  total_tip_money?: SquareMoney;
  total_service_charge_money?: SquareMoney;
  net_amount_due_money?: SquareMoney;
  source?: { name?: string };
  created_at?: string;
  updated_at?: string;
  closed_at?: string;
}

export interface SquarePayment {
  id: string;
  status?: string;
  source_type?: string;
  amount_money?: SquareMoney;
  tip_money?: SquareMoney;
  total_money?: SquareMoney;
  app_fee_money?: SquareMoney;
  approved_money?: SquareMoney;
  refunded_money?: SquareMoney;
  processing_fee?: { effective_at?: string; type?: string; amount_money?: SquareMoney }[];
  order_id?: string;
  customer_id?: string;
  location_id?: string;
  employee_id?: string;
  team_member_id?: string;
  device_details?: { device_id?: string };
  reference_id?: string;
  note?: string;
  card_details?: { status?: string; entry_method?: string; card?: { card_brand?: string; last_4?: string; exp_month?: number; exp_year?: number; fingerprint?: string; card_type?: string; prepaid_type?: string; bin?: string } };
  cash_details?: { buyer_supplied_money?: SquareMoney; change_back_money?: SquareMoney };
  external_details?: { type?: string; source?: string; source_id?: string; source_fee_money?: SquareMoney };
  version_token?: string;
  created_at?: string;
  updated_at?: string;
}
