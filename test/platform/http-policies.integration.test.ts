import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('request and response rules', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator], record: true, config: { bodyLimitBytes: 4096 } });
    tenant = await svc.tenant();
    await tenant.connect('c1', 'sms', 'twilio', twilioSettings);
  });
  afterAll(() => svc.close());

  const post = (body: string, contentType: string) =>
    call(`${svc.url}/sms/messages`, { method: 'POST', headers: { ...tenant.headers('c1'), 'content-type': contentType }, body });

  it('refuses bodies that are not UTF-8 JSON with the error envelope', async () => {
    const valid = JSON.stringify({ from: '+15005550006', to: '+15005550001', body: 'x' });
    expectErrorEnvelope(await post(valid, 'text/plain'), 415, 'UnsupportedMediaTypeError');
    expectErrorEnvelope(await post('from=1&to=2', 'application/x-www-form-urlencoded'), 415, 'UnsupportedMediaTypeError');
    expectErrorEnvelope(await post(valid, 'application/json; charset=iso-8859-1'), 415, 'UnsupportedMediaTypeError');
    expect((await post(valid, 'application/json; charset=utf-8')).status).toBe(201);
  });

  it('says where malformed JSON breaks', async () => {
    const result = await post('{"from": "+1", "to": }', 'application/json');
    expectErrorEnvelope(result, 400, 'RequestValidationError');
    expect(result.body.detail.body).toMatch(/position \d+/);
  });

  it('refuses oversize bodies with 413 and writes nothing downstream', async () => {
    const before = svc.emulators.twilio!.exchanges.length;
    const result = await post(JSON.stringify({ from: '+1', to: '+2', body: 'x'.repeat(5000) }), 'application/json');
    expectErrorEnvelope(result, 413, 'PayloadTooLargeError');
    expect(svc.emulators.twilio!.exchanges.length).toBe(before);
  });

  it('lets _method override GET and POST, and refuses anything else', async () => {
    const created = await post(JSON.stringify({ from: '+15005550006', to: '+15005550001', body: 'via override' }), 'application/json');
    const id = created.body.data.id as string;
    const viaGet = await call(`${svc.url}/sms/messages/${id}?_method=PATCH`, {
      headers: { ...tenant.headers('c1'), 'content-type': 'application/json' },
      body: undefined,
    });
    // A GET cannot carry the body PATCH needs: the override worked if validation speaks about the body.
    expectErrorEnvelope(viaGet, 400, 'RequestValidationError');
    expect(JSON.stringify(viaGet.body.detail)).toContain('body');
    const viaPost = await call(`${svc.url}/sms/messages?_method=GET&limit=1`, { method: 'POST', headers: tenant.headers('c1') });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.operation).toBe('all');
    expectErrorEnvelope(await call(`${svc.url}/sms/messages?_method=TRACE`, { headers: tenant.headers('c1') }), 400, 'RequestValidationError');
    expectErrorEnvelope(
      await call(`${svc.url}/sms/messages?_method=GET`, { method: 'DELETE', headers: tenant.headers('c1') }),
      400,
      'RequestValidationError',
    );
  });

  it('answers unknown routes with 404 EntityNotFoundError', async () => {
    expectErrorEnvelope(await call(`${svc.url}/crm/nothing`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await call(`${svc.url}/sms/messages`, { method: 'PUT', headers: tenant.headers('c1') }), 404, 'EntityNotFoundError');
  });

  it('serves the page every error ref points to', async () => {
    const error = await call(`${svc.url}/sms/messages?limit=500`, { headers: tenant.headers('c1') });
    const page = await fetch(error.body.ref);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('RequestValidationError');
    expect((await fetch(`${svc.url}/errors`)).status).toBe(200);
    expectErrorEnvelope(await call(`${svc.url}/errors/NoSuchError`), 404, 'EntityNotFoundError');
  });

  it('never answers bad input with a 5xx or a stack trace', async () => {
    const headers = { ...tenant.headers('c1'), 'content-type': 'application/json' };
    const attempts: Array<[string, string, string | undefined]> = [
      ['POST', '/sms/messages', '[]'],
      ['POST', '/sms/messages', '"text"'],
      ['POST', '/sms/messages', 'null'],
      ['POST', '/sms/messages', '{"from":1,"to":true,"body":[]}'],
      ['POST', '/sms/messages', '{"__proto__":{"admin":true},"from":"1","to":"2","body":"x"}'],
      ['POST', '/sms/messages', '{"constructor":{"prototype":{"x":1}},"from":"1","to":"2","body":"x"}'],
      ['PATCH', '/sms/messages/%00%ff', '{}'],
      ['GET', '/sms/messages?limit=1e3', undefined],
      ['GET', '/sms/messages?limit=-1', undefined],
      ['GET', '/sms/messages?cursor=%E0%A4%A', undefined],
      ['GET', `/sms/messages/${'x'.repeat(600)}`, undefined],
      ['GET', '/vault/consumers?limit=0', undefined],
      ['POST', '/vault/consumers', '{"consumer_id":""}'],
      ['PATCH', '/vault/connections/sms/twilio', '{"settings":{"account_sid":{"$gt":""}}}'],
      ['DELETE', '/vault/connections/sms/nope', undefined],
    ];
    for (const [method, target, body] of attempts) {
      const result = await call(`${svc.url}${target}`, { method, headers, body });
      expect(result.status, `${method} ${target}: ${result.text}`).toBeGreaterThanOrEqual(400);
      expect(result.status, `${method} ${target}: ${result.text}`).toBeLessThan(500);
      expect(result.body?.type_name, `${method} ${target}`).toEqual(expect.any(String));
      expect(result.text).not.toMatch(/\n\s+at /);
    }
    // The stored connection survived all of it.
    const connection = await call(`${svc.url}/vault/connections/sms/twilio`, { headers });
    expect(connection.body.data.state).toBe('callable');
    expect(connection.body.data.settings.account_sid).toBe(twilioSettings.account_sid);
  });
});

