/**
 * Zoho's address object (contacts, sales orders, invoices) both ways:
 * `attention` ↔ contact_name, `address` ↔ line1, `street2` ↔ line2, `city`,
 * `state`, `zip` ↔ postal_code, `country` (Zoho's own text, "U.S.A", passed
 * through as it is), `phone` ↔ phone_number, `fax`. An address with nothing
 * in it is no address.
 */
import type { Static } from 'typebox';
import type { Address } from '../../unified/common/models.js';

export type UnifiedAddress = Static<typeof Address>;

export interface ZohoAddress {
  attention?: string;
  address?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
  fax?: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function fromZohoAddress(address: ZohoAddress | null | undefined, type: 'billing' | 'shipping'): UnifiedAddress | null {
  if (!address) return null;
  const unified: UnifiedAddress = {
    type,
    line1: text(address.address),
    line2: text(address.street2),
    city: text(address.city),
    state: text(address.state),
    postal_code: text(address.zip),
    country: text(address.country),
    contact_name: text(address.attention),
    phone_number: text(address.phone),
    fax: text(address.fax),
  };
  return Object.entries(unified).some(([key, value]) => key !== 'type' && value !== null) ? unified : null;
}

/** The fields of a unified address Zoho keeps; only those given, so an update changes what the caller named. */
export function toZohoAddress(address: UnifiedAddress): ZohoAddress {
  const out: Record<string, string> = {};
  const put = (key: keyof ZohoAddress, value: string | null | undefined) => {
    if (value !== undefined) out[key] = value ?? '';
  };
  put('attention', address.contact_name);
  put('address', address.line1 ?? address.string);
  put('street2', address.line2);
  put('city', address.city);
  put('state', address.state);
  put('zip', address.postal_code);
  put('country', address.country);
  put('phone', address.phone_number);
  put('fax', address.fax);
  return out;
}
