/**
 * Xero's bank transactions (/BankTransactions: GET, PUT, POST; GET and POST
 * /BankTransactions/{BankTransactionID}): money received (RECEIVE, the
 * unified sales receipts) or spent (SPEND, the unified expenses) straight
 * through a bank account, with line items. They are AUTHORISED when created
 * and post at once; a delete sets Status DELETED (then 404). The unified
 * resource picks its type: an id of the other type is 404. Xero's
 * description requires the type, bank account and lines of every
 * transaction it is sent: an update or delete sends the current ones unless
 * it changes them.
 */
import type { TObject } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { collection, type FieldTable } from '../kit/index.js';
import { xeroRecords, type XeroFilter } from './dialect.js';
import { fieldsIn, UNIT_DP, withLines, writeCurrency, type XeroDocument } from './documents.js';
import { toXeroLine, type UnifiedLine, type XeroLineItem } from './line-items.js';

export interface XeroBankTransaction extends XeroDocument {
  BankTransactionID: string;
  Type?: 'RECEIVE' | 'SPEND' | string;
  BankAccount?: { AccountID?: string; Code?: string; Name?: string };
  IsReconciled?: boolean;
  Url?: string;
}

interface BankTransactionOptions<T> {
  type: 'RECEIVE' | 'SPEND';
  what: string;
  fields: FieldTable<T, XeroBankTransaction>;
  filters: Readonly<Record<string, XeroFilter>>;
  /** A line as Xero takes it (expenses name their account otherwise). */
  line?: (line: UnifiedLine, index: number, currency: string) => XeroLineItem;
  /** What this type refuses that only the currency or the current transaction shows. */
  check?: (record: WriteModel<T>, currency: () => Promise<string>, current: XeroBankTransaction | undefined) => Promise<void>;
}

/** What Xero's description requires of every bank transaction it is sent, the current values unless a write changes them. */
const essentials = (current: XeroBankTransaction) => ({ Type: current.Type, BankAccount: { AccountID: current.BankAccount?.AccountID }, LineItems: current.LineItems ?? [] });

export function bankTransactions<M extends TObject, T>(declaration: ResourceDeclaration<M>, options: BankTransactionOptions<T>) {
  const TRANSACTIONS = xeroRecords('BankTransactions', 'BankTransactionID');
  return collection(declaration, {
    ...TRANSACTIONS,
    downstream: { id: 'BankTransactions', name: `BankTransactions (${options.type})` },
    what: options.what,
    fields: options.fields as never,
    readQuery: UNIT_DP,
    writeQuery: UNIT_DP,
    listQuery: { where: [`Type=="${options.type}"`, 'Status!="DELETED"'] },
    only: (transaction: XeroBankTransaction) => (transaction as XeroBankTransaction | undefined)?.Type === options.type && transaction.Status !== 'DELETED',
    filters: options.filters,
    delete: { method: 'POST', body: (current: XeroBankTransaction) => TRANSACTIONS.wrap({ ...essentials(current), Status: 'DELETED' }) },
    hooks: {
      async beforeWrite(ctx: ConnectorContext, write) {
        const current = write.operation === 'update' ? await write.current() : undefined;
        await options.check?.(write.record as WriteModel<T>, () => writeCurrency(ctx, write.record as { currency?: string | null }, write.current, write.operation), current);
        const fields = fieldsIn(await withLines(ctx, write as never, options.line ?? toXeroLine));
        if (current) return TRANSACTIONS.wrap({ ...essentials(current), ...fields });
        if (!fields.BankAccount) throw new ApiError('RequestValidationError', { message: `Xero needs the bank account of the ${options.what}: send account (id or code)`, detail: { account: 'required' } });
        return TRANSACTIONS.wrap({ Type: options.type, ...fields });
      },
    },
  });
}
