/**
 * Xero's chart of accounts (/Accounts: GET, PUT; GET, POST, DELETE
 * /Accounts/{AccountID}) as Xero answers it: the whole chart at once, never
 * paged (paged here); PUT takes a bare account, POST the usual wrapper.
 * What the ledger-accounts and bank-accounts collections share.
 */
import { xeroWholeDialect } from './dialect.js';

export interface XeroAccount {
  AccountID: string;
  Code?: string;
  Name?: string;
  Type?: string;
  Class?: string;
  Status?: string;
  Description?: string;
  TaxType?: string;
  BankAccountNumber?: string;
  BankAccountType?: string;
  CurrencyCode?: string;
  SystemAccount?: string;
  EnablePaymentsToAccount?: boolean;
  UpdatedDateUTC?: string;
}

export const ACCOUNTS = {
  dialect: xeroWholeDialect,
  path: '/api.xro/2.0/Accounts',
  // Writes answer Xero's own spelling of the GUID (dialect.ts, inList).
  canonicalId: true,
  listAt: 'Accounts',
  recordAt: 'Accounts.0',
  idAt: 'Accounts.0.AccountID',
  wrap: (fields: Record<string, unknown>, operation: 'add' | 'update') => (operation === 'add' ? fields : { Accounts: [fields] }),
  list: { whole: true },
  add: { method: 'PUT' },
  update: { method: 'POST' },
  delete: true,
} as const;
