/**
 * The Accounting API, part 1 (issue 12): documents, ledger, contacts and
 * settings of accounting platforms, each resource declared once in its own
 * file from the reference's accounting.yml; part 2 (issue 14) adds the
 * reports (trial balance, balance sheet, profit and loss, aged debtors and
 * creditors), fiscal periods and sales orders.
 */
import { defineUnifiedApi } from '../define.js';
import { attachments } from './attachments.js';
import { bankAccounts } from './bank-accounts.js';
import { bankFeedAccounts } from './bank-feed-accounts.js';
import { bankFeedStatements } from './bank-feed-statements.js';
import { billPayments } from './bill-payments.js';
import { bills } from './bills.js';
import { categories } from './categories.js';
import { companies } from './companies.js';
import { companyInfo } from './company-info.js';
import { creditNotes } from './credit-notes.js';
import { customers } from './customers.js';
import { departments } from './departments.js';
import { employees } from './employees.js';
import { expenseCategories } from './expense-categories.js';
import { expenseReports } from './expense-reports.js';
import { expenses } from './expenses.js';
import { generalLedgerTransactions } from './general-ledger-transactions.js';
import { invoiceItems } from './invoice-items.js';
import { invoices } from './invoices.js';
import { journalEntries } from './journal-entries.js';
import { ledgerAccounts } from './ledger-accounts.js';
import { locations } from './locations.js';
import { payments } from './payments.js';
import { projects } from './projects.js';
import { purchaseOrders } from './purchase-orders.js';
import { quotes } from './quotes.js';
import { refunds } from './refunds.js';
import { salesReceipts } from './sales-receipts.js';
import { salesOrders } from './sales-orders.js';
import { agedCreditors } from './aged-creditors.js';
import { agedDebtors } from './aged-debtors.js';
import { balanceSheet } from './balance-sheet.js';
import { fiscalPeriods } from './fiscal-periods.js';
import { profitAndLoss } from './profit-and-loss.js';
import { trialBalance } from './trial-balance.js';
import { subsidiaries } from './subsidiaries.js';
import { suppliers } from './suppliers.js';
import { taxRates } from './tax-rates.js';
import { trackingCategories } from './tracking-categories.js';

export const accounting = defineUnifiedApi({
  id: 'accounting',
  name: 'Accounting API',
  description:
    'Read and write the books of accounting platforms: invoices, bills, credit notes, quotes, purchase orders and sales receipts with their lines, payments, refunds and expenses, journal entries and general ledger transactions, the chart of accounts, tax rates, items, customers and suppliers, bank accounts and bank feeds, tracking categories, departments, locations, subsidiaries, projects, employees and attachments; sales orders, fiscal periods and the reports: trial balance, balance sheet, profit and loss, aged debtors and creditors. Amounts are integers in minor units of their currency.',
  status: 'live',
  categories: ['accounting', 'finance'],
  // The reference's x-apideck-company-id: a connection may reach several companies (Xero's organisations).
  companySelection: true,
  resources: [invoices, bills, customers, suppliers, ledgerAccounts, taxRates, payments, journalEntries, companyInfo, invoiceItems, creditNotes, billPayments, generalLedgerTransactions, companies, purchaseOrders, quotes, salesReceipts, refunds, expenses, expenseCategories, expenseReports, bankAccounts, bankFeedAccounts, bankFeedStatements, categories, projects, trackingCategories, departments, locations, subsidiaries, employees, attachments, salesOrders, fiscalPeriods, trialBalance, balanceSheet, profitAndLoss, agedDebtors, agedCreditors],
});
