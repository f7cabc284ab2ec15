/**
 * Coverage probes of the Accounting API's contacts, chart of accounts,
 * settings and organisation (part 1): a record with unique names, made like
 * a listed one where it must link to what exists (an item's income account),
 * a change of its name, and each filter picked from real records. See
 * resource-probes.ts.
 */
import { anyOf, exactly, firstWith, link, unobservable, updatedSince, type Json } from './accounting-probe-kit.js';
import type { ResourceProbe } from './resource-probes.js';

/** A contact with unique names and one email; customers and suppliers named apart (some platforms want names unique across both). */
function contact(kind: 'Customer' | 'Supplier', unique: string): Json {
  return {
    display_name: `Coverage ${kind} ${unique}`,
    company_name: `Coverage ${kind} ${unique}`,
    emails: [{ email: `coverage.${kind.toLowerCase()}.${unique}@example.com`, type: 'primary' }],
    phone_numbers: [{ number: '+15550100123', type: 'primary' }],
  };
}

const contactFilters = {
  company_name: exactly((record) => record.company_name),
  display_name: exactly((record) => record.display_name),
  first_name: exactly((record) => record.first_name),
  last_name: exactly((record) => record.last_name),
  email: anyOf((record) => ((record.emails ?? []) as Json[]).map((entry) => entry.email)),
  updated_since: updatedSince,
  subsidiary_id: exactly((record) => record.subsidiary?.id ?? record.subsidiary_id),
};

/** A record that is only a name (tracking categories, departments, locations, subsidiaries). */
const named = (kind: string, filters: ResourceProbe['filters'] = {}): ResourceProbe => ({
  create: (unique) => ({ name: `Coverage ${kind} ${unique}` }),
  update: (_target, unique) => ({ name: `Coverage ${kind} ${unique} renamed` }),
  filters,
});

/** Departments and locations name their subsidiaries in a list. */
const bySubsidiary = { subsidiary: anyOf((record) => ((record.subsidiaries ?? []) as Json[]).map((entry) => entry.id)) };

