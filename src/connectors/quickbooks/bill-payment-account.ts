/**
 * The account a bill is paid from: a bank account (a check) or a credit
 * card, which QuickBooks files under the bill payment's pay type
 * (CheckPayment.BankAccountRef or CreditCardPayment.CCAccountRef). A new
 * bill payment needs one; an update that names none keeps what the bill
 * payment has; a void sends neither.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { billPayments } from '../../unified/accounting/bill-payments.js';
import type { ModelOf } from '../../unified/define.js';
import type { CollectionHooks } from '../kit/index.js';
import type { documentWrite } from './amounts.js';
import type { Json } from './api.js';

type BeforeWrite = NonNullable<CollectionHooks<ModelOf<typeof billPayments>, Json>['beforeWrite']>;

/** beforeWrite of a bill payment: the account under the pay type, then the write every payment has (`billPaymentWrite`, payment-lines.ts). */
export const billPaymentAccountWrite = (billPaymentWrite: ReturnType<typeof documentWrite>): BeforeWrite => async (ctx, change) => {
  const { record } = change;
  if (change.operation === 'update' && record.status === 'voided') return billPaymentWrite(ctx, change);
  const existing = change.operation === 'update' ? await change.current() : undefined;
  const account = record.account?.id ? { value: record.account.id } : undefined;
  if (!existing && !account) throw new ApiError('RequestValidationError', { message: 'QuickBooks pays a bill from a bank or credit card account: account.id is required', detail: { field: 'account.id' } });
  const payType = record.payment_method === 'credit_card' ? 'CreditCard' : (existing?.PayType as string | undefined) ?? 'Check';
  const paidFrom = existing && !account ? {} : { PayType: payType, ...(account && payType === 'Check' ? { CheckPayment: { BankAccountRef: account } } : {}), ...(account && payType === 'CreditCard' ? { CreditCardPayment: { CCAccountRef: account } } : {}) };
  return billPaymentWrite(ctx, { ...change, body: { ...(change.body as Json), ...paidFrom } });
};
