/**
 * The conversions QuickBooks' records share, which the field-table rules
 * (rules.ts, record-fields.ts, names.ts) are made of: amounts (JSON
 * decimals) as integers in minor units of the record's currency and back,
 * exactly, through core/money.ts; references ({value, name}) as linked
 * records; addresses, phones, emails and web sites.
 */
import { fromMinorUnits, isCurrencyCode, toMinorUnits } from '../../core/money.js';
import type { Codec } from '../kit/codecs.js';
import type { Json } from './api.js';

export interface Ref {
  value: string;
  name?: string;
  type?: string;
}

/** The record's currency: its CurrencyRef, else the company's home currency (QuickBooks leaves it out without multicurrency). */
export function currencyOf(record: Json, home: string): string {
  const code = (record.CurrencyRef as Ref | undefined)?.value;
  return typeof code === 'string' && isCurrencyCode(code) ? code.toUpperCase() : home;
}

/** A QuickBooks decimal as minor units of `currency`; null when absent. */
export function minor(value: unknown, currency: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  return toMinorUnits(typeof value === 'number' ? value : String(value), currency);
}

/** Minor units as the decimal QuickBooks takes (a JSON number with the currency's digits at most). */
export function decimal(value: number, currency: string): number {
  return Number(fromMinorUnits(value, currency));
}

export function refId(ref: unknown): string | null {
  const value = (ref as Ref | undefined)?.value;
  return value === undefined || value === null ? null : String(value);
}

export function refName(ref: unknown): string | null {
  const name = (ref as Ref | undefined)?.name;
  return typeof name === 'string' ? name : null;
}

/** A reference QuickBooks takes, from a unified linked record's id (undefined when there is none). */
export function toRef(linked: { id?: unknown } | null | undefined): Ref | undefined {
  return linked && typeof linked.id === 'string' && linked.id !== '' ? { value: linked.id } : undefined;
}

export const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** PhysicalAddress fields and the unified address field each is, both ways. */
const ADDRESS_FIELDS = [
  ['Line1', 'line1'], ['Line2', 'line2'], ['Line3', 'line3'], ['Line4', 'line4'], ['Line5', 'line5'],
  ['City', 'city'], ['CountrySubDivisionCode', 'state'], ['PostalCode', 'postal_code'], ['Country', 'country'], ['County', 'county'],
] as const;

/** PhysicalAddress → unified address (the country its code where QuickBooks gives one). */
export function address(value: unknown, type: 'billing' | 'shipping' | 'primary' | 'other') {
  const addr = value as Json | undefined;
  if (!addr) return undefined;
  const lines = Object.fromEntries(ADDRESS_FIELDS.map(([qbo, field]) => [field, addr[qbo] ?? null]));
  return { id: addr.Id ?? null, type, ...lines, country: addr.CountryCode ?? addr.Country ?? null, latitude: addr.Lat ?? null, longitude: addr.Long ?? null };
}

/** Unified address → PhysicalAddress (only what was given). */
export function toAddress(value: Json | null | undefined): Json | undefined {
  if (!value) return undefined;
  return Object.fromEntries(ADDRESS_FIELDS.flatMap(([qbo, field]) => (typeof value[field] === 'string' ? [[qbo, value[field]]] : [])));
}

/** NameBase phone fields, the unified type each reads as, and the unified types each is written from (the first given). */
const PHONE_FIELDS = [
  ['PrimaryPhone', 'primary', ['primary', 'work', 'office', 'home', 'direct-dial-in', 'personal', 'billing', 'other']],
  ['AlternatePhone', 'secondary', ['secondary', 'assistant']],
  ['Mobile', 'mobile', ['mobile']],
  ['Fax', 'fax', ['fax']],
] as const;

export function phones(record: Json) {
  return PHONE_FIELDS.flatMap(([field, type]) => {
    const number = nonEmpty((record[field] as Json | undefined)?.FreeFormNumber);
    return number === null ? [] : [{ number, type }];
  });
}

export function emails(record: Json) {
  const email = nonEmpty((record.PrimaryEmailAddr as Json | undefined)?.Address);
  return email === null ? [] : [{ email, type: 'primary' as const }];
}

export function websites(record: Json) {
  const url = nonEmpty((record.WebAddr as Json | undefined)?.URI);
  return url === null ? [] : [{ url, type: 'primary' as const }];
}

/** Unified phones, emails and websites → NameBase fields (the first of each kind QuickBooks keeps). */
export function toContactFields(record: { phone_numbers?: { number: string; type?: string | null }[] | null; emails?: { email: string }[] | null; websites?: { url: string }[] | null }): Json {
  const out: Json = {};
  for (const [field, , types] of PHONE_FIELDS) {
    const phone = record.phone_numbers?.find((entry) => (types as readonly string[]).includes(entry.type ?? 'primary'));
    if (phone) out[field] = { FreeFormNumber: phone.number };
  }
  if (record.emails?.[0]) out.PrimaryEmailAddr = { Address: record.emails[0].email };
  if (record.websites?.[0]) out.WebAddr = { URI: record.websites[0].url };
  return out;
}

/** Keys whose value is undefined are left out of a write (QuickBooks' sparse update changes only what is sent). */
export function defined(record: Json): Json {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/** A linked record from a reference ({value, name}); null when there is none. */
export function linked(ref: unknown): { id: string; name: string | null } | null {
  const id = refId(ref);
  return id === null ? null : { id, name: refName(ref) };
}

/** The customer, vendor or employee a reference names ({id, display_name}); null when there is none. */
export function partyOf(ref: unknown): { id: string; display_name: string | null } | null {
  const id = refId(ref);
  return id === null ? null : { id, display_name: refName(ref) };
}

/** A class reference as the one tracking category QuickBooks keeps there; null when there is none. */
export function trackingOf(classRef: unknown): { id: string; name: string | null }[] | null {
  const category = linked(classRef);
  return category === null ? null : [category];
}

/** Text QuickBooks may send blank: blank reads as null. */
export const optionalText: Codec<string, string> = { read: nonEmpty, write: (value) => value };

/** Addresses by type: billing (or the first) → BillAddr, shipping (or the second) → ShipAddr. */
export function addressFields(addresses: readonly Json[] | null | undefined, shipping = 'ShipAddr'): Json {
  if (!addresses) return {};
  const billing = addresses.find((entry) => entry.type === 'billing') ?? addresses.find((entry) => entry.type !== 'shipping');
  const ship = addresses.find((entry) => entry.type === 'shipping');
  return defined({ BillAddr: toAddress(billing), [shipping]: toAddress(ship) });
}
