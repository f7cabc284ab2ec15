/**
 * The playground page and its assets over HTTP: a strict Content-Security-
 * Policy, no inline script or style, every asset the page names served by
 * the service (byte for byte the installed package's file, gzipped when
 * asked, cached for a year under a versioned URL), and no key needed to
 * open it. The browser test drives the page itself.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

const requireHere = createRequire(import.meta.url);
const installed = (pkg: string, file: string) => readFileSync(path.join(path.dirname(requireHere.resolve(`${pkg}/package.json`)), file));

/** A GET with exactly the given headers (fetch would add and undo Accept-Encoding itself). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('GraphQL playground page', () => {
  let svc: TestService;

  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  it('is served without a key, under a CSP that allows only this origin and nothing inline', async () => {
    const page = await call(`${svc.url}/connector/graphql/playground`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-|https?:|\*/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const html = page.text;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(4);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/connector\/graphql\/assets\/[^"]+"/);
      expect(content).toBe('');
    }
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('data-endpoint="/connector/graphql"');
  });

  it('serves every asset the page names, from the installed packages, cached for a year', async () => {
    const html = (await call(`${svc.url}/connector/graphql/playground`)).text;
    const urls = [...html.matchAll(/(?:src|href)="(\/connector\/graphql\/assets\/[^"]+)"/g)].map((match) => match[1]!.replace(/&#38;/g, '&'));
    expect(urls.map((url) => url.split('?')[0]!.split('/').pop()).sort()).toEqual(
      ['graphiql.min.css', 'graphiql.min.js', 'playground.css', 'playground.js', 'react-dom.production.min.js', 'react.production.min.js'].sort(),
    );
    for (const url of urls) {
      const plain = await rawGet(`${svc.url}${url}`);
      expect(plain.status, url).toBe(200);
      expect(plain.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['x-content-type-options'], url).toBe('nosniff');
      expect(plain.headers['content-type'], url).toBe(url.includes('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(url, 'versioned URL').toMatch(/\?v=[\w.-]+$/);
      const zipped = await rawGet(`${svc.url}${url}`, { 'accept-encoding': 'gzip, br' });
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(zipped.body.length, url).toBeLessThan(plain.body.length);
      expect(gunzipSync(zipped.body).equals(plain.body), url).toBe(true);
    }
    const graphiql = urls.find((url) => url.includes('graphiql.min.js'))!;
    expect((await rawGet(`${svc.url}${graphiql}`)).body.equals(installed('graphiql', 'graphiql.min.js'))).toBe(true);
    const react = urls.find((url) => url.includes('/react.production.min.js'))!;
    expect((await rawGet(`${svc.url}${react}`)).body.equals(installed('react', 'umd/react.production.min.js'))).toBe(true);
    expect(graphiql).toContain(`?v=${JSON.parse(installed('graphiql', 'package.json').toString()).version}`);
  });

  it('answers unknown assets and parameters with the error envelope', async () => {
    expectErrorEnvelope(await call(`${svc.url}/connector/graphql/assets/graphiql.min.js.map`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await call(`${svc.url}/connector/graphql/assets/..%2Fpackage.json`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await call(`${svc.url}/connector/graphql/assets/playground.js?path=x`), 400, 'RequestValidationError');
  });
});
