/**
 * Account (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/account):
 * the chart of accounts. A name unique among accounts (no colon), an account
 * type whose classification QuickBooks derives, an optional number and
 * parent, and the current balance, read from the ledger (ledger.ts): balance
 * sheet accounts carry theirs (assets as debits, liabilities and equity as
 * credits), income and expense accounts answer 0, as QuickBooks answers them.
 * Accounts are made inactive, never deleted, and not while they carry a
 * balance (account-deactivation.ts).
 */
import { fail } from '../framework/kit/index.js';
import { refuseDeactivationWithBalance } from './account-deactivation.js';
import { num } from './decimal.js';
import { defineEntity } from './entity.js';
import { invalidField } from './faults.js';
import { CLASSIFICATION, currentBalance, requestBalances } from './ledger.js';
import { currencyOf, currencyRef, namedRef } from './refs.js';

export const ledgerAccounts = defineEntity({
  name: 'Account',
  sequence: 'own',
  nameList: true,
  fields: {
    Name: { kind: 'string', required: true, maxLength: 100 },
    SubAccount: { kind: 'boolean', readOnly: true },
    ParentRef: { kind: 'object' },
    Description: { kind: 'string', maxLength: 100 },
    FullyQualifiedName: { kind: 'string', readOnly: true },
    Active: { kind: 'boolean', default: true },
    Classification: { kind: 'string', readOnly: true },
    AccountType: { kind: 'string', enum: Object.keys(CLASSIFICATION) },
    AccountSubType: { kind: 'string' },
    AcctNum: { kind: 'string', maxLength: 20 },
    CurrentBalance: { kind: 'number', readOnly: true },
    CurrentBalanceWithSubAccounts: { kind: 'number', readOnly: true },
    CurrencyRef: { kind: 'object' },
  },
  beforeDeactivate: refuseDeactivationWithBalance,
  normalise(record, ctx) {
    const name = String(record.Name).trim();
    if (name === '' || name.includes(':')) throw invalidField('Name', 'Name must not be empty or contain a colon (:)', '2050', 'Invalid String');
    if (record.AccountType === undefined && record.AccountSubType === undefined) throw invalidField('AccountType', 'AccountType or AccountSubType is required', '2020', 'Required param missing, need to supply the required value for the API');
    record.AccountType ??= 'Expense';
    const clash = ctx.tenant.table('Account').all().find((other) => other.id !== record.id && String(other.Name).toLowerCase() === name.toLowerCase());
    if (clash) throw fail.conflict('Duplicate Name Exists Error', { code: '6240', field: 'Name', qboDetail: 'The name supplied already exists. : Another account is already using this name. Please use a different name.' });
    const parent = namedRef(ctx, 'Account', record.ParentRef, 'ParentRef');
    record.Name = name;
    record.ParentRef = parent;
    record.SubAccount = parent !== undefined;
    record.FullyQualifiedName = parent ? `${parent.name}:${name}` : name;
    record.Classification = CLASSIFICATION[String(record.AccountType)];
    record.CurrencyRef = currencyRef(record.CurrencyRef === undefined || record.CurrencyRef === null ? ctx.account.homeCurrency : currencyOf(ctx, record.CurrencyRef));
  },
  present(wire, record, ctx) {
    const balance = currentBalance(ctx.tenant, ctx.account, record, requestBalances(ctx.request, ctx.tenant, ctx.account));
    return { ...wire, CurrentBalance: num(balance), CurrentBalanceWithSubAccounts: num(balance) };
  },
});
