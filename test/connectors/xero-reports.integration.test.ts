/**
 * The Xero connector's reports and fiscal periods through the service over
 * HTTP, against the Xero emulator (which computes its reports from its own
 * ledger): the trial balance balances, names accounts the ledger-accounts
 * endpoint knows and moves by exactly a new invoice and payment; on cash
 * basis (paymentsOnly) it recognises exactly the paid share of a part-paid
 * invoice and bill, as do the balance sheet and profit and loss; a report
 * that does not add up is 502; fiscal periods from the
 * organisation's year end and lock dates (which the emulator enforces);
 * the balance sheet, profit and loss and aged reports with their filters,
 * in USD and in the JPY organisation. Every answer is checked against the
 * service's own OpenAPI document.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XERO_DEMO_ORGANISATION as DEMO, XERO_JPY_ORGANISATION as JPY } from '../../src/sandbox/xero/index.js';
import { ResponseCheck } from '../catalog/openapi-response-check.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { xeroSuite, type Json } from './xero-fixture.js';

const TODAY = new Date().toISOString().slice(0, 10);
const THIS_YEAR = Number(TODAY.slice(0, 4));

describe('Xero accounting connector: reports and fiscal periods', () => {
  const xero = xeroSuite('xero-reports');
  const { send, ok, records } = xero;
  let check: ResponseCheck;
  /** GET through the gateway; the answer is checked against the OpenAPI document of the operation (path without query). */
  async function get(path: string, extra: Record<string, string> = {}): Promise<CallResult> {
    const answer = await xero.get(path, extra);
    const template = `/accounting${path.split('?')[0]!.replace(/^\/([a-z-]+)\/[^/]+$/, '/$1/{id}')}`;
    check.expect('accounting', 'GET', template, answer);
    return answer;
  }
  const contactNamed = (name: string, organisation = DEMO.id) => String(records('contacts', organisation).find((contact) => contact.Name === name)!.id);
  const accountCoded = (code: string, organisation = DEMO.id) => String(records('accounts', organisation).find((account) => account.Code === code)!.id);
  const jpy = { 'x-svc-company-id': JPY.id };

  beforeAll(async () => {
    const documents: Record<string, Json> = {};
    for (const id of xero.svc.service.openApi.ids()) documents[id] = (await call(`${xero.svc.url}/openapi/${id}.json`)).body;
    check = new ResponseCheck(documents);
  });
  beforeEach(() => xero.emulator.kit.reset());

  const lineOf = (report: Json, code: string) => (report.lines as Json[]).find((line) => line.code === code);
  const balanceOf = (report: Json, code: string) => lineOf(report, code)?.balance ?? 0;

  describe('trial balance', () => {
    it('balances, leaves zero lines out and names accounts the ledger-accounts endpoint knows', async () => {
      const report = ok(await get('/trial-balance')).body.data;
      expect(report).toMatchObject({ end_date: TODAY, currency: 'USD', accounting_method: 'accrual', report_name: 'Trial Balance', start_date: `${THIS_YEAR}-01-01` });
      expect(report.totaldebit).toBe(report.totalcredit);
      expect(report.totaldebit).toBeGreaterThan(0);
      const lines = report.lines as Json[];
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.reduce((sum, line) => sum + line.debit, 0)).toBe(report.totaldebit);
      expect(lines.reduce((sum, line) => sum + line.credit, 0)).toBe(report.totalcredit);
      for (const line of lines) {
        expect(line.balance).toBe(line.debit - line.credit);
        expect(line.debit === 0 || line.credit === 0).toBe(true);
        expect(line.balance).not.toBe(0);
        expect(line.linetype).toBe('account');
        const account = ok(await get(`/ledger-accounts/${line.accountid}`)).body.data;
        expect(account.code).toBe(line.code);
      }
      // Receivables are a debit, sales a credit, the owner's capital a credit.
      expect(balanceOf(report, '610')).toBeGreaterThan(0);
      expect(balanceOf(report, '200')).toBeLessThan(0);
      expect(balanceOf(report, '970')).toBeLessThan(0);
    });

    it('moves by exactly a new invoice and its payment', async () => {
      const before = ok(await get('/trial-balance')).body.data;
      const invoice = ok(await send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery') }, status: 'authorised', currency: 'USD', invoice_date: TODAY, due_date: TODAY,
        line_items: [{ description: 'Trial balance check', quantity: 1, unit_price: 12_345, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      }), 201).body.data;
      ok(await send('POST', '/payments', { total_amount: 5_000, transaction_date: `${TODAY}T00:00:00.000Z`, account: { id: accountCoded('090') }, allocations: [{ id: invoice.id, type: 'invoice' }] }), 201);
      const after = ok(await get('/trial-balance')).body.data;
      expect(balanceOf(after, '610') - balanceOf(before, '610')).toBe(12_345 - 5_000);
      expect(balanceOf(after, '200') - balanceOf(before, '200')).toBe(-12_345);
      expect(balanceOf(after, '090') - balanceOf(before, '090')).toBe(5_000);
      expect(after.totaldebit).toBe(after.totalcredit);
    });

    it('as of an earlier date: only what was posted by then, and earlier years in Retained Earnings', async () => {
      // An invoice of last year: income then, retained earnings now.
      const lastYear = `${THIS_YEAR - 1}-06-15`;
      ok(await send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery') }, status: 'authorised', currency: 'USD', invoice_date: lastYear, due_date: lastYear,
        line_items: [{ description: 'Last year', quantity: 1, unit_price: 70_000, ledger_account: { id: '', code: '260' }, tax_rate: { id: 'NONE' } }],
      }), 201);
      const then = ok(await get(`/trial-balance?filter[enddate]=${THIS_YEAR - 1}-12-31`)).body.data;
      expect(then).toMatchObject({ end_date: `${THIS_YEAR - 1}-12-31`, start_date: `${THIS_YEAR - 1}-01-01` });
      expect(balanceOf(then, '260')).toBe(-70_000);
      expect(balanceOf(then, '610')).toBe(70_000);
      expect(lineOf(then, '960')).toBeUndefined();
      const now = ok(await get('/trial-balance')).body.data;
      expect(lineOf(now, '960')).toMatchObject({ linetype: 'account', balance: -70_000, name: 'Retained Earnings', accountid: accountCoded('960') });
      expect(now.totaldebit).toBe(now.totalcredit);
    });

    it('answers 400 for a basis that is neither cash nor accrual, and for a bad date', async () => {
      expect((await get('/trial-balance?filter[accountingmethod]=modified')).status).toBe(400);
      expect(ok(await get('/trial-balance?filter[accountingmethod]=accrual')).body.data.accounting_method).toBe('accrual');
      const bad = await get('/trial-balance?filter[enddate]=2024-13-45');
      expect(bad.status).toBe(400);
    });

    it('answers 502 with the difference when the platform\'s report does not add up, and 200 again once it does', async () => {
      const control = (value: number | null) => call(`${xero.emulator.url}/__emulator/switches`, { method: 'POST', json: { name: 'unbalanced_trial_balance', value, account: DEMO.id } });
      expect((await control(1234)).status).toBeLessThan(300);
      const broken = await get('/trial-balance');
      expectErrorEnvelope(broken, 502, 'ConnectorExecutionError');
      expect(broken.body.detail).toMatchObject({ lines_debit: broken.body.detail.totaldebit + 1234, difference: 0 });
      // Another organisation of the same connection is not affected.
      ok(await get('/trial-balance', jpy));
      expect((await control(null)).status).toBeLessThan(300);
      ok(await get('/trial-balance'));
      expect((await call(`${xero.emulator.url}/__emulator/switches`, { method: 'POST', json: { name: 'unbalanced_trial_balance', value: 'lots', account: DEMO.id } })).status).toBe(400);
    });

    it('reads the JPY organisation in whole yen', async () => {
      const report = ok(await get('/trial-balance', jpy)).body.data;
      expect(report).toMatchObject({ currency: 'JPY' });
      expect(report.totaldebit).toBe(report.totalcredit);
      // The JPY organisation's year ends in March.
      const [year, month] = TODAY.split('-').map(Number) as [number, number];
      expect(report.start_date).toBe(`${month >= 4 ? year : year - 1}-04-01`);
      const invoice = ok(await send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery', JPY.id) }, status: 'authorised', currency: 'JPY', invoice_date: TODAY, due_date: TODAY,
        line_items: [{ description: 'Yen', quantity: 1, unit_price: 4_321, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      }, jpy), 201).body.data;
      expect(ok(await get(`/invoices/${invoice.id}`, jpy)).body.data.total).toBe(4_321);
      const after = ok(await get('/trial-balance', jpy)).body.data;
      expect(balanceOf(after, '200') - balanceOf(report, '200')).toBe(-4_321);
    });
  });

  describe('fiscal periods', () => {
    const list = async (query: string, extra: Record<string, string> = {}) => ok(await get(`/fiscal-periods?limit=200&${query}`, extra)).body.data as Json[];

    it('derives the calendar from the year end and the lock dates', async () => {
      // Demo organisation: years end 31 December; closed to 2022-12-31, locked to 2023-05-31.
      const periods = await list('filter[fiscalyear]=2023&filter[type]=period');
      expect(periods.map((period) => period.periodnumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(periods[0]).toEqual({ id: 'FY2023-P01', name: 'FY2023 period 1', startdate: '2023-01-01', enddate: '2023-01-31', fiscalyear: 2023, periodnumber: 1, type: 'period', isadjustment: false, status: 'locked', lockedthrough: '2023-01-31' });
      expect(periods.slice(0, 5).every((period) => period.status === 'locked')).toBe(true);
      expect(periods[5]).toMatchObject({ startdate: '2023-06-01', status: 'open', lockedthrough: null });
      const quarters = await list('filter[fiscalyear]=2023&filter[type]=quarter');
      expect(quarters[1]).toMatchObject({ id: 'FY2023-Q2', startdate: '2023-04-01', enddate: '2023-06-30', status: 'open', lockedthrough: '2023-05-31' });
      const [year] = await list('filter[fiscalyear]=2023&filter[type]=year');
      expect(year).toMatchObject({ id: 'FY2023', startdate: '2023-01-01', enddate: '2023-12-31', status: 'open', lockedthrough: '2023-05-31' });
      // Across the year boundary: December 2022 closed, January 2023 locked.
      const december = (await list('filter[fiscalyear]=2022&filter[type]=period'))[11]!;
      expect(december).toMatchObject({ id: 'FY2022-P12', enddate: '2022-12-31', status: 'closed', lockedthrough: '2022-12-31' });
      const closed = await list('filter[status]=closed');
      expect(new Set(closed.map((period) => period.fiscalyear))).toEqual(new Set([2021, 2022]));
      expect(closed).toHaveLength(2 * 17);
      // The year after this one is all in the future.
      const future = await list(`filter[fiscalyear]=${THIS_YEAR + 1}`);
      expect(future).toHaveLength(17);
      expect(future.every((period) => period.status === 'future' && period.lockedthrough === null)).toBe(true);
      expect((await list('filter[status]=future')).every((period) => period.startdate > TODAY)).toBe(true);
    });

    it('follows a year that ends in March across the calendar year (JPY organisation)', async () => {
      const periods = await list('filter[fiscalyear]=2024&filter[type]=period', jpy);
      expect(periods[0]).toMatchObject({ id: 'FY2024-P01', startdate: '2023-04-01', enddate: '2023-04-30' });
      expect(periods[8]).toMatchObject({ startdate: '2023-12-01', enddate: '2023-12-31', fiscalyear: 2024 });
      expect(periods[9]).toMatchObject({ startdate: '2024-01-01', enddate: '2024-01-31', fiscalyear: 2024, periodnumber: 10 });
      expect(periods.every((period) => period.status === 'open' && period.lockedthrough === null)).toBe(true);
      const closedYear = await list('filter[fiscalyear]=2023&filter[type]=year', jpy);
      expect(closedYear[0]).toMatchObject({ startdate: '2022-04-01', enddate: '2023-03-31', status: 'closed', lockedthrough: '2023-03-31' });
    });

    it('gets one by id, 404 for an unknown one, 400 for a bad filter', async () => {
      expect(ok(await get('/fiscal-periods/FY2023-Q2')).body.data).toMatchObject({ type: 'quarter', periodnumber: 2, lockedthrough: '2023-05-31' });
      expectErrorEnvelope(await get('/fiscal-periods/FY1999-P01'), 404, 'EntityNotFoundError');
      expect((await get('/fiscal-periods?filter[status]=sleeping')).status).toBe(400);
    });

    it('the emulator refuses postings on or before a lock date, as Xero does', async () => {
      const invoice = (date: string) => send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery') }, status: 'authorised', currency: 'USD', invoice_date: date, due_date: date,
        line_items: [{ description: 'Locked', quantity: 1, unit_price: 100, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      });
      const locked = await invoice('2023-05-31');
      expect(locked.status).toBe(400);
      expect(locked.text).toContain('period lock date');
      const closed = await invoice('2022-06-30');
      expect(closed.text).toContain('end of year lock date');
      ok(await invoice('2023-06-01'), 201);
      const journal = await send('POST', '/journal-entries', { title: 'Locked', status: 'posted', posted_at: '2023-01-15T00:00:00.000Z', line_items: [{ type: 'debit', total_amount: 700, ledger_account: { id: '', code: '429' } }, { type: 'credit', total_amount: 700, ledger_account: { id: '', code: '090' } }] });
      expect(journal.status).toBe(400);
      expect(journal.text).toContain('period lock date');
      // A draft dated in a locked period posts nothing, so it is taken; authorising it is refused and leaves it a draft.
      const draft = ok(await send('POST', '/invoices', { customer: { id: contactNamed('Ridgeway Bakery') }, currency: 'USD', invoice_date: '2023-02-01', due_date: '2023-02-01', line_items: [{ description: 'Draft', quantity: 1, unit_price: 100, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }] }), 201).body.data;
      expect((await send('PATCH', `/invoices/${draft.id}`, { status: 'authorised' })).status).toBe(400);
      expect(ok(await get(`/invoices/${draft.id}`)).body.data.status).toBe('draft');
    });
  });

  describe('balance sheet and profit and loss', () => {
    const walk = (row: Json): Json[] => [row, ...((row.items ?? []) as Json[]).flatMap(walk)];

    it('states assets, liabilities and equity as Xero does, and net assets equal to equity', async () => {
      const sheet = ok(await get('/balance-sheet')).body.data;
      expect(sheet.reports).toHaveLength(1);
      const [report] = sheet.reports;
      expect(report).toMatchObject({ end_date: TODAY, currency: 'USD', report_name: 'Balance Sheet', assets: { name: 'Assets' }, liabilities: { name: 'Liabilities' }, equity: { name: 'Equity' } });
      expect(report.uncategorized_items).toBeUndefined();
      expect(report.net_assets).toBe(report.assets.value - report.liabilities.value);
      expect(report.equity.value).toBe(report.net_assets);
      // Sections hold accounts; each section's value is the sum of its accounts.
      const bank = (report.assets.items as Json[]).find((item) => item.name === 'Bank')!;
      expect(bank.value).toBe((bank.items as Json[]).reduce((sum, item) => sum + item.value, 0));
      expect(report.assets.value).toBe((report.assets.items as Json[]).reduce((sum, item) => sum + item.value, 0));
      const receivable = walk(report.assets).find((row) => row.account_id === accountCoded('610'))!;
      // The same receivables as the trial balance, the same sign.
      const trial = ok(await get('/trial-balance')).body.data;
      expect(receivable.value).toBe(balanceOf(trial, '610'));
      const payable = walk(report.liabilities).find((row) => row.account_id === accountCoded('800'))!;
      expect(payable.value).toBe(-balanceOf(trial, '800'));
      const earnings = (report.equity.items as Json[]).find((item) => item.name === 'Current Year Earnings')!;
      expect(earnings.account_id).toBeUndefined();
      const pnl = ok(await get('/profit-and-loss')).body.data;
      expect(earnings.value).toBe(pnl.net_income.total);
    });

    it('compares periods: period_count columns a period_type apart, latest first', async () => {
      const sheet = ok(await get('/balance-sheet?filter[end_date]=2026-03-31&filter[period_count]=3&filter[period_type]=month')).body.data;
      expect(sheet.reports.map((report: Json) => report.end_date)).toEqual(['2026-03-31', '2026-02-28', '2026-01-31']);
      const quarters = ok(await get('/balance-sheet?filter[end_date]=2026-06-30&filter[period_count]=2&filter[period_type]=quarter')).body.data;
      expect(quarters.reports.map((report: Json) => report.end_date)).toEqual(['2026-06-30', '2026-03-31']);
      expectErrorEnvelope(await get('/balance-sheet?filter[location_id]=north'), 400, 'UnsupportedFiltersError');
      expect((await get('/balance-sheet?filter[period_count]=13')).status).toBe(400);
      expect((await get('/balance-sheet?filter[period_type]=fortnight')).status).toBe(400);
    });

    it('states income and expenses of the fiscal year to date, and moves by a new sale', async () => {
      const before = ok(await get('/profit-and-loss')).body.data;
      expect(before).toMatchObject({ start_date: `${THIS_YEAR}-01-01`, end_date: TODAY, currency: 'USD', income: { title: 'Income', type: 'Section' }, expenses: { title: 'Less Operating Expenses' } });
      expect(before.income.total).toBe((before.income.records as Json[]).reduce((sum, record) => sum + record.total, 0));
      expect(before.gross_profit.total).toBe(before.income.total - (before.cost_of_goods_sold?.total ?? 0));
      expect(before.net_income.total).toBe(before.gross_profit.total + (before.other_income?.total ?? 0) - before.expenses.total);
      expect(before.net_operating_income).toBeUndefined();
      const sales = (before.income.records as Json[]).find((record) => record.id === accountCoded('200'))!;
      expect(sales).toMatchObject({ title: 'Sales', type: 'Record' });
      ok(await send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery') }, status: 'authorised', currency: 'USD', invoice_date: TODAY, due_date: TODAY,
        line_items: [{ description: 'P&L check', quantity: 1, unit_price: 9_999, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      }), 201);
      const after = ok(await get('/profit-and-loss')).body.data;
      expect(after.income.total - before.income.total).toBe(9_999);
      expect(after.net_income.total - before.net_income.total).toBe(9_999);
      // A window before the seed's documents is empty.
      const empty = ok(await get('/profit-and-loss?filter[start_date]=2024-01-01&filter[end_date]=2024-01-31')).body.data;
      expect(empty).toMatchObject({ start_date: '2024-01-01', end_date: '2024-01-31', income: { total: 0, records: [] }, net_income: { total: 0 } });
      expectErrorEnvelope(await get('/profit-and-loss?filter[customer_id]=abc'), 400, 'UnsupportedFiltersError');
      expect((await get('/profit-and-loss?filter[start_date]=2024-02-01&filter[end_date]=2024-01-01')).status).toBe(400);
    });

    it('reads the JPY organisation in whole yen', async () => {
      const before = ok(await get('/profit-and-loss', jpy)).body.data;
      expect(before.currency).toBe('JPY');
      ok(await send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery', JPY.id) }, status: 'authorised', currency: 'JPY', invoice_date: TODAY, due_date: TODAY,
        line_items: [{ description: 'Yen', quantity: 1, unit_price: 12_345, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      }, jpy), 201);
      const after = ok(await get('/profit-and-loss', jpy)).body.data;
      expect(after.income.total - before.income.total).toBe(12_345);
      const sheet = ok(await get('/balance-sheet', jpy)).body.data.reports[0];
      expect(sheet.currency).toBe('JPY');
      expect(sheet.equity.value).toBe(sheet.net_assets);
      expect(Number.isInteger(sheet.assets.value)).toBe(true);
    });
  });

  describe('cash basis (paymentsOnly)', () => {
    // An invoice of 10,000.00 of Sales at the 4% Reduced Sales Tax and 5,000.00 of Other Revenue untaxed: 15,400.00 in all.
    const INVOICE_DAY = '2025-01-10';
    const PAID_DAY = '2025-02-15';
    const trial = async (basis: string, date: string) => ok(await get(`/trial-balance?filter[accountingmethod]=${basis}&filter[enddate]=${date}`)).body.data;
    const profit = async (basis: string, from: string, to: string) => ok(await get(`/profit-and-loss?filter[accounting_method]=${basis}&filter[start_date]=${from}&filter[end_date]=${to}`)).body.data;
    const moved = (after: Json, before: Json, code: string) => balanceOf(after, code) - balanceOf(before, code);
    const CODES = ['200', '260', '820', '610', '090'];
    const invoiceOf = async () => ok(await send('POST', '/invoices', {
      customer: { id: contactNamed('Ridgeway Bakery') }, status: 'authorised', currency: 'USD', invoice_date: INVOICE_DAY, due_date: INVOICE_DAY,
      line_items: [
        { description: 'Taxed', quantity: 1, unit_price: 1_000_000, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'TAX002' } },
        { description: 'Untaxed', quantity: 1, unit_price: 500_000, ledger_account: { id: '', code: '260' }, tax_rate: { id: 'NONE' } },
      ],
    }), 201).body.data;
    const pay = async (invoice: Json, amount: number, day: string) => ok(await send('POST', '/payments', { total_amount: amount, transaction_date: `${day}T00:00:00.000Z`, account: { id: accountCoded('090') }, allocations: [{ id: invoice.id, type: 'invoice' }] }), 201).body.data;

    it('the cash trial balance balances and differs from the accrual one by exactly the unpaid part of a part-paid invoice', async () => {
      const seedCash = await trial('cash', '2025-02-28');
      const seedAccrual = await trial('accrual', '2025-02-28');
      const seedJanuary = await trial('cash', '2025-01-31');
      expect(seedCash).toMatchObject({ accounting_method: 'cash', end_date: '2025-02-28' });
      expect(seedAccrual).toMatchObject({ accounting_method: 'accrual' });
      const invoice = await invoiceOf();
      expect(ok(await get(`/invoices/${invoice.id}`)).body.data.total).toBe(1_540_000);
      const payment = await pay(invoice, 616_000, PAID_DAY); // 40%
      const cash = await trial('cash', '2025-02-28');
      const accrual = await trial('accrual', '2025-02-28');
      for (const report of [cash, accrual]) {
        expect(report.totaldebit).toBe(report.totalcredit);
        expect((report.lines as Json[]).reduce((sum, line) => sum + line.debit - line.credit, 0)).toBe(0);
      }
      // Accrual: the whole invoice, the unpaid 60% on receivables.
      expect(Object.fromEntries(CODES.map((code) => [code, moved(accrual, seedAccrual, code)]))).toEqual({ 200: -1_000_000, 260: -500_000, 820: -40_000, 610: 924_000, '090': 616_000 });
      // Cash: 40% of each income and tax line, the bank, and nothing on receivables.
      expect(Object.fromEntries(CODES.map((code) => [code, moved(cash, seedCash, code)]))).toEqual({ 200: -400_000, 260: -200_000, 820: -16_000, 610: 0, '090': 616_000 });
      expect(lineOf(cash, '610')?.balance).toBe(lineOf(seedCash, '610')?.balance);
      // The two bases differ by exactly the unpaid part.
      expect(Object.fromEntries(CODES.map((code) => [code, moved(accrual, seedAccrual, code) - moved(cash, seedCash, code)]))).toEqual({ 200: -600_000, 260: -300_000, 820: -24_000, 610: 924_000, '090': 0 });
      // Before the payment the cash books had nothing of the invoice.
      expect((await trial('cash', '2025-01-31')).lines).toEqual(seedJanuary.lines);
      // The balance sheet on cash: receivables as before, equity still equal to net assets.
      const sheetOf = async (basis: string) => ok(await get(`/balance-sheet?filter[accounting_method]=${basis}&filter[end_date]=2025-02-28`)).body.data.reports[0];
      const cashSheet = await sheetOf('cash');
      expect(cashSheet.equity.value).toBe(cashSheet.net_assets);
      const walk = (row: Json): Json[] => [row, ...((row.items ?? []) as Json[]).flatMap(walk)];
      const receivable = (sheet: Json) => walk(sheet.assets).find((row) => row.account_id === accountCoded('610'))?.value ?? 0;
      expect(receivable(cashSheet)).toBe(balanceOf(cash, '610'));
      expect(receivable(await sheetOf('accrual'))).toBe(balanceOf(accrual, '610'));
      // A deleted payment takes its share back.
      ok(await send('DELETE', `/payments/${payment.id}`));
      const undone = await trial('cash', '2025-02-28');
      expect(CODES.map((code) => moved(undone, seedCash, code))).toEqual([0, 0, 0, 0, 0]);
    });

    it('a credit note allocated to an invoice settles both on cash basis, at the allocation', async () => {
      const before = await trial('cash', TODAY);
      const invoice = ok(await send('POST', '/invoices', {
        customer: { id: contactNamed('Ridgeway Bakery') }, status: 'authorised', currency: 'USD', invoice_date: TODAY, due_date: TODAY,
        line_items: [{ description: 'Goods', quantity: 1, unit_price: 100_000, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      }), 201).body.data;
      ok(await send('POST', '/credit-notes', {
        customer: { id: contactNamed('Ridgeway Bakery') }, total_amount: 30_000, status: 'authorised', currency: 'USD', account: { id: '', code: '260' },
        allocations: [{ id: invoice.id, type: 'invoice', amount: 30_000 }],
      }), 201);
      const after = await trial('cash', TODAY);
      // 30% of the invoice's sales; all of the credit note (its 30,000 include the organisation's default 8.875% sales tax:
      // 27,555 of other revenue and 2,445 of tax); nothing on receivables or the bank.
      expect(['200', '260', '820', '610', '090'].map((code) => moved(after, before, code))).toEqual([-30_000, 27_555, 2_445, 0, 0]);
      expect(after.totaldebit).toBe(after.totalcredit);
    });

    it('profit and loss on cash counts the paid share of invoices and bills when paid; settled in full, as much as on accrual', async () => {
      const window = (basis: string, month: string) => profit(basis, `2025-${month}-01`, `2025-${month}-${month === '02' ? 28 : 31}`);
      const months = ['01', '02', '03'];
      const before: Record<string, Json> = {};
      for (const basis of ['cash', 'accrual']) for (const month of months) before[`${basis}${month}`] = await window(basis, month);
      const startOfQuarter = { cash: await trial('cash', '2025-03-31'), accrual: await trial('accrual', '2025-03-31') };
      const invoice = await invoiceOf();
      await pay(invoice, 513_333, PAID_DAY); // a third, which does not divide evenly
      const bill = ok(await send('POST', '/bills', {
        supplier: { id: contactNamed('Coastline Paper Co.') }, status: 'authorised', currency: 'USD', bill_date: INVOICE_DAY, due_date: INVOICE_DAY,
        line_items: [{ description: 'Costs', quantity: 1, unit_price: 800_000, ledger_account: { id: '', code: '429' }, tax_rate: { id: 'NONE' } }],
      }), 201).body.data;
      ok(await send('POST', '/bill-payments', { total_amount: 200_000, transaction_date: `${PAID_DAY}T00:00:00.000Z`, account: { code: '090' }, allocations: [{ id: bill.id, type: 'bill' }] }), 201);
      await pay(invoice, 1_026_667, '2025-03-05'); // the rest
      const change = async (basis: string, month: string) => {
        const after = await window(basis, month);
        const was = before[`${basis}${month}`]!;
        return { income: after.income.total - was.income.total, expenses: after.expenses.total - was.expenses.total, net: after.net_income.total - was.net_income.total };
      };
      // Accrual: all in January, when the documents are dated.
      expect(await change('accrual', '01')).toEqual({ income: 1_500_000, expenses: 800_000, net: 700_000 });
      expect(await change('accrual', '02')).toEqual({ income: 0, expenses: 0, net: 0 });
      // Cash: nothing in January; in February a third of the income (333,333 + 166,667) and a quarter of the bill; the rest of the income in March.
      expect(await change('cash', '01')).toEqual({ income: 0, expenses: 0, net: 0 });
      expect(await change('cash', '02')).toEqual({ income: 500_000, expenses: 200_000, net: 300_000 });
      expect(await change('cash', '03')).toEqual({ income: 1_000_000, expenses: 0, net: 1_000_000 });
      // Settled in full, the invoice's income and tax are on cash exactly what they are on accrual, and neither leaves anything on receivables.
      const settled = { cash: await trial('cash', '2025-03-31'), accrual: await trial('accrual', '2025-03-31') };
      for (const basis of ['cash', 'accrual'] as const) {
        expect(['200', '260', '820', '610'].map((code) => moved(settled[basis], startOfQuarter[basis], code))).toEqual([-1_000_000, -500_000, -40_000, 0]);
      }
      // The bill: all of it on accrual, a quarter on cash, its unpaid part on payables only on accrual.
      expect(moved(settled.accrual, startOfQuarter.accrual, '429')).toBe(800_000);
      expect(moved(settled.cash, startOfQuarter.cash, '429')).toBe(200_000);
      expect(moved(settled.accrual, startOfQuarter.accrual, '800')).toBe(-600_000);
      expect(moved(settled.cash, startOfQuarter.cash, '800')).toBe(0);
      expect(settled.cash.totaldebit).toBe(settled.cash.totalcredit);
    });
  });

  describe('aged debtors and creditors', () => {
    const documentsOwed = (type: string, organisation = DEMO.id) => records('invoices', organisation).filter((invoice) => invoice.Type === type && invoice.Status === 'AUTHORISED');

    it('ages what each customer owes by due date, per currency, as the documents say', async () => {
      const report = ok(await get('/aged-debtors')).body.data;
      expect(report).toMatchObject({ report_as_of_date: TODAY, period_count: 4, period_length: 30 });
      const owed = documentsOwed('ACCREC');
      const listed = (report.outstanding_balances as Json[]).flatMap((customer) => (customer.outstanding_balances_by_currency as Json[]).flatMap((currency) => (currency.balances_by_period as Json[]).flatMap((period) => (period.balances_by_transaction as Json[]).map((transaction): Json => ({ ...transaction, currency: currency.currency, period, customer })))));
      expect(listed.map((transaction) => transaction.transaction_id).sort()).toEqual(owed.map((invoice) => invoice.id).sort());
      // Two currencies: the seed has a sale in EUR still open.
      expect(new Set(listed.map((transaction) => transaction.currency))).toEqual(new Set(owed.map((invoice) => invoice.CurrencyCode)));
      expect(new Set(listed.map((transaction) => transaction.currency)).size).toBeGreaterThan(1);
      for (const transaction of listed) {
        const invoice = owed.find((candidate) => candidate.id === transaction.transaction_id)!;
        expect(transaction).toMatchObject({ transaction_type: 'invoice', transaction_number: invoice.InvoiceNumber, currency: invoice.CurrencyCode, customer: { customer_id: (invoice.Contact as Json).ContactID } });
        expect(transaction.outstanding_balance).toBe(Math.round(Number(invoice.AmountDue) * 100));
        const { start_date: start, end_date: end } = transaction.period;
        expect(start === null || transaction.due_date >= start).toBe(true);
        expect(end === null || transaction.due_date <= end).toBe(true);
      }
      // Of different ages: some not yet due, some overdue.
      expect(listed.some((transaction) => transaction.due_date >= TODAY)).toBe(true);
      expect(listed.some((transaction) => transaction.due_date < TODAY)).toBe(true);
      for (const customer of report.outstanding_balances as Json[]) {
        for (const currency of customer.outstanding_balances_by_currency as Json[]) {
          expect(currency.balances_by_period).toHaveLength(5);
          expect(currency.total_amount).toBe((currency.balances_by_period as Json[]).reduce((sum, period) => sum + period.total_amount, 0));
        }
      }
    });

    it('honours the customer, the as-of date and the aging periods', async () => {
      const customer = contactNamed('Ridgeway Bakery');
      const mine = ok(await get(`/aged-debtors?filter[customer_id]=${customer}&filter[period_count]=2&filter[period_length]=15`)).body.data;
      expect(mine).toMatchObject({ period_count: 2, period_length: 15 });
      expect((mine.outstanding_balances as Json[]).every((entry) => entry.customer_id === customer)).toBe(true);
      const periods = mine.outstanding_balances[0]?.outstanding_balances_by_currency[0]?.balances_by_period as Json[] | undefined;
      if (periods) expect(periods.map((period) => [period.start_date === null, period.end_date === null])).toEqual([[false, true], [false, false], [true, false]]);
      // Before the seed's first document, nothing was owed.
      const early = ok(await get('/aged-debtors?filter[report_as_of_date]=2024-01-01')).body.data;
      expect(early).toMatchObject({ report_as_of_date: '2024-01-01', outstanding_balances: [] });
      // A document paid since is still owed at an earlier date.
      const invoice = ok(await send('POST', '/invoices', {
        customer: { id: customer }, status: 'authorised', currency: 'USD', invoice_date: '2025-03-01', due_date: '2025-03-31',
        line_items: [{ description: 'Old', quantity: 1, unit_price: 30_000, ledger_account: { id: '', code: '200' }, tax_rate: { id: 'NONE' } }],
      }), 201).body.data;
      ok(await send('POST', '/payments', { total_amount: 30_000, transaction_date: '2025-06-01T00:00:00.000Z', account: { id: accountCoded('090') }, allocations: [{ id: invoice.id, type: 'invoice' }] }), 201);
      const then = ok(await get(`/aged-debtors?filter[report_as_of_date]=2025-05-15&filter[customer_id]=${customer}`)).body.data;
      const row = then.outstanding_balances[0].outstanding_balances_by_currency[0];
      expect(row).toMatchObject({ currency: 'USD', total_amount: 30_000 });
      // Due 31 March, 45 days before the date: the second aging period (31 to 60 days overdue).
      expect(row.balances_by_period[1]).toMatchObject({ start_date: '2025-04-15', end_date: '2025-05-14', total_amount: 0 });
      expect(row.balances_by_period[2]).toMatchObject({ start_date: '2025-03-16', end_date: '2025-04-14', total_amount: 30_000 });
      const now = ok(await get(`/aged-debtors?filter[customer_id]=${customer}`)).body.data;
      expect(JSON.stringify(now)).not.toContain(invoice.id);
      expect((await get('/aged-debtors?filter[customer_id]=not-a-guid')).status).toBe(400);
      expect((await get('/aged-debtors?filter[period_length]=0')).status).toBe(400);
    });

    it('ages what is owed to suppliers, and whole yen in the JPY organisation', async () => {
      const report = ok(await get('/aged-creditors')).body.data;
      const owed = documentsOwed('ACCPAY');
      const listed = (report.outstanding_balances as Json[]).flatMap((supplier) => (supplier.outstanding_balances_by_currency as Json[]).flatMap((currency) => (currency.balances_by_period as Json[]).flatMap((period) => period.balances_by_transaction as Json[])));
      expect(listed.map((transaction) => transaction.transaction_id).sort()).toEqual(owed.map((bill) => bill.id).sort());
      expect(listed.every((transaction) => transaction.transaction_type === 'bill')).toBe(true);
      expect(report.outstanding_balances[0]).toHaveProperty('supplier_id');
      const supplier = contactNamed('Coastline Paper Co.');
      const mine = ok(await get(`/aged-creditors?filter[supplier_id]=${supplier}`)).body.data;
      expect((mine.outstanding_balances as Json[]).every((entry) => entry.supplier_id === supplier)).toBe(true);
      // The reference's AgedReportFilter names both parties: the one this report does not age is a filter Xero cannot apply.
      expectErrorEnvelope(await get(`/aged-creditors?filter[customer_id]=${supplier}`), 400, 'UnsupportedFiltersError');

      const yen = ok(await get('/aged-debtors', jpy)).body.data;
      const owedYen = documentsOwed('ACCREC', JPY.id);
      const yenRows = (yen.outstanding_balances as Json[]).flatMap((customer) => (customer.outstanding_balances_by_currency as Json[]).flatMap((currency) => (currency.balances_by_period as Json[]).flatMap((period) => (period.balances_by_transaction as Json[]).map((transaction): Json => ({ ...transaction, currency: currency.currency })))));
      expect(yenRows.length).toBe(owedYen.length);
      for (const transaction of yenRows.filter((entry) => entry.currency === 'JPY')) {
        const invoice = owedYen.find((candidate) => candidate.id === transaction.transaction_id)!;
        expect(transaction.outstanding_balance).toBe(Number(invoice.AmountDue));
      }
    });
  });
});
