/**
 * Issue #5, item 3: a service instance dies between the downstream write and
 * storing its result. Two built services (dist/) run as processes on one
 * PostgreSQL; the Twilio emulator, in this process, receives the create and
 * holds its answer while the first instance is killed with SIGKILL. The same
 * request sent to the second instance must not write again: it answers 409,
 * and the platform has received exactly one create.
 *
 * PostgreSQL only: child processes cannot share the embedded PGlite store.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { needs } from '../helpers/requirements.js';
import { ServiceProcesses, type ServiceProcess } from '../helpers/service-processes.js';
import { twilioSettings } from '../helpers/twilio.js';
import { waitFor } from '../helpers/wait.js';

describe('idempotency across a crash (two processes on PostgreSQL)', needs('postgres'), () => {
  let emulator: EmulatorHandle;
  let instances: ServiceProcesses;
  let first: ServiceProcess;
  let second: ServiceProcess;
  let headers: Record<string, string>;

  beforeAll(async () => {
    emulator = await twilioEmulator.start({ record: true });
    instances = await ServiceProcesses.open({ sandboxUrls: { twilio: emulator.url } });
    first = await instances.start();
    second = await instances.start();
    headers = { ...(await instances.sandboxTenant(first.url, 'Crash test')), 'x-svc-consumer-id': 'crash' };
    const connected = await call(`${first.url}/vault/connections/sms/twilio`, { method: 'PATCH', headers, json: { settings: twilioSettings } });
    expect(connected.status, connected.text).toBe(200);
  });

  afterAll(async () => {
    emulator?.releaseDelayed();
    await instances?.close();
    await emulator?.close();
  });

  const creates = () => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path.endsWith('/Messages.json')).length;
  const create = (url: string, key: string) =>
    call(`${url}/sms/messages`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': key },
      json: { from: '+15005550006', to: '+15005550001', body: 'Sent once, whatever happens' },
    });

  it('answers 409 on the surviving instance, and the platform has exactly one create', async () => {
    const key = `crash-${randomBytes(8).toString('hex')}`;
    emulator.delayNext(60_000);
    // The first instance sends the create, and dies while the platform holds its answer.
    const doomed = create(first.url, key).catch((error: unknown) => error);
    await waitFor(() => creates() === 1, 'the create to reach the platform');
    const exited = new Promise((resolve) => first.started.child.once('exit', resolve));
    first.started.child.kill('SIGKILL');
    await exited;
    expect(await doomed).toBeInstanceOf(Error);

    for (let attempt = 0; attempt < 2; attempt++) {
      const retry = await create(second.url, key);
      expectErrorEnvelope(retry, 409, 'IdempotencyKeyInUseError');
      expect(retry.body.detail).toMatchObject({ state: 'running' });
    }
    emulator.releaseDelayed();
    expect(creates()).toBe(1);

    // The survivor still serves new keys.
    const fresh = await create(second.url, `fresh-${randomBytes(8).toString('hex')}`);
    expect(fresh.status, fresh.text).toBe(201);
    expect(creates()).toBe(2);
  });
});
