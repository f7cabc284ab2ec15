/**
 * Gusto's read of an employee's pay stubs (employee-payrolls.ts
 * stubPayrolls, on the kit's everyRecord and the dialect's page/per paging)
 * against a scripted platform: every page until a short one, each payroll
 * once; a list with no end in sight fails after the bound instead of leaving
 * payrolls out; Gusto's `not_found` on any page is the employee's.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { MAX_STUB_PAGES, stubPayrolls } from '../../src/connectors/gusto/employee-payrolls.js';
import type { DownstreamRequest } from '../../src/connectors/framework/http.js';
import { scriptedPlatform } from '../helpers/scripted-platform.js';

const EMPLOYEE = '1d2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** `total` pay stubs, two to a payroll (a correction's stub names the same payroll), numbered from 1. */
function stubs(total: number, answer?: (request: DownstreamRequest) => unknown) {
  return scriptedPlatform((request) => {
    const found = answer?.(request);
    if (found !== undefined) return found;
    const page = Number(request.query?.page);
    const per = Number(request.query?.per);
    const first = (page - 1) * per + 1;
    return Array.from({ length: Math.max(0, Math.min(per, total - first + 1)) }, (_, index) => ({ payroll_uuid: `p${Math.ceil((first + index) / 2)}` }));
  });
}

describe('Gusto stubPayrolls', () => {
  it('reads every page of 100 until a short one, each payroll once, in Gusto\'s order', async () => {
    const platform = stubs(250);
    expect(await stubPayrolls(platform.ctx, EMPLOYEE)).toEqual(Array.from({ length: 125 }, (_, index) => `p${index + 1}`));
    expect(platform.calls.map((call) => [call.path, call.query])).toEqual([1, 2, 3].map((page) => [`/v1/employees/${EMPLOYEE}/pay_stubs`, { page, per: 100 }]));
  });

  it('fails with a clear error past its bound of pages, never answering part of the pay stubs', async () => {
    const platform = stubs(Number.MAX_SAFE_INTEGER);
    const failure = await stubPayrolls(platform.ctx, EMPLOYEE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      typeName: 'ConnectorExecutionError',
      status: 502,
      message: `Gusto has more pay stubs of the employee than the ${MAX_STUB_PAGES * 100} the connector reads (${MAX_STUB_PAGES} pages)`,
    });
    expect(platform.calls).toHaveLength(MAX_STUB_PAGES);
  });

  it('answers Gusto\'s not_found on a later page as the employee not found', async () => {
    const platform = stubs(300, (request) => {
      if (request.query?.page !== 2) return undefined;
      throw new ApiError('ConnectorExecutionError', { status: 404, detail: { downstream_status: 404, downstream_body: { errors: [{ category: 'not_found' }] } } });
    });
    await expect(stubPayrolls(platform.ctx, EMPLOYEE)).rejects.toMatchObject({ typeName: 'EntityNotFoundError', message: 'No Gusto employee has this id' });
  });
});
