/**
 * Pipedrive companies the emulator serves. A company is the tenant: its
 * records, its users and its daily token budget. An API token belongs to one
 * user of one company (Settings → Personal preferences → API); an OAuth grant
 * acts for the user who installed the app. The first company is the sandbox's
 * demo; the second exists so tests can show that one company never sees
 * another's records. The demo company has contact sync on, so persons carry
 * the postal address, birthday and job title Pipedrive only has with it.
 */
import type { Account } from '../framework/kit/index.js';

export interface PipedriveAccount extends Account {
  companyId: number;
  companyName: string;
  /** The subdomain of https://{companyDomain}.pipedrive.com. */
  companyDomain: string;
  /** Personal API token: 40 hexadecimal characters. */
  apiToken: string;
  /** The user the API token acts for (GET /v1/users/me). */
  userId: number;
  userName: string;
  userEmail: string;
  /** Contact sync enabled: persons have postal_address, birthday, job_title, notes and im. */
  contactSync: boolean;
  /** Requests per 2-second window for an API token on the company's plan (Professional: 80). */
  burstLimit: number;
}

export const PIPEDRIVE_DEMO_ACCOUNT: PipedriveAccount = {
  id: 'pipedrive-demo',
  companyId: 7412001,
  companyName: 'Acme Demo',
  companyDomain: 'acme-demo',
  apiToken: '5f2c9a71e4b08d3c6a1f0e9d8c7b6a5f4e3d2c1b',
  userId: 12300001,
  userName: 'Morgan Hale',
  userEmail: 'morgan.hale@acme-demo.example',
  contactSync: true,
  burstLimit: 80,
};

export const PIPEDRIVE_OTHER_ACCOUNT: PipedriveAccount = {
  id: 'pipedrive-other',
  companyId: 7412999,
  companyName: 'Globex Sales',
  companyDomain: 'globex-sales',
  apiToken: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
  userId: 12399001,
  userName: 'Priya Raman',
  userEmail: 'priya.raman@globex.example',
  contactSync: false,
  burstLimit: 20,
};

export const PIPEDRIVE_ACCOUNTS: readonly PipedriveAccount[] = [PIPEDRIVE_DEMO_ACCOUNT, PIPEDRIVE_OTHER_ACCOUNT];
