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

/** Zoho's address fields and the unified field each is, in the order a unified address lists them. */
const FIELDS = [
  ['address', 'line1'], ['street2', 'line2'], ['city', 'city'], ['state', 'state'], ['zip', 'postal_code'],
  ['country', 'country'], ['attention', 'contact_name'], ['phone', 'phone_number'], ['fax', 'fax'],
] as const;

export type ZohoAddress = Partial<Record<(typeof FIELDS)[number][0], string>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function fromZohoAddress(address: ZohoAddress | null | undefined, type: 'billing' | 'shipping'): UnifiedAddress | null {
  if (!address) return null;
  const unified: UnifiedAddress = { type, ...Object.fromEntries(FIELDS.map(([zoho, field]) => [field, text(address[zoho])])) };
  return Object.entries(unified).some(([key, value]) => key !== 'type' && value !== null) ? unified : null;
}

/** The fields of a unified address Zoho keeps; only those given, so an update changes what the caller named. */
export function toZohoAddress(address: UnifiedAddress): ZohoAddress {
  // A platform's one-string address (no line1) is Zoho's first line.
  const given = { ...address, line1: address.line1 ?? address.string };
  return Object.fromEntries(FIELDS.flatMap(([zoho, field]) => (given[field] === undefined ? [] : [[zoho, given[field] ?? '']])));
}
