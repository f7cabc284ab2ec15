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

type Address = {
  type?: string | null;
  line1?: string | null;
  line2?: string | null;
  line3?: string | null;
  line4?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
  contact_name?: string | null;
};
type Phone = { country_code?: string | null; area_code?: string | null; number: string; type?: string | null };

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

export function addressesFrom(addresses: readonly XeroAddress[] | undefined) {
  return (addresses ?? [])
    .filter((address) => [address.AddressLine1, address.City, address.PostalCode, address.Region, address.Country].some((value) => nonEmpty(value) !== null))
    .map((address) => ({
      type: address.AddressType === 'POBOX' ? ('billing' as const) : ('primary' as const),
      line1: nonEmpty(address.AddressLine1),
      line2: nonEmpty(address.AddressLine2),
      line3: nonEmpty(address.AddressLine3),
      line4: nonEmpty(address.AddressLine4),
      city: nonEmpty(address.City),
      state: nonEmpty(address.Region),
      postal_code: nonEmpty(address.PostalCode),
      country: nonEmpty(address.Country),
      contact_name: nonEmpty(address.AttentionTo),
    }));
}

export function addressesTo(addresses: readonly (Address | null)[]): XeroAddress[] {
  return addresses.filter((address): address is Address => address !== null).map((address) => {
    const out: XeroAddress = { AddressType: address.type === 'billing' ? 'POBOX' : 'STREET' };
    const copy: Array<[keyof XeroAddress, string | null | undefined]> = [
      ['AddressLine1', address.line1], ['AddressLine2', address.line2], ['AddressLine3', address.line3], ['AddressLine4', address.line4],
      ['City', address.city], ['Region', address.state], ['PostalCode', address.postal_code], ['Country', address.country], ['AttentionTo', address.contact_name],
    ];
    for (const [field, value] of copy) if (value != null) out[field] = value;
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
