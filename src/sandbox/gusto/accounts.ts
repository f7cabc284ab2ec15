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
  /** The admin's user UUID (`resource_owner` of the company's tokens). */
  adminUuid: string;
  /**
   * An access token of this company issued outside the emulator's consent
   * page, as Gusto hands one out with a partner-managed company
   * (POST /v1/partner_managed_companies answers the company's tokens): the
   * demo connection's, so the sandbox works before anyone signs in.
   */
  sandboxAccessToken: string;
  /** Employees the seed hires (the demo's believable company is about forty). */
  headcount: number;
}

export const GUSTO_DEMO_ACCOUNT: GustoAccount = {
  id: 'gusto-demo',
  companyUuid: 'c44d66dc-c41b-4a60-9e25-5e93ff8583f2',
  companyName: 'Acme Demo Payroll Co.',
  adminName: 'Jordan Reyes',
  adminEmail: 'jordan.reyes@acme-demo.example',
  adminUuid: '5f0c9a7e-2b1d-4c8e-9a36-7d4e1f2b8c60',
  sandboxAccessToken: 'gusto-sandbox-Qw8rT2yU6iO0pA4sD8fG2hJ6kL0zX4cV8bN2mQ6wE0r',
  headcount: 40,
};

export const GUSTO_OTHER_ACCOUNT: GustoAccount = {
  id: 'gusto-other',
  companyUuid: '7b1f3c52-0e8a-4d6f-b9a2-3c5d7e9f1a24',
  companyName: 'Globex Staffing LLC',
  adminName: 'Priya Raman',
  adminEmail: 'priya.raman@globex.example',
  adminUuid: '0d3e6f9a-1c4b-4e7d-8a2f-5b9c3e6d1f47',
  sandboxAccessToken: 'gusto-sandbox-Lp3kJ7hG1fD5sA9zX3cV7bN1mQ5wE9rT3yU7iO1pA5',
  headcount: 6,
};

export const GUSTO_ACCOUNTS: readonly GustoAccount[] = [GUSTO_DEMO_ACCOUNT, GUSTO_OTHER_ACCOUNT];

/**
 * The sandbox application's system access token (what POST /oauth/token with
 * grant_type=system_access answers at Gusto, https://docs.gusto.com/embedded-payroll/docs/system-access):
 * application-level, so it reaches webhook subscriptions and no company's
 * records. The demo connection carries it as its `system_access_token`.
 */
export const GUSTO_SYSTEM_ACCESS_TOKEN = 'gusto-sandbox-system-Vb7nM3kQ9wR1tY5uI8oP2aS6dF4gH0jL';
