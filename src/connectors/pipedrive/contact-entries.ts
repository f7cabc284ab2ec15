/**
 * Emails, phone numbers and addresses between the unified models and
 * Pipedrive's `{value, primary, label}` lists and address objects.
 *
 * Pipedrive labels emails work, home or other and phones work, home, mobile
 * or other, with one entry primary. Read: the primary entry first, labels as
 * the unified types (home email → personal). Write: the entry typed
 * "primary" (else the first) becomes Pipedrive's primary; types without a
 * Pipedrive label are written as "other".
 *
 * An address is one object in Pipedrive: the whole address as typed
 * (`value`) and its parts (street number, route, locality, admin areas,
 * country, postal code), mapped to string, street_number, line1, city, state,
 * county, country and postal_code. Pipedrive writes the country as a name,
 * which is answered as it is.
 */
import { phoneText, primaryOf } from '../framework/person-fields.js';

export interface PipedriveEntry {
  value: string;
  primary?: boolean;
  label?: string;
}

export interface PipedriveAddress {
  value?: string | null;
  street_number?: string | null;
  route?: string | null;
  sublocality?: string | null;
  locality?: string | null;
  admin_area_level_1?: string | null;
  admin_area_level_2?: string | null;
  country?: string | null;
  postal_code?: string | null;
  formatted_address?: string | null;
}

interface UnifiedEmail { email: string; type?: string | null; id?: string | null }
interface UnifiedPhone { number: string; type?: string | null; country_code?: string | null; area_code?: string | null; extension?: string | null; id?: string | null }
export interface UnifiedAddress {
  type?: string | null; string?: string | null; line1?: string | null; line2?: string | null; street_number?: string | null; city?: string | null;
  state?: string | null; county?: string | null; postal_code?: string | null; country?: string | null;
}

const EMAIL_TYPE_OF_LABEL: Record<string, 'work' | 'personal' | 'other'> = { work: 'work', home: 'personal', other: 'other' };
const EMAIL_LABEL_OF_TYPE: Record<string, string> = { work: 'work', primary: 'work', personal: 'home' };
const PHONE_TYPE_OF_LABEL: Record<string, 'work' | 'home' | 'mobile' | 'other'> = { work: 'work', home: 'home', mobile: 'mobile', other: 'other' };
const PHONE_LABEL_OF_TYPE: Record<string, string> = { work: 'work', primary: 'work', office: 'work', 'direct-dial-in': 'work', home: 'home', personal: 'home', mobile: 'mobile' };

const primaryFirst = (entries: readonly PipedriveEntry[] | null | undefined) =>
  [...(entries ?? [])].filter((entry) => typeof entry.value === 'string' && entry.value.trim() !== '').sort((a, b) => Number(b.primary === true) - Number(a.primary === true));

export function readEmails(entries: readonly PipedriveEntry[] | null | undefined) {
  return primaryFirst(entries).map((entry) => ({ email: entry.value, type: EMAIL_TYPE_OF_LABEL[entry.label ?? ''] ?? 'other' }));
}

export function readPhones(entries: readonly PipedriveEntry[] | null | undefined) {
  return primaryFirst(entries).map((entry) => ({ number: entry.value, type: PHONE_TYPE_OF_LABEL[entry.label ?? ''] ?? 'other' }));
}

function written<T extends { type?: string | null }>(items: readonly T[], text: (item: T) => string, label: (item: T) => string): PipedriveEntry[] {
  const primary = primaryOf(items);
  return items.map((item) => ({ value: text(item), primary: item === primary, label: label(item) }));
}

export function writeEmails(emails: readonly UnifiedEmail[]): PipedriveEntry[] {
  return written(emails, (email) => email.email, (email) => EMAIL_LABEL_OF_TYPE[email.type ?? 'work'] ?? 'other');
}

export function writePhones(phones: readonly UnifiedPhone[]): PipedriveEntry[] {
  return written(phones, (phone) => phoneText(phone), (phone) => PHONE_LABEL_OF_TYPE[phone.type ?? 'work'] ?? 'other');
}

/** The parts of an address: unified name → Pipedrive's. */
const ADDRESS_PARTS = {
  street_number: 'street_number', line1: 'route', city: 'locality', state: 'admin_area_level_1', county: 'admin_area_level_2',
  postal_code: 'postal_code', country: 'country',
} as const;
const parts = Object.entries(ADDRESS_PARTS) as [keyof typeof ADDRESS_PARTS, (typeof ADDRESS_PARTS)[keyof typeof ADDRESS_PARTS]][];

/** Pipedrive's address as one unified address; none when it has no value. */
export function readAddress(address: PipedriveAddress | null | undefined, type: 'primary' | 'office' = 'primary') {
  if (!address || !(address.value ?? address.formatted_address)) return [];
  const read = Object.fromEntries(parts.map(([unified, part]) => [unified, address[part] ?? null])) as Record<keyof typeof ADDRESS_PARTS, string | null>;
  return [{ type, string: address.formatted_address ?? address.value ?? null, ...read }];
}

/** The first unified address as Pipedrive's; null clears it. */
export function writeAddress(addresses: readonly UnifiedAddress[]): PipedriveAddress | null {
  const address = addresses[0];
  if (!address) return null;
  const street = [address.street_number, address.line1].filter((part) => part).join(' ');
  const composed = [street, address.line2, address.city, [address.state, address.postal_code].filter((part) => part).join(' '), address.country]
    .filter((part) => typeof part === 'string' && part.trim() !== '').join(', ');
  const written = Object.fromEntries(parts.map(([unified, part]) => [part, address[unified] ?? null]));
  return { value: address.string ?? (composed === '' ? null : composed), ...written };
}
