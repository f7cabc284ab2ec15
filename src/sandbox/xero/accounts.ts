/**
 * Who the Xero emulator serves. In Xero the tenant is an organisation; a
 * user signs in and connects an app to one or more of their organisations,
 * so one access token reaches several tenants and every call names the one
 * it is for in the `xero-tenant-id` header. The kit's account is therefore
 * the organisation (state is per organisation), and users are listed beside
 * them with the organisations they connected.
 *
 * The demo user reaches two organisations, one of them in a zero-decimal
 * currency (JPY); the other user reaches a third, so tests can show that a
 * token never reaches an organisation its user did not connect.
 */
import type { Account } from '../framework/kit/index.js';

export interface XeroOrganisation extends Account {
  /** The OrganisationID, which is also the tenantId of its connections. */
  id: string;
  name: string;
  legalName: string;
  /** Xero's short code of the organisation ("!k3Bz1"), used in deep links. */
  shortCode: string;
  baseCurrency: string;
  /** Currencies the organisation has enabled besides its base currency, with the rate Xero would use (units of it per base unit). */
  foreignCurrencies: Readonly<Record<string, number>>;
  countryCode: string;
  /** Xero's version of the organisation, which decides its tax system. */
  version: 'US' | 'NZ' | 'GLOBAL' | 'AU' | 'UK';
  timezone: string;
  financialYearEnd: { day: number; month: number };
  /** When the organisation was created in Xero (ISO 8601, UTC). */
  createdAt: string;
  /** Its sales tax or GST registration number. */
  taxNumber: string;
  /** Xero's period lock date (YYYY-MM-DD): postings on or before it are refused (lock-dates.ts). */
  periodLockDate?: string;
  /** Xero's end-of-year lock date (YYYY-MM-DD): the books are closed up to it. */
  endOfYearLockDate?: string;
}

export interface XeroUser {
  /** Xero's user id: the subject of the user's OAuth grants. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The organisations the user connected the app to. */
  organisations: readonly string[];
  /**
   * A long-lived access token for this user's connections, standing in for
   * the token a finished OAuth sign-in would have given: the sandbox's demo
   * connection holds it, so the demo needs no consent page. Emulator only.
   */
  sandboxAccessToken: string;
}

export const XERO_DEMO_ORGANISATION: XeroOrganisation = {
  id: '6a2f1c8e-4b7d-4f21-9c3a-5d8e7f1a2b3c',
  name: 'Harbour Lane Supplies (US)',
  legalName: 'Harbour Lane Supplies Inc.',
  shortCode: '!h4Lq2',
  baseCurrency: 'USD',
  foreignCurrencies: { EUR: 0.9213, GBP: 0.7841, KWD: 0.3071 },
  countryCode: 'US',
  version: 'US',
  timezone: 'PACIFICSTANDARDTIME',
  financialYearEnd: { day: 31, month: 12 },
  createdAt: '2021-03-15T09:30:00Z',
  taxNumber: '93-4417820',
  // Years up to 2022 closed, the first five months of 2023 locked; the seed's documents are all later.
  endOfYearLockDate: '2022-12-31',
  periodLockDate: '2023-05-31',
};

export const XERO_JPY_ORGANISATION: XeroOrganisation = {
  id: 'c7d3e9a1-2f5b-4e8c-a6d0-9b1f3e5c7a92',
  name: 'Sakura Craft Trading KK',
  legalName: 'Sakura Craft Trading Kabushiki Kaisha',
  shortCode: '!s8Kt5',
  baseCurrency: 'JPY',
  foreignCurrencies: { USD: 0.006711 },
  countryCode: 'JP',
  version: 'GLOBAL',
  timezone: 'TOKYOSTANDARDTIME',
  financialYearEnd: { day: 31, month: 3 },
  createdAt: '2022-06-01T00:00:00Z',
  taxNumber: 'T4010401098812',
  // The fiscal year to March 2023 closed; nothing locked since.
  endOfYearLockDate: '2023-03-31',
};

export const XERO_OTHER_ORGANISATION: XeroOrganisation = {
  id: '0e9f8a7b-6c5d-4a3b-8c1d-2e3f4a5b6c7d',
  name: 'Kowhai Outdoor Ltd',
  legalName: 'Kowhai Outdoor Limited',
  shortCode: '!k0W7p',
  baseCurrency: 'NZD',
  foreignCurrencies: { AUD: 0.9102 },
  countryCode: 'NZ',
  version: 'NZ',
  timezone: 'NEWZEALANDSTANDARDTIME',
  financialYearEnd: { day: 31, month: 3 },
  createdAt: '2020-09-10T22:00:00Z',
  taxNumber: '123-456-789',
};

export const XERO_ORGANISATIONS: readonly XeroOrganisation[] = [XERO_DEMO_ORGANISATION, XERO_JPY_ORGANISATION, XERO_OTHER_ORGANISATION];

export const XERO_DEMO_USER: XeroUser = {
  id: 'b5e1d2c3-7a8f-4d6e-9b0a-1c2d3e4f5a6b',
  email: 'mara.quinlan@harbourlane.example',
  firstName: 'Mara',
  lastName: 'Quinlan',
  organisations: [XERO_DEMO_ORGANISATION.id, XERO_JPY_ORGANISATION.id],
  sandboxAccessToken: 'xero-sandbox.eyJzdWIiOiJiNWUxZDJjMyJ9.Hq3v9TzL1mN8pR4sW6yB2cD5fG7hJ0kA',
};

export const XERO_OTHER_USER: XeroUser = {
  id: '4c3b2a19-8f7e-4d6c-a5b4-3a2b1c0d9e8f',
  email: 'tane.walker@kowhai.example',
  firstName: 'Tane',
  lastName: 'Walker',
  organisations: [XERO_OTHER_ORGANISATION.id],
  sandboxAccessToken: 'xero-sandbox.eyJzdWIiOiI0YzNiMmExOSJ9.Zp8x2Qw4Er6Ty1Ui3Op5As7Df9Gh0JkL',
};

export const XERO_USERS: readonly XeroUser[] = [XERO_DEMO_USER, XERO_OTHER_USER];

export function userWithId(id: string): XeroUser | undefined {
  return XERO_USERS.find((user) => user.id === id);
}
