/**
 * BigCommerce's addresses in unified shape: an order's billing and shipping
 * addresses (v2: street_1, street_2, zip, country_iso2) and a customer's
 * saved ones (v3: address1, address2, postal_code, country_code), each with
 * its tax number where the store collects one as a form field (tax-numbers.ts).
 */
import { taxNumberOf } from './tax-numbers.js';
import type { BigCommerceBillingAddress, BigCommerceCustomerAddress, BigCommerceFormField } from './wire-types.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const country = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : null);

export function orderAddress(address: (BigCommerceBillingAddress & { form_fields?: BigCommerceFormField[] }) | undefined) {
  if (!address) return null;
  return {
    line1: text(address.street_1),
    line2: text(address.street_2),
    company_name: text(address.company),
    city: text(address.city),
    state: text(address.state),
    postal_code: text(address.zip),
    country: country(address.country_iso2),
    taxnumber: taxNumberOf(address.form_fields),
  };
}

/** BigCommerce keeps one kind of saved address (residential or commercial); which a customer bills to is the order's choice. */
export function customerAddress(address: BigCommerceCustomerAddress) {
  return {
    type: 'other' as const,
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
