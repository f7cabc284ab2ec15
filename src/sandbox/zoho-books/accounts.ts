/**
 * Who the Zoho Books emulator serves. In Zoho Books a business is an
 * organization ("Introduction → Organization ID", zoho.com/books/api/v3):
 * each has its own id, base currency, time zone and books, and a user who
 * belongs to several reaches all of them with one access token, naming the
 * one a call is for in the `organization_id` query parameter. The kit's
 * account is therefore the organization (state is per organization), and
 * users are listed beside them with the organizations they belong to.
 *
 * The demo user belongs to three organizations: one in US dollars, one in
 * yen (no minor unit) and one in Kuwaiti dinars (three decimals, Zoho's
 * `price_precision` 3), so amounts can be checked in all three; the other
 * user belongs to a fourth, which the demo user's token never reaches.
 */
import type { Account } from '../framework/kit/index.js';

export interface ZohoOrganization extends Account {
  /** organization_id: digits, as Zoho's are. */
  id: string;
  name: string;
  contactName: string;
  email: string;
  currencyCode: string;
  currencyId: string;
  currencySymbol: string;
  /** Decimals of amounts (Zoho's `price_precision`): 2, 0 for JPY, 3 for KWD. */
  pricePrecision: number;
  /** Zoho's short time zone name and the fixed offset the emulator writes times with. */
  timeZone: string;
  utcOffsetMinutes: number;
  /** 0 = January, as Zoho counts `fiscal_year_start_month`. */
  fiscalYearStartMonth: number;
  country: string;
  /** The plan decides the daily API call limit (rate-limits.ts). */
  plan: 'free' | 'standard' | 'professional' | 'premium';
  accountCreatedDate: string;
  /** Leading digits of the organization's record ids (Zoho's ids are long digit strings). */
  idPrefix: string;
}

export interface ZohoUser {
  /** Zoho's user id (ZUID): the subject of the user's OAuth grants. */
  id: string;
  email: string;
  name: string;
  /** The organizations the user belongs to; the first is their default. */
  organizations: readonly string[];
  /**
   * A long-lived access token standing in for the token a finished OAuth
   * sign-in would give: the sandbox's demo connection holds it, so the demo
   * needs no consent page. Emulator only.
   */
  sandboxAccessToken: string;
}

export const ZOHO_DEMO_ORGANIZATION: ZohoOrganization = {
  id: '10234695',
  name: 'Lakeside Provisions Inc.',
  contactName: 'Nora Lindqvist',
  email: 'nora@lakeside-provisions.example',
  currencyCode: 'USD',
  currencyId: '460000000000097',
  currencySymbol: '$',
  pricePrecision: 2,
  timeZone: 'PST',
  utcOffsetMinutes: -480,
  fiscalYearStartMonth: 0,
  country: 'U.S.A',
  plan: 'professional',
  accountCreatedDate: '2021-02-18',
  idPrefix: '4600000',
};

export const ZOHO_JPY_ORGANIZATION: ZohoOrganization = {
  id: '10234712',
  name: 'Kumo Ceramics KK',
  contactName: 'Haruto Sato',
  email: 'haruto@kumo-ceramics.example',
  currencyCode: 'JPY',
  currencyId: '470000000000123',
  currencySymbol: '¥',
  pricePrecision: 0,
  timeZone: 'JST',
  utcOffsetMinutes: 540,
  fiscalYearStartMonth: 3,
  country: 'Japan',
  plan: 'standard',
  accountCreatedDate: '2022-04-01',
  idPrefix: '4700000',
};

export const ZOHO_KWD_ORGANIZATION: ZohoOrganization = {
  id: '10234788',
  name: 'Gulf Harbour Trading WLL',
  contactName: 'Yousef Al-Sabah',
  email: 'yousef@gulf-harbour.example',
  currencyCode: 'KWD',
  currencyId: '480000000000114',
  currencySymbol: 'KD',
  pricePrecision: 3,
  timeZone: 'AST',
  utcOffsetMinutes: 180,
  fiscalYearStartMonth: 0,
  country: 'Kuwait',
  plan: 'premium',
  accountCreatedDate: '2023-01-10',
  idPrefix: '4800000',
};

export const ZOHO_OTHER_ORGANIZATION: ZohoOrganization = {
  id: '10234801',
  name: 'Fjord Bikes AS',
  contactName: 'Ingrid Berg',
  email: 'ingrid@fjord-bikes.example',
  currencyCode: 'EUR',
  currencyId: '490000000000042',
  currencySymbol: '€',
  pricePrecision: 2,
  timeZone: 'CET',
  utcOffsetMinutes: 60,
  fiscalYearStartMonth: 0,
  country: 'Norway',
  plan: 'free',
  accountCreatedDate: '2020-09-10',
  idPrefix: '4900000',
};

export const ZOHO_ORGANIZATIONS: readonly ZohoOrganization[] = [ZOHO_DEMO_ORGANIZATION, ZOHO_JPY_ORGANIZATION, ZOHO_KWD_ORGANIZATION, ZOHO_OTHER_ORGANIZATION];

export const ZOHO_DEMO_USER: ZohoUser = {
  id: '712345001',
  email: 'nora@lakeside-provisions.example',
  name: 'Nora Lindqvist',
  organizations: [ZOHO_DEMO_ORGANIZATION.id, ZOHO_JPY_ORGANIZATION.id, ZOHO_KWD_ORGANIZATION.id],
  sandboxAccessToken: '1000.5f2c8e1a9b7d4c3e6f0a1b2c3d4e5f60.9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
};

export const ZOHO_OTHER_USER: ZohoUser = {
  id: '712345002',
  email: 'ingrid@fjord-bikes.example',
  name: 'Ingrid Berg',
  organizations: [ZOHO_OTHER_ORGANIZATION.id],
  sandboxAccessToken: '1000.0e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b.1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c',
};

export const ZOHO_USERS: readonly ZohoUser[] = [ZOHO_DEMO_USER, ZOHO_OTHER_USER];

export function organizationById(id: string): ZohoOrganization | undefined {
  return ZOHO_ORGANIZATIONS.find((organization) => organization.id === id);
}
