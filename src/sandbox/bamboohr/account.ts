/**
 * The BambooHR companies the emulator serves. A company is reached at its own
 * host, `https://{companyDomain}.bamboohr.com`, with an API key as the HTTP
 * Basic user (any password; BambooHR's docs use "x"). Both keys are public on
 * purpose: the emulator only listens on loopback and holds made-up people.
 */
import type { Account } from '../framework/kit/index.js';

export interface BambooHRAccount extends Account {
  companyDomain: string;
  apiKey: string;
  legalName: string;
  displayName: string;
}

export const BAMBOOHR_DEMO_ACCOUNT: BambooHRAccount = {
  id: 'acme-demo',
  companyDomain: 'acme-demo',
  apiKey: 'b4f1d2c9e8a7465f9e0c3b2a1d4e5f60718293a4',
  legalName: 'Acme Robotics, Inc.',
  displayName: 'Acme Robotics',
};

/** A second company, so tests can show one key never reaches another company's people. */
export const BAMBOOHR_OTHER_ACCOUNT: BambooHRAccount = {
  id: 'globex',
  companyDomain: 'globex',
  apiKey: '0f9e8d7c6b5a49382716a5b4c3d2e1f0a9b8c7d6',
  legalName: 'Globex Corporation',
  displayName: 'Globex',
};

export const BAMBOOHR_ACCOUNTS: readonly BambooHRAccount[] = [BAMBOOHR_DEMO_ACCOUNT, BAMBOOHR_OTHER_ACCOUNT];
