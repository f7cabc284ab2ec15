/**
 * Issue 11, item 10: webhook delivery across instances, as deployed. Built
 * services (dist/) run as processes on one PostgreSQL database; events are
 * written to it the way every producer writes them (publishEvent), and a
 * receiver in this process answers, or holds its answer while an instance is
 * killed with SIGKILL. Nothing is lost, and nothing is sent twice beyond the
 * attempt that was cut (at-least-once, with the same webhook-id).
 *
 * PostgreSQL only: child processes cannot share an embedded store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/database.js';
import { publishEvent } from '../../src/webhooks/delivery/publish.js';
import { createTestDatabase } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { freePort, startService, stop, type Started } from '../helpers/processes.js';
import { needs } from '../helpers/requirements.js';
import { waitFor } from '../helpers/wait.js';

const LEASE_MS = 16_000;

interface Arrival {
  headers: IncomingHttpHeaders;
  body: string;
  response: ServerResponse;
}

describe('webhook delivery across instances (processes on PostgreSQL)', needs('postgres'), () => {
  const adminToken = `adm_${randomBytes(24).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: Store;
  let env: NodeJS.ProcessEnv;
  const instances: Started[] = [];
  const dataDirs: string[] = [];
  let serviceUrl: string;
  let applicationId: string;
  let secret: string;
  let receiver: Server;
  let receiverUrl: string;
  const arrivals: Arrival[] = [];
  /** Decides each arrival's fate; answers 200 unless a test says otherwise. */
  let onArrival: (arrival: Arrival) => void = (arrival) => arrival.response.writeHead(200).end();

  async function startInstance(): Promise<{ started: Started; url: string }> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-webhook-crash-'));
    dataDirs.push(dataDir);
    const started = await startService({ ...env, SVC_PORT: String(port), SVC_DATA_DIR: dataDir });
    instances.push(started);
    return { started, url: `http://127.0.0.1:${port}` };
  }

  async function publish(entityId: string) {
    return publishEvent(store.db, {
      applicationId,
      mode: 'sandbox',
      type: 'sms.message.updated',
      unifiedApi: 'sms',
      serviceId: 'twilio',
      consumerId: 'crash',
      entityId,
      entityType: 'message',
      entityUrl: `${serviceUrl}/sms/messages/${entityId}`,
      occurredAt: new Date(),
      detectedBy: 'native',
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      ...process.env,
      DATABASE_URL: database.url,
      SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SVC_ADMIN_TOKEN: adminToken,
      SVC_EMULATORS: 'false',
      SVC_DEMO: 'false',
      SVC_LOG_LEVEL: 'warn',
      SVC_WEBHOOK_LEASE_MS: String(LEASE_MS),
      REDIS_URL: '',
    };
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const arrival = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), response };
        arrivals.push(arrival);
        onArrival(arrival);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    ({ url: serviceUrl } = await startInstance());
    store = await openStore({ databaseUrl: database.url, maxConnections: 2 });
    const admin = { authorization: `Bearer ${adminToken}` };
    const app = await call(`${serviceUrl}/admin/applications`, { method: 'POST', headers: admin, json: { name: 'Webhook crash test' } });
    expect(app.status, app.text).toBe(201);
    applicationId = app.body.data.id;
    const key = await call(`${serviceUrl}/admin/applications/${applicationId}/keys`, { method: 'POST', headers: admin, json: { mode: 'sandbox' } });
    expect(key.status, key.text).toBe(201);
    const subscription = await call(`${serviceUrl}/webhook/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.body.data.key}`, 'x-svc-app-id': applicationId },
      json: { unified_api: 'sms', status: 'enabled', delivery_url: receiverUrl, events: ['sms.message.updated'] },
    });
    expect(subscription.status, subscription.text).toBe(201);
    expect(subscription.body.data.status).toBe('enabled');
    secret = subscription.body.data.secret;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.filter((instance) => instance.child.signalCode === null).map((instance) => stop(instance.child)));
    await store?.close();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const verified = (arrival: Arrival) => new Webhook(secret).verify(arrival.body, arrival.headers as Record<string, string>) as { payload: { entity_id: string } };

  it('makes again, on another instance, the attempt of an instance killed while the receiver held it', async () => {
    const [first] = instances;
    let held: Arrival | undefined;
    onArrival = (arrival) => {
      // The first attempt is held unanswered: its instance dies before it can record anything.
      if (held === undefined) held = arrival;
      else arrival.response.writeHead(200).end();
    };
    const publication = await publish('SM-crash-1');
    expect(publication.subscriptionIds).toHaveLength(1);
    await waitFor(() => held !== undefined, 'the first attempt to arrive');
    const exited = new Promise((resolve) => first!.child.once('exit', resolve));
    first!.child.kill('SIGKILL');
    await exited;
    held!.response.destroy();

    await startInstance();
    await waitFor(() => arrivals.length === 2, 'the attempt to be made again after the lease', LEASE_MS + 20_000);
    const [cut, again] = arrivals;
    // The same event: the receiver can tell it has seen it (webhook-id), and both are signed.
    expect(again!.headers['webhook-id']).toBe(cut!.headers['webhook-id']);
    expect(verified(again!).payload.entity_id).toBe('SM-crash-1');
    await waitFor(async () => {
      const row = await store.db.selectFrom('webhookDeliveries').select('status').where('eventId', '=', publication.eventId).executeTakeFirst();
      return row?.status === 'delivered';
    }, 'the delivery to be recorded delivered');
  }, LEASE_MS + 60_000);

  it('has two live instances make each attempt once', async () => {
    onArrival = (arrival) => arrival.response.writeHead(200).end();
    await startInstance();
    const live = instances.filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null);
    expect(live).toHaveLength(2);
    arrivals.length = 0;
    const ids = Array.from({ length: 40 }, (_, index) => `SM-pair-${index}`);
    for (const id of ids) await publish(id);
    await waitFor(() => arrivals.length >= ids.length, 'every event to be delivered', 30_000);
    // Long enough for either worker to poll several times: a second attempt of any of them would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(arrivals.map((arrival) => verified(arrival).payload.entity_id).sort()).toEqual([...ids].sort());
    expect(new Set(arrivals.map((arrival) => arrival.headers['webhook-id'])).size).toBe(ids.length);
  }, 60_000);
});
