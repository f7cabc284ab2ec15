/**
 * The Xero connector suites' shared setup: a service with the Xero emulator
 * and a tenant whose consumer is connected to the demo organisation with the
 * emulator's sandbox token (the OAuth dance has its own test), plus the
 * helpers every suite uses. `xeroSuite` registers its own beforeAll and
 * afterAll, so call it at the top of a describe block.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { XERO_DEMO_ORGANISATION as DEMO, XERO_DEMO_USER as USER, xeroEmulator } from '../../src/sandbox/xero/index.js';
import { call, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

export type Json = Record<string, any>;

export interface XeroSuite {
  readonly svc: TestService;
  readonly tenant: Tenant;
  readonly emulator: KitEmulatorHandle;
  headers(extra?: Record<string, string>): Record<string, string>;
  /** An Accounting API URL for a path (`/invoices`), or a full URL as given (a `links.next`). */
  url(path: string): string;
  get(path: string, extra?: Record<string, string>): Promise<CallResult>;
  send(method: string, path: string, json?: unknown, extra?: Record<string, string>): Promise<CallResult>;
  /** What the emulator holds for an organisation (the demo one by default). */
  records(resource: string, organisation?: string): ReturnType<KitEmulatorHandle['kit']['records']>;
  /** The answer, once its status is checked. */
  ok<T extends { status: number; text: string }>(answer: T, status?: number): T;
  /** Every record of a list, following links.next, checking each page's size. */
  collect(path: string, limit: number, extra?: Record<string, string>): Promise<Json[]>;
}

export function xeroSuite(consumer: string): XeroSuite {
  let svc: TestService | undefined;
  let tenant: Tenant | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the Xero suite is used before its beforeAll ran');
    return value;
  };
  beforeAll(async () => {
    svc = await startTestService({ emulators: [xeroEmulator], record: true });
    tenant = await svc.tenant();
    await tenant.connect(consumer, 'accounting', 'xero', { manual_access_token: USER.sandboxAccessToken, tenant_id: DEMO.id });
  });
  afterAll(() => svc?.close());

  const suite: XeroSuite = {
    get svc() {
      return started(svc);
    },
    get tenant() {
      return started(tenant);
    },
    get emulator() {
      return started(svc).emulators.xero as KitEmulatorHandle;
    },
    headers: (extra = {}) => started(tenant).headers(consumer, extra),
    url: (path) => (path.startsWith('http') ? path : `${started(svc).url}/accounting${path}`),
    get: (path, extra) => call(suite.url(path), { headers: suite.headers(extra) }),
    send: (method, path, json, extra) => call(suite.url(path), { method, headers: suite.headers(extra), json }),
    records: (resource, organisation = DEMO.id) => suite.emulator.kit.records(resource, organisation),
    ok(answer, status = 200) {
      expect(answer.status, answer.text).toBe(status);
      return answer;
    },
    async collect(path, limit, extra) {
      const seen: Json[] = [];
      let next: string | null = suite.url(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}`);
      for (let pages = 0; next; pages++) {
        const page: CallResult = suite.ok(await suite.get(next, extra));
        expect(page.body.data.length).toBeLessThanOrEqual(limit);
        seen.push(...page.body.data);
        next = page.body.links.next;
        expect(pages).toBeLessThan(300);
      }
      return seen;
    },
  };
  return suite;
}
