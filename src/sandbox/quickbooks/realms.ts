/**
 * Who the QuickBooks Online emulator serves. In QuickBooks the tenant is a
 * company, named by its realm id in every path (/v3/company/{realmId}/…); a
 * user signs in, picks one company, and the app's tokens reach that company
 * only. The kit's account is therefore the realm.
 *
 * The demo realm keeps its books in USD with multicurrency on (customers and
 * vendors in EUR, JPY and KWD too); the other realm is a Canadian company,
 * so tests can show that a token never reaches another realm's records.
 */
import type { Account, KitContext } from '../framework/kit/index.js';

export interface QuickBooksRealm extends Account {
  /** The realmId (company id): digits, as Intuit issues them. */
  id: string;
  companyName: string;
  legalName: string;
  country: string;
  homeCurrency: string;
  /** Foreign currencies the company enabled, with the rate QuickBooks would use (home units per foreign unit). */
  exchangeRates: Readonly<Record<string, string>>;
  /** IANA zone the company keeps its times in (QuickBooks writes times with the company's offset). */
  timeZone: string;
  fiscalYearStartMonth: string;
  /** The Intuit user who connects the app (the subject of the emulator's OAuth grants). */
  userId: string;
  userEmail: string;
  userName: string;
  /**
   * A long-lived access token for this realm, standing in for the token a
   * finished OAuth sign-in would have given: the sandbox's demo connection
   * holds it, so the demo needs no consent page. Emulator only.
   */
  sandboxAccessToken: string;
  /** The app's webhook verifier token (Intuit's developer portal shows one per app; kept per realm here). */
  verifierToken: string;
}

/** A request's context in one realm (declared beside the realm so that entity.ts and book-close.ts, which use each other, both reach it). */
export type Ctx = KitContext<QuickBooksRealm>;

export const QUICKBOOKS_DEMO_REALM: QuickBooksRealm = {
  id: '9341453172510390',
  companyName: 'Larkspur Garden Supply',
  legalName: 'Larkspur Garden Supply LLC',
  country: 'US',
  homeCurrency: 'USD',
  exchangeRates: { EUR: '1.0842', JPY: '0.006721', KWD: '3.2514' },
  timeZone: 'America/Los_Angeles',
  fiscalYearStartMonth: 'January',
  userId: '9130350000000001',
  userEmail: 'morgan.hale@larkspur-demo.example',
  userName: 'Morgan Hale',
  sandboxAccessToken: 'qbo-sandbox-eyJraWQiOiJkZW1vIn0.9341453172510390.5f1d3c8a9b2e4f60a7c1d2e3f4a5b6c7',
  verifierToken: '7a1f3c9e-2b4d-4e6f-8a0c-1d3e5f7a9b2c',
};

export const QUICKBOOKS_OTHER_REALM: QuickBooksRealm = {
  id: '4620816365178350',
  companyName: 'Northwind Timber Co.',
  legalName: 'Northwind Timber Company Ltd.',
  country: 'CA',
  homeCurrency: 'CAD',
  exchangeRates: { USD: '1.3612' },
  timeZone: 'America/Toronto',
  fiscalYearStartMonth: 'April',
  userId: '9130350000000002',
  userEmail: 'priya.nair@northwind-demo.example',
  userName: 'Priya Nair',
  sandboxAccessToken: 'qbo-sandbox-eyJraWQiOiJvdGhlciJ9.4620816365178350.0a9b8c7d6e5f40312a3b4c5d6e7f8091',
  verifierToken: '3c5e7a9b-1d2f-4a6c-8e0b-2f4a6c8e0b1d',
};

export const QUICKBOOKS_REALMS: readonly QuickBooksRealm[] = [QUICKBOOKS_DEMO_REALM, QUICKBOOKS_OTHER_REALM];
