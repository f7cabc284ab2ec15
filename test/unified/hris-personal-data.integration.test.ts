/**
 * Personal fields of HRIS records (the model's `x-pii` marks: names, birth
 * dates, social security numbers, personal contacts, bank accounts) never
 * reach the service's logs. The service runs with every log line captured at
 * the most verbose level; a run reads every employee of every HRIS connector
 * (so the answers hold the personal values), filters by them, and sends
 * requests that fail with them in the body and the query. Then no personal
 * value the answers held may appear in any log line.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import { GUSTO_DEMO_ACCOUNT, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { employees } from '../../src/unified/hris/employees.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

/**
 * Whether a personal value stands in the log. A number counts only as a whole
 * number: a five-digit postal code is also the middle of many a millisecond
 * timestamp (CI once found "80660" in one), which leaks nothing.
 */
function appearsIn(log: string, value: string): boolean {
  if (/^\d+$/.test(value)) return new RegExp(`(?<!\\d)${value}(?!\\d)`).test(log);
  return log.includes(value) || log.includes(encodeURIComponent(value));
}

/** Where the model marks a field `x-pii`, every text or number under it is personal. */
function personalValues(record: Json, schema: Json, marked = false, out = new Set<string>()): Set<string> {
  const pii = marked || schema?.['x-pii'] === true;
  if (Array.isArray(record)) for (const item of record) personalValues(item, schema?.items ?? {}, pii, out);
  else if (record !== null && typeof record === 'object') {
    for (const [name, value] of Object.entries(record)) personalValues(value as Json, schema?.properties?.[name] ?? {}, pii, out);
  } else if (pii && (typeof record === 'string' || typeof record === 'number') && String(record).length >= 4) out.add(String(record));
  return out;
}

/** Connections of the run: every HRIS platform whose emulator is here, with its demo credentials. */
const PLATFORMS: Array<{ emulator: typeof bamboohrEmulator; service: string; settings: Record<string, string> }> = [
  { emulator: bamboohrEmulator, service: 'bamboohr', settings: { company_domain: BAMBOOHR_DEMO_ACCOUNT.companyDomain, api_key: BAMBOOHR_DEMO_ACCOUNT.apiKey } },
  { emulator: gustoEmulator, service: 'gusto', settings: { manual_access_token: GUSTO_DEMO_ACCOUNT.sandboxAccessToken, company_id: GUSTO_DEMO_ACCOUNT.companyUuid } },
];

describe('HRIS personal data stays out of the logs', () => {
  let svc: TestService;
  let tenant: Tenant;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    svc = await startTestService({ emulators: PLATFORMS.map((platform) => platform.emulator), logger: pino({ level: 'trace' }, sink), config: { logLevel: 'trace' } });
    tenant = await svc.tenant();
    for (const platform of PLATFORMS) await tenant.connect(`pii-${platform.service}`, 'hris', platform.service, platform.settings);
  });
  afterAll(() => svc.close());

  it.each(PLATFORMS.map((platform) => platform.service))('logs no personal value of %s employees, whatever the requests', async (service) => {
    const headers = tenant.headers(`pii-${service}`);
    const api = (path: string) => `${svc.url}/hris${path}`;
    const people: Json[] = [];
    for (let url: string | null = api('/employees?limit=200'); url; ) {
      const page: { status: number; text: string; body: Json } = await call<Json>(url, { headers });
      expect(page.status, page.text).toBe(200);
      people.push(...page.body.data);
      url = page.body.links.next;
    }
    for (const person of people.slice(0, 5)) {
      const one = await call<Json>(api(`/employees/${encodeURIComponent(person.id)}`), { headers });
      expect(one.status, one.text).toBe(200);
      people.push(one.body.data);
    }
    const secrets = new Set<string>();
    for (const person of people) personalValues(person, employees.model as unknown as Json, false, secrets);
    // The seeded company has people with names and contacts: a run that saw none proves nothing.
    expect(secrets.size).toBeGreaterThan(people.length);

    const someone = people.find((person) => person.first_name && person.last_name) as Json;
    const email = (someone.emails ?? [])[0]?.email ?? 'pat.doe@example.com';
    // Filters by personal values, honoured or refused.
    for (const filter of [`first_name=${someone.first_name}`, `last_name=${someone.last_name}`, `email=${email}`]) {
      const [name, value] = filter.split('=') as [string, string];
      const answer = await call(api(`/employees?filter[${name}]=${encodeURIComponent(value)}`), { headers });
      expect([200, 400]).toContain(answer.status);
    }
    // Failing writes that carry them: a bad field type, and a platform refusal.
    await call(api('/employees'), { method: 'POST', headers, json: { first_name: someone.first_name, last_name: someone.last_name, birthday: 42 } });
    await call(api('/employees/no-such-person'), { method: 'PATCH', headers, json: { first_name: someone.first_name, last_name: someone.last_name } });

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    const leaked = [...secrets].filter((value) => appearsIn(log, value));
    expect(leaked).toEqual([]);
  });
});
