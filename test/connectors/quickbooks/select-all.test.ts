/**
 * QuickBooks' whole-list read (select-all.ts) against a scripted platform:
 * a list that fits in one query is the one statement it always was; a
 * longer one is read in queries of 1000 with STARTPOSITION advancing until
 * a page comes back short; a list with no end in sight fails after the
 * bound instead of answering part of it.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/errors/api-error.js';
import { MAX_PAGES, selectAll } from '../../../src/connectors/quickbooks/select-all.js';
import { scriptedPlatform } from '../../helpers/scripted-platform.js';

const statementOf = (start: number, size: number) => `select * from Account startposition ${start} maxresults ${size}`;

/** A platform holding `total` accounts, answering each statement's page of them. */
function accounts(total: number) {
  return scriptedPlatform((request) => {
    const [, start, size] = /startposition (\d+) maxresults (\d+)/.exec(String(request.query?.query)) ?? [];
    const first = Number(start);
    const page = Array.from({ length: Math.max(0, Math.min(Number(size), total - first + 1)) }, (_, index) => ({ Id: String(first + index) }));
    return { QueryResponse: page.length === 0 ? {} : { Account: page, startPosition: first, maxResults: page.length } };
  });
}

const statements = (calls: ReturnType<typeof accounts>['calls']) => calls.map((call) => call.query?.query);

describe('QuickBooks selectAll', () => {
  it('reads a list of up to 999 in the one statement it always sent', async () => {
    const platform = accounts(999);
    const read = await selectAll(platform.ctx, 'Account', statementOf);
    expect(read).toHaveLength(999);
    expect(statements(platform.calls)).toEqual(['select * from Account startposition 1 maxresults 1000']);
    expect(platform.calls[0]).toMatchObject({ method: 'GET', path: '/query', query: { minorversion: '75' } });
  });

  it('reads past the 1000th record, a page at a time, until a page comes back short', async () => {
    const platform = accounts(2500);
    const read = await selectAll(platform.ctx, 'Account', statementOf);
    expect(read.map((account) => account.Id)).toEqual(Array.from({ length: 2500 }, (_, index) => String(index + 1)));
    expect(statements(platform.calls)).toEqual([
      'select * from Account startposition 1 maxresults 1000',
      'select * from Account startposition 1001 maxresults 1000',
      'select * from Account startposition 2001 maxresults 1000',
    ]);
  });

  it('ends a list of exactly 1000 with one empty query (QuickBooks says nothing of what follows)', async () => {
    const platform = accounts(1000);
    expect(await selectAll(platform.ctx, 'Account', statementOf)).toHaveLength(1000);
    expect(statements(platform.calls)).toEqual(['select * from Account startposition 1 maxresults 1000', 'select * from Account startposition 1001 maxresults 1000']);
  });

  it('fails with a clear error past its bound of pages, never answering part of the list', async () => {
    const platform = accounts(Number.MAX_SAFE_INTEGER);
    const failure = await selectAll(platform.ctx, 'Account', statementOf).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ typeName: 'ConnectorExecutionError', status: 502, detail: { entity: 'Account', pages: MAX_PAGES, page_size: 1000 } });
    expect((failure as ApiError).message).toMatch(/more Account records than the 50000 the connector reads/);
    expect(platform.calls).toHaveLength(MAX_PAGES);
  });
});
