/**
 * Greenhouse organizations the emulator serves. An organization is the
 * tenant: its Harvest v3 credentials (a client id and secret made under
 * Configure → Dev Center → API Credentials) and every token issued for them
 * reach only its records. The first is the sandbox's demo; the second exists
 * so tests can show one organization's token never reaches another's.
 */
import type { Account } from '../framework/kit/index.js';

export interface GreenhouseUser {
  id: number;
  name: string;
  email: string;
}

export interface GreenhouseAccount extends Account {
  organizationName: string;
  /** The Harvest v3 (OAuth) credential of the organization's own integration (client credentials grant). */
  clientId: string;
  clientSecret: string;
  /** Users a token may act for (`sub`) and writes may name (`On-Behalf-Of`); the first signs in on the partner consent page. */
  users: readonly GreenhouseUser[];
  /** A ready access token for the sandbox's demo connection (what a client credentials exchange would give). */
  sandboxAccessToken: string;
  /** Signs the organization's web hooks (the secret key set on Configure → Dev Center → Web Hooks). */
  webhookSecretKey: string;
}

export const GREENHOUSE_DEMO_ACCOUNT: GreenhouseAccount = {
  id: 'greenhouse-demo',
  organizationName: 'Acme Demo Recruiting',
  clientId: 'gh-demo-7c2e9a41b6d84f3e',
  clientSecret: 'ghs_4f8b1d6e9a2c7f0b3e5d8a1c4f7b0e2d',
  users: [
    { id: 4080021, name: 'Morgan Ellis', email: 'morgan.ellis@acme-demo.example' },
    { id: 4080022, name: 'Sam Okafor', email: 'sam.okafor@acme-demo.example' },
  ],
  sandboxAccessToken: 'gh_sandbox_demo_5e1a9c3f7b2d4e8a6c0f1b3d5e7a9c2f',
  webhookSecretKey: 'demo-greenhouse-webhook-secret-sandbox-only',
};

export const GREENHOUSE_OTHER_ACCOUNT: GreenhouseAccount = {
  id: 'greenhouse-other',
  organizationName: 'Globex Talent',
  clientId: 'gh-other-1b3d5f7a9c2e4f60',
  clientSecret: 'ghs_9e7c5a3f1d8b6e4c2a0f9d7b5e3c1a8f',
  users: [{ id: 5120001, name: 'Priya Raman', email: 'priya.raman@globex.example' }],
  sandboxAccessToken: 'gh_sandbox_other_8d6b4f2a0e9c7a5f3d1b8e6c4a2f0d9b',
  webhookSecretKey: 'other-greenhouse-webhook-secret-sandbox-only',
};

export const GREENHOUSE_ACCOUNTS: readonly GreenhouseAccount[] = [GREENHOUSE_DEMO_ACCOUNT, GREENHOUSE_OTHER_ACCOUNT];
