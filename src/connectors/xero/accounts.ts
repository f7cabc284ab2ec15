/**
 * Xero's chart of accounts (/Accounts: GET, PUT; GET, POST, DELETE
 * /Accounts/{AccountID}) as Xero answers it: the whole chart at once, never
 * paged; PUT takes a bare account, POST the usual wrapper. Shared by the
 * ledger-accounts and bank-accounts resources.
 */
import type { ConnectorContext } from '../framework/define.js';
import { firstOf, xero, xeroOne } from './api.js';
import { wholeCollection, type XeroQuery } from './list.js';

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

export const accountsOf = (ctx: ConnectorContext, asked: XeroQuery, order: string | undefined) => wholeCollection<XeroAccount>(ctx, 'Accounts', asked, order);

export const readAccount = (ctx: ConnectorContext, id: string, noun: string) => xeroOne<XeroAccount>(ctx, 'Accounts', id, noun);

export async function createAccount(ctx: ConnectorContext, fields: Partial<XeroAccount>): Promise<{ id: string }> {
  return { id: firstOf<XeroAccount>(await xero(ctx, { method: 'PUT', path: 'Accounts', json: fields }), 'Accounts').AccountID };
}

export async function updateAccount(ctx: ConnectorContext, id: string, fields: Partial<XeroAccount>): Promise<{ id: string }> {
  return { id: firstOf<XeroAccount>(await xero(ctx, { method: 'POST', path: `Accounts/${id}`, json: { Accounts: [fields] } }), 'Accounts').AccountID };
}

export async function deleteAccount(ctx: ConnectorContext, id: string): Promise<{ id: string }> {
  await xero(ctx, { method: 'DELETE', path: `Accounts/${id}` });
  return { id };
}
