/**
 * Gusto companies the emulator serves. A company is the tenant: an access
 * token is issued for one company (its `company_uuid` comes back with the
 * token), and every record lives under it. The first company is the
 * sandbox's demo; the second exists so tests can show one company's token
 * never reaches another's records.
 */
import type { Account } from '../framework/kit/index.js';

export interface GustoAccount extends Account {
  /** The company's UUID: the `company_id` of every company path. */
  companyUuid: string;
  companyName: string;
  /** The admin who consents on the OAuth page. */
  adminName: string;
  adminEmail: string;
  /** Employees the seed hires (the demo's believable company is about forty). */
  headcount: number;
}

export const GUSTO_DEMO_ACCOUNT: GustoAccount = {
  id: 'gusto-demo',
  companyUuid: 'c44d66dc-c41b-4a60-9e25-5e93ff8583f2',
  companyName: 'Acme Demo Payroll Co.',
  adminName: 'Jordan Reyes',
  adminEmail: 'jordan.reyes@acme-demo.example',
  headcount: 40,
};

export const GUSTO_OTHER_ACCOUNT: GustoAccount = {
  id: 'gusto-other',
  companyUuid: '7b1f3c52-0e8a-4d6f-b9a2-3c5d7e9f1a24',
  companyName: 'Globex Staffing LLC',
  adminName: 'Priya Raman',
  adminEmail: 'priya.raman@globex.example',
  headcount: 6,
};

export const GUSTO_ACCOUNTS: readonly GustoAccount[] = [GUSTO_DEMO_ACCOUNT, GUSTO_OTHER_ACCOUNT];
