/**
 * The parts of a Xero contact that become lists in the unified model, both
 * ways: Addresses, Phones (Xero always lists its four, so empty ones are
 * left out), the one EmailAddress and Website.
 */

export interface XeroAddress {
  AddressType?: string;
  AddressLine1?: string;
  AddressLine2?: string;
  AddressLine3?: string;
  AddressLine4?: string;
  City?: string;
  Region?: string;
  PostalCode?: string;
  Country?: string;
  AttentionTo?: string;
}

export interface XeroPhone {
  PhoneType?: string;
  PhoneNumber?: string;
  PhoneAreaCode?: string;
  PhoneCountryCode?: string;
}

/** Xero's address fields and the unified ones, in the unified record's order. */
const ADDRESS_FIELDS = [
  ['AddressLine1', 'line1'], ['AddressLine2', 'line2'], ['AddressLine3', 'line3'], ['AddressLine4', 'line4'],
  ['City', 'city'], ['Region', 'state'], ['PostalCode', 'postal_code'], ['Country', 'country'], ['AttentionTo', 'contact_name'],
] as const;
type Lines = { [K in (typeof ADDRESS_FIELDS)[number][1]]: string | null };
type Address = { type?: string | null } & Partial<Lines>;
type Phone = { country_code?: string | null; area_code?: string | null; number: string; type?: string | null };

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

export function addressesFrom(addresses: readonly XeroAddress[] | undefined) {
  return (addresses ?? [])
    .filter((address) => [address.AddressLine1, address.City, address.PostalCode, address.Region, address.Country].some((value) => nonEmpty(value) !== null))
    .map((address) => ({
      type: address.AddressType === 'POBOX' ? ('billing' as const) : ('primary' as const),
      ...(Object.fromEntries(ADDRESS_FIELDS.map(([xero, unified]) => [unified, nonEmpty(address[xero])])) as Lines),
    }));
}

export function addressesTo(addresses: readonly (Address | null)[]): XeroAddress[] {
  return addresses.filter((address): address is Address => address !== null).map((address) => {
    const out: XeroAddress = { AddressType: address.type === 'billing' ? 'POBOX' : 'STREET' };
    for (const [xero, unified] of ADDRESS_FIELDS) if (address[unified] != null) out[xero] = address[unified];
    return out;
  });
}

const PHONE_TYPES: Readonly<Record<string, string>> = { DEFAULT: 'primary', DDI: 'direct-dial-in', MOBILE: 'mobile', FAX: 'fax', OFFICE: 'office' };
const XERO_PHONE_TYPES: Readonly<Record<string, string>> = { primary: 'DEFAULT', 'direct-dial-in': 'DDI', mobile: 'MOBILE', fax: 'FAX', office: 'OFFICE' };

export function phonesFrom(phones: readonly XeroPhone[] | undefined) {
  return (phones ?? [])
    .filter((phone) => nonEmpty(phone.PhoneNumber) !== null)
    .map((phone) => ({
      country_code: nonEmpty(phone.PhoneCountryCode),
      area_code: nonEmpty(phone.PhoneAreaCode),
      number: phone.PhoneNumber as string,
      type: (PHONE_TYPES[phone.PhoneType ?? ''] ?? 'other') as 'primary',
    }));
}

export function phonesTo(phones: readonly Phone[]): XeroPhone[] {
  return phones.map((phone) => ({
    PhoneType: XERO_PHONE_TYPES[phone.type ?? 'primary'] ?? 'DEFAULT',
    PhoneNumber: phone.number,
    ...(phone.area_code != null ? { PhoneAreaCode: phone.area_code } : {}),
    ...(phone.country_code != null ? { PhoneCountryCode: phone.country_code } : {}),
  }));
}

/** Xero's one email address, when it is one (an answer carries only valid addresses). */
export function emailsFrom(email: string | undefined) {
  return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? [{ email, type: 'primary' as const }] : [];
}

export function websitesFrom(website: string | undefined) {
  return website ? [{ url: website, type: 'primary' as const }] : [];
}
