/**
 * The QuickBooks connector's reports and fiscal periods through the service
 * over HTTP, against the QuickBooks emulator (which computes its reports
 * from its own ledger): the trial balance balances, names accounts the
 * ledger-accounts endpoint knows, carries last year's results in Retained
 * Earnings and moves by exactly a new invoice and payment; on cash basis the
 * trial balance, balance sheet and profit and loss recognise only the paid
 * share of a part-paid invoice (tax included) and bill, on the payment's
 * date, without their receivable or payable; an unknown basis or an
 * unclaimed filter is 400 and a report whose lines do not add up is 502;
 * fiscal periods from the
 * fiscal year's first month and the books' closing date (which the emulator
 * enforces), across a year boundary on the Canadian realm (April start);
 * the balance sheet, profit and loss and aged reports with their filters,
 * in USD and in CAD. Every answer is checked against the service's own
 * OpenAPI document.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUICKBOOKS_DEMO_REALM as DEMO, QUICKBOOKS_OTHER_REALM as OTHER } from '../../../src/sandbox/quickbooks/index.js';
import { ResponseCheck } from '../../catalog/openapi-response-check.js';
import { call, expectErrorEnvelope, type CallResult } from '../../helpers/http.js';
import { CONSUMER, startQuickBooks, type Json, type QuickBooksFixture } from './fixture.js';

const TODAY = new Date().toISOString().slice(0, 10);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const OTHER_CONSUMER = 'qbo-reports-cad';

describe('QuickBooks connector: reports and fiscal periods', () => {
  let qb: QuickBooksFixture;
  let check: ResponseCheck;
  beforeAll(async () => {
    qb = await startQuickBooks();
    await qb.tenant.connect(OTHER_CONSUMER, 'accounting', 'quickbooks', { realm_id: OTHER.id, playground_access_token: OTHER.sandboxAccessToken });
    const documents: Record<string, Json> = {};
    for (const id of qb.svc.service.openApi.ids()) documents[id] = (await call(`${qb.svc.url}/openapi/${id}.json`)).body;
    check = new ResponseCheck(documents);
  });
  afterAll(() => qb.close());
  beforeEach(() => qb.emulator.kit.reset());

  /** GET through the gateway, checked against the OpenAPI document of the operation. */
  async function get(path: string, consumer = CONSUMER): Promise<CallResult> {
    const answer = await call(`${qb.svc.url}/accounting${path}`, { headers: qb.tenant.headers(consumer) });
    check.expect('accounting', 'GET', `/accounting${path.split('?')[0]!.replace(/^\/([a-z-]+)\/[^/]+$/, '/$1/{id}')}`, answer);
    return answer;
  }
  const ok = (answer: CallResult, status = 200) => {
    expect(answer.status, answer.text).toBe(status);
    return answer.body.data as Json;
  };
  const first = async (query: string) => (await qb.platform(`${query} maxresults 1`))[0] as Json;
  async function preferences(realm = DEMO): Promise<Json> {
    const response = await fetch(`${qb.emulator.url}/v3/company/${realm.id}/preferences`, { headers: { authorization: `Bearer ${realm.sandboxAccessToken}` } });
    return ((await response.json()) as Json).Preferences;
  }
  const balanceOf = (report: Json, accountId: string) => (report.lines as Json[]).find((line) => line.accountid === accountId)?.balance ?? 0;
  async function created(path: string, body: Json): Promise<Json> {
    const answer = await qb.send('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(201);
    return ok(await get(`${path}/${answer.body.data.id as string}`));
  }

  describe('trial balance', () => {
    it('balances, leaves zero lines out, names ledger accounts and carries last year into Retained Earnings', async () => {
      const report = ok(await get('/trial-balance'));
      expect(report).toMatchObject({ end_date: TODAY, currency: 'USD', accounting_method: 'accrual', report_name: 'Trial Balance', start_date: `${TODAY.slice(0, 4)}-01-01` });
      expect(report.totaldebit).toBe(report.totalcredit);
      expect(report.totaldebit).toBeGreaterThan(0);
      const lines = report.lines as Json[];
      expect(lines.reduce((sum, line) => sum + line.debit, 0)).toBe(report.totaldebit);
      expect(lines.reduce((sum, line) => sum + line.credit, 0)).toBe(report.totalcredit);
      const accounts = await qb.platform('select * from Account where Active IN (true, false) maxresults 1000');
      for (const line of lines) {
        expect(line.balance).toBe(line.debit - line.credit);
        expect(line.debit === 0 || line.credit === 0).toBe(true);
        expect(line.balance).not.toBe(0);
        expect(line.linetype).toBe('account');
        expect(ok(await get(`/ledger-accounts/${line.accountid}`)).id).toBe(line.accountid);
        expect(line.code).toBe(accounts.find((account) => account.Id === line.accountid)?.AcctNum);
      }
      // Last year's trading (two sales receipts, a month's rent) is in Retained Earnings, not in this year's income and expenses.
      const retained = accounts.find((account) => account.AccountSubType === 'RetainedEarnings')!;
      const receipts = (await qb.platform('select * from SalesReceipt maxresults 1000')).filter((receipt) => receipt.TxnDate < report.start_date);
      const rent = (await qb.platform('select * from Purchase maxresults 1000')).filter((purchase) => purchase.TxnDate < report.start_date);
      expect(receipts.length).toBeGreaterThan(0);
      const lastYear = receipts.reduce((sum, receipt) => sum + Math.round(receipt.TotalAmt * 100) - Math.round((receipt.TxnTaxDetail?.TotalTax ?? 0) * 100), 0) - rent.reduce((sum, purchase) => sum + Math.round(purchase.TotalAmt * 100), 0);
      expect(balanceOf(report, retained.Id)).toBe(-lastYear);
      // A day before the books start: nothing at all.
      const before = ok(await get(`/trial-balance?filter[enddate]=${shift(TODAY, -420)}`));
      expect(before).toMatchObject({ totaldebit: 0, totalcredit: 0, lines: [] });
    });

    it('moves by exactly a new invoice and its payment', async () => {
      const item = await first('select * from Item where Type = \'Service\'');
      const customer = await first('select * from Customer where CurrencyRef = \'USD\'');
      const checking = await first('select * from Account where Name = \'Checking\'');
      const ar = await first('select * from Account where AccountType = \'Accounts Receivable\'');
      const before = ok(await get('/trial-balance'));
      const invoice = await created('/invoices', { customer: { id: customer.Id }, line_items: [{ item: { id: item.Id }, total_amount: 12345, description: 'Pond design' }] });
      expect(invoice.total).toBe(12345);
      await created('/payments', { customer: { id: customer.Id }, total_amount: 5000, transaction_date: `${TODAY}T00:00:00.000Z`, account: { id: checking.Id }, allocations: [{ id: invoice.id, type: 'invoice', amount: 5000 }] });
      const after = ok(await get('/trial-balance'));
      expect(after.totaldebit).toBe(after.totalcredit);
      expect(balanceOf(after, ar.Id) - balanceOf(before, ar.Id)).toBe(12345 - 5000);
      expect(balanceOf(after, checking.Id) - balanceOf(before, checking.Id)).toBe(5000);
      expect(balanceOf(after, item.IncomeAccountRef.value) - balanceOf(before, item.IncomeAccountRef.value)).toBe(-12345);
    });

    it('is 400 on an unknown basis and 502 while the platform\'s lines do not add up', async () => {
      expectErrorEnvelope(await get('/trial-balance?filter[accountingmethod]=modified'), 400, 'RequestValidationError');
      const emulatorAnswer = await fetch(`${qb.emulator.url}/v3/company/${DEMO.id}/reports/TrialBalance?accounting_method=Modified`, { headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}` } });
      expect(emulatorAnswer.status).toBe(400);
      expect(await emulatorAnswer.text()).toMatch(/accounting_method must be Cash or Accrual/);
      expectErrorEnvelope(await get('/trial-balance?filter[enddate]=yesterday'), 400, 'RequestValidationError');
      const on = await call(`${qb.emulator.url}/__emulator/switches`, { method: 'POST', json: { name: 'unbalanced_trial_balance', value: 1234, account: DEMO.id } });
      expect(on.status, on.text).toBeLessThan(300);
      const broken = await get('/trial-balance');
      expectErrorEnvelope(broken, 502, 'ConnectorExecutionError');
      expect(broken.body.detail.lines_debit - broken.body.detail.totaldebit).toBe(1234);
      await call(`${qb.emulator.url}/__emulator/switches`, { method: 'POST', json: { name: 'unbalanced_trial_balance', value: null, account: DEMO.id } });
      ok(await get('/trial-balance'));
    });
  });

  describe('fiscal periods', () => {
    it('derives the calendar from the first month of the fiscal year and the closing date', async () => {
      const lock = String((await preferences()).AccountingInfoPrefs.BookCloseDate);
      expect(lock < TODAY).toBe(true);
      const lockYear = Number(lock.slice(0, 4));
      const periods = ok(await get(`/fiscal-periods?filter[fiscalyear]=${lockYear}&filter[type]=period`)) as unknown as Json[];
      expect(periods.map((period) => period.periodnumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(periods[0]).toMatchObject({ id: `FY${lockYear}-P01`, startdate: `${lockYear}-01-01`, enddate: `${lockYear}-01-31`, fiscalyear: lockYear, isadjustment: false });
      const holding = periods.find((period) => period.startdate <= lock && lock <= period.enddate)!;
      expect(holding.lockedthrough).toBe(lock);
      expect(holding.status).toBe(lock === holding.enddate ? 'locked' : 'open');
      for (const period of periods.filter((candidate) => candidate.enddate <= lock)) expect(period).toMatchObject({ status: 'locked', lockedthrough: period.enddate });
      for (const period of periods.filter((candidate) => candidate.startdate > lock)) expect(period.lockedthrough).toBeNull();
      const year = ok(await get(`/fiscal-periods/FY${lockYear}`));
      expect(year).toMatchObject({ type: 'year', startdate: `${lockYear}-01-01`, enddate: `${lockYear}-12-31`, lockedthrough: lock });
      const locked = ok(await get('/fiscal-periods?filter[status]=locked&limit=200')) as unknown as Json[];
      expect(locked.every((period) => period.enddate <= lock)).toBe(true);
      const future = ok(await get(`/fiscal-periods?filter[status]=future&filter[fiscalyear]=${Number(TODAY.slice(0, 4)) + 1}&limit=200`)) as unknown as Json[];
      expect(future).toHaveLength(17);
      expectErrorEnvelope(await get('/fiscal-periods/FY1999-P01'), 404, 'EntityNotFoundError');
    });

    it('runs across a calendar year on the realm whose fiscal year starts in April', async () => {
      const thisYear = Number(TODAY.slice(0, 4));
      const fiscalYear = TODAY.slice(5, 7) >= '04' ? thisYear + 1 : thisYear;
      const periods = ok(await get(`/fiscal-periods?filter[fiscalyear]=${fiscalYear}&filter[type]=period`, OTHER_CONSUMER)) as unknown as Json[];
      expect(periods[0]).toMatchObject({ startdate: `${fiscalYear - 1}-04-01`, enddate: `${fiscalYear - 1}-04-30`, fiscalyear: fiscalYear });
      expect(periods[9]).toMatchObject({ periodnumber: 10, startdate: `${fiscalYear}-01-01`, enddate: `${fiscalYear}-01-31` });
      const quarters = ok(await get(`/fiscal-periods?filter[fiscalyear]=${fiscalYear}&filter[type]=quarter`, OTHER_CONSUMER)) as unknown as Json[];
      expect(quarters.map((quarter) => [quarter.startdate, quarter.enddate])).toEqual([
        [`${fiscalYear - 1}-04-01`, `${fiscalYear - 1}-06-30`], [`${fiscalYear - 1}-07-01`, `${fiscalYear - 1}-09-30`], [`${fiscalYear - 1}-10-01`, `${fiscalYear - 1}-12-31`], [`${fiscalYear}-01-01`, `${fiscalYear}-03-31`],
      ]);
      const report = ok(await get('/trial-balance', OTHER_CONSUMER));
      expect(report).toMatchObject({ currency: 'CAD', start_date: `${fiscalYear - 1}-04-01` });
      expect(report.totaldebit).toBe(report.totalcredit);
    });

    it('refuses invoices and journal entries dated on or before the closing date, as QuickBooks does', async () => {
      const lock = String((await preferences()).AccountingInfoPrefs.BookCloseDate);
      const item = await first('select * from Item where Type = \'Service\'');
      const customer = await first('select * from Customer where CurrencyRef = \'USD\'');
      const refused = await qb.send('POST', '/invoices', { customer: { id: customer.Id }, invoice_date: lock, line_items: [{ item: { id: item.Id }, total_amount: 1000 }] });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.text).toMatch(/account period has closed/);
      const expense = await first('select * from Account where AccountType = \'Expense\'');
      const bank = await first('select * from Account where AccountType = \'Bank\'');
      const entry = { posted_at: `${lock}T00:00:00.000Z`, line_items: [{ type: 'debit', total_amount: 1000, ledger_account: { id: expense.Id } }, { type: 'credit', total_amount: -1000, ledger_account: { id: bank.Id } }] };
      const refusedEntry = await qb.send('POST', '/journal-entries', entry);
      expect(refusedEntry.status, refusedEntry.text).toBe(400);
      expect(refusedEntry.text).toMatch(/account period has closed/);
      const open = await qb.send('POST', '/journal-entries', { ...entry, posted_at: `${shift(lock, 1)}T00:00:00.000Z` });
      expect(open.status, open.text).toBe(201);
    });
  });

  describe('statements', () => {
    it('balance sheet: assets equal liabilities and equity, with Net Income in equity; several periods, latest first', async () => {
      const { reports } = ok(await get('/balance-sheet'));
      expect(reports).toHaveLength(1);
      const [sheet] = reports as Json[];
      expect(sheet).toMatchObject({ end_date: TODAY, currency: 'USD', assets: { name: 'Assets' }, liabilities: { name: 'Liabilities' }, equity: { name: 'Equity' } });
      expect(sheet!.assets.value).toBe(sheet!.liabilities.value + sheet!.equity.value);
      expect(sheet!.assets.value).toBeGreaterThan(0);
      const netIncome = (sheet!.equity.items as Json[]).find((item) => item.name === 'Net Income')!;
      expect(netIncome.account_id).toBeUndefined();
      const pnl = ok(await get('/profit-and-loss'));
      expect(netIncome.value).toBe(pnl.net_income.total);
      const bank = (sheet!.assets.items as Json[])[0]!.items.find((item: Json) => item.name === 'Bank Accounts').items[0];
      expect(ok(await get(`/ledger-accounts/${bank.account_id}`)).name).toBe(bank.name);

      const end = `${TODAY.slice(0, 7)}-01`;
      const periods = ok(await get(`/balance-sheet?filter[end_date]=${end}&filter[period_count]=3&filter[period_type]=month`)).reports as Json[];
      // The month before's first day: the day before this month's first is in it (31 days back is not, after a 30-day month).
      expect(periods.map((report) => report.end_date)).toEqual([end, shift(end, -1).slice(0, 8) + '01', periods[2]!.end_date]);
      expect(periods[2]!.end_date < periods[1]!.end_date).toBe(true);
      for (const report of periods) expect(report.assets.value).toBe(report.liabilities.value + report.equity.value);
      expectErrorEnvelope(await get('/balance-sheet?filter[location_id]=1'), 400, 'UnsupportedFiltersError');
    });

    it('profit and loss: sections, the totals QuickBooks states, and a customer\'s share', async () => {
      const pnl = ok(await get('/profit-and-loss'));
      expect(pnl).toMatchObject({ report_name: 'Profit and Loss', currency: 'USD', start_date: `${TODAY.slice(0, 4)}-01-01`, end_date: TODAY });
      expect(pnl.income.total).toBeGreaterThan(0);
      expect(pnl.gross_profit.total).toBe(pnl.income.total - (pnl.cost_of_goods_sold?.total ?? 0));
      expect(pnl.net_operating_income.total).toBe(pnl.gross_profit.total - pnl.expenses.total);
      const travel = (pnl.expenses.records as Json[]).find((record) => record.type === 'Section' && record.title === 'Travel')!;
      expect(travel.records.length).toBeGreaterThan(0);
      expect(travel.total).toBe((travel.records as Json[]).reduce((sum, record) => sum + record.total, 0));

      const customer = ok(await qb.send('POST', '/customers', { display_name: 'Report Test Gardens' }).then((answer) => ({ ...answer, status: answer.status === 201 ? 200 : answer.status })));
      const item = await first('select * from Item where Type = \'Service\'');
      await created('/invoices', { customer: { id: customer.id }, line_items: [{ item: { id: item.Id }, total_amount: 12345 }] });
      const theirs = ok(await get(`/profit-and-loss?filter[customer_id]=${customer.id}`));
      expect(theirs).toMatchObject({ income: { total: 12345 }, net_income: { total: 12345 } });
      const lastYear = ok(await get(`/profit-and-loss?filter[start_date]=${shift(TODAY, -400)}&filter[end_date]=${shift(TODAY, -366)}`));
      expect(lastYear.income.total).toBeGreaterThan(0);
      expectErrorEnvelope(await get('/profit-and-loss?filter[accounting_method]=both'), 400, 'RequestValidationError');
    });
  });

  describe('cash basis', () => {
    /** A QuickBooks write straight at the emulator (a taxed invoice, a bill payment: what the test needs exactly). */
    async function platformCreate(entity: string, body: Json): Promise<Json> {
      const response = await fetch(`${qb.emulator.url}/v3/company/${DEMO.id}/${entity.toLowerCase()}`, {
        method: 'POST', headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Json;
      expect(response.status, JSON.stringify(answer)).toBe(200);
      return answer[entity];
    }
    const cents = (value: number) => Math.round(value * 100);
    /** Per account: how much `after` moved from `before` (trial balance lines, signed balances). */
    const moves = (before: Json, after: Json) => {
      const moved = new Map<string, number>();
      for (const line of after.lines as Json[]) moved.set(line.accountid, (moved.get(line.accountid) ?? 0) + line.balance);
      for (const line of before.lines as Json[]) moved.set(line.accountid, (moved.get(line.accountid) ?? 0) - line.balance);
      return new Map([...moved].filter(([, amount]) => amount !== 0));
    };
    const balanced = (report: Json) => {
      expect(report.totaldebit).toBe(report.totalcredit);
      expect((report.lines as Json[]).reduce((sum, line) => sum + line.debit, 0)).toBe(report.totaldebit);
      expect((report.lines as Json[]).reduce((sum, line) => sum + line.credit, 0)).toBe(report.totalcredit);
      return report;
    };

    it('trial balance: the paid share of a part-paid taxed invoice and bill, nothing of their receivable and payable', async () => {
      const item = await first('select * from Item where Type = \'Service\'');
      const customer = await first('select * from Customer where CurrencyRef = \'USD\'');
      const checking = await first('select * from Account where Name = \'Checking\'');
      const ar = await first('select * from Account where AccountType = \'Accounts Receivable\'');
      const ap = await first('select * from Account where AccountType = \'Accounts Payable\'');
      const salesTax = await first('select * from Account where AccountSubType = \'SalesTaxPayable\'');
      const expense = await first('select * from Account where AccountType = \'Expense\'');
      const vendor = await first('select * from Vendor where CurrencyRef = \'USD\'');
      const taxCode = (await qb.platform('select * from Invoice maxresults 1000')).find((invoice) => invoice.TxnTaxDetail?.TotalTax > 0)!.TxnTaxDetail.TxnTaxCodeRef.value;
      const income = item.IncomeAccountRef.value as string;

      const cashBefore = balanced(ok(await get('/trial-balance?filter[accountingmethod]=cash')));
      const accrualBefore = balanced(ok(await get('/trial-balance?filter[accountingmethod]=accrual')));
      expect(cashBefore).toMatchObject({ accounting_method: 'cash', end_date: TODAY });
      expect(accrualBefore.accounting_method).toBe('accrual');
      // The seeded books hold open invoices and bills: cash basis leaves their receivable and payable out.
      expect(balanceOf(cashBefore, ar.Id)).not.toBe(balanceOf(accrualBefore, ar.Id));
      expect(balanceOf(cashBefore, ap.Id)).not.toBe(balanceOf(accrualBefore, ap.Id));

      const line = (amount: number) => ({ DetailType: 'SalesItemLineDetail', Amount: amount, SalesItemLineDetail: { ItemRef: { value: item.Id }, Qty: 1, UnitPrice: amount, TaxCodeRef: { value: 'TAX' } } });
      const invoice = await platformCreate('Invoice', { CustomerRef: { value: customer.Id }, TxnDate: TODAY, Line: [line(100), line(23.45)], TxnTaxDetail: { TxnTaxCodeRef: { value: taxCode } } });
      const total = cents(invoice.TotalAmt);
      const tax = cents(invoice.TxnTaxDetail.TotalTax);
      expect(tax).toBeGreaterThan(0);
      expect(total).toBe(12345 + tax);
      await created('/payments', { customer: { id: customer.Id }, total_amount: 5000, transaction_date: `${TODAY}T00:00:00.000Z`, account: { id: checking.Id }, allocations: [{ id: invoice.Id, type: 'invoice', amount: 5000 }] });
      const bill = await platformCreate('Bill', { VendorRef: { value: vendor.Id }, TxnDate: TODAY, Line: [{ DetailType: 'AccountBasedExpenseLineDetail', Amount: 77.77, AccountBasedExpenseLineDetail: { AccountRef: { value: expense.Id } } }] });
      await platformCreate('BillPayment', { VendorRef: { value: vendor.Id }, TxnDate: TODAY, PayType: 'Check', CheckPayment: { BankAccountRef: { value: checking.Id } }, TotalAmt: 20, Line: [{ Amount: 20, LinkedTxn: [{ TxnId: bill.Id, TxnType: 'Bill' }] }] });

      const cash = moves(cashBefore, balanced(ok(await get('/trial-balance?filter[accountingmethod]=cash'))));
      const accrual = moves(accrualBefore, balanced(ok(await get('/trial-balance'))));
      // Accrual: the whole invoice and bill.
      expect(accrual.get(income)).toBe(-12345);
      expect(accrual.get(salesTax.Id)).toBe(-tax);
      expect(accrual.get(ar.Id)).toBe(total - 5000);
      expect(accrual.get(ap.Id)).toBe(-(7777 - 2000));
      // Cash: 5000 of the invoice's total recognised line by line in proportion (income and tax), 2000 of the bill; A/R and A/P do not move.
      const incomeShare = -(cash.get(income) ?? 0);
      const taxShare = -(cash.get(salesTax.Id) ?? 0);
      expect(incomeShare + taxShare).toBe(5000);
      expect(Math.abs(incomeShare - (12345 * 5000) / total)).toBeLessThanOrEqual(1);
      expect(Math.abs(taxShare - (tax * 5000) / total)).toBeLessThanOrEqual(1);
      expect(cash.get(expense.Id)).toBe(2000);
      expect(cash.get(checking.Id)).toBe(5000 - 2000);
      expect(cash.has(ar.Id)).toBe(false);
      expect(cash.has(ap.Id)).toBe(false);
      // The two bases differ by exactly the unpaid part of the invoice and of the bill, on nothing else.
      const difference = Object.fromEntries([...new Set([...accrual.keys(), ...cash.keys()])]
        .map((id) => [id, (accrual.get(id) ?? 0) - (cash.get(id) ?? 0)] as const).filter(([, amount]) => amount !== 0));
      expect(difference).toEqual({ [ar.Id]: total - 5000, [income]: -(12345 - incomeShare), [salesTax.Id]: -(tax - taxShare), [ap.Id]: -(7777 - 2000), [expense.Id]: 7777 - 2000 });
      // Earlier dates, and the CAD realm (foreign-currency documents paid at their own rates), balance on cash too.
      balanced(ok(await get(`/trial-balance?filter[accountingmethod]=cash&filter[enddate]=${shift(TODAY, -200)}`)));
      expect(balanced(ok(await get('/trial-balance?filter[accountingmethod]=cash', OTHER_CONSUMER)))).toMatchObject({ currency: 'CAD', accounting_method: 'cash' });
    });

    it('profit and loss and balance sheet: income when paid, on the payment\'s date', async () => {
      const customer = ok(await qb.send('POST', '/customers', { display_name: 'Cash Basis Orchards' }).then((answer) => ({ ...answer, status: answer.status === 201 ? 200 : answer.status })));
      const item = await first('select * from Item where Type = \'Service\'');
      const checking = await first('select * from Account where Name = \'Checking\'');
      const invoiceDate = shift(TODAY, -3);
      const paidOn = shift(TODAY, -1);
      const invoice = await created('/invoices', { customer: { id: customer.id }, invoice_date: invoiceDate, line_items: [{ item: { id: item.Id }, total_amount: 10000 }, { item: { id: item.Id }, total_amount: 2345 }] });
      await created('/payments', { customer: { id: customer.id }, total_amount: 4000, transaction_date: `${paidOn}T00:00:00.000Z`, account: { id: checking.Id }, allocations: [{ id: invoice.id, type: 'invoice', amount: 4000 }] });
      const pnl = async (method: string, end = TODAY) => ok(await get(`/profit-and-loss?filter[customer_id]=${customer.id}&filter[start_date]=${invoiceDate}&filter[end_date]=${end}&filter[accounting_method]=${method}`));
      expect(await pnl('accrual')).toMatchObject({ income: { total: 12345 }, net_income: { total: 12345 } });
      expect(await pnl('cash')).toMatchObject({ income: { total: 4000 }, net_income: { total: 4000 } });
      // The day before the payment: the invoice is income on accrual, nothing yet on cash.
      expect(await pnl('accrual', shift(paidOn, -1))).toMatchObject({ income: { total: 12345 } });
      expect(await pnl('cash', shift(paidOn, -1))).toMatchObject({ income: { total: 0 }, net_income: { total: 0 } });

      const sheet = async (method: string) => (ok(await get(`/balance-sheet?filter[accounting_method]=${method}`)).reports as Json[])[0]!;
      const [cashSheet, accrualSheet] = [await sheet('cash'), await sheet('accrual')];
      for (const report of [cashSheet, accrualSheet]) expect(report.assets.value).toBe(report.liabilities.value + report.equity.value);
      const netIncome = (report: Json) => (report.equity.items as Json[]).find((row) => row.name === 'Net Income')!.value;
      expect(netIncome(cashSheet)).toBe(ok(await get('/profit-and-loss?filter[accounting_method]=cash')).net_income.total);
      expect(netIncome(accrualSheet)).toBe(ok(await get('/profit-and-loss')).net_income.total);
      expect(netIncome(cashSheet)).not.toBe(netIncome(accrualSheet));
      // On cash basis there is no receivable at all: the seeded payments apply all they take.
      const receivables = (report: Json) => (report.assets.items as Json[])[0]!.items.find((row: Json) => row.name === 'Accounts Receivable');
      expect(receivables(accrualSheet).value).toBeGreaterThan(0);
      expect(receivables(cashSheet)).toBeUndefined();
    });
  });

  describe('aged reports', () => {
    it('ages what a customer owes by due date, with the period filters', async () => {
      const customer = ok(await qb.send('POST', '/customers', { display_name: 'Aged Debtor Nursery' }).then((answer) => ({ ...answer, status: answer.status === 201 ? 200 : answer.status })));
      const item = await first('select * from Item where Type = \'Service\'');
      const invoice = await created('/invoices', { customer: { id: customer.id }, invoice_date: shift(TODAY, -60), due_date: shift(TODAY, -45), line_items: [{ item: { id: item.Id }, total_amount: 20000 }] });
      await created('/payments', { customer: { id: customer.id }, total_amount: 5000, transaction_date: `${shift(TODAY, -50)}T00:00:00.000Z`, allocations: [{ id: invoice.id, type: 'invoice', amount: 5000 }] });
      const report = ok(await get(`/aged-debtors?filter[customer_id]=${customer.id}`));
      expect(report).toMatchObject({ report_as_of_date: TODAY, period_count: 4, period_length: 30 });
      expect(report.outstanding_balances).toEqual([{
        customer_id: customer.id, customer_name: 'Aged Debtor Nursery',
        outstanding_balances_by_currency: [{ currency: 'USD', total_amount: 15000, balances_by_period: [{
          start_date: shift(TODAY, -60), end_date: shift(TODAY, -31), total_amount: 15000,
          balances_by_transaction: [{ transaction_id: invoice.id, transaction_date: shift(TODAY, -60), transaction_type: 'invoice', due_date: shift(TODAY, -45), original_amount: 20000, outstanding_balance: 15000, transaction_number: invoice.number }],
        }] }],
      }]);
      const short = ok(await get(`/aged-debtors?filter[customer_id]=${customer.id}&filter[period_length]=15&filter[period_count]=2`));
      expect(short.outstanding_balances[0].outstanding_balances_by_currency[0].balances_by_period[0]).toMatchObject({ start_date: null, end_date: shift(TODAY, -16) });
      // As of a day before the invoice, it is not there yet.
      const earlier = ok(await get(`/aged-debtors?filter[customer_id]=${customer.id}&filter[report_as_of_date]=${shift(TODAY, -61)}`));
      expect(earlier.outstanding_balances).toEqual([]);
      const all = ok(await get('/aged-debtors'));
      expect(all.outstanding_balances.length).toBeGreaterThan(3);
    });

    it('ages what is owed to suppliers, in USD and on the CAD realm', async () => {
      const supplier = ok(await qb.send('POST', '/suppliers', { display_name: 'Aged Creditor Quarry' }).then((answer) => ({ ...answer, status: answer.status === 201 ? 200 : answer.status })));
      const expense = await first('select * from Account where AccountType = \'Expense\'');
      const bill = await created('/bills', { supplier: { id: supplier.id }, bill_date: shift(TODAY, -10), due_date: shift(TODAY, 20), line_items: [{ type: 'expense_account', ledger_account: { id: expense.Id }, total_amount: 7777 }] });
      const report = ok(await get(`/aged-creditors?filter[supplier_id]=${supplier.id}`));
      expect(report.outstanding_balances).toEqual([{
        supplier_id: supplier.id, supplier_name: 'Aged Creditor Quarry',
        outstanding_balances_by_currency: [{ currency: 'USD', total_amount: 7777, balances_by_period: [{
          start_date: TODAY, end_date: null, total_amount: 7777,
          balances_by_transaction: [expect.objectContaining({ transaction_id: bill.id, transaction_type: 'bill', original_amount: 7777, outstanding_balance: 7777 })],
        }] }],
      }]);
      const cad = ok(await get('/aged-creditors', OTHER_CONSUMER));
      expect(cad.outstanding_balances.length).toBeGreaterThan(0);
      for (const party of cad.outstanding_balances as Json[]) expect(party.outstanding_balances_by_currency[0].currency).toBe('CAD');
    });
  });
});
