/**
 * The unified resources QuickBooks serves, in the order the connector lists
 * them: the connector's definition serves them, and the webhooks report the
 * events they declare (inbound.ts).
 */
import { quickbooksAttachments } from './attachments.js';
import { quickbooksBills } from './bills.js';
import { quickbooksCompanies } from './companies.js';
import { quickbooksCompanyInfo } from './company-info.js';
import { quickbooksCustomers } from './customers.js';
import { quickbooksEmployees } from './employees.js';
import { quickbooksFiscalPeriods } from './fiscal-periods.js';
import { quickbooksAgedCreditors, quickbooksAgedDebtors } from './report-aged.js';
import { quickbooksBalanceSheet } from './report-balance-sheet.js';
import { quickbooksProfitAndLoss } from './report-profit-and-loss.js';
import { quickbooksTrialBalance } from './report-trial-balance.js';
import { quickbooksInvoiceItems } from './invoice-items.js';
import { quickbooksInvoices } from './invoices.js';
import { quickbooksJournalEntries } from './journal-entries.js';
import { quickbooksLedgerAccounts } from './ledger-accounts.js';
import { quickbooksCreditNotes } from './credit-notes.js';
import { quickbooksQuotes } from './quotes.js';
import { quickbooksRefunds } from './refunds.js';
import { quickbooksSalesReceipts } from './sales-receipts.js';
import { quickbooksBillPayments } from './bill-payments.js';
import { quickbooksPayments } from './payments.js';
import { quickbooksExpenses } from './expenses.js';
import { quickbooksPurchaseOrders } from './purchase-orders.js';
import { quickbooksSuppliers } from './suppliers.js';
import { quickbooksTaxRates } from './tax-rates.js';
import { quickbooksDepartments, quickbooksTrackingCategories } from './tracking.js';

export const quickbooksResources = [
  quickbooksInvoices, quickbooksBills, quickbooksCustomers, quickbooksSuppliers, quickbooksLedgerAccounts, quickbooksTaxRates, quickbooksPayments,
  quickbooksJournalEntries, quickbooksCompanyInfo, quickbooksCompanies, quickbooksInvoiceItems, quickbooksCreditNotes, quickbooksBillPayments,
  quickbooksPurchaseOrders, quickbooksQuotes, quickbooksSalesReceipts, quickbooksRefunds, quickbooksExpenses, quickbooksTrackingCategories,
  quickbooksDepartments, quickbooksEmployees, quickbooksAttachments,
  quickbooksTrialBalance, quickbooksFiscalPeriods, quickbooksBalanceSheet, quickbooksProfitAndLoss, quickbooksAgedDebtors, quickbooksAgedCreditors,
];
