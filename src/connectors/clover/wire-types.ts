/** Clover's records as REST v3 answers them (the fields the connector reads), from the reference pages README.md names. */

export interface CloverRef { id?: string }
export interface CloverList<T> { elements?: T[]; href?: string }

export interface CloverMerchant {
  id?: string;
  name?: string;
  createdTime?: number;
  address?: { address1?: string; address2?: string; address3?: string; city?: string; state?: string; zip?: string; country?: string };
  owner?: { id?: string; name?: string; email?: string };
  properties?: { defaultCurrency?: string; timezone?: string };
}

export interface CloverModification { id?: string; name?: string; alternateName?: string; amount?: number; modifier?: CloverRef }

export interface CloverLineItem {
  id?: string;
  name?: string;
  alternateName?: string;
  item?: CloverRef;
  price?: number;
  unitQty?: number;
  note?: string;
  refunded?: boolean;
  createdTime?: number;
  modifications?: CloverList<CloverModification>;
}

export interface CloverTender { id?: string; label?: string; labelKey?: string; editable?: boolean; enabled?: boolean; visible?: boolean; opensCashDrawer?: boolean; supportsTipping?: boolean }

export interface CloverPayment {
  id?: string;
  order?: CloverRef;
  tender?: CloverTender;
  amount?: number;
  tipAmount?: number;
  taxAmount?: number;
  cashbackAmount?: number;
  cashTendered?: number;
  externalPaymentId?: string;
  note?: string;
  result?: string;
  createdTime?: number;
  clientCreatedTime?: number;
  modifiedTime?: number;
}

export interface CloverOrder {
  id?: string;
  currency?: string;
  total?: number;
  paymentState?: string;
  title?: string;
  note?: string;
  orderType?: CloverRef;
  state?: string;
  createdTime?: number;
  clientCreatedTime?: number;
  modifiedTime?: number;
  lineItems?: CloverList<CloverLineItem>;
  payments?: CloverList<CloverPayment>;
}

export interface CloverModifier { id?: string; name?: string; alternateName?: string; price?: number; available?: boolean; modifierGroup?: CloverRef; modifiedTime?: number }

export interface CloverModifierGroup {
  id?: string;
  name?: string;
  alternateName?: string;
  minRequired?: number;
  maxAllowed?: number;
  deleted?: boolean;
  modifiedTime?: number;
  modifiers?: CloverList<CloverModifier>;
}

export interface CloverItem {
  id?: string;
  name?: string;
  alternateName?: string;
  code?: string;
  sku?: string;
  price?: number;
  priceType?: string;
  cost?: number;
  isRevenue?: boolean;
  defaultTaxRates?: boolean;
  hidden?: boolean;
  available?: boolean;
  deleted?: boolean;
  modifiedTime?: number;
  modifierGroups?: CloverList<CloverRef>;
}

export interface CloverOrderType { id?: string; label?: string; labelKey?: string; isDefault?: boolean }
