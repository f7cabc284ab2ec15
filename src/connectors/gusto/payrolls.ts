/**
 * Unified HRIS payrolls on Gusto's processed payrolls
 * (GET /v1/companies/{company_id}/payrolls and …/payrolls/{id}), read only;
 * the window and the reads are payroll-reads.ts, the mapping
 * payroll-fields.ts. The list is answered whole, as the reference has it.
 */
import { payrolls } from '../../unified/hris/payrolls.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { hasCategory, UUID } from './api.js';
import { PAYROLL_FIELDS, payrollOf } from './payroll-fields.js';
import { payrollsIn, payrollWithPay, windowOf } from './payroll-reads.js';

const notFound = (id: string) => entityNotFound('No processed Gusto payroll has this id', { payroll_id: id.slice(0, 64) });

/** A payroll of the company, processed: an unprocessed one is not a payroll the unified API shows. */
export async function processedPayroll(ctx: ConnectorContext, id: string) {
  if (!UUID.test(id)) throw notFound(id);
  const payroll = await orEntityNotFound(payrollWithPay(ctx, id), () => notFound(id), (body) => hasCategory(body, 'not_found'));
  if (payroll.processed !== true) throw notFound(id);
  return payroll;
}

export const gustoPayrolls = implement(payrolls, {
  downstream: { id: 'payrolls', name: 'Payrolls' },
  mapper: { fields: PAYROLL_FIELDS },
  list: {
    paging: false,
    filters: ['start_date', 'end_date'],
    async run(ctx, params) {
      return { items: (await payrollsIn(ctx, windowOf(params.filter))).map(payrollOf), next: null };
    },
  },
  async one(ctx, { id }) {
    return payrollOf(await processedPayroll(ctx, id));
  },
});
