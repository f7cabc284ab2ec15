/**
 * Xero's chart of accounts (/Accounts: GET, PUT; GET, POST, DELETE
 * /Accounts/{AccountID}) as Xero answers it: the whole chart at once, never
 * paged (paged here); PUT takes a bare account, POST the usual wrapper.
 * What the ledger-accounts and bank-accounts collections share.
 */
import { xeroRecords, xeroWholeDialect } from './dialect.js';

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

const records = xeroRecords<XeroAccount>('Accounts', 'AccountID');
export const ACCOUNTS = {
  ...records,
  dialect: xeroWholeDialect,
  wrap: (fields: Record<string, unknown>, operation: 'add' | 'update') => (operation === 'add' ? fields : records.wrap(fields)),
  list: { whole: true },
  delete: true,
} as const;