describe('HTTPS', () => {
  let dir: string;
  let tls: { cert: Buffer; key: Buffer };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'svc-tls-'));
    const san = `subjectAltName=IP:127.0.0.1${externalAddress ? `,IP:${externalAddress}` : ''}`;
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=localhost', '-addext', san], { stdio: 'ignore' });
    tls = { cert: readFileSync(`${dir}/cert.pem`), key: readFileSync(`${dir}/key.pem`) };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves TLS with SVC_TLS_CERT/SVC_TLS_KEY', async () => {
    const svc = await startTestService({ tls, host: '0.0.0.0' });
    try {
      const tenant = await svc.tenant();
      const agent = new Agent({ connect: { ca: tls.cert } });
      const host = externalAddress ?? '127.0.0.1';
      const port = new URL(svc.url).port;
      const response = await request(`https://${host}:${port}/vault/consumers`, { headers: tenant.headers(), dispatcher: agent });
      expect(response.statusCode).toBe(200);
      expect(response.headers['request-id']).toEqual(expect.any(String));
      await response.body.dump();
      await agent.close();
    } finally {
      await svc.close();
    }
  });

  it('allows plain HTTP from loopback, so the embedded default works', async () => {
    const svc = await startTestService();
    try {
      expect((await call(`${svc.url}/health`)).status).toBe(200);
    } finally {
      await svc.close();
    }
  });

  // Needs a non-loopback IPv4 address to call from; a machine with loopback only (some containers) cannot make the call.
  it.skipIf(!externalAddress)('refuses plain HTTP from a non-loopback client with 403 HttpsRequiredError', async () => {
    const svc = await startTestService({ host: '0.0.0.0' });
    try {
      const port = new URL(svc.url).port;
      expectErrorEnvelope(await call(`http://${externalAddress}:${port}/health`), 403, 'HttpsRequiredError');
    } finally {
      await svc.close();
    }
  });

  it('behind a trusted proxy, X-Forwarded-Proto decides', async () => {
    const svc = await startTestService({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      expectErrorEnvelope(await call(`${svc.url}/health`, { headers: { 'x-forwarded-proto': 'http' } }), 403, 'HttpsRequiredError');
      expect((await call(`${svc.url}/health`, { headers: { 'x-forwarded-proto': 'https' } })).status).toBe(200);
    } finally {
      await svc.close();
    }
    // An untrusted client cannot talk its way in or out with the header.
    const untrusted = await startTestService();
    try {
      expect((await call(`${untrusted.url}/health`, { headers: { 'x-forwarded-proto': 'http' } })).status).toBe(200);
    } finally {
      await untrusted.close();
    }
  });
});
