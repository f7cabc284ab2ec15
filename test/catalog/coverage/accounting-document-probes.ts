/**
 * Coverage probes of the Accounting API's documents and ledger (part 1): a
 * record made like a listed one (its customer or supplier, the item and
 * account of one of its lines), a change of one plain field, and each filter
 * picked from real records. Amounts are minor units. See resource-probes.ts.
 */
import { anyOf, COVERAGE_FILE, createdSince, dates, exactly, firstWith, idSince, lineLike, link, since, updatedSince, type Json } from './accounting-probe-kit.js';
import type { ResourceProbe } from './resource-probes.js';

const { today, later } = dates();

/** An invoice-like document for the customer of a listed one. */
function salesDocument(unique: string, listed: readonly Json[], extra: Json = {}): Json {
  return {
    customer: link(firstWith(listed, (record) => record.customer)),
    currency: firstWith(listed, (record) => record.currency),
    line_items: [lineLike(listed, unique)],
    ...extra,
  };
}

/** A bill-like document for the supplier of a listed one. */
function purchaseDocument(unique: string, listed: readonly Json[], extra: Json = {}): Json {
  return {
    supplier: link(firstWith(listed, (record) => record.supplier)),
    currency: firstWith(listed, (record) => record.currency),
    line_items: [lineLike(listed, unique)],
    ...extra,
  };
}

/** Ids of the documents a payment is applied to, of one kind. */
const allocated = (type: string) => (record: Json) => ((record.allocations ?? []) as Json[]).filter((allocation) => allocation.type === type).map((allocation) => allocation.id);

/** A payment of one minor unit towards a listed document that still has a balance, from the account of a listed payment. */
function payment(party: 'customer' | 'supplier', type: 'invoice' | 'bill', listed: readonly Json[], documents: readonly Json[]): Json {
  const open = documents.find((document) => typeof document.balance === 'number' && document.balance > 0 && document[party]?.id) ?? {};
  return {
    [party]: link(open[party]),
    account: link(firstWith(listed, (record) => record.account)),
    currency: open.currency,
    total_amount: 1,
    transaction_date: `${today}T00:00:00.000Z`,
    allocations: [{ id: open.id, type, amount: 1 }],
  };
}

/** Two lines of a journal entry on two listed accounts, balanced. */
function balancedLines(listed: readonly Json[], amount: number): Json[] {
  const accounts = [...new Map(listed.flatMap((record) => (record.line_items ?? []) as Json[]).map((line) => [line.ledger_account?.id, line.ledger_account])).values()].filter(Boolean);
  return [
    { type: 'debit', total_amount: amount, ledger_account: link(accounts[0]), description: 'Coverage debit' },
    // The model's sign: positive for a debit, negative for a credit.
    { type: 'credit', total_amount: -amount, ledger_account: link(accounts[1] ?? accounts[0]), description: 'Coverage credit' },
  ];
}

const customerId = exactly((record) => record.customer?.id);
const supplierId = exactly((record) => record.supplier?.id);
const subsidiaryId = exactly((record) => record.subsidiary?.id ?? record.subsidiary_id);
const status = exactly((record) => record.status);
const type = exactly((record) => record.type);

