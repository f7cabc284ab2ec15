/**
 * A service with the QuickBooks emulator and a tenant connected to the demo
 * realm, shared by the QuickBooks connector suites: the connection holds the
 * emulator's sandbox access token (the way Intuit's OAuth Playground gives
 * one) and the realm; `oauth-connection.integration.test.ts` walks the real
 * OAuth dance instead.
 */
import { expect } from 'vitest';
import type { KitEmulatorHandle } from '../../../src/sandbox/framework/kit/index.js';
import { QUICKBOOKS_DEMO_REALM as DEMO, quickbooksEmulator } from '../../../src/sandbox/quickbooks/index.js';
import { call } from '../../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../../helpers/service.js';

export type Json = Record<string, any>;
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const CONSUMER = 'qbo-consumer';

export interface QuickBooksFixture {
  svc: TestService;
  tenant: Tenant;
  emulator: KitEmulatorHandle;
  headers(extra?: Record<string, string>): Record<string, string>;
  get(path: string, extra?: Record<string, string>): Promise<{ status: number; body: Json; text: string; headers: Headers }>;
  send(method: string, path: string, json?: unknown, extra?: Record<string, string>): Promise<{ status: number; body: Json; text: string; headers: Headers }>;
  /** Every record of a list, following links.next, checking each page's size. */
  collect(path: string, limit: number): Promise<Json[]>;
  /** A QuickBooks query straight at the emulator (what the platform holds). */
  platform(query: string): Promise<Json[]>;
  close(): Promise<void>;
}

export async function startQuickBooks(): Promise<QuickBooksFixture> {
  const svc = await startTestService({ emulators: [quickbooksEmulator], record: true });
  const emulator = svc.emulators.quickbooks as KitEmulatorHandle;
  const tenant = await svc.tenant();
  await tenant.connect(CONSUMER, 'accounting', 'quickbooks', { realm_id: DEMO.id, playground_access_token: DEMO.sandboxAccessToken });
  const api = (path: string) => (path.startsWith('http') ? path : `${svc.url}/accounting${path}`);
  const headers = (extra: Record<string, string> = {}) => tenant.headers(CONSUMER, extra);
  const get = (path: string, extra?: Record<string, string>) => call(api(path), { headers: headers(extra) });
  const send = (method: string, path: string, json?: unknown, extra?: Record<string, string>) => call(api(path), { method, headers: headers(extra), ...(json === undefined ? {} : { json }) });
  return {
    svc, tenant, emulator, headers, get, send,
    async collect(path, limit) {
      const seen: Json[] = [];
      let url: string | null = api(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}`);
      for (let pages = 0; url; pages++) {
        const page = await get(url);
        expect(page.status, page.text).toBe(200);
        expect(page.body.data.length).toBeLessThanOrEqual(limit);
        seen.push(...page.body.data);
        url = page.body.links.next ?? null;
        expect(pages).toBeLessThan(300);
      }
      return seen;
    },
    async platform(query) {
      const response = await fetch(`${emulator.url}/v3/company/${DEMO.id}/query?query=${encodeURIComponent(query)}`, { headers: { authorization: `Bearer ${DEMO.sandboxAccessToken}` } });
      const body = (await response.json()) as Json;
      const entity = Object.keys(body.QueryResponse ?? {}).find((key) => Array.isArray(body.QueryResponse[key]));
      return entity ? (body.QueryResponse[entity] as Json[]) : [];
    },
    close: () => svc.close(),
  };
}
