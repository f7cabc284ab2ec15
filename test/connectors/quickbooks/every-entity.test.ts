/**
 * QuickBooks' whole-list read (entity.ts everyEntity, on the kit's
 * everyRecord and the dialect's statement) against a scripted platform: a
 * list that fits in one query is one statement; a longer one is read in
 * pages of 999, each query asking one more record to know whether another
 * page follows; a list with no end in sight fails after the bound instead
 * of answering part of it.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors/api-error.js';
import { everyEntity, MAX_PAGES } from '../../../src/connectors/quickbooks/entity.js';
import { scriptedPlatform } from '../../helpers/scripted-platform.js';

/** A platform holding `total` accounts, answering each statement's page of them. */
function accounts(total: number) {
  return scriptedPlatform((request) => {
    const [, start, size] = /STARTPOSITION (\d+) MAXRESULTS (\d+)/.exec(String(request.query?.query)) ?? [];
    const first = Number(start);
    const page = Array.from({ length: Math.max(0, Math.min(Number(size), total - first + 1)) }, (_, index) => ({ Id: String(first + index) }));
    return { QueryResponse: page.length === 0 ? {} : { Account: page, startPosition: first, maxResults: page.length } };
  });
}

const statements = (calls: ReturnType<typeof accounts>['calls']) => calls.map((call) => call.query?.query);
const statementAt = (start: number) => `SELECT * FROM Account WHERE Active IN (true, false) ORDERBY Id STARTPOSITION ${start} MAXRESULTS 1000`;

describe('QuickBooks everyEntity', () => {
  it('reads a list of up to 999 in one statement, inactive names included, in Id order', async () => {
    const platform = accounts(999);
    const read = await everyEntity(platform.ctx, 'Account');
    expect(read).toHaveLength(999);
    expect(statements(platform.calls)).toEqual([statementAt(1)]);
    expect(platform.calls[0]).toMatchObject({ method: 'GET', path: '/query', query: { minorversion: '75' } });
  });

  it('reads past the 1000th record, a page at a time, each record once, until a page ends the list', async () => {
    const platform = accounts(2500);
    const read = await everyEntity(platform.ctx, 'Account');
    expect(read.map((account) => account.Id)).toEqual(Array.from({ length: 2500 }, (_, index) => String(index + 1)));
    expect(statements(platform.calls)).toEqual([statementAt(1), statementAt(1000), statementAt(1999)]);
  });

  it('knows a list of exactly 999 ends without another query, and one of 1000 with one more', async () => {
    const platform = accounts(1000);
    expect(await everyEntity(platform.ctx, 'Account')).toHaveLength(1000);
    expect(statements(platform.calls)).toEqual([statementAt(1), statementAt(1000)]);
  });

  it('reads an empty list as no records (QuickBooks answers an empty QueryResponse)', async () => {
    const platform = accounts(0);
    expect(await everyEntity(platform.ctx, 'Account')).toEqual([]);
    expect(platform.calls).toHaveLength(1);
  });

  it('fails with a clear error past its bound of pages, never answering part of the list', async () => {
    const platform = accounts(Number.MAX_SAFE_INTEGER);
    const failure = await everyEntity(platform.ctx, 'Account').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502, detail: { records: 'Account records', pages: MAX_PAGES, read: MAX_PAGES * 999 } });
    expect((failure as ApiError).message).toBe(`QuickBooks has more Account records than the ${MAX_PAGES * 999} the connector reads (${MAX_PAGES} pages)`);
    expect(platform.calls).toHaveLength(MAX_PAGES);
  });
});