export const ACCOUNTING_DOCUMENT_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'accounting/invoices': {
    create: (unique, listed) => salesDocument(unique, listed, { invoice_date: today, due_date: later, reference: `Coverage ${unique}` }),
    update: () => ({ due_date: later }),
    filters: {
      id_since: idSince,
      updated_since: updatedSince,
      created_since: createdSince,
      number: exactly((record) => record.number),
      supplier_id: supplierId,
      subsidiary_id: subsidiaryId,
      customer_id: customerId,
    },
  },
  'accounting/bills': {
    create: (unique, listed) => purchaseDocument(unique, listed, { bill_date: today, due_date: later, bill_number: `COV-${unique}` }),
    update: () => ({ due_date: later }),
    filters: {
      id_since: idSince,
      updated_since: updatedSince,
      billed_since: since((record) => record.bill_date, 'date'),
      due_since: since((record) => record.due_date, 'date'),
      status,
      subsidiary_id: subsidiaryId,
    },
  },
  'accounting/credit-notes': {
    create: (unique, listed) => salesDocument(unique, listed, { total_amount: 2500, date_issued: `${today}T00:00:00.000Z`, reference: `Coverage ${unique}` }),
    update: (target) => ({ total_amount: target.total_amount ?? 2500, reference: 'Coverage changed' }),
    filters: { id_since: idSince, updated_since: updatedSince, created_since: createdSince, number: exactly((record) => record.number), subsidiary_id: subsidiaryId, customer_id: customerId },
  },
  'accounting/quotes': {
    create: (unique, listed) => salesDocument(unique, listed, { quote_date: today, expiry_date: later, reference: `Coverage ${unique}` }),
    update: () => ({ expiry_date: later }),
    filters: { updated_since: updatedSince, created_since: createdSince, number: exactly((record) => record.number), customer_id: customerId },
  },
  'accounting/purchase-orders': {
    create: (unique, listed) => purchaseDocument(unique, listed, { issued_date: today, delivery_date: later, reference: `Coverage ${unique}` }),
    update: () => ({ delivery_date: later }),
    filters: { updated_since: updatedSince, supplier_id: supplierId, subsidiary_id: subsidiaryId },
  },
  'accounting/sales-receipts': {
    create: (unique, listed) => salesDocument(unique, listed, { total_amount: 2500, transaction_date: `${today}T00:00:00.000Z`, account: link(firstWith(listed, (record) => record.account)) }),
    update: (target) => ({ total_amount: target.total_amount ?? 2500, note: 'Coverage changed' }),
    filters: { updated_since: updatedSince, customer_id: customerId },
  },
  'accounting/refunds': {
    create: (unique, listed) => salesDocument(unique, listed, { total_amount: 2500, refund_date: `${today}T00:00:00.000Z`, account: link(firstWith(listed, (record) => record.account)) }),
    update: (target) => ({ total_amount: target.total_amount ?? 2500, note: 'Coverage changed' }),
    filters: { updated_since: updatedSince, customer_id: customerId },
  },
  'accounting/payments': {
    related: ['/accounting/invoices'],
    create: (_unique, listed, related) => payment('customer', 'invoice', listed, related['/accounting/invoices'] ?? []),
    update: (target, unique) => ({ total_amount: target.total_amount, transaction_date: target.transaction_date, reference: `Coverage ${unique}` }),
    filters: {
      updated_since: updatedSince,
      invoice_id: anyOf(allocated('invoice')),
      bill_id: anyOf(allocated('bill')),
      supplier_id: supplierId,
      customer_id: customerId,
      type,
      status,
      subsidiary_id: subsidiaryId,
    },
  },
  'accounting/bill-payments': {
    related: ['/accounting/bills'],
    create: (_unique, listed, related) => payment('supplier', 'bill', listed, related['/accounting/bills'] ?? []),
    update: (target, unique) => ({ total_amount: target.total_amount, transaction_date: target.transaction_date, reference: `Coverage ${unique}` }),
    filters: {
      updated_since: updatedSince,
      invoice_id: anyOf(allocated('invoice')),
      bill_id: anyOf(allocated('bill')),
      supplier_id: supplierId,
      customer_id: customerId,
      type,
      status,
      subsidiary_id: subsidiaryId,
    },
  },
  'accounting/journal-entries': {
    create: (unique, listed) => ({ title: `Coverage ${unique}`, memo: `Coverage ${unique}`, posted_at: `${today}T00:00:00.000Z`, line_items: balancedLines(listed, 4200) }),
    update: (_target, unique) => ({ memo: `Coverage ${unique} changed` }),
    filters: {
      updated_since: updatedSince,
      status,
      scope: exactly((record) => record.source_type === 'manual' || record.source_type === null ? 'manual' : undefined),
      subsidiary_id: subsidiaryId,
      number: exactly((record) => record.number),
      sourceid: exactly((record) => record.source_id),
    },
  },
  'accounting/general-ledger-transactions': {
    filters: { source_type: exactly((record) => record.source_type), source_id: exactly((record) => record.source_id), updated_since: updatedSince },
    sortValues: { posted_at: (record) => record.posted_at },
  },
  'accounting/expenses': {
    create: (unique, listed) => ({
      transaction_date: `${today}T00:00:00.000Z`,
      account: link(firstWith(listed, (record) => record.account)),
      supplier: link(firstWith(listed, (record) => record.supplier)),
      currency: firstWith(listed, (record) => record.currency),
      line_items: [{ description: `Coverage ${unique}`, total_amount: 1999, account: link(firstWith(listed, (record) => record.line_items?.[0]?.account)) }],
    }),
    update: (target, unique) => ({ transaction_date: target.transaction_date, line_items: target.line_items, memo: `Coverage ${unique}` }),
    filters: { updated_since: updatedSince, status, type },
  },
  'accounting/expense-reports': {
    create: (unique, listed) => ({
      employee: link(firstWith(listed, (record) => record.employee)),
      transaction_date: `${today}T00:00:00.000Z`,
      title: `Coverage ${unique}`,
      // The category or the account of a listed line: platforms book an expense to one or the other.
      line_items: [{
        description: `Coverage ${unique}`, amount: 1500, total_amount: 1500,
        expense_category: link(firstWith(listed, (record) => record.line_items?.[0]?.expense_category)),
        account: link(firstWith(listed, (record) => record.line_items?.[0]?.account)),
      }],
    }),
    update: (target, unique) => ({ employee: link(target.employee), transaction_date: target.transaction_date, line_items: target.line_items, memo: `Coverage ${unique}` }),
    filters: { updated_since: updatedSince, status, employee_id: exactly((record) => record.employee?.id), subsidiary_id: subsidiaryId },
  },
  'accounting/attachments': {
    // Files of listed invoices.
    parents: async (list) => (await list('/accounting/invoices')).slice(0, 3).map((invoice) => ({ reference_type: 'invoice', reference_id: String(invoice.id) })),
    create: (unique) => ({ name: `coverage-${unique}.pdf`, description: 'Attached by the coverage test' }),
    file: COVERAGE_FILE,
    filters: {},
  },
};