export const ACCOUNTING_RECORD_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'accounting/customers': {
    create: (unique) => contact('Customer', unique),
    update: (_target, unique) => ({ display_name: `Coverage Customer ${unique} renamed` }),
    filters: { ...contactFilters, status: exactly((record) => record.status), supplier_id: unobservable },
  },
  'accounting/suppliers': {
    create: (unique) => contact('Supplier', unique),
    update: (_target, unique) => ({ display_name: `Coverage Supplier ${unique} renamed` }),
    filters: contactFilters,
  },
  'accounting/ledger-accounts': {
    create: (unique) => ({
      name: `Coverage Account ${unique}`,
      code: String(parseInt(unique.slice(0, 6), 16) % 90_000 + 10_000),
      type: 'expense',
      classification: 'expense',
    }),
    update: (_target, unique) => ({ name: `Coverage Account ${unique} renamed` }),
    filters: {
      name: exactly((record) => record.name),
      updated_since: updatedSince,
      classification: exactly((record) => record.classification),
      status: exactly((record) => record.status),
      subsidiary_id: anyOf((record) => ((record.subsidiaries ?? []) as Json[]).map((entry) => entry.id)),
    },
  },
  'accounting/tax-rates': {
    create: (unique) => ({ name: `Coverage Tax ${unique}`, code: `COV${unique.slice(0, 4)}`.toUpperCase(), components: [{ name: 'Coverage', rate: 5, compound: false }] }),
    update: (_target, unique) => ({ name: `Coverage Tax ${unique} renamed` }),
    // Whether a rate is usable on asset, equity... accounts is not a field of the record: only refusal can be checked.
    filters: { assets: unobservable, equity: unobservable, expenses: unobservable, liabilities: unobservable, revenue: unobservable, status: exactly((record) => record.status) },
  },
  'accounting/invoice-items': {
    create: (unique, listed) => ({
      name: `Coverage Item ${unique}`,
      code: `COV-${unique}`,
      type: 'service',
      unit_price: 4999,
      income_account: link(firstWith(listed, (record) => record.income_account)),
      sales_details: { unit_price: 4999 },
    }),
    update: (_target, unique) => ({ name: `Coverage Item ${unique} renamed` }),
    filters: {
      updated_since: updatedSince,
      ids: exactly((record) => record.id),
      name: exactly((record) => record.name),
      type: exactly((record) => record.type),
      transaction_type: exactly((record) => (record.sold === true && record.purchased !== true ? 'sale' : record.purchased === true && record.sold !== true ? 'purchase' : undefined)),
      subsidiary_id: exactly((record) => record.subsidiary_id),
    },
  },
  'accounting/company-info': { filters: {} },
  'accounting/companies': { filters: {}, fewestListed: 1 },
  'accounting/bank-accounts': {
    create: (unique, listed) => ({ name: `Coverage Bank ${unique}`, account_number: `9${parseInt(unique.slice(0, 6), 16)}`, currency: firstWith(listed, (record) => record.currency), account_type: 'checking' }),
    update: (_target, unique) => ({ name: `Coverage Bank ${unique} renamed` }),
    filters: { name: exactly((record) => record.name), account_type: exactly((record) => record.account_type), status: exactly((record) => record.status) },
  },
  'accounting/bank-feed-accounts': {
    create: (unique, listed) => ({ bank_account_type: 'bank', source_account_id: `coverage-${unique}`, target_account_id: firstWith(listed, (record) => record.target_account_id), currency: firstWith(listed, (record) => record.currency) }),
    update: (target) => ({ target_account_name: target.target_account_name ?? 'Coverage' }),
    filters: {},
  },
  'accounting/bank-feed-statements': {
    create: (unique, listed) => ({
      bank_feed_account_id: firstWith(listed, (record) => record.bank_feed_account_id),
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-01-31T00:00:00.000Z',
      start_balance: 100_000,
      start_balance_credit_or_debit: 'debit',
      end_balance: 95_000,
      end_balance_credit_or_debit: 'debit',
      transactions: [{ posted_date: '2026-01-15T00:00:00.000Z', description: `Coverage ${unique}`, amount: 5000, credit_or_debit: 'credit', source_transaction_id: `coverage-${unique}` }],
    }),
    filters: {},
  },
  'accounting/categories': { filters: { type: exactly((record) => record.type) } },
  'accounting/projects': {
    create: (unique, listed) => ({ name: `Coverage Project ${unique}`, customer: link(firstWith(listed, (record) => record.customer)) }),
    update: (_target, unique) => ({ name: `Coverage Project ${unique} renamed` }),
    filters: {
      name: exactly((record) => record.name),
      status: exactly((record) => record.status),
      customer_id: exactly((record) => record.customer?.id),
      updated_since: updatedSince,
      subsidiary_id: exactly((record) => record.subsidiary?.id),
    },
  },
  'accounting/tracking-categories': named('Category'),
  'accounting/departments': named('Department', bySubsidiary),
  'accounting/locations': named('Location', bySubsidiary),
  'accounting/subsidiaries': named('Subsidiary'),
  'accounting/employees': {
    create: (unique) => ({ first_name: 'Ada', last_name: `Coverage ${unique}` }),
    update: (_target, unique) => ({ last_name: `Coverage ${unique} renamed` }),
    filters: { updated_since: updatedSince, status: exactly((record) => record.status) },
  },
  'accounting/expense-categories': {
    create: (unique, listed) => ({ name: `Coverage Expense ${unique}`, account: link(firstWith(listed, (record) => record.account)) }),
    update: (_target, unique) => ({ name: `Coverage Expense ${unique} renamed` }),
    filters: { updated_since: updatedSince, status: exactly((record) => record.status) },
  },
};
