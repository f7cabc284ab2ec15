/**
 * Customers, vendors and employees share QuickBooks' NameBase: a person's
 * title, given, middle and family names and suffix, a company name, the
 * DisplayName (unique across the three lists), phones, email and web site,
 * and Active. This is that part of their mapping, both ways.
 */
import type { Json } from './api.js';
import { defined, emails, nonEmpty, phones, toContactFields, websites } from './mapping.js';

type Unified = Record<string, any>;

export function personFields(record: Json) {
  return {
    display_name: record.DisplayName ?? null,
    company_name: nonEmpty(record.CompanyName),
    title: nonEmpty(record.Title),
    first_name: nonEmpty(record.GivenName),
    middle_name: nonEmpty(record.MiddleName),
    last_name: nonEmpty(record.FamilyName),
    suffix: nonEmpty(record.Suffix),
    individual: nonEmpty(record.CompanyName) === null,
    phone_numbers: phones(record),
    emails: emails(record),
    websites: websites(record),
    status: (record.Active === false ? 'inactive' : 'active') as 'active' | 'inactive',
  };
}

export function toPersonFields(record: Unified): Json {
  return defined({
    DisplayName: record.display_name ?? undefined,
    CompanyName: record.company_name ?? undefined,
    Title: record.title ?? undefined,
    GivenName: record.first_name ?? undefined,
    MiddleName: record.middle_name ?? undefined,
    FamilyName: record.last_name ?? undefined,
    Suffix: record.suffix ?? undefined,
    ...toContactFields(record),
  });
}
