/**
 * BigCommerce's addresses in unified shape: an order's billing and shipping
 * addresses (v2: street_1, street_2, zip, country_iso2) and a customer's
 * saved ones (v3: address1, address2, postal_code, country_code). A saved
 * address carries its tax number where the store collects one as a form
 * field (tax-numbers.ts); the unified order's addresses have no such field.
 */
import type { Static } from 'typebox';
import type { EcommerceCustomer } from '../../unified/ecommerce/customers.js';
import type { EcommerceAddress } from '../../unified/ecommerce/shared/parts.js';
import { taxNumberOf } from './tax-numbers.js';
import type { BigCommerceBillingAddress, BigCommerceCustomerAddress } from './wire-types.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const country = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null);

type CustomerAddress = NonNullable<Static<typeof EcommerceCustomer>['addresses']>[number];

export function orderAddress(address: BigCommerceBillingAddress | undefined): Static<typeof EcommerceAddress> | null {
  if (!address) return null;
  return {
    line1: text(address.street_1),
    line2: text(address.street_2),
    company_name: text(address.company),
    city: text(address.city),
    state: text(address.state),
    postal_code: text(address.zip),
    country: country(address.country_iso2),
  };
}

/** BigCommerce keeps one kind of saved address (residential or commercial); which a customer bills to is the order's choice. */
export function customerAddress(address: BigCommerceCustomerAddress): CustomerAddress {
  return {
    type: 'other',
    id: String(address.id),
    line1: text(address.address1),
    line2: text(address.address2),
    city: text(address.city),
    state: text(address.state_or_province),
    postal_code: text(address.postal_code),
    country: country(address.country_code),
    taxnumber: taxNumberOf(address.form_fields),
  };
}

export const nonEmpty = text;
