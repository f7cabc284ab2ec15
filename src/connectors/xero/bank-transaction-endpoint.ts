/**
 * Xero's bank transactions (/BankTransactions: GET, PUT, POST; GET and POST
 * /BankTransactions/{BankTransactionID}): money received (RECEIVE, the
 * unified sales receipts) or spent (SPEND, the unified expenses) straight
 * through a bank account, with line items. They are AUTHORISED when created
 * and post at once; a delete sets Status DELETED (then 404). The unified
 * resource picks its type: an id of the other type is 404.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListParams, WriteModel } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { UNIT_DP } from './documents.js';
import type { XeroLineItem } from './line-items.js';
import { pagedList, type XeroQuery } from './list.js';
import { currencyOf } from './organisation.js';

export interface XeroBankTransaction {
  BankTransactionID: string;
  Type?: 'RECEIVE' | 'SPEND' | string;
  Contact?: { ContactID?: string; Name?: string; EmailAddress?: string };
  BankAccount?: { AccountID?: string; Code?: string; Name?: string };
  Date?: string;
  Reference?: string;
  Status?: string;
  IsReconciled?: boolean;
  CurrencyCode?: string;
  CurrencyRate?: number;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems?: XeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  Total?: number;
  Url?: string;
  UpdatedDateUTC?: string;
}

export interface BankTransactionOptions<T> {
  type: 'RECEIVE' | 'SPEND';
  noun: string;
  map(transaction: XeroBankTransaction): T;
  /** Xero's fields from the unified record, amounts in `currency`; `current` is the transaction an update changes. */
  write(record: WriteModel<T>, currency: string, current?: XeroBankTransaction): Partial<XeroBankTransaction>;
  currencyOf(record: WriteModel<T>): string | null | undefined;
  filters: readonly string[];
  sort?: Readonly<Record<string, string>>;
  query(params: ListParams): XeroQuery;
}

/** What Xero's description requires of every bank transaction it is sent, the current values unless a write changes them. */
function essentials(current: XeroBankTransaction): Partial<XeroBankTransaction> {
  return { Type: current.Type, BankAccount: { AccountID: current.BankAccount?.AccountID }, LineItems: current.LineItems ?? [] };
}

export function bankTransactionEndpoint<T>(options: BankTransactionOptions<T>) {
  const read = async (ctx: ConnectorContext, id: string) => {
    const transaction = await xeroOne<XeroBankTransaction>(ctx, 'BankTransactions', id, options.noun, UNIT_DP);
    if (transaction.Type !== options.type || transaction.Status === 'DELETED') throw entityNotFound(`No Xero ${options.noun} has this id`, { id });
    return transaction;
  };
  const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroBankTransaction>) =>
    ({ id: firstOf<XeroBankTransaction>(await xero(ctx, { method, path, query: UNIT_DP, json: { BankTransactions: [fields] } }), 'BankTransactions').BankTransactionID });
  return {
    one: async (ctx: ConnectorContext, { id }: { id: string }) => options.map(await read(ctx, id)),
    async add(ctx: ConnectorContext, { record }: { record: WriteModel<T> }) {
      const fields = options.write(record, await currencyOf(ctx, options.currencyOf(record)));
      if (!fields.BankAccount) throw new ApiError('RequestValidationError', { message: `Xero needs the bank account of the ${options.noun}: send account (id or code)`, detail: { account: 'required' } });
      return save(ctx, 'BankTransactions', 'PUT', { Type: options.type, ...fields });
    },
    async update(ctx: ConnectorContext, { id, record }: { id: string; record: WriteModel<T> }) {
      const current = await read(ctx, id);
      const code = options.currencyOf(record) ?? current.CurrencyCode ?? (await currencyOf(ctx, undefined));
      return save(ctx, `BankTransactions/${current.BankTransactionID}`, 'POST', { ...essentials(current), ...options.write(record, code, current) });
    },
    async delete(ctx: ConnectorContext, { id }: { id: string }) {
      const current = await read(ctx, id);
      return save(ctx, `BankTransactions/${current.BankTransactionID}`, 'POST', { ...essentials(current), Status: 'DELETED' });
    },
    list: pagedList<XeroBankTransaction, T>({
      collection: 'BankTransactions',
      filters: options.filters,
      ...(options.sort ? { sort: options.sort } : {}),
      map: options.map,
      request(params) {
        const own = options.query(params);
        return { ...own, where: [`Type=="${options.type}"`, 'Status!="DELETED"', ...(own.where ?? [])], query: { ...UNIT_DP, ...own.query } };
      },
    }),
  };
}
