import { describe, expect, it } from 'vitest';
import { basicAuth, buildExchange, type ExchangeInit } from './exchange-builder.js';
import { CONTRACT_EXCEPTIONS } from './exceptions.js';
import { INLINE_DESCRIPTION } from './inline-description.js';
import {
  createContract,
  downstreamSpecsDir,
  formatViolations,
  loadContract,
  missingSpecsNote,
  type Contract,
  type ContractException,
  type ContractViolation,
} from './openapi-contract.js';

const AUTH = basicAuth('user', 'secret');

function places(violations: ContractViolation[]): string[] {
  return violations.map((violation) => violation.where);
}

function messages(violations: ContractViolation[]): string {
  return violations.map((violation) => violation.message).join('\n');
}

describe('contract checker on an inline description', () => {
  const contract = createContract(INLINE_DESCRIPTION, { platform: 'inline', file: 'pets.json', exceptions: [] });
  const check = (request: string, init: ExchangeInit = {}) =>
    contract.check(buildExchange(request, { ...init, requestHeaders: { ...AUTH, ...init.requestHeaders } }));
  const pet = { id: 7, name: 'Rex', tag: null, born: '2024-05-01T10:00:00Z', owner: null, status: null };
  const request = { 'x-request-id': '3f2b7c1e-8a4d-4c2b-9d1e-2a3b4c5d6e7f' };

  describe('operations and paths', () => {
    it('matches templated paths under the server base path', () => {
      expect(check('GET /v1/pets/7', { requestHeaders: request, responseBody: pet })).toEqual([]);
    });

    it('reports a path outside the base path, an unknown path and an undescribed method', () => {
      for (const [exchange, text] of [
        ['GET /pets/7', 'no path of the description matches'],
        ['GET /v1/owners', 'no path of the description matches'],
        ['PATCH /v1/pets/7', 'PATCH is not described for /pets/{petId} (described: GET, DELETE)'],
      ] as const) {
        const violations = check(exchange, { responseBody: pet });
        expect(places(violations)).toEqual(['path']);
        expect(violations[0]?.message).toContain(text);
      }
    });

    it('takes any one segment for a variable in a server path (a store hash), not only its default', () => {
      const stores = createContract(
        { ...INLINE_DESCRIPTION, servers: [{ url: 'https://api.example.com/stores/{store_hash}/v1', variables: { store_hash: { default: 'store_hash' } } }] },
        { platform: 'inline', file: 'stores.json', exceptions: [] },
      );
      const at = (path: string) => stores.check(buildExchange(`GET ${path}`, { requestHeaders: { ...AUTH, ...request }, responseBody: pet }));
      expect(at('/stores/abc123/v1/pets/7')).toEqual([]);
      expect(at('/stores/store_hash/v1/pets/7')).toEqual([]);
      expect(places(at('/stores/a/b/v1/pets/7'))).toEqual(['path']);
      expect(places(at('/stores/abc123/v2/pets/7'))).toEqual(['path']);
    });

    it('prefers literal segments over templates', () => {
      // Matched to /pets/{petId}, "mine" would fail the integer petId and the PetList body would fail Pet.
      const violations = check('GET /v1/pets/mine', { responseBody: { pets: [] } });
      expect(violations).toEqual([]);
    });

    it('validates path parameters after coercion, with $ref parameters', () => {
      const violations = check('GET /v1/pets/0', { requestHeaders: request, responseBody: pet });
      expect(formatViolations(violations)).toContain('path parameter "petId": must be >= 1 (got 0)');
    });
  });

  describe('query parameters', () => {
    const list = (query: string) => check(`GET /v1/pets${query}`, { responseBody: { pets: [] } });

    it('coerces values to their schemas and accepts form arrays, exploded or not', () => {
      expect(list('?limit=20&tags=a&tags=b&ids=1,2,3&when=2024-05-01')).toEqual([]);
    });

    it('reports invalid values, unknown parameters and repeated scalars', () => {
      expect(messages(list('?limit=abc'))).toContain('query parameter "limit": must be integer (got "abc")');
      expect(messages(list('?limit=500'))).toContain('must be <= 100');
      expect(messages(list('?ids=1,x'))).toContain('query parameter "ids": /1 must be integer');
      expect(messages(list('?when=yesterday'))).toContain('must match format "date"');
      expect(messages(list('?pagesize=2'))).toBe('query parameter "pagesize" is not described for this operation');
      expect(messages(list('?limit=1&limit=2'))).toContain('is sent 2 times');
      expect(places(list('?limit=abc'))).toEqual(['query']);
    });

    it('reads deepObject parameters from bracketed keys', () => {
      expect(list('?page[size]=10&page[after]=abc')).toEqual([]);
      expect(messages(list('?page[size]=big'))).toContain('query parameter "page": /size must be integer (got "big")');
      expect(messages(list('?page[size]=80'))).toContain('/size must be <= 50');
    });

    it('reports missing required parameters and headers', () => {
      const violations = check('GET /v1/pets/7', { responseBody: pet });
      expect(formatViolations(violations)).toContain('headers: required header "X-Request-Id" is missing');
    });
  });

  describe('request bodies', () => {
    const created = { ...pet, id: 8 };

    it('accepts a JSON body without readOnly required properties', () => {
      const violations = check('POST /v1/pets', { requestBody: { name: 'Rex', secret: 's3' }, status: 201, responseBody: created });
      expect(violations).toEqual([]);
    });

    it('reports a JSON body that breaks the schema', () => {
      const violations = check('POST /v1/pets', { requestBody: { name: 5 }, status: 201, responseBody: created });
      expect(places(violations)).toEqual(['request-body', 'request-body']);
      expect(messages(violations)).toContain("must have required property 'secret'");
      expect(messages(violations)).toContain('/name must be string (got 5)');
    });

    it('coerces form-encoded bodies to the schema, arrays from repeated keys', () => {
      const form = { Name: 'Rex', Age: '3', Vaccinated: 'true', PhotoUrl: ['https://img.example/1.png', 'https://img.example/2.png'] };
      expect(check('POST /v1/pets', { form, status: 201, responseBody: created })).toEqual([]);
      const single = check('POST /v1/pets', { form: { Name: 'Rex', PhotoUrl: 'https://img.example/1.png' }, status: 201, responseBody: created });
      expect(single).toEqual([]);
    });

    it('reports form values of the wrong type and missing form fields', () => {
      const violations = check('POST /v1/pets', { form: { Age: 'three', Vaccinated: 'maybe' }, status: 201, responseBody: created });
      expect(messages(violations)).toContain("must have required property 'Name'");
      expect(messages(violations)).toContain('/Age must be integer (got "three")');
      expect(messages(violations)).toContain('/Vaccinated must be boolean (got "maybe")');
    });

    it('reports missing bodies, unexpected bodies and undescribed content types', () => {
      expect(messages(check('POST /v1/pets', { status: 201, responseBody: created }))).toContain('request body is required');
      expect(messages(check('GET /v1/pets', { requestBody: { a: 1 }, responseBody: { pets: [] } }))).toContain('describes no request body');
      const xml = check('POST /v1/pets', { requestBody: '<pet/>', requestHeaders: { 'content-type': 'application/xml' }, status: 201, responseBody: created });
      expect(places(xml)).toEqual(['headers']);
      expect(messages(check('POST /v1/pets', { requestBody: '{oops', requestHeaders: { 'content-type': 'application/json' }, status: 201, responseBody: created }))).toContain('not valid JSON');
    });
  });

  describe('responses', () => {
    it('handles nullable properties and nullable $refs, and writeOnly properties are not required', () => {
      expect(check('GET /v1/pets/7', { requestHeaders: request, responseBody: { ...pet, owner: { email: 'a@b.example' } } })).toEqual([]);
      const violations = check('GET /v1/pets/7', { requestHeaders: request, responseBody: { ...pet, name: null, status: 'lost' } });
      expect(messages(violations)).toContain('/name must be string (got null)');
      expect(messages(violations)).toContain('/status must be one of ["available","sold",null]');
    });

    it('follows $ref into components and checks formats', () => {
      const violations = check('GET /v1/pets/7', { requestHeaders: request, responseBody: { ...pet, owner: { email: 'nope' }, born: 'May 1st' } });
      expect(messages(violations)).toContain('/owner/email must match format "email" (got "nope")');
      expect(messages(violations)).toContain('/born must match format "date-time"');
    });

    it('reports undeclared statuses; declared ones without content accept any body', () => {
      const undeclared = check('GET /v1/pets', { status: 500, responseBody: { error: 'boom' } });
      expect(places(undeclared)).toEqual(['status']);
      expect(undeclared[0]?.message).toBe('status 500 is not declared for this operation (declared: 200)');
      expect(check('GET /v1/pets/7', { requestHeaders: request, status: 404, responseBody: { anything: true } })).toEqual([]);
      expect(check('DELETE /v1/pets/7', { status: 204 })).toEqual([]);
    });

    it('matches status ranges such as 2XX', () => {
      expect(contract.check(buildExchange('GET /v1/shapes/s1', { status: 203, responseBody: { kind: 'circle', radius: 1 } }))).toEqual([]);
    });

    it('reports bad bodies: missing properties, invalid JSON, wrong content type, empty body', () => {
      expect(messages(check('GET /v1/pets', { responseBody: { next: null } }))).toBe("must have required property 'pets'");
      expect(messages(check('GET /v1/pets', { responseBody: '{"pets": [', responseHeaders: { 'content-type': 'application/json' } }))).toContain('not valid JSON');
      expect(places(check('GET /v1/pets', { responseBody: '<pets/>', responseHeaders: { 'content-type': 'text/html' } }))).toEqual(['headers']);
      expect(messages(check('GET /v1/pets', {}))).toContain('the body is empty');
      expect(check('GET /v1/pets', { responseBody: { pets: [{ ...pet, id: undefined }] } }).map((v) => v.message)).toEqual([
        "/pets/0 must have required property 'id'",
      ]);
    });

    it('uses the discriminator to pick the branch, and tolerates overlapping branches', () => {
      const shape = (body: unknown) => contract.check(buildExchange('GET /v1/shapes/s1', { responseBody: body }));
      expect(shape({ kind: 'square', side: 2, radius: 1 })).toEqual([]);
      // A plain oneOf would accept this as a Square; the discriminator says it is a Circle without radius.
      expect(messages(shape({ kind: 'circle', side: 2 }))).toContain("must have required property 'radius'");
    });
  });

  describe('credentials', () => {
    it('requires credentials for one of the security requirements', () => {
      const violations = contract.check(buildExchange('GET /v1/pets', { responseBody: { pets: [] } }));
      expect(places(violations)).toEqual(['headers']);
      expect(violations[0]?.message).toContain('basic (HTTP basic)');
      expect(contract.check(buildExchange('GET /v1/pets', { requestHeaders: { authorization: 'Bearer t' }, responseBody: { pets: [] } }))).toHaveLength(1);
    });

    it('lets operations with an empty requirement or no security through', () => {
      expect(contract.check(buildExchange('GET /v1/health', { status: 204 }))).toEqual([]);
      expect(contract.check(buildExchange('GET /v1/shapes/s1', { responseBody: { kind: 'circle', radius: 1 } }))).toEqual([]);
    });
  });

  describe('exceptions', () => {
    const base = { platform: 'inline', file: 'pets.json', reason: 'test', documentation: 'https://pets.example/docs' };
    const withExceptions = (exceptions: ContractException[]) =>
      createContract(INLINE_DESCRIPTION, { platform: 'inline', file: 'pets.json', exceptions });

    it('completes the description with documented parameters, statuses and path suffixes, still validated', () => {
      const completed = withExceptions([
        { ...base, kind: 'undeclared-query-parameters', operations: ['GET /pets'], parameters: { sort: { type: 'string', enum: ['name'] } } },
        { ...base, kind: 'undeclared-statuses', operations: 'all operations', statuses: [503], body: { type: 'object', required: ['error'] } },
        { ...base, kind: 'optional-path-suffix', operations: 'all operations', suffix: '.json' },
      ]);
      const list = (query: string, init: ExchangeInit = { responseBody: { pets: [] } }) =>
        completed.check(buildExchange(`GET /v1/pets${query}`, { requestHeaders: AUTH, ...init }));
      expect(list('?sort=name')).toEqual([]);
      expect(messages(list('?sort=age'))).toBe('query parameter "sort": must be one of ["name"] (got "age")');
      expect(list('', { status: 503, responseBody: { error: 'down' } })).toEqual([]);
      expect(messages(list('', { status: 503, responseBody: { message: 'down' } }))).toBe("must have required property 'error'");
      expect(completed.check(buildExchange('GET /v1/pets/7.json', { requestHeaders: { ...AUTH, ...request }, responseBody: pet }))).toEqual([]);
    });

    it('silences only the named violation of the named operation', () => {
      const silenced = withExceptions([
        { ...base, kind: 'known-description-error', operations: ['GET /pets'], where: 'query', message: /^query parameter "limit": must be <= 100/ },
      ]);
      const list = (query: string) => silenced.check(buildExchange(`GET /v1/pets${query}`, { requestHeaders: AUTH, responseBody: { pets: [] } }));
      expect(list('?limit=500')).toEqual([]);
      expect(places(list('?limit=abc'))).toEqual(['query']);
    });

    it('requires every described property for complete-response-bodies operations', () => {
      const complete = withExceptions([{ ...base, kind: 'complete-response-bodies', operations: ['GET /pets/mine'] }]);
      const mine = (body: unknown) => complete.check(buildExchange('GET /v1/pets/mine', { requestHeaders: AUTH, responseBody: body }));
      expect(messages(mine({ pets: [] }))).toBe("must have required property 'next'");
      // Every property but the writeOnly `secret`, which responses never carry.
      expect(mine({ pets: [pet], next: null })).toEqual([]);
      expect(messages(mine({ pets: [{ ...pet, owner: undefined }], next: null }))).toBe("/pets/0 must have required property 'owner'");
    });

    it('checks an operation from another of the vendor\'s descriptions against the operation given', () => {
      const balance = {
        parameters: [{ name: 'key', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['value'], properties: { value: { type: 'number' } } } } } } },
      };
      const completed = withExceptions([{ ...base, kind: 'undescribed-operation', operations: ['GET /account/balance'], operation: balance }]);
      const get = (query: string, body: unknown) => completed.check(buildExchange(`GET /account/balance${query}`, { requestHeaders: AUTH, responseBody: body }));
      expect(get('?key=k', { value: 1.5 })).toEqual([]);
      expect(messages(get('', { value: 'lots' }))).toBe('required query parameter "key" is missing\n/value must be number (got "lots")');
      // Served from the origin's root, not under the description's base path.
      expect(places(completed.check(buildExchange('GET /v1/account/balance?key=k', { requestHeaders: AUTH, responseBody: { value: 1 } })))).toEqual(['path']);
      expect(() => withExceptions([{ ...base, kind: 'undescribed-operation', operations: ['GET /v1/pets'], operation: balance }])).toThrow(
        /already has an operation for GET \/v1\/pets/,
      );
    });

    it('defines a component the description refers to but lacks, so what reaches it is checked', () => {
      const coins = {
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { coin: { $ref: '#/components/schemas/Coin' } } } } } } },
      };
      const undescribed = { ...base, kind: 'undescribed-operation' as const, operations: ['GET /coins'] as [string], operation: coins };
      const get = (contract: ReturnType<typeof withExceptions>, body: unknown) => contract.check(buildExchange('GET /coins', { requestHeaders: AUTH, responseBody: body }));
      expect(messages(get(withExceptions([undescribed]), { coin: 'HEADS' }))).toMatch(/cannot be compiled: reference "#\/components\/schemas\/Coin" points at nothing/);
      const completed = withExceptions([undescribed, { ...base, kind: 'missing-component', name: 'Coin', schema: { type: 'string', enum: ['HEADS', 'TAILS'] } }]);
      expect(get(completed, { coin: 'HEADS' })).toEqual([]);
      expect(messages(get(completed, { coin: 'EDGE' }))).toMatch(/\/coin must be one of \["HEADS","TAILS"\]/);
      // The shared document is left as it was.
      expect((INLINE_DESCRIPTION.components.schemas as Record<string, unknown>).Coin).toBeUndefined();
      expect(() => withExceptions([{ ...base, kind: 'missing-component', name: 'Pet', schema: {} }])).toThrow(/already defines components.schemas.Pet/);
    });

    it('refuses stale or unnamed exceptions', () => {
      expect(() => withExceptions([{ ...base, kind: 'undeclared-request-body', operations: ['POST /pets'], contentType: 'application/json', schema: {} }])).toThrow(
        /already declares a request body/,
      );
      expect(() => withExceptions([{ ...base, kind: 'complete-response-bodies', operations: ['GET /cats'] }])).toThrow(/no operation "GET \/cats"/);
      expect(() => withExceptions([{ ...base, kind: 'undeclared-query-parameters', operations: ['GET /pets'], parameters: { limit: {} } }])).toThrow(
        /already declares query parameter "limit"/,
      );
      expect(() => withExceptions([{ ...base, reason: ' ', kind: 'complete-response-bodies', operations: ['GET /pets'] }])).toThrow(/no reason/);
    });

    it('gives every listed exception a reason and a documentation link', () => {
      for (const exception of CONTRACT_EXCEPTIONS) {
        expect(exception.reason.length, `${exception.platform} ${exception.kind}`).toBeGreaterThan(30);
        expect(exception.documentation).toMatch(/^https:\/\//);
      }
    });
  });

  describe('OpenAPI 3.1 and other versions', () => {
    const described = (openapi: string) => ({
      openapi,
      info: { title: 'Dogs', version: '1' },
      paths: {
        '/dogs/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0 } }],
            responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: ['string', 'null'] } } } } } } },
          },
        },
      },
    });

    it('reads a 3.1 description: type lists admit null, numeric exclusive bounds hold', () => {
      const dogs = createContract(described('3.1.0'), { platform: 'inline', file: 'dogs.yaml', exceptions: [] });
      const get = (id: string, body: unknown) => dogs.check(buildExchange(`GET /dogs/${id}`, { responseBody: body }));
      expect(get('1', { name: null })).toEqual([]);
      expect(get('1', { name: 'Rex' })).toEqual([]);
      expect(messages(get('1', { name: 7 }))).toMatch(/^\/name must be string,null/);
      expect(places(get('0', { name: 'Rex' }))).toEqual(['path']);
    });

    it('refuses Swagger 2.0 and other versions loudly', () => {
      expect(() => createContract({ swagger: '2.0', paths: {} }, { platform: 'inline', file: 'old.json', exceptions: [] })).toThrow(/found swagger 2.0/);
      expect(() => createContract(described('3.2.0'), { platform: 'inline', file: 'new.json', exceptions: [] })).toThrow(/only OpenAPI 3.0 and 3.1/);
    });
  });
});

