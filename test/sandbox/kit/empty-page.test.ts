/**
 * The dialect's `emptyPage`: a platform that answers a page without records
 * otherwise than with an empty list (BigCommerce's v2 API answers 204 No
 * Content), over real HTTP on a platform declared here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerToken, defineDialect, definePlatform, defineResource, jsonRest, pageNumberPaging, statusOf, type Account, type KitEmulatorHandle,
} from '../../../src/sandbox/framework/kit/index.js';

const accounts: Account[] = [{ id: 'only', token: 'secret' }];

const dialect = defineDialect<Account>(jsonRest, {
  name: 'Pages',
  auth: bearerToken('Bearer token', (token, account) => token === account.token),
  paging: pageNumberPaging({ pageParam: 'page', sizeParam: 'limit', defaultSize: 2, maxSize: 5, firstPage: 1 }),
  envelopes: { ...jsonRest.envelopes!, emptyPage: (resource) => (resource.labels.api === 'old' ? { status: 204 } : undefined) },
  renderError: (failure) => ({ status: statusOf(failure), body: { message: failure.message } }),
});

const item = (name: string, api: string) => defineResource<Account>({
  name,
  labels: { api },
  routes: { list: `GET /${name}` },
  newId: (_ctx, table) => String(table.size + 1),
  fields: { id: { kind: 'string', readOnly: true } },
});

const platform = definePlatform<Account>({
  id: 'pages-test',
  dialect,
  accounts,
  resources: [item('old', 'old'), item('fresh', 'new')],
  seed: ({ put }) => {
    for (const id of ['1', '2', '3']) { put('old', { id }); put('fresh', { id }); }
  },
});

describe('a dialect whose empty pages are not lists', () => {
  let emulator: KitEmulatorHandle;
  beforeAll(async () => { emulator = await platform.start(); });
  afterAll(() => emulator.close());
  const get = (path: string) => fetch(`${emulator.url}${path}`, { headers: { authorization: 'Bearer secret' } });

  it('answers the resource\'s empty page as the dialect says, and pages with records as lists', async () => {
    const last = await get('/old?page=2');
    expect(last.status).toBe(200);
    expect(await last.json()).toEqual([{ id: '3' }]);
    const past = await get('/old?page=3');
    expect(past.status).toBe(204);
    expect(await past.text()).toBe('');
  });

  it('keeps an ordinary empty list where the dialect answers undefined', async () => {
    const past = await get('/fresh?page=3');
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual([]);
  });
});
