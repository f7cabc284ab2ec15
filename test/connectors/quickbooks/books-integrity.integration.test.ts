/**
 * The QuickBooks books stay whole through the service, against the QuickBooks
 * emulator (which computes its reports from its own ledger):
 *
 * - deleting (making inactive) a ledger account that carries a balance is
 *   refused as QuickBooks refuses it (400 ConnectorExecutionError with the
 *   platform's business validation message, nothing changed), an account
 *   without one goes inactive, and the trial balance is answered and
 *   balances after both, also when the account made inactive is one the
 *   ledger posts to by default (Discounts given, an income account: its
 *   balance shows as 0);
 * - amounts with awkward decimals (foreign currencies of 2, 3 and 0 digits
 *   at exchange rates of many decimals, lines that each round, a journal
 *   entry in euros, part payments) leave the trial balance balanced on both
 *   bases, to the minor unit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, type CallResult } from '../../helpers/http.js';
import { startQuickBooks, type Json, type QuickBooksFixture } from './fixture.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The report's stated totals, as SPEC.md spells them. */
const totalsOf = (report: Json) => ({ debit: report.totaldebit as number, credit: report.totalcredit as number });

describe('QuickBooks connector: the books stay whole', () => {
  let qb: QuickBooksFixture;
  beforeAll(async () => {
    qb = await startQuickBooks();
  });
  afterAll(() => qb.close());
  beforeEach(() => qb.emulator.kit.reset());

  const first = async (query: string) => (await qb.platform(`${query} maxresults 1`))[0] as Json;
  async function created(path: string, body: Json): Promise<string> {
    const answer = await qb.send('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(201);
    return answer.body.data.id as string;
  }
  /** The trial balance, checked to balance: stated totals equal, and equal to the lines' sums. */
  async function balancedTrialBalance(method: 'accrual' | 'cash' = 'accrual'): Promise<Json> {
    const answer: CallResult = await qb.get(`/trial-balance?filter[accountingmethod]=${method}`);
    expect(answer.status, answer.text).toBe(200);
    const report = answer.body.data as Json;
    const { debit, credit } = totalsOf(report);
    expect(debit, `${method} debits and credits`).toBe(credit);
    expect((report.lines as Json[]).reduce((sum, line) => sum + line.debit, 0), `${method} debit lines`).toBe(debit);
    expect((report.lines as Json[]).reduce((sum, line) => sum + line.credit, 0), `${method} credit lines`).toBe(credit);
    return report;
  }

  describe('making a ledger account inactive', () => {
    it('is refused while the account has a balance, with QuickBooks\' message; the trial balance still answers and balances', async () => {
      const receivable = await first('select * from Account where AccountType = \'Accounts Receivable\'');
      const before = (await qb.get(`/ledger-accounts/${receivable.Id}`)).body.data as Json;
      expect(before.current_balance).not.toBe(0);

      const refused = await qb.send('DELETE', `/ledger-accounts/${receivable.Id}`);
      expectErrorEnvelope(refused, 400, 'ConnectorExecutionError');
      expect(refused.body.message).toMatch(/business validation error/i);
      expect(refused.body.message).toMatch(/inactive while it has a balance/);
      expect(refused.body.detail.downstream_body.Fault.Error[0]).toMatchObject({ code: '6000', element: 'Active' });
      // Nothing changed at QuickBooks.
      const after = (await qb.platform(`select * from Account where Id = '${receivable.Id}'`))[0]!;
      expect(after).toMatchObject({ Active: true, SyncToken: receivable.SyncToken });
      expect((await qb.get(`/ledger-accounts/${receivable.Id}`)).body.data).toMatchObject({ status: 'active', current_balance: before.current_balance });
      await balancedTrialBalance('accrual');
      await balancedTrialBalance('cash');
    });

    it('goes through for an account without a balance, and for one the ledger posts to by default; the trial balance still balances', async () => {
      const empty = await created('/ledger-accounts', { name: 'Petty cash drawer', type: 'bank' });
      expect((await qb.send('DELETE', `/ledger-accounts/${empty}`)).status).toBe(200);
      expect((await qb.get(`/ledger-accounts/${empty}`)).body.data.status).toBe('inactive');

      // Discounts given: an income account (QuickBooks shows it at 0) that discount lines naming no account post to.
      const discounts = await first('select * from Account where AccountSubType = \'DiscountsRefundsGiven\'');
      const lineOf = (report: Json) => (report.lines as Json[]).find((line) => line.accountid === discounts.Id);
      const item = await first('select * from Item where Type = \'Service\'');
      const customer = await first('select * from Customer where CurrencyRef = \'USD\'');
      await qb.send('POST', '/invoices', {
        customer: { id: customer.Id }, invoice_date: daysAgo(2),
        line_items: [{ item: { id: item.Id }, total_amount: 10000 }, { type: 'discount', discount_amount: 1250 }],
      }).then((answer) => expect(answer.status, answer.text).toBe(201));
      const posted = lineOf(await balancedTrialBalance());
      expect(posted?.debit).toBeGreaterThan(0);

      expect((await qb.send('DELETE', `/ledger-accounts/${discounts.Id}`)).status).toBe(200);
      const after = await balancedTrialBalance();
      expect(lineOf(after)?.debit).toBe(posted!.debit);
      await balancedTrialBalance('cash');
    });
  });

  it('balances to the minor unit after writes with awkward decimals', async () => {
    const item = await first('select * from Item where Type = \'Service\'');
    const checking = await first('select * from Account where Name = \'Checking\'');
    const expense = await first('select * from Account where AccountType = \'Expense\'');
    const accountIn = async (currency: string) => {
      const existing = await first(`select * from Account where AccountType = 'Bank' and CurrencyRef = '${currency}'`);
      return existing ? String(existing.Id) : created('/ledger-accounts', { name: `Bank ${currency}`, type: 'bank', currency });
    };
    const invoices: { id: string; customer: string; currency: string; part: number }[] = [];
    // EUR (2 digits), KWD (3) and JPY (0) customers of the USD company, at rates of many decimals: every line rounds on its own.
    for (const [currency, rate, amounts, part] of [
      ['EUR', 1.0842, [1001, 1001, 1001], 1001],
      ['EUR', 1.3333333, [1, 2, 3, 5, 7, 11], 13],
      ['KWD', 3.2514, [1005, 2335, 1], 2337],
      ['JPY', 0.006721, [155, 155, 155], 199],
    ] as const) {
      const customer = await first(`select * from Customer where CurrencyRef = '${currency}'`);
      expect(customer, `a ${currency} customer`).toBeDefined();
      const id = await created('/invoices', {
        customer: { id: customer.Id }, currency, currency_rate: rate, invoice_date: daysAgo(3),
        line_items: amounts.map((amount) => ({ item: { id: item.Id }, total_amount: amount })),
      });
      invoices.push({ id, customer: String(customer.Id), currency, part });
      await balancedTrialBalance();
    }
    // Part payments into a bank account of the invoice's currency, at yet another rate.
    for (const invoice of invoices) {
      const account = await accountIn(invoice.currency);
      const paid = await qb.send('POST', '/payments', {
        customer: { id: invoice.customer }, currency: invoice.currency, currency_rate: 1.123456, total_amount: invoice.part,
        transaction_date: `${daysAgo(1)}T00:00:00.000Z`, account: { id: account }, allocations: [{ id: invoice.id, type: 'invoice', amount: invoice.part }],
      });
      expect(paid.status, paid.text).toBe(201);
    }
    // A home-currency sale whose quantity times price rounds, and a foreign bill of three rounding lines.
    await created('/sales-receipts', { customer: { id: (await first('select * from Customer where CurrencyRef = \'USD\'')).Id }, account: { id: checking.Id }, line_items: [{ item: { id: item.Id }, quantity: 3, unit_price: 333, total_amount: 999 }], total_amount: 999 });
    const vendor = await first('select * from Vendor where CurrencyRef = \'EUR\'');
    if (vendor) {
      await created('/bills', {
        supplier: { id: vendor.Id }, currency: 'EUR', currency_rate: 1.0842, bill_date: daysAgo(2),
        line_items: [1001, 1001, 1001].map((amount) => ({ type: 'expense_account', ledger_account: { id: expense.Id }, total_amount: amount })),
      });
    }
    // A journal entry in euros: two debits that each round, one credit for their sum.
    await created('/journal-entries', {
      currency: 'EUR', currency_rate: 1.0842, posted_at: `${daysAgo(1)}T00:00:00.000Z`,
      line_items: [
        { type: 'debit', total_amount: 1001, ledger_account: { id: expense.Id } },
        { type: 'debit', total_amount: 1001, ledger_account: { id: expense.Id } },
        { type: 'credit', total_amount: -2002, ledger_account: { id: await accountIn('EUR') } },
      ],
    });
    await balancedTrialBalance('accrual');
    await balancedTrialBalance('cash');
  });
});