const specsDir = downstreamSpecsDir();
if (!specsDir) console.warn(missingSpecsNote());

describe.skipIf(!specsDir)('contract checker on the vendors\u2019 descriptions', () => {
  describe('Twilio (twilio_api_v2010.json)', () => {
    const ACCOUNT = `AC${'a'.repeat(32)}`;
    const auth = basicAuth(ACCOUNT, 'token');
    const message = (sid: string) => ({
      account_sid: ACCOUNT,
      api_version: '2010-04-01',
      body: 'Hello',
      date_created: 'Thu, 24 Aug 2023 05:01:45 +0000',
      date_sent: 'Thu, 24 Aug 2023 05:01:46 +0000',
      date_updated: 'Thu, 24 Aug 2023 05:01:46 +0000',
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: '+14155552345',
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: '-0.00750',
      price_unit: 'USD',
      sid,
      status: 'delivered',
      subresource_uris: { media: `/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}/Media.json` },
      to: '+14155552346',
      uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}.json`,
    });
    const listPage = {
      end: 0,
      first_page_uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages.json?PageSize=20&Page=0`,
      next_page_uri: null,
      page: 0,
      page_size: 20,
      previous_page_uri: null,
      start: 0,
      uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages.json?PageSize=20&Page=0`,
      messages: [message(`SM${'b'.repeat(32)}`)],
    };
    const messagesPath = `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`;
    let contract: Contract;

    it('loads', async () => {
      contract = await loadContract('twilio', 'twilio_api_v2010.json');
      expect(contract.platform).toBe('twilio');
    });

    it('passes a well-formed message list and fails one without messages', () => {
      const list = (body: unknown, query = '?PageSize=20') =>
        contract.check(buildExchange(`GET ${messagesPath}${query}`, { requestHeaders: auth, responseBody: body }));
      expect(formatViolations(list(listPage))).toBe('');
      const { messages: _dropped, ...withoutMessages } = listPage;
      expect(formatViolations(list(withoutMessages))).toContain("response-body: must have required property 'messages'");
      expect(formatViolations(list(listPage, '?PageSize=5000'))).toContain('query parameter "PageSize": must be <= 1000');
      // "DateSent>=2023-08-24" reaches the server as the key "DateSent>"; plain dates come from the exception list.
      expect(formatViolations(list(listPage, '?DateSent>=2023-08-24&DateSent<=2023-08-31T00:00:00Z'))).toBe('');
      expect(formatViolations(list(listPage, '?DateSent=yesterday'))).toContain('query parameter "DateSent": must match format "date-time"');
      expect(formatViolations(list({ ...listPage, messages: [{ ...message(`SM${'c'.repeat(32)}`), date_sent: '2023-08-24T05:01:46Z' }] }))).toContain(
        'must match format "date-time-rfc-2822"',
      );
    });

    it('checks form-encoded sends against the description', () => {
      const send = (form: Record<string, string | string[]>) =>
        contract.check(buildExchange(`POST ${messagesPath}`, { requestHeaders: auth, form, status: 201, responseBody: message(`SM${'d'.repeat(32)}`) }));
      expect(formatViolations(send({ To: '+14155552346', From: '+14155552345', Body: 'Hello', StatusCallback: 'https://cb.example/status' }))).toBe('');
      expect(formatViolations(send({ From: '+14155552345', Body: 'Hello', SendAsMms: 'sometimes' }))).toMatch(
        /required property 'To'[\s\S]*\/SendAsMms must be boolean/,
      );
    });

    it('accepts Twilio errors through the exception list, with Twilio\u2019s error body', () => {
      const failing = (status: number, body: unknown) =>
        contract.check(buildExchange(`GET ${messagesPath}`, { requestHeaders: auth, status, responseBody: body }));
      const rateLimited = { code: 20429, message: 'Too Many Requests', more_info: 'https://www.twilio.com/docs/errors/20429', status: 429 };
      expect(failing(429, rateLimited)).toEqual([]);
      expect(formatViolations(failing(429, { error: 'slow down' }))).toContain("must have required property 'code'");
      expect(places(failing(418, rateLimited))).toEqual(['status']);
    });

    it('reports unknown operations and missing credentials', () => {
      expect(places(contract.check(buildExchange(`GET /2010-04-01/Accounts/${ACCOUNT}/Faxes.json`, { requestHeaders: auth })))).toEqual(['path']);
      expect(places(contract.check(buildExchange(`GET ${messagesPath}`, { responseBody: listPage })))).toEqual(['headers']);
    });
  });

  describe('Zendesk (zendesk-support.openapi-src.yaml)', () => {
    const auth = basicAuth('agent@example.com/token', 'api-token');
    const user = {
      id: 35436,
      name: 'Johnny Agent',
      email: 'johnny@example.com',
      role: 'agent',
      active: true,
      created_at: '2009-07-20T22:55:29Z',
      updated_at: '2011-05-05T10:38:52Z',
      url: 'https://example.zendesk.com/api/v2/users/35436.json',
    };
    const page = { users: [user], meta: { has_more: false, after_cursor: null, before_cursor: null }, links: { next: null, prev: null } };
    let contract: Contract;

    it('loads', async () => {
      contract = await loadContract('zendesk', 'zendesk-support.openapi-src.yaml');
    });

    it('passes cursor-paginated lists (page[size] comes from the exception list) and checks their values', () => {
      const list = (query: string) => contract.check(buildExchange(`GET /api/v2/users${query}`, { requestHeaders: auth, responseBody: page }));
      expect(formatViolations(list('?page[size]=2&page[after]=xyz&role=agent'))).toBe('');
      expect(formatViolations(list('?page[size]=500'))).toContain('query parameter "page[size]": must be <= 100');
      expect(formatViolations(list('?pagesize=2'))).toContain('query parameter "pagesize" is not described');
      expect(formatViolations(list('?role=owner'))).toContain('query parameter "role": must be one of ["end-user","agent","admin"] (got "owner")');
    });

    it('reads the deepObject page parameter of trigger categories', () => {
      const categories = (query: string) =>
        contract.check(buildExchange(`GET /api/v2/trigger_categories${query}`, { requestHeaders: auth, responseBody: { trigger_categories: [] } }));
      expect(formatViolations(categories('?page[size]=10&page[after]=abc'))).toBe('');
      expect(formatViolations(categories('?page[size]=ten'))).toContain('query parameter "page": /size must be integer');
    });

    it('prefers /users/me over /users/{user_id}, accepts the ".json" form and checks bodies', () => {
      expect(formatViolations(contract.check(buildExchange('GET /api/v2/users/me', { requestHeaders: auth, responseBody: { user } })))).toBe('');
      expect(formatViolations(contract.check(buildExchange('GET /api/v2/users/35436.json', { requestHeaders: auth, responseBody: { user } })))).toBe('');
      const wrongId = contract.check(buildExchange('GET /api/v2/users/35436', { requestHeaders: auth, responseBody: { user: { ...user, id: '35436' } } }));
      expect(formatViolations(wrongId)).toContain('/user/id must be integer');
      expect(formatViolations(contract.check(buildExchange('GET /api/v2/users/abc', { requestHeaders: auth, responseBody: { user } })))).toContain(
        'path parameter "user_id": must be integer',
      );
    });

    it('checks a ticket creation and Zendesk errors', () => {
      const create = (body: unknown, status = 201, responseBody: unknown = { ticket: { id: 1, subject: 'Help', status: 'new', requester_id: 35436 } }) =>
        contract.check(buildExchange('POST /api/v2/tickets', { requestHeaders: auth, requestBody: body, status, responseBody }));
      expect(formatViolations(create({ ticket: { subject: 'Help', comment: { body: 'It broke' } } }))).toBe('');
      expect(formatViolations(create({ ticket: { subject: 'Help', comment: { body: 'It broke' } } }, 422, { error: 'RecordInvalid', description: 'Record validation errors' }))).toBe('');
      expect(formatViolations(create({ ticket: { subject: 42 } }))).toContain('request-body: /ticket/subject must be string');
      expect(formatViolations(create({ ticket: { subject: 'Help' } }, 201, { ticket: { id: 1 } }))).toContain(
        "response-body: /ticket must have required property 'requester_id'",
      );
    });
  });

  describe('Vonage (sms.yml)', () => {
    let contract: Contract;
    const send = (responseBody: unknown) =>
      contract.check(
        buildExchange('POST /sms/json', { form: { api_key: 'abcd1234', api_secret: 'abcdef012345', from: 'AcmeInc', to: '447700900000', text: 'Hi' }, responseBody }),
      );

    it('loads', async () => {
      contract = await loadContract('vonage', 'sms.yml');
    });

    it('passes sends and refusals, though the overlapping oneOf is silenced, and still reports a body that fits neither branch', () => {
      const part = { to: '447700900000', 'message-id': '0A0000000123ABCD1', status: '0', 'remaining-balance': '3.14159265', 'message-price': '0.03330000', network: '12345' };
      expect(formatViolations(send({ 'message-count': '1', messages: [part] }))).toBe('');
      expect(formatViolations(send({ 'message-count': '1', messages: [{ status: '4', 'error-text': 'Bad Credentials' }] }))).toBe('');
      expect(formatViolations(send({ 'message-count': 1, messages: [{ ...part, status: 0 }] }))).toContain('/message-count must be string');
    });

    it('checks the balance the connector verifies with against the Account API\'s description of it', () => {
      const balance = (query: string, status: number, responseBody: unknown) => contract.check(buildExchange(`GET /account/get-balance${query}`, { status, responseBody }));
      expect(formatViolations(balance('?api_key=abcd1234&api_secret=abcdef012345', 200, { value: 10.28, autoReload: false }))).toBe('');
      expect(formatViolations(balance('?api_key=abcd1234&api_secret=x', 401, { 'error-code': '401', 'error-code-label': 'authentication failed' }))).toBe('');
      expect(formatViolations(balance('?api_key=abcd1234', 200, { value: '10.28' }))).toContain('required query parameter "api_secret" is missing');
    });
  });

  describe('Jira (jira-platform-rest-v3.swagger-v3.v3.json)', () => {
    const auth = basicAuth('me@example.com', 'api-token');
    const issue = {
      id: '10002',
      key: 'ED-1',
      self: 'https://your-domain.atlassian.net/rest/api/3/issue/10002',
      fields: { summary: 'Broken', status: { name: 'To Do' } },
    };
    let contract: Contract;

    it('loads', async () => {
      contract = await loadContract('jira', 'jira-platform-rest-v3.swagger-v3.v3.json');
    });

    it('passes a JQL search and fails a malformed one', () => {
      const search = (query: string, body: unknown) => contract.check(buildExchange(`GET /rest/api/3/search/jql${query}`, { requestHeaders: auth, responseBody: body }));
      expect(formatViolations(search('?jql=project%20%3D%20ED&maxResults=50&fields=summary&fields=status', { issues: [issue], isLast: true }))).toBe('');
      const violations = formatViolations(search('?jql=project%20%3D%20ED&maxResults=many', { issues: [{ ...issue, id: 10002, colour: 'red' }], isLast: 'yes' }));
      expect(violations).toContain('query parameter "maxResults": must be integer');
      expect(violations).toContain('/issues/0/id must be string (got 10002)');
      expect(violations).toContain('/issues/0 must not have property "colour" (the schema is closed)');
      expect(violations).toContain('/isLast must be boolean');
    });

    it('checks issue creation, its readOnly response fields and undeclared statuses', () => {
      const create = (status: number, responseBody: unknown) =>
        contract.check(
          buildExchange('POST /rest/api/3/issue', {
            requestHeaders: auth,
            requestBody: { fields: { project: { key: 'ED' }, summary: 'Broken', issuetype: { name: 'Bug' } } },
            status,
            responseBody,
          }),
        );
      expect(formatViolations(create(201, { id: '10000', key: 'ED-24', self: 'https://your-domain.atlassian.net/rest/api/3/issue/10000' }))).toBe('');
      expect(formatViolations(create(400, { errorMessages: [], errors: { summary: 'You must specify a summary of the issue.' } }))).toBe('');
      expect(formatViolations(create(429, ''))).toBe('');
      expect(places(create(418, ''))).toEqual(['status']);
    });

    it('reports a described method that is not there', () => {
      expect(formatViolations(contract.check(buildExchange('PATCH /rest/api/3/issue/ED-1', { requestHeaders: auth })))).toContain(
        'PATCH is not described for /rest/api/3/issue/{issueIdOrKey}',
      );
    });
  });
});
