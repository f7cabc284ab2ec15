/**
 * HubSpot accounts ("portals", each with a Hub ID) the emulator serves. A
 * private app's access token belongs to one account; an OAuth token reaches
 * the account of the user who installed the app. Each account has the plan
 * its rate limits come from and the company currency deals default to. The
 * first is the sandbox's demo account; the second shows tests that accounts
 * never see each other's records.
 */
import type { Account } from '../framework/kit/index.js';

export interface HubspotAccount extends Account {
  /** The Hub ID (portalId), as HubSpot numbers accounts. */
  portalId: number;
  /** A private app's access token ("pat-{region}-{uuid}"). */
  privateAppToken: string;
  /** The HubSpot user behind the private app and the OAuth consent; also an owner. */
  userId: number;
  userEmail: string;
  userFirstName: string;
  userLastName: string;
  /** The account's domain, for seeded email addresses. */
  domain: string;
  companyName: string;
  /** The account's company currency (ISO 4217). */
  currency: string;
  timeZone: string;
  /** Burst limit of private apps on the account's plan: requests per 10 seconds. */
  burstPer10Seconds: number;
  /** Daily limit of private apps on the account's plan. */
  dailyLimit: number;
}

export const HUBSPOT_DEMO_ACCOUNT: HubspotAccount = {
  id: 'hubspot-demo',
  portalId: 24681357,
  privateAppToken: 'pat-na1-5c0e9b7a-2f41-4d8e-9a63-1b7c4e2d8f90',
  userId: 71020001,
  userEmail: 'morgan.lee@acme-demo.example',
  userFirstName: 'Morgan',
  userLastName: 'Lee',
  domain: 'acme-demo.example',
  companyName: 'Acme Demo',
  currency: 'USD',
  timeZone: 'US/Eastern',
  // Professional: 190 requests per 10 seconds, 650,000 a day ("Increasing our API limits", HubSpot developer changelog).
  burstPer10Seconds: 190,
  dailyLimit: 650_000,
};

export const HUBSPOT_OTHER_ACCOUNT: HubspotAccount = {
  id: 'hubspot-other',
  portalId: 13572468,
  privateAppToken: 'pat-eu1-8d2f6a1c-7b3e-4c90-a5d4-2e9f0b1c6a73',
  userId: 71029001,
  userEmail: 'kim.novak@globex.example',
  userFirstName: 'Kim',
  userLastName: 'Novak',
  domain: 'globex.example',
  companyName: 'Globex',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  // Free and Starter: 100 requests per 10 seconds, 250,000 a day.
  burstPer10Seconds: 100,
  dailyLimit: 250_000,
};

export const HUBSPOT_ACCOUNTS: readonly HubspotAccount[] = [HUBSPOT_DEMO_ACCOUNT, HUBSPOT_OTHER_ACCOUNT];
