/**
 * Graceful shutdown of the real service process (dist/, as `npm start` runs
 * it): on SIGTERM it stops accepting connections, lets the request in flight
 * finish and exits 0; a request still running when SVC_SHUTDOWN_GRACE_MS ends
 * is cut and the process exits all the same. The request is held in flight by
 * a Twilio emulator run by the test (SVC_SANDBOX_URLS points the service at
 * it) that delays its answer, the way a slow platform would. Twilio, because
 * the service calls it only when asked: a platform where it registers webhooks
 * (Zendesk) also receives calls of its own, one of which could be the one held.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { freePort, startService, stop, type Started } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';

interface Running extends Started {
  url: string;
  port: number;
  headers: Record<string, string>;
  dataDir: string;
  output(): string;
}

async function start(platform: EmulatorHandle, extraEnv: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-shutdown-'));
  const started = await startService({
    ...process.env,
    SVC_DATA_DIR: dataDir,
    SVC_PORT: String(port),
    SVC_LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SVC_ENCRYPTION_KEY: '',
    REDIS_URL: '',
    SVC_SANDBOX_URLS: `twilio=${platform.url}`,
    ...extraEnv,
  });
  let output = started.banner;
  started.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const field = (pattern: RegExp) => {
    const match = pattern.exec(started.banner);
    if (!match?.[1]) throw new Error(`banner lacks ${pattern}:\n${started.banner}`);
    return match[1];
  };
  return {
    ...started,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    headers: {
      authorization: `Bearer ${field(/secret key:\s+(\S+)/)}`,
      'x-svc-app-id': field(/application id:\s+(\S+)/),
      'x-svc-consumer-id': field(/consumer id:\s+(\S+)/),
    },
    output: () => output,
  };
}

/** Starts a list call whose platform answer the emulator holds; resolves once the emulator holds it. */
async function holdRequest(service: Running, platform: EmulatorHandle): Promise<{ response: Promise<Response> }> {
  platform.delayNext(120_000);
  const before = platform.exchanges.length;
  const inFlight = fetch(`${service.url}/sms/messages?limit=1`, { headers: service.headers });
  inFlight.catch(() => {});
  // The emulator records an exchange before holding its answer.
  await waitFor(() => platform.exchanges.length > before, 'the platform call to reach the emulator');
  // Wrapped: an async function returning the promise itself would wait for it.
  return { response: inFlight };
}

/** Whether a new TCP connection to the port is refused. */
async function refusesConnections(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  } finally {
    socket.destroy();
  }
}

describe('graceful shutdown of the service process', () => {
  let platform: EmulatorHandle;
  let service: Running | undefined;
  beforeAll(async () => {
    platform = await twilioEmulator.start({ record: true });
  });
  afterEach(async () => {
    if (service) await stop(service.child);
    if (service) rmSync(service.dataDir, { recursive: true, force: true });
    service = undefined;
  });
  afterAll(() => platform?.close());

  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', { timeout: 90_000 }, async () => {
    service = await start(platform, { SVC_SHUTDOWN_GRACE_MS: '20000' });
    const running = service;
    expect((await fetch(`${running.url}/health/ready`)).status).toBe(200);
    const inFlight = (await holdRequest(running, platform)).response;
    const exited = once(running.child, 'exit');

    running.child.kill('SIGTERM');
    await waitFor(() => refusesConnections(running.port), 'the service to stop accepting connections');
    expect(running.child.exitCode).toBeNull();

    // The platform answers at last: the caller gets its full answer, then the process ends.
    platform.releaseDelayed();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(1);
    const [code] = await exited;
    expect(code).toBe(0);
    expect(running.output()).not.toMatch(/connections are cut/);
  });

  it('cuts a request still running when the grace period ends, and exits all the same', { timeout: 90_000 }, async () => {
    service = await start(platform, { SVC_SHUTDOWN_GRACE_MS: '1000' });
    const running = service;
    const inFlight = (await holdRequest(running, platform)).response;
    const exited = once(running.child, 'exit');
    const sent = Date.now();

    running.child.kill('SIGTERM');
    await expect(inFlight).rejects.toThrow();
    const [code] = await exited;
    expect(code).toBe(0);
    const took = Date.now() - sent;
    expect(took).toBeGreaterThanOrEqual(1_000);
    expect(took).toBeLessThan(15_000);
    expect(running.output()).toMatch(/"connections":1.*connections are cut/);
    platform.releaseDelayed();
  });
});
