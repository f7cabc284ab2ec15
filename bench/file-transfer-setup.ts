/**
 * What the transfer benchmark runs against: the Box emulator in its own
 * process, and the service in production shape (PostgreSQL, SVC_EMULATORS=false,
 * SVC_SANDBOX_URLS pointing at that emulator, no demo) with an application,
 * a sandbox key and one consumer connected to Box with the emulator's demo
 * developer token, all made through the service's own API.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOX_DEMO_ACCOUNT } from '../src/sandbox/box/accounts.js';
import { freePort, startNode, waitForOutput, type Child } from './processes.js';
import { startMain } from './service-main.js';
import type { ServiceClient } from './file-transfer-clients.js';

const distSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const CONSUMER = 'bench-files-consumer';
export const BOX_TOKEN = BOX_DEMO_ACCOUNT.sandboxAccessToken;

export async function startBoxEmulator(workDir: string): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = startNode('box emulator', path.join(distSrc, 'sandbox/run-emulator.js'), ['box', '--port', String(port)], {}, path.join(workDir, 'box-emulator.log'));
  const match = await waitForOutput(child, /^\{"emulator":"box","url":"([^"]+)"\}$/m, 60_000);
  return { child, url: match[1] as string };
}

async function json(answer: Response, status: number, what: string): Promise<Record<string, any>> {
  const text = await answer.text();
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as Record<string, any>;
}

export interface ServiceUnderTest {
  child: Child;
  client: ServiceClient;
}

/** `extraEnv`: a preload for a closer look (BENCH_FILES_HEAP), nothing else. */
export async function startService(workDir: string, databaseUrl: string, emulatorUrl: string, extraEnv: Record<string, string> = {}): Promise<ServiceUnderTest> {
  const adminToken = randomBytes(24).toString('base64url');
  const started = await startMain('service (production)', {
    DATABASE_URL: databaseUrl,
    SVC_DATA_DIR: path.join(workDir, 'service'),
    SVC_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SVC_EMULATORS: 'false',
    SVC_DEMO: 'false',
    SVC_SANDBOX_URLS: `box=${emulatorUrl}`,
    SVC_ADMIN_TOKEN: adminToken,
    ...extraEnv,
  }, path.join(workDir, 'service.log'));
  const baseUrl = `http://127.0.0.1:${started.port}`;
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const app = await json(await fetch(`${baseUrl}/admin/applications`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'File transfer bench' }) }), 201, 'POST /admin/applications');
  const appId = app.data.id as string;
  const key = await json(await fetch(`${baseUrl}/admin/applications/${appId}/keys`, { method: 'POST', headers: admin, body: JSON.stringify({ mode: 'sandbox' }) }), 201, 'POST /admin/applications/{id}/keys');
  const headers = { authorization: `Bearer ${key.data.key as string}`, 'x-svc-app-id': appId, 'x-svc-consumer-id': CONSUMER };
  await json(await fetch(`${baseUrl}/vault/connections/file-storage/box`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ settings: { developer_token: BOX_TOKEN } }),
  }), 200, 'PATCH /vault/connections/file-storage/box');
  return { child: started.child, client: { baseUrl, headers } };
}
