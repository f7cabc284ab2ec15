/**
 * The report endpoints of Xero's Accounting API the connector reads
 * (xero_accounting.yaml: /Reports/TrialBalance, /Reports/BalanceSheet,
 * /Reports/ProfitAndLoss, /Reports/AgedReceivablesByContact,
 * /Reports/AgedPayablesByContact), each computed when asked from the
 * organisation's own ledger and documents (report-books.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit, SwitchDeclaration } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { API_BASE } from './dialect.js';
import { agedReport } from './report-aged.js';
import { balanceSheet } from './report-balance-sheet.js';
import { profitAndLoss } from './report-profit-and-loss.js';
import { trialBalance, UNBALANCED_SWITCH } from './report-trial-balance.js';

export function registerReports(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  app.get(`${API_BASE}/Reports/TrialBalance`, kit.handler(trialBalance));
  app.get(`${API_BASE}/Reports/BalanceSheet`, kit.handler(balanceSheet));
  app.get(`${API_BASE}/Reports/ProfitAndLoss`, kit.handler(profitAndLoss));
  app.get(`${API_BASE}/Reports/AgedReceivablesByContact`, kit.handler(agedReport('ACCREC')));
  app.get(`${API_BASE}/Reports/AgedPayablesByContact`, kit.handler(agedReport('ACCPAY')));
}

/** The switches tests may turn on an organisation (kit switches.ts). */
export const xeroSwitches: Readonly<Record<string, SwitchDeclaration>> = {
  [UNBALANCED_SWITCH]: {
    description: 'Adds this many minor units of the base currency to the first YTD Debit line of GET /Reports/TrialBalance, after its totals: a trial balance that does not add up.',
    accepts: (value) => Number.isInteger(value),
  },
};

