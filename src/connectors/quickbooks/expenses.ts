/**
 * Expenses ↔ QuickBooks Purchase (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/purchase):
 * paid at once from `account` (a bank or credit card account, AccountRef),
 * PaymentType cash/check/credit card, the payee (EntityRef) as supplier,
 * Credit as type refund, lines as expense-lines.ts. Filter updated_since;
 * delete is QuickBooks' delete.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { expenses } from '../../unified/accounting/expenses.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { documentWrite } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { expenseLineRules } from './expense-lines.js';
import { isVoided } from './invoice-status.js';
import { optionalText, partyOf, refId, refName } from './mapping.js';
import { filterOn } from './query.js';
import { companyId, recordFields } from './record-fields.js';
import { amount, currency, currencyRate, midnight, oneOf, reference, type Linked } from './rules.js';
import { qboEvents } from './webhook-events.js';

const isVendor = (record: Json) => (record.EntityRef as Json | undefined)?.type === 'Vendor';
const vendorRef = (id: string | null | undefined) => (typeof id === 'string' ? { EntityRef: { value: id, type: 'Vendor' } } : {});
const accountRef = (id: string | null | undefined) => (typeof id === 'string' ? { AccountRef: { value: id } } : {});

export const expenseFields = fieldTable<ModelOf<typeof expenses>, Json, CompanyContext>({
  ...recordFields,
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  number: { at: 'DocNumber', codec: optionalText },
  transaction_date: midnight('TxnDate', '1970-01-01'),
  // `account` and `supplier` when their ids are sent both ways.
  account_id: { read: (record) => refId(record.AccountRef) ?? undefined, write: accountRef },
  account: { read: (record) => (refId(record.AccountRef) === null ? undefined : { id: refId(record.AccountRef) as string, type: 'ledger_account' as const, name: refName(record.AccountRef) ?? '' }), write: (account) => accountRef((account as Linked)?.id) },
  supplier_id: { read: (record) => (isVendor(record) ? (refId(record.EntityRef) ?? undefined) : undefined), write: vendorRef },
  supplier: { read: (record) => (isVendor(record) ? partyOf(record.EntityRef) : null), write: (supplier) => vendorRef(supplier?.id) },
  company_id: companyId,
  department_id: reference('DepartmentRef'),
  payment_type: oneOf('PaymentType', { Cash: 'cash', Check: 'check', CreditCard: 'credit_card' }, 'other'),
  currency,
  currency_rate: { read: currencyRate.read, write: false },
  type: { read: (record) => (record.Credit === true ? 'refund' : 'expense'), write: (type) => (type === 'refund' ? { Credit: true } : type === 'expense' ? { Credit: false } : {}) },
  memo: { at: 'PrivateNote', codec: optionalText },
  sub_total: amount((record) => record.TotalAmt),
  total_tax: { read: () => 0, write: false },
  total_amount: amount((record) => record.TotalAmt),
  // Expense lines name their account as `account` (with `account_id`), and the customer by id too.
  line_items: {
    read: (record, company) => expenseLineRules.read(record, company).map(({ ledger_account: account, row_id: _row, tax_rate: _tax, ...line }) => ({
      ...line,
      account: account ?? null,
      account_id: account?.id,
      // The model's customer_id is a string or absent, never null.
      ...(line.customer?.id ? { customer_id: line.customer.id } : {}),
    })) as never,
    write: expenseLineRules.write,
  },
  status: { read: (record) => (isVoided(record) ? 'voided' : 'posted'), write: false },
}, { nullAs: undefined });

const expenseAt = entityAt('Purchase');
const expenseWrite = documentWrite((record) => ({ entity: 'Vendor', id: (record.supplier as Linked)?.id ?? record.supplier_id }));

export const quickbooksExpenses = collection(expenses, {
  ...expenseAt,
  fields: expenseFields,
  filters: { updated_since: filterOn.since('MetaData.LastUpdatedTime') },
  hooks: {
    ...expenseAt.hooks,
    beforeWrite(ctx, write) {
      const body = write.body as Json;
      if (write.operation === 'update') return expenseWrite(ctx, write);
      if (body.AccountRef === undefined) throw new ApiError('RequestValidationError', { message: 'A QuickBooks expense is paid from a bank or credit card account: account.id is required', detail: { field: 'account.id' } });
      return expenseWrite(ctx, { ...write, body: { PaymentType: 'Cash', ...body } });
    },
  },
  events: qboEvents('Purchase', ['created', 'updated', 'deleted', 'voided']),
});
