/**
 * QuickBooks' report endpoints, GET /v3/company/{realmId}/reports/{ReportName}
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/report-entities/),
 * computed from the realm's own ledger and documents: TrialBalance,
 * BalanceSheet, ProfitAndLoss, AgedReceivableDetail and AgedPayableDetail.
 * Any other report name is QuickBooks' unsupported operation.
 */
import type { FastifyInstance } from 'fastify';
import type { Answer, PlatformKit } from '../framework/kit/index.js';
import { API_PREFIX } from './dialect.js';
import type { Ctx } from './entity.js';
import { unsupportedOperation } from './faults.js';
import type { QuickBooksRealm } from './realms.js';
import { agedReport, PAYABLES, RECEIVABLES } from './report-aged.js';
import { balanceSheetReport } from './report-balance-sheet.js';
import { profitAndLossReport } from './report-profit-and-loss.js';
import { trialBalanceReport } from './report-trial-balance.js';

const REPORTS: Readonly<Record<string, (ctx: Ctx) => Answer>> = {
  TrialBalance: trialBalanceReport,
  BalanceSheet: balanceSheetReport,
  ProfitAndLoss: profitAndLossReport,
  AgedReceivableDetail: (ctx) => agedReport(ctx, RECEIVABLES),
  AgedPayableDetail: (ctx) => agedReport(ctx, PAYABLES),
};

export function registerReports(app: FastifyInstance, kit: PlatformKit<QuickBooksRealm>): void {
  app.get(`${API_PREFIX}/:realmId/reports/:report`, kit.handler((ctx) => {
    const name = String(ctx.request.params.report);
    const report = Object.hasOwn(REPORTS, name) ? REPORTS[name] : undefined;
    if (!report) throw unsupportedOperation(`report ${name.slice(0, 40)}`);
    return report(ctx);
  }));
}
