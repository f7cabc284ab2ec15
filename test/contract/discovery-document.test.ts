/**
 * The Discovery reader on a small inline document: paths under the service
 * path, global parameters, `$ref`s, int64 strings, media download and the
 * media upload protocols (session PUTs included), and a check that fails
 * on a wrong answer, so a Google platform's contract test checks something.
 */
import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';
import { discoveryToOpenApi } from './discovery-document.js';
import { createContract, formatViolations } from './openapi-contract.js';

const DISCOVERY = {
  kind: 'discovery#restDescription',
  rootUrl: 'https://www.example.com/',
  servicePath: 'things/v1/',
  parameters: { fields: { type: 'string', location: 'query' }, alt: { type: 'string', enum: ['json', 'media'], location: 'query' } },
  auth: { oauth2: { scopes: { 'https://www.example.com/auth/things': { description: 'things' } } } },
  schemas: {
    Thing: { id: 'Thing', type: 'object', properties: { id: { type: 'string' }, size: { type: 'string', format: 'int64' }, createdTime: { type: 'string', format: 'date-time' }, tags: { type: 'array', items: { type: 'string' } } } },
  },
  resources: {
    things: {
      methods: {
        get: { id: 'things.get', path: 'things/{thingId}', httpMethod: 'GET', parameters: { thingId: { type: 'string', required: true, location: 'path' } }, response: { $ref: 'Thing' }, supportsMediaDownload: true },
        remove: { id: 'things.delete', path: 'things/{thingId}', httpMethod: 'DELETE', parameters: { thingId: { type: 'string', required: true, location: 'path' } } },
        create: {
          id: 'things.create', path: 'things', httpMethod: 'POST', request: { $ref: 'Thing' }, response: { $ref: 'Thing' },
          mediaUpload: { protocols: { simple: { multipart: true, path: '/upload/things/v1/things' }, resumable: { multipart: true, path: '/resumable/upload/things/v1/things' } } },
        },
      },
    },
  },
};

function exchange(method: string, path: string, status: number, body: unknown, query = '', contentType = 'application/json'): RecordedExchange {
  return {
    method, path, query: new URLSearchParams(query), requestHeaders: { authorization: 'Bearer t', 'content-type': contentType }, requestBody: '',
    status, responseHeaders: { 'content-type': contentType }, responseBody: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

describe('Google Discovery reader', () => {
  const document = discoveryToOpenApi(DISCOVERY);
  const contract = createContract(document, { platform: 'example', file: 'things.json', exceptions: [] });

  it('lays methods out under the service path, with the upload protocols beside them', () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(['/resumable/upload/things/v1/things', '/things/v1/things', '/things/v1/things/{thingId}', '/upload/things/v1/things']);
    expect(Object.keys((document.paths as Record<string, object>)['/upload/things/v1/things'] ?? {}).sort()).toEqual(['post', 'put']);
    expect(() => discoveryToOpenApi({ openapi: '3.0.0' })).toThrow(/Discovery/);
  });

  it('accepts what the document says and refuses what it does not', () => {
    const thing = { id: 't1', size: '12', createdTime: '2026-01-01T00:00:00.000Z', tags: ['a'] };
    expect(formatViolations(contract.check(exchange('GET', '/things/v1/things/t1', 200, thing, 'fields=id,size')))).toBe('');
    expect(formatViolations(contract.check(exchange('GET', '/things/v1/things/t1', 200, 'bytes', 'alt=media', 'image/png')))).toBe('');
    expect(formatViolations(contract.check(exchange('GET', '/things/v1/things/t1', 206, 'by', 'alt=media', 'image/png')))).toBe('');
    expect(formatViolations(contract.check(exchange('DELETE', '/things/v1/things/t1', 204, undefined)))).toBe('');
    expect(formatViolations(contract.check(exchange('PUT', '/upload/things/v1/things', 308, undefined, 'uploadType=resumable&upload_id=u1', 'text/plain')))).toBe('');
    expect(formatViolations(contract.check(exchange('GET', '/things/v1/things/t1', 200, { ...thing, size: 12 })))).toMatch(/size must be string/);
    expect(formatViolations(contract.check(exchange('GET', '/things/v1/things/t1', 200, thing, 'alt=xml')))).toMatch(/alt/);
    expect(formatViolations(contract.check(exchange('POST', '/upload/things/v1/things', 200, thing)))).toMatch(/uploadType/);
    expect(formatViolations(contract.check(exchange('DELETE', '/things/v1/things/t1', 200, thing)))).toMatch(/status 200/);
  });
});
