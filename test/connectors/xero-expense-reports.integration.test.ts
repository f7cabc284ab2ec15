/**
 * Expense reports on Xero (classic expense claims and their receipts),
 * through the service over HTTP against the Xero emulator: the seeded claims
 * listed to the end and mapped exactly (lines from the receipts, amounts in
 * minor units, JPY undivided), every declared filter and the refusal of the
 * others, a create that submits one receipt per day, updates that rewrite a
 * submitted claim's receipts and move it through approval (posted to the
 * ledger), payment (what is due, paid from the bank) and void (reversed),
 * and the refusals: an unknown employee, a line without an account, another
 * currency, lines of an approved claim, a delete.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, XERO_JPY_ORGANISATION as JPY } from '../../src/sandbox/xero/index.js';
import { expectErrorEnvelope } from '../helpers/http.js';
import { xeroSuite, type Json } from './xero-fixture.js';

describe('Xero expense reports (expense claims with their receipts)', () => {
  const xero = xeroSuite('xero-claims');
  const { get, send, ok, collect, records } = xero;
  const cents = (value: unknown) => Math.round(Number(value) * 100);
  const staff = (account = DEMO.id) => records('users', account).filter((user) => user.OrganisationRole === 'STANDARD');
  const account = (code: string, org = DEMO.id) => records('accounts', org).find((entry) => entry.Code === code)!;
  const journalsOf = (sourceId: string) => records('journals').filter((journal) => journal.SourceID === sourceId);
  const netOf = (journals: StoredRecord[], accountId: string) =>
    journals.flatMap((journal) => journal.JournalLines as Json[]).filter((line) => line.AccountID === accountId).reduce((total, line) => total + cents(line.NetAmount), 0);

  beforeEach(() => xero.emulator.kit.reset());

  it('lists every seeded claim to the end, each mapped exactly from its receipts', async () => {
    const claims = records('expenseClaims');
    expect(claims.length).toBeGreaterThanOrEqual(4);
    for (const limit of [1, 3, 200]) expect((await collect('/expense-reports', limit)).map((report) => report.id), `limit=${limit}`).toEqual(claims.map((claim) => claim.id));

    const paid = claims.find((claim) => claim.Status === 'PAID')!;
    const receipts = (paid.Receipts as Json[]).map((entry) => records('receipts').find((receipt) => receipt.id === entry.ReceiptID)!);
    const user = records('users').find((entry) => entry.id === (paid.User as Json).UserID)!;
    const report = ok(await get(`/expense-reports/${paid.id}`)).body.data;
    const total = receipts.reduce((sum, receipt) => sum + cents(receipt.Total), 0);
    expect(report).toMatchObject({
      id: paid.id,
      status: 'reimbursed',
      employee: { id: user.id, display_name: `${String(user.FirstName)} ${String(user.LastName)}` },
      currency: 'USD',
      total_amount: total,
      reimbursable_amount: total,
      sub_total: receipts.reduce((sum, receipt) => sum + cents(receipt.SubTotal), 0),
      total_tax: receipts.reduce((sum, receipt) => sum + cents(receipt.TotalTax), 0),
      tax_inclusive: true,
      transaction_date: new Date(Math.min(...receipts.map((receipt) => receipt.Date as number))).toISOString(),
      posting_date: new Date(paid.ReportingDate as number).toISOString().slice(0, 10),
      due_date: new Date(paid.PaymentDueDate as number).toISOString().slice(0, 10),
    });
    const lines = receipts.flatMap((receipt) => (receipt.LineItems as Json[]).map((line) => ({ receipt, line })));
    expect(report.line_items).toHaveLength(lines.length);
    lines.forEach(({ receipt, line }, index) => {
      const gross = cents(line.LineAmount);
      const tax = cents(line.TaxAmount);
      expect(report.line_items[index]).toMatchObject({
        id: line.LineItemID, line_number: index + 1, description: line.Description, account: { id: line.AccountID, code: line.AccountCode },
        amount: gross - tax, tax_amount: tax, total_amount: gross, transaction_date: new Date(receipt.Date as number).toISOString().slice(0, 10), reimbursable: true,
      });
    });
    // The list reads the same lines, though Xero's whole list leaves them out.
    const listed = (await collect('/expense-reports', 200)).find((entry) => entry.id === paid.id);
    expect(listed).toEqual(report);
  });

  it('filters by status, employee and change time, and refuses subsidiary_id', async () => {
    const claims = records('expenseClaims');
    const names: Record<string, string> = { SUBMITTED: 'submitted', AUTHORISED: 'approved', PAID: 'reimbursed', VOIDED: 'voided' };
    for (const [xero, unified] of Object.entries(names)) {
      const ids = (await collect(`/expense-reports?filter[status]=${unified}`, 50)).map((report) => report.id);
      expect(ids, unified).toEqual(claims.filter((claim) => claim.Status === xero).map((claim) => claim.id));
      expect(ids.length, unified).toBeGreaterThan(0);
    }
    expect(await collect('/expense-reports?filter[status]=draft', 50)).toEqual([]);
    const person = staff()[0]!;
    const mine = (await collect(`/expense-reports?filter[employee_id]=${person.id}`, 50)).map((report) => report.id);
    expect(mine).toEqual(claims.filter((claim) => (claim.User as Json).UserID === person.id).map((claim) => claim.id));
    expect(mine.length).toBeLessThan(claims.length);
    const times = claims.map((claim) => claim.UpdatedDateUTC as number).sort((a, b) => a - b);
    const since = new Date(times[Math.floor(times.length / 2)]!).toISOString();
    expect((await collect(`/expense-reports?filter[updated_since]=${since}`, 50)).map((report) => report.id).sort()).toEqual(
      claims.filter((claim) => (claim.UpdatedDateUTC as number) >= Date.parse(since)).map((claim) => claim.id).sort(),
    );
    expectErrorEnvelope(await get('/expense-reports?filter[subsidiary_id]=1'), 400, 'UnsupportedFiltersError');
    expectErrorEnvelope(await get('/expense-reports?filter[employee_id]=not-a-guid'), 400, 'RequestValidationError');
  });

  it('creates a claim of one receipt per day, rewrites its receipts while submitted, approves, pays back and keeps the books', async () => {
    const person = staff()[1]!;
    const travel = account('493');
    const meals = account('420');
    const created = ok(await send('POST', '/expense-reports', {
      employee: { id: person.id },
      transaction_date: '2026-03-02T00:00:00.000Z',
      reference: 'Trip to Denver',
      tax_inclusive: true,
      line_items: [
        { description: 'Airport shuttle', amount: 4500, total_amount: 4500, account: { id: travel.id } },
        { description: 'Dinner with the client', amount: 12_345, total_amount: 12_345, account: { code: '420' }, transaction_date: '2026-03-03' },
        { description: 'Hotel', amount: 19_999, total_amount: 19_999, account: { id: travel.id } },
      ],
    }), 201).body.data;
    const claim = records('expenseClaims').find((entry) => entry.id === created.id)!;
    expect(claim.Status).toBe('SUBMITTED');
    const held = (claim.Receipts as Json[]).map((entry) => records('receipts').find((receipt) => receipt.id === entry.ReceiptID)!);
    expect(held.map((receipt) => [new Date(receipt.Date as number).toISOString().slice(0, 10), (receipt.LineItems as Json[]).length, receipt.Status, receipt.Reference])).toEqual([
      ['2026-03-02', 2, 'SUBMITTED', 'Trip to Denver'],
      ['2026-03-03', 1, 'SUBMITTED', 'Trip to Denver'],
    ]);
    let report = ok(await get(`/expense-reports/${created.id}`)).body.data;
    expect(report).toMatchObject({ status: 'submitted', total_amount: 36_844, reference: 'Trip to Denver', tax_inclusive: true, transaction_date: '2026-03-02T00:00:00.000Z', posting_date: null });
    expect(report.line_items.map((line: Json) => [line.description, line.total_amount, line.account.id])).toEqual([
      ['Airport shuttle', 4500, travel.id], ['Hotel', 19_999, travel.id], ['Dinner with the client', 12_345, meals.id],
    ]);

    // Lines change while submitted: the first day's receipt is rewritten with both lines, the second day's left out (back to DRAFT).
    const kept = report.line_items[0];
    ok(await send('PATCH', `/expense-reports/${created.id}`, {
      employee: { id: person.id },
      transaction_date: report.transaction_date,
      line_items: [
        { id: kept.id, description: 'Airport shuttle', amount: 5000, total_amount: 5000, account: { id: travel.id }, transaction_date: '2026-03-02' },
        { description: 'Taxi home', amount: 3100, total_amount: 3100, account: { id: travel.id }, transaction_date: '2026-03-02' },
      ],
    }));
    const rewritten = records('expenseClaims').find((entry) => entry.id === created.id)!;
    const nowHeld = (rewritten.Receipts as Json[]).map((entry) => entry.ReceiptID);
    expect(nowHeld).toEqual([held[0]!.id]);
    expect(records('receipts').find((receipt) => receipt.id === held[1]!.id)!.Status).toBe('DRAFT');
    report = ok(await get(`/expense-reports/${created.id}`)).body.data;
    expect(report.total_amount).toBe(8100);
    expect(report.line_items[0].id).toBe(kept.id);

    // Approved: posted to payables, dated the approval day.
    const approved = ok(await send('PATCH', `/expense-reports/${created.id}`, { employee: { id: person.id }, transaction_date: report.transaction_date, line_items: report.line_items, status: 'approved' })).body.data;
    expect(approved.id).toBe(created.id);
    report = ok(await get(`/expense-reports/${created.id}`)).body.data;
    expect(report.status).toBe('approved');
    expect(report.posting_date).toBe(new Date().toISOString().slice(0, 10));
    const payable = records('accounts').find((entry) => entry.SystemAccount === 'CREDITORS')!;
    expect(netOf(journalsOf(created.id), payable.id)).toBe(-8100);
    expect(journalsOf(created.id).every((journal) => journal.SourceType === 'EXPCLAIM')).toBe(true);
    expectErrorEnvelope(await send('PATCH', `/expense-reports/${created.id}`, { employee: { id: person.id }, transaction_date: report.transaction_date, line_items: [{ description: 'More', amount: 1, account: { id: travel.id } }] }), 400, 'RequestValidationError');

    // Paid back: nothing left due, the payment from the bank against payables.
    ok(await send('PATCH', `/expense-reports/${created.id}`, { employee: { id: person.id }, transaction_date: report.transaction_date, line_items: report.line_items, status: 'reimbursed' }));
    const paid = records('expenseClaims').find((entry) => entry.id === created.id)!;
    expect(paid).toMatchObject({ Status: 'PAID' });
    const payment = (paid.Payments as Json[])[0]!;
    expect(cents(payment.Amount)).toBe(8100);
    const paymentJournals = journalsOf(payment.PaymentID);
    expect(paymentJournals.map((journal) => journal.SourceType)).toEqual(['EXPPAYMENT']);
    expect(netOf(paymentJournals, payable.id)).toBe(8100);
    expect(netOf(paymentJournals, account('090').id)).toBe(-8100);
    expect(ok(await get(`/expense-reports/${created.id}`)).body.data.status).toBe('reimbursed');
    const emulated = await fetch(`${xero.emulator.url}/api.xro/2.0/ExpenseClaims/${created.id}`, { headers: { authorization: `Bearer ${USER.sandboxAccessToken}`, 'xero-tenant-id': DEMO.id, accept: 'application/json' } });
    expect(((await emulated.json()) as Json).ExpenseClaims[0]).toMatchObject({ AmountDue: 0, AmountPaid: 81, Total: 81 });
  });

  it('voids an approved claim, reversing what it posted', async () => {
    const approved = records('expenseClaims').find((claim) => claim.Status === 'AUTHORISED')!;
    const report = ok(await get(`/expense-reports/${approved.id}`)).body.data;
    ok(await send('PATCH', `/expense-reports/${approved.id}`, { employee: { id: report.employee.id }, transaction_date: report.transaction_date, line_items: report.line_items, status: 'voided' }));
    expect(ok(await get(`/expense-reports/${approved.id}`)).body.data.status).toBe('voided');
    const journals = journalsOf(approved.id);
    expect(journals.length).toBeGreaterThanOrEqual(2);
    for (const entry of records('accounts')) expect(netOf(journals, entry.id), String(entry.Code)).toBe(0);
    expect((approved.Receipts as Json[]).every((entry) => records('receipts').find((receipt) => receipt.id === entry.ReceiptID)!.Status === 'VOIDED')).toBe(true);
  });

  it('keeps yen undivided in a JPY organisation', async () => {
    const person = staff(JPY.id)[0]!;
    const company = { 'x-svc-company-id': JPY.id };
    const created = ok(await send('POST', '/expense-reports', {
      employee: { id: person.id }, transaction_date: '2026-02-10T00:00:00.000Z', currency: 'JPY',
      line_items: [{ description: 'Shinkansen', amount: 14_720, total_amount: 14_720, account: { id: account('493', JPY.id).id } }],
    }, company), 201).body.data;
    const receipt = records('receipts', JPY.id).find((entry) => (records('expenseClaims', JPY.id).find((claim) => claim.id === created.id)!.Receipts as Json[])[0]!.ReceiptID === entry.id)!;
    expect((receipt.LineItems as Json[])[0]!.LineAmount).toBe(14_720);
    expect(ok(await get(`/expense-reports/${created.id}`, company)).body.data).toMatchObject({ currency: 'JPY', total_amount: 14_720, line_items: [{ amount: 14_720, total_amount: 14_720, currency: 'JPY' }] });
  });

  it('refuses what Xero cannot keep, writing nothing', async () => {
    const before = records('receipts').length;
    const line = { description: 'Lunch', amount: 1000, account: { code: '420' } };
    const body = (extra: Json) => ({ employee: { id: staff()[0]!.id }, transaction_date: '2026-03-02T00:00:00.000Z', line_items: [line], ...extra });
    expectErrorEnvelope(await send('POST', '/expense-reports', body({ employee: { id: '00000000-0000-4000-8000-000000000000' } })), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/expense-reports', body({ line_items: [{ description: 'No account', amount: 1000 }] })), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/expense-reports', body({ currency: 'EUR' })), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/expense-reports', body({ status: 'draft' })), 400, 'RequestValidationError');
    expect(records('receipts')).toHaveLength(before);
    const claim = records('expenseClaims')[0]!;
    expectErrorEnvelope(await send('DELETE', `/expense-reports/${claim.id}`), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await get('/expense-reports/00000000-0000-4000-8000-000000000000'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('PATCH', `/expense-reports/${claim.id}`, body({ employee: { id: staff()[1]!.id === (claim.User as Json).UserID ? staff()[0]!.id : staff()[1]!.id } })), 400, 'RequestValidationError');
  });
});
