/**
 * `GET /`: a browser (text/html preferred) gets the landing page with the
 * service's name, version and links, under the error pages' no-script CSP; a
 * JSON client, or one that takes anything, gets the 404 envelope of an
 * unknown route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePackage } from '../../src/server/service-version.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('GET /', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  it('shows a browser the landing page with the version and the links, loading nothing and running no script', async () => {
    const result = await call(`${svc.url}/`, { headers: { accept: BROWSER_ACCEPT } });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(result.headers.get('vary')).toMatch(/accept/i);
    expect(result.text).toContain('Unified integration API');
    expect(servicePackage().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(result.text).toContain(`Version ${servicePackage().version}`);
    for (const href of ['/docs', '/errors', '/docs/vault', '/changelog', '/openapi']) expect(result.text).toContain(`href="${href}"`);
    expect(result.text).toContain('POST /vault/sessions');
    expect(result.text).not.toMatch(/<script|https?:\/\//i);
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a JSON client, a client that takes anything and one that sends no Accept with the 404 envelope', async () => {
    for (const accept of ['application/json', '*/*', 'application/json, text/html;q=0.5', undefined]) {
      const result = await call(`${svc.url}/`, { headers: accept === undefined ? {} : { accept } });
      expectErrorEnvelope(result, 404, 'EntityNotFoundError');
      expect(result.body.detail, String(accept)).toEqual({ route: 'GET /' });
      expect(result.headers.get('vary')).toMatch(/accept/i);
    }
    // The same envelope as any unknown route.
    const unknown = await call(`${svc.url}/nowhere`);
    expect(unknown.body.message).toBe((await call(`${svc.url}/`)).body.message);
  });

  it('prefers the page when HTML and JSON are equally welcome and HTML comes first', async () => {
    expect((await call(`${svc.url}/`, { headers: { accept: 'text/html, application/json' } })).status).toBe(200);
  });
});
