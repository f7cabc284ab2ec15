/**
 * The consumer list's filters, as the reference's ConsumersFilter declares
 * them: `filter[consumer_id]` a prefix of the id, `filter[search]` a part of
 * the id or of the metadata's email, account name or user name (any of
 * them, without regard to case). LIKE's wildcards in a search are literal,
 * and another application's consumers never match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe.each(BACKENDS)('GET /vault/consumers filters (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;
  let other: Tenant;

  const consumers = [
    { consumer_id: 'acme-001', metadata: { account_name: 'Acme Corp', user_name: 'John Doe', email: 'john@acme.test' } },
    { consumer_id: 'acme-002', metadata: { account_name: 'Acme Corp', user_name: 'Mary Major', email: 'mary@acme.test' } },
    { consumer_id: 'globex-7', metadata: { account_name: 'Globex', user_name: 'Johnny Smith', email: 'js@globex.test' } },
    { consumer_id: 'initech_50%', metadata: { account_name: 'Initech', user_name: 'Peter Gibbons', email: 'peter@initech.test' } },
  ];

  beforeAll(async () => {
    svc = await startTestService({ backend });
    tenant = await svc.tenant();
    other = await svc.tenant();
    for (const consumer of consumers) {
      expect((await call(`${svc.url}/vault/consumers`, { method: 'POST', headers: tenant.headers(), json: consumer })).status).toBe(200);
    }
    await call(`${svc.url}/vault/consumers`, { method: 'POST', headers: other.headers(), json: { consumer_id: 'john-elsewhere', metadata: { user_name: 'John' } } });
  });
  afterAll(() => svc?.close());

  const ids = async (query: string, who = tenant) => {
    const answer = await call(`${svc.url}/vault/consumers?${query}`, { headers: who.headers() });
    expect(answer.status, answer.text).toBe(200);
    return (answer.body.data as Array<{ consumer_id: string }>).map((consumer) => consumer.consumer_id);
  };

  it('searches the id, email, account name and user name, without regard to case', async () => {
    expect(await ids('filter[search]=john')).toEqual(['acme-001', 'globex-7']);
    expect(await ids('filter[search]=ACME')).toEqual(['acme-001', 'acme-002']);
    expect(await ids('filter[search]=mary%40acme')).toEqual(['acme-002']);
    expect(await ids('filter[search]=globex-')).toEqual(['globex-7']);
    expect(await ids('filter[search]=nobody')).toEqual([]);
  });

  it('takes LIKE wildcards literally, combines with the id prefix and pages', async () => {
    expect(await ids('filter[search]=%25')).toEqual(['initech_50%']);
    expect(await ids('filter[search]=_')).toEqual(['initech_50%']);
    expect(await ids('filter[consumer_id]=acme&filter[search]=mary')).toEqual(['acme-002']);
    const first = await call(`${svc.url}/vault/consumers?filter[search]=acme&limit=1`, { headers: tenant.headers() });
    expect(first.body.data.map((consumer: { consumer_id: string }) => consumer.consumer_id)).toEqual(['acme-001']);
    const second = await call(first.body.links.next as string, { headers: tenant.headers() });
    expect(second.body.data.map((consumer: { consumer_id: string }) => consumer.consumer_id)).toEqual(['acme-002']);
  });

  it('never answers another application\'s consumers', async () => {
    expect(await ids('filter[search]=john', other)).toEqual(['john-elsewhere']);
    expect(await ids('filter[search]=elsewhere')).toEqual([]);
  });
});
