/**
 * Ledger accounts ← Xero's chart of accounts (accounts.ts; ledger-account-fields.ts
 * maps them). Filters: name, classification, status (where clauses),
 * updated_since (If-Modified-Since); sort: updated_at.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { ledgerAccounts } from '../../unified/accounting/ledger-accounts.js';
import { collection } from '../kit/index.js';
import { ACCOUNTS } from './accounts.js';
import { where } from './dialect.js';
import { ledgerAccountFields } from './ledger-account-fields.js';
import { equals } from './where.js';

export const xeroLedgerAccounts = collection(ledgerAccounts, {
  ...ACCOUNTS,
  what: 'account',
  fields: ledgerAccountFields,
  filters: {
    name: where.equals('Name'),
    classification: (value) => ({ where: equals('Class', String(value).toUpperCase()) }),
    status: (value) => ({ where: equals('Status', value === 'active' ? 'ACTIVE' : 'ARCHIVED') }),
    updated_since: where.modified,
  },
  hooks: {
    beforeWrite(_ctx, { operation, body }) {
      if (operation === 'add' && (body as { Type?: unknown }).Type === undefined) {
        throw new ApiError('RequestValidationError', { message: 'Xero needs the type of a new account: a unified `type`, or one of Xero\'s types as `sub_type`', detail: { type: 'required' } });
      }
      return body;
    },
  },
});
