/**
 * The API reference pages and the error-type pages over HTTP: /docs lists
 * every document, /docs/{api_id} is Scalar's page for one (404 for an API
 * the service does not have), both under a Content-Security-Policy that
 * allows nothing from another origin, their assets served by the service
 * with long immutable caching; the API records' api_reference_url leads
 * there; every error type has its page, and every error answer the documents
 * list names types that have one.
 */
import { createHash } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE_NAMES, ERROR_TYPES } from '../../src/core/errors/catalog.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

const DOCUMENT_IDS = ['sms', 'customer-support', 'issue-tracking', 'crm', 'accounting', 'hris', 'ats', 'file-storage', 'ecommerce', 'pos', 'vault', 'connector', 'proxy', 'webhook'];

/** The CSP directives of a page, by name. */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** A GET whose body is not inflated (fetch inflates gzip transparently). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Every source a CSP allows, across directives. */
const sources = (csp: string | null) => Object.values(directives(csp)).flat();

describe('API reference and error pages', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService();
    tenant = await svc.tenant();
  });
  afterAll(() => svc.close());

  it('lists every document on /docs, with links to its page, its JSON and the error types', async () => {
    const index = await call(`${svc.url}/docs`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const id of DOCUMENT_IDS) {
      expect(index.text).toContain(`href="/docs/${id}"`);
      expect(index.text).toContain(`href="/openapi/${id}.json"`);
    }
    expect(index.text).toContain('href="/errors"');
    // No script at all, and styles only from the service's own stylesheet.
    expect(index.text).not.toMatch(/<script|<style| style="/);
    const csp = directives(index.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(index.headers.get('x-frame-options')).toBe('DENY');
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves each API reference page: Scalar and its bootstrap from the service, the document from its own URL', async () => {
    for (const id of DOCUMENT_IDS) {
      const page = await call(`${svc.url}/docs/${id}`);
      expect(page.status, id).toBe(200);
      expect(page.text).toContain(`data-document-url="/openapi/${id}.json"`);
      const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1] as string);
      expect(scripts.map((attributes) => /src="([^"?]+)/.exec(attributes)?.[1])).toEqual(['/docs/assets/standalone.js', '/docs/assets/reference.js']);
      expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      const csp = page.headers.get('content-security-policy');
      expect(directives(csp)['script-src']).toEqual(["'self'"]);
      // Nothing from another origin: every source is 'self', a keyword, data:/blob:, or the service's own public URL.
      for (const source of sources(csp)) expect(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:', svc.url], source).toContain(source);
      expect(csp).not.toContain('unsafe-eval');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    }
    const version = JSON.parse(readFileSync(`${import.meta.dirname}/../../node_modules/@scalar/api-reference/package.json`, 'utf8')).version as string;
    expect((await call(`${svc.url}/docs/sms`)).text).toContain(`/docs/assets/standalone.js?v=${version}`);
  });

  it('answers an unknown API with 404 EntityNotFoundError and a malformed id with 400', async () => {
    const unknown = await call(`${svc.url}/docs/telepathy`);
    expectErrorEnvelope(unknown, 404, 'EntityNotFoundError');
    expect(unknown.body.detail.documents).toEqual(DOCUMENT_IDS);
    expectErrorEnvelope(await call(`${svc.url}/docs/No_Such!`), 400, 'RequestValidationError');
    expectErrorEnvelope(await call(`${svc.url}/docs/assets/nothing.js`), 404, 'EntityNotFoundError');
  });

  it('serves the assets with a year-long immutable cache, gzipped when asked, byte for byte', async () => {
    const page = (await call(`${svc.url}/docs/sms`)).text;
    const urls = [...page.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((match) => (match[1] as string).replace(/&amp;/g, '&'));
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const plain = await fetch(`${svc.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status, url).toBe(200);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-type')).toMatch(/^text\/(javascript|css); charset=utf-8$/);
      expect(plain.headers.get('content-encoding')).toBeNull();
    }
    const installed = readFileSync(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'));
    const standalone = urls.find((url) => url.startsWith('/docs/assets/standalone.js')) as string;
    const plain = await fetch(`${svc.url}${standalone}`, { headers: { 'accept-encoding': 'identity' } });
    expect(Buffer.from(await plain.arrayBuffer()).equals(installed)).toBe(true);
    const zipped = await rawGet(`${svc.url}${standalone}`, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.body.length).toBeLessThan(installed.length / 2);
    expect(gunzipSync(zipped.body).equals(installed)).toBe(true);
  });

  it('points every API record\'s api_reference_url at its page', async () => {
    const apis = await call(`${svc.url}/connector/apis`, { headers: tenant.headers() });
    expect(apis.status).toBe(200);
    for (const api of apis.body.data as Json[]) {
      expect(api.api_reference_url).toBe(`${svc.url}/docs/${api.id}`);
      expect((await fetch(api.api_reference_url as string)).status).toBe(200);
    }
  });

  it('has a page for every error type, under a policy that allows its own style and nothing else', async () => {
    const index = await call(`${svc.url}/errors`);
    expect(index.status).toBe(200);
    expect(index.text).toContain('href="/docs"');
    for (const name of ERROR_TYPE_NAMES) {
      expect(index.text).toContain(`href="/errors/${name}"`);
      const page = await call(`${svc.url}/errors/${name}`);
      expect(page.status, name).toBe(200);
      expect(page.text).toContain(`<h1>${name}</h1>`);
      expect(page.text).toContain(`HTTP ${ERROR_TYPES[name].status}`);
      const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] as string;
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp['style-src']).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['script-src']).toBeUndefined();
    }
  });

  it('names, in every documented error answer, only error types that have a page, each linked from the answer\'s description', async () => {
    let answers = 0;
    for (const id of DOCUMENT_IDS) {
      const document = (await call(`${svc.url}/openapi/${id}.json`)).body as Json;
      for (const item of Object.values(document.paths as Json)) {
        for (const operation of Object.values(item as Json) as Json[]) {
          for (const [status, response] of Object.entries(operation.responses as Json)) {
            if (!/^[45]\d\d$/.test(status)) continue;
            const names = (response.content['application/json'].schema.properties?.type_name?.enum ??
              response.content['application/json'].schema.anyOf?.[0]?.properties?.type_name?.enum) as string[];
            expect(names.length, `${operation.operationId} ${status}`).toBeGreaterThan(0);
            for (const name of names) {
              expect(ERROR_TYPE_NAMES, name).toContain(name);
              // A Markdown link to the type's page (the reference page renders it).
              expect(response.description as string, `${operation.operationId} ${status}`).toContain(`[${name}](${svc.url}/errors/${name})`);
            }
            answers += 1;
          }
        }
      }
      expect(document.externalDocs).toEqual({ description: 'Error types', url: `${svc.url}/errors` });
    }
    expect(answers).toBeGreaterThan(100);
  });
});
