/**
 * QuickBooks' name lists: Customer, Vendor and Employee share the NameBase
 * fields and one rule ("Duplicate Name Exists Error", 6240): a DisplayName is
 * unique across all three, inactive ones included. The DisplayName defaults to
 * the person's or company's name; a name is never deleted, only made
 * inactive (`"Active": false` in an update), after which queries leave it out
 * unless they ask for `Active`, and transactions cannot name it.
 */
import { fail, type FieldTable, type StoredRecord } from '../framework/kit/index.js';
import type { Ctx } from './entity.js';
import { invalidField } from './faults.js';

export const NAME_ENTITIES = ['Customer', 'Vendor', 'Employee'] as const;

/** NameBase: the fields of every name, as the schema lists them (the ones the emulator keeps). */
export const NAME_FIELDS: FieldTable = {
  Title: { kind: 'string', maxLength: 16 },
  GivenName: { kind: 'string', maxLength: 100 },
  MiddleName: { kind: 'string', maxLength: 100 },
  FamilyName: { kind: 'string', maxLength: 100 },
  Suffix: { kind: 'string', maxLength: 16 },
  FullyQualifiedName: { kind: 'string', readOnly: true },
  CompanyName: { kind: 'string', maxLength: 100 },
  DisplayName: { kind: 'string', maxLength: 500 },
  PrintOnCheckName: { kind: 'string', maxLength: 110 },
  Active: { kind: 'boolean', default: true },
  PrimaryPhone: { kind: 'object' },
  AlternatePhone: { kind: 'object' },
  Mobile: { kind: 'object' },
  Fax: { kind: 'object' },
  PrimaryEmailAddr: { kind: 'object' },
  WebAddr: { kind: 'object' },
};

const PHONE = ['Id', 'FreeFormNumber', 'DeviceType', 'CountryCode', 'AreaCode', 'ExchangeCode', 'Extension', 'Default', 'Tag'];
const ADDRESS = ['Id', 'Line1', 'Line2', 'Line3', 'Line4', 'Line5', 'City', 'Country', 'CountryCode', 'County', 'CountrySubDivisionCode', 'PostalCode', 'PostalCodeSuffix', 'Lat', 'Long', 'Tag', 'Note'];
const OBJECT_KEYS: Readonly<Record<string, readonly string[]>> = {
  PrimaryPhone: PHONE, AlternatePhone: PHONE, Mobile: PHONE, Fax: PHONE,
  PrimaryEmailAddr: ['Id', 'Address', 'Default', 'Tag'],
  WebAddr: ['Id', 'URI', 'Default', 'Tag'],
  BillAddr: ADDRESS, ShipAddr: ADDRESS, PrimaryAddr: ADDRESS,
};

/** Phones, emails, web sites and addresses hold only the schema's properties. */
export function checkNameObjects(record: StoredRecord): void {
  for (const [field, keys] of Object.entries(OBJECT_KEYS)) {
    const value = record[field] as Record<string, unknown> | undefined | null;
    if (value === undefined || value === null) continue;
    const unknown = Object.keys(value).find((key) => !keys.includes(key));
    if (unknown !== undefined) throw invalidField(`${field}.${unknown.slice(0, 40)}`, `Property Name:${unknown.slice(0, 40)} specified is unsupported or invalid`);
    for (const [key, item] of Object.entries(value)) {
      if (item !== null && typeof item === 'object') throw invalidField(`${field}.${key}`, `${field}.${key} must be a plain value`);
    }
  }
  const email = (record.PrimaryEmailAddr as { Address?: unknown } | undefined)?.Address;
  if (email !== undefined && (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))) {
    throw invalidField('PrimaryEmailAddr.Address', 'Invalid Email Address format', '2050', 'Invalid Email Address format');
  }
}

/** The DisplayName as QuickBooks derives it, checked for uniqueness among all names. */
export function normaliseName(ctx: Ctx, record: StoredRecord): void {
  const person = [record.Title, record.GivenName, record.MiddleName, record.FamilyName, record.Suffix].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const derived = typeof record.DisplayName === 'string' && record.DisplayName.trim() !== '' ? record.DisplayName.trim() : person || (typeof record.CompanyName === 'string' ? record.CompanyName : '');
  if (derived === '') throw invalidField('DisplayName', 'A name (DisplayName, GivenName, FamilyName or CompanyName) is required', '2020', 'Required param missing, need to supply the required value for the API');
  if (derived.includes(':')) throw invalidField('DisplayName', 'DisplayName cannot contain a colon (:)', '2050', 'Invalid String');
  const wanted = derived.toLowerCase();
  for (const entity of NAME_ENTITIES) {
    const clash = ctx.tenant.table(entity).all().find((other) => other.id !== record.id && String(other.DisplayName).toLowerCase() === wanted);
    if (clash) throw fail.conflict('Duplicate Name Exists Error', { code: '6240', field: 'DisplayName', qboDetail: `The name supplied already exists. : Another ${entity.toLowerCase()} is already using this name. Please use a different name.` });
  }
  record.DisplayName = derived;
  record.FullyQualifiedName = derived;
  record.PrintOnCheckName ??= derived;
  checkNameObjects(record);
}
