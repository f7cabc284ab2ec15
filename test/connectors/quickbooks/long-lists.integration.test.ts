/**
 * QuickBooks lists longer than one query answers (1000 records), through
 * the service against the emulator: the trial balance names the code of an
 * account past the chart's 1000th, and a tax code's component is the rate
 * past the 1000th tax rate. Both were read with one query and silently
 * missed what followed; the requests of a list that fits stay one query.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUICKBOOKS_DEMO_REALM as DEMO } from '../../../src/sandbox/quickbooks/index.js';
import { seedExpenseAccounts, seedSalesTaxRates } from '../../helpers/quickbooks-long-lists.js';
import { startQuickBooks, type Json, type QuickBooksFixture } from './fixture.js';

const TODAY = new Date().toISOString().slice(0, 10);

describe('QuickBooks lists past 1000 records', () => {
  let qb: QuickBooksFixture;
  beforeAll(async () => {
    qb = await startQuickBooks();
  });
  afterAll(() => qb.close());
  beforeEach(() => qb.emulator.kit.reset());

  /** The statements of the queries QuickBooks got since exchange `after`. */
  const queriesSince = (after: number) => qb.emulator.exchanges.slice(after).map((exchange) => exchange.query.get('query')).filter((text): text is string => text !== null);

  async function emulatorPost(path: string, body: Json): Promise<Json> {
    const response = await fetch(`${qb.emulator.url}/v3/company/${DEMO.id}${path}`, { method: 'POST', headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Json;
  }

  it('the trial balance names the code of an account past the 1000th', async () => {
    const [checking] = await qb.platform('select * from Account where Name = \'Checking\'');
    const bulk = seedExpenseAccounts(qb.emulator.kit, 1000, 5001, DEMO.id);
    const last = bulk[bulk.length - 1]!;
    const line = (type: 'Debit' | 'Credit', account: string) => ({ DetailType: 'JournalEntryLineDetail', Amount: 12.34, JournalEntryLineDetail: { PostingType: type, AccountRef: { value: account } } });
    await emulatorPost('/journalentry', { TxnDate: TODAY, DocNumber: 'JE-BULK-1', Line: [line('Debit', last.id), line('Credit', String(checking!.Id))] });

    const before = qb.emulator.exchanges.length;
    const answer = await qb.get('/trial-balance');
    expect(answer.status, answer.text).toBe(200);
    const lines = answer.body.data.lines as Json[];
    expect(lines.find((entry) => entry.accountid === last.id)).toMatchObject({ code: 'B6000', debit: 1234, credit: 0 });
    expect(queriesSince(before)).toEqual([
      'SELECT * FROM Account WHERE Active IN (true, false) ORDERBY Id STARTPOSITION 1 MAXRESULTS 1000',
      'SELECT * FROM Account WHERE Active IN (true, false) ORDERBY Id STARTPOSITION 1000 MAXRESULTS 1000',
    ]);
  });

  it('a tax code\'s component is the rate past the 1000th tax rate', async () => {
    const bulk = seedSalesTaxRates(qb.emulator.kit, 1000, 101, DEMO.id);
    const last = bulk[bulk.length - 1]!;
    qb.emulator.kit.seed('TaxCode', {
      id: '100', Name: 'Bulk district', Description: 'The last district rate', Active: true, Hidden: false, Taxable: true, TaxGroup: true,
      SalesTaxRateList: { TaxRateDetail: [{ TaxRateRef: { value: last.id, name: last.Name }, TaxTypeApplicable: 'TaxOnAmount', TaxOrder: 0 }] },
      PurchaseTaxRateList: { TaxRateDetail: [] }, createdAt: Date.now(), updatedAt: Date.now(), SyncToken: '0',
    }, DEMO.id);

    const before = qb.emulator.exchanges.length;
    const answer = await qb.get('/tax-rates/100');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ total_tax_rate: 0.25, components: [{ id: last.id, name: 'Bulk rate 1100', rate: 0.25, compound: false }] });
    expect(queriesSince(before)).toEqual([
      'SELECT * FROM TaxRate WHERE Active IN (true, false) ORDERBY Id STARTPOSITION 1 MAXRESULTS 1000',
      'SELECT * FROM TaxRate WHERE Active IN (true, false) ORDERBY Id STARTPOSITION 1000 MAXRESULTS 1000',
    ]);
  });

  it('reads a list that fits in one query with one statement', async () => {
    const before = qb.emulator.exchanges.length;
    expect((await qb.get('/trial-balance')).status).toBe(200);
    expect((await qb.get('/tax-rates?limit=5')).status).toBe(200);
    expect(queriesSince(before).filter((text) => /from (Account|TaxRate) where Active IN/i.test(text))).toEqual([
      'SELECT * FROM Account WHERE Active IN (true, false) ORDERBY Id STARTPOSITION 1 MAXRESULTS 1000',
      'SELECT * FROM TaxRate WHERE Active IN (true, false) ORDERBY Id STARTPOSITION 1 MAXRESULTS 1000',
    ]);
  });
});
