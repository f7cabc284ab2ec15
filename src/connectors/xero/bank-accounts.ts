/**
 * Bank accounts ← the accounts of Xero's chart of type BANK (accounts.ts;
 * bank-account-fields.ts maps them): an account of another type is 404.
 * Filters: name, account_type, status; sort: updated_at.
 */
import { bankAccounts } from '../../unified/accounting/bank-accounts.js';
import { collection } from '../kit/index.js';
import { ACCOUNTS, type XeroAccount } from './accounts.js';
import { bankAccountFields, KINDS } from './bank-account-fields.js';
import { where } from './dialect.js';

/** Kinds Xero does not tell apart (savings, cash...) match none of its accounts. */
const kindClause = (type: unknown) => `BankAccountType=="${Object.keys(KINDS).find((key) => KINDS[key] === type) ?? 'NONE'}"`;

export const xeroBankAccounts = collection(bankAccounts, {
  ...ACCOUNTS,
  downstream: { id: 'Accounts', name: 'Accounts (type BANK)' },
  what: 'bank account',
  fields: bankAccountFields,
  wrap: (fields, operation) => (operation === 'add' ? { Type: 'BANK', BankAccountType: 'BANK', ...fields } : { Accounts: [fields] }),
  listQuery: { where: ['Type=="BANK"'] },
  only: (account: XeroAccount) => (account as XeroAccount | undefined)?.Type === 'BANK',
  filters: {
    name: where.equals('Name'),
    account_type: (type) => ({ where: kindClause(type) }),
    status: (status) => ({ where: status === 'active' ? 'Status=="ACTIVE"' : 'Status=="ARCHIVED"' }),
  },
});
