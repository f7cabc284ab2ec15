/**
 * The catalog's pure parts: field-table mappers, the published JSON Schema,
 * list paging, and lookups that need connectors the shipped set does not
 * have (a resource id in two APIs, claims beyond the unified declaration).
 */
import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../src/catalog/catalog.js';
import { modelJsonSchema } from '../../src/catalog/json-schema.js';
import { pageOf } from '../../src/catalog/paging.js';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import { defineConnector, implement } from '../../src/connectors/framework/define.js';
import { mapFields } from '../../src/connectors/framework/field-mapper.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { CursorCodec } from '../../src/core/cursor.js';
import { ApiError } from '../../src/core/errors/api-error.js';
import { defineResource, defineUnifiedApi } from '../../src/unified/define.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('field-table mappers', () => {
  interface Source {
    key: string;
    label: string | null;
  }
  interface Target {
    id?: string;
    name?: string | null;
    note?: string | null;
    created_by?: string | null;
  }

  const mapper = mapFields<Source, Target>(
    { id: (source) => source.key, name: (source) => source.label, note: (source) => (source.label === null ? undefined : 'named') },
    { absent: ['created_by'] },
  );

  it('maps by the table, leaves out undefined values and nulls the absent fields', () => {
    expect(mapper({ key: 'a', label: 'A' })).toEqual({ id: 'a', name: 'A', note: 'named', created_by: null });
    const bare = mapper({ key: 'b', label: null });
    expect(bare).toEqual({ id: 'b', name: null, created_by: null });
    expect(Object.hasOwn(bare, 'note')).toBe(false);
  });

  it('states the fields it fills, never the absent ones', () => {
    expect(mapper.fields).toEqual(['id', 'name', 'note']);
    expect(mapper.absent).toEqual(['created_by']);
  });

  it('refuses a field both mapped and absent', () => {
    expect(() => mapFields<Source, Target>({ id: (source) => source.key }, { absent: ['id'] })).toThrow(/both mapped and declared absent/);
  });
});

describe('published JSON Schema', () => {
  it('is the model as plain data, with its personal-data fields listed', () => {
    const resource = UNIFIED_APIS.find((api) => api.id === 'customer-support')!.resources[0]!;
    const schema = modelJsonSchema(resource.model);
    const markers: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== 'object') return;
      for (const key of Reflect.ownKeys(value)) {
        if (typeof key === 'symbol' || key.startsWith('~')) markers.push(`${path}/${String(key)}`);
        else walk((value as Record<string, unknown>)[key], `${path}/${key}`);
      }
    };
    walk(schema, '');
    expect(markers).toEqual([]);
    // TypeBox carries non-enumerable markers the published copy must not: the model itself has them.
    expect(Reflect.ownKeys(resource.model).some((key) => typeof key === 'string' && key.startsWith('~'))).toBe(true);
    expect(schema).toEqual({ ...JSON.parse(JSON.stringify(resource.model)), 'x-pii': ['first_name', 'last_name'] });
  });

  it('adds no x-pii list to a model without personal data', () => {
    const schema = modelJsonSchema(Type.Object({ id: Type.String() }));
    expect(schema).not.toHaveProperty('x-pii');
  });
});

describe('catalog list paging', () => {
  const codec = new CursorCodec(randomBytes(32));
  const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

  it('walks forward and back by signed "after this id" cursors', () => {
    const first = pageOf(items, { limit: 2 }, codec, 'connectors');
    expect(first.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(first.cursors.previous).toBeNull();
    expect(first.cursors.current).toBeNull();
    const second = pageOf(items, { limit: 2, cursor: first.cursors.next }, codec, 'connectors');
    expect(second.items.map((item) => item.id)).toEqual(['c', 'd']);
    expect(second.cursors.current).toBe(first.cursors.next);
    const third = pageOf(items, { limit: 2, cursor: second.cursors.next }, codec, 'connectors');
    expect(third.items.map((item) => item.id)).toEqual(['e']);
    expect(third.cursors.next).toBeNull();
    const back = pageOf(items, { limit: 2, cursor: third.cursors.previous }, codec, 'connectors');
    expect(back.items.map((item) => item.id)).toEqual(['c', 'd']);
    const start = pageOf(items, { limit: 2, cursor: back.cursors.previous }, codec, 'connectors');
    expect(start.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(start.cursors.previous).toBeNull();
  });

  it('keeps its place when the list changes between pages', () => {
    const first = pageOf(items, { limit: 2 }, codec, 'connectors');
    const shrunk = items.filter((item) => item.id !== 'b' && item.id !== 'c');
    expect(pageOf(shrunk, { limit: 2, cursor: first.cursors.next }, codec, 'connectors').items.map((item) => item.id)).toEqual(['d', 'e']);
  });

  it('refuses cursors of another list, altered ones and foreign shapes', () => {
    const apis = pageOf(items, { limit: 1 }, codec, 'apis');
    expect(thrown(() => pageOf(items, { limit: 1, cursor: apis.cursors.next }, codec, 'connectors')).typeName).toBe('InvalidCursorError');
    const foreignShape = codec.encode({ connector: 'connector-api', resource: 'connectors', connectionId: 'catalog' }, { offset: 3 });
    expect(thrown(() => pageOf(items, { limit: 1, cursor: foreignShape }, codec, 'connectors')).typeName).toBe('InvalidCursorError');
    const otherKey = pageOf(items, { limit: 1 }, new CursorCodec(randomBytes(32)), 'connectors');
    expect(thrown(() => pageOf(items, { limit: 1, cursor: otherKey.cursors.next }, codec, 'connectors')).typeName).toBe('InvalidCursorError');
  });
});

describe('catalog lookups', () => {
  const Person = Type.Object({ id: Type.Optional(Type.String()), name: Type.Optional(Type.String()) }, { additionalProperties: false });
  const declare = (api: string, status: 'live' | 'beta' = 'live') =>
    defineResource({ api, id: 'customers', name: 'Customers', singular: 'customer', model: Person, path: `/${api}/customers`, operations: ['all', 'one'], status, filters: { name: Type.String() } });
  const crmCustomers = declare('crm');
  const shopCustomers = declare('shop', 'beta');
  const apis = [
    defineUnifiedApi({ id: 'crm', name: 'CRM API', description: 'People.', status: 'live', categories: ['crm'], resources: [crmCustomers] }),
    defineUnifiedApi({ id: 'shop', name: 'Shop API', description: 'Buyers.', status: 'beta', categories: [], resources: [shopCustomers] }),
  ];
  const fromPerson = mapFields<{ id: string }, { id?: string; name?: string }>({ id: (person) => person.id });
  const both = defineConnector({
    id: 'both',
    name: 'Both',
    description: 'Serves customers in two APIs.',
    websiteUrl: 'https://both.invalid',
    status: 'live',
    authType: 'apiKey',
    settings: [{ id: 'token', label: 'Token', type: 'password', required: true, sensitive: true }],
    auth: bearerAuth('token'),
    liveBaseUrl: () => 'https://both.invalid',
    hosts: ['both.invalid'],
    paging: 'cursor',
    rateLimit: { documented: 'Ten a second.', retryAfterSeconds: () => undefined },
    resources: [
      implement(crmCustomers, {
        downstream: { id: 'people', name: 'People' },
        mapper: fromPerson,
        // "email" is no filter of the unified resource: the routes refuse it, so it is not reported.
        list: { paging: false, filters: ['name', 'email'], run: async () => ({ items: [], next: null }) },
      }),
      implement(shopCustomers, { downstream: { id: 'buyers', name: 'Buyers' }, one: async ({}, { id }) => ({ id }) }),
    ],
  });
  const catalog = new Catalog(
    { connectors: new ConnectorRegistry([both]), apis },
    { publicUrl: 'https://svc.example', logoUrl: (id) => `https://svc.example/logos/${id}.svg`, oauthCallbackUrl: 'https://svc.example/vault/callback', hasSandboxCredentials: () => false },
  );

  it('asks for unified_api when a connector serves a resource id in two APIs', () => {
    const error = thrown(() => catalog.connectorResource('both', 'customers'));
    expect(error.typeName).toBe('RequestValidationError');
    expect(error.detail).toEqual({ unified_api: ['crm', 'shop'] });
    expect(catalog.connectorResource('both', 'customers', 'crm').downstream_id).toBe('people');
    const shop = catalog.connectorResource('both', 'customers', 'shop');
    expect(shop).toMatchObject({ downstream_id: 'buyers', status: 'beta', supported_operations: ['one'], pagination_supported: false, supported_fields: [] });
    expect(shop).not.toHaveProperty('pagination');
  });

  it('reports only the filters the unified resource declares, and the mapper\'s fields', () => {
    expect(catalog.connectorResource('both', 'customers', 'crm')).toMatchObject({
      supported_filters: ['name'],
      supported_fields: [{ unified_property: 'id' }],
      pagination: { mode: 'native', paging_support: false, limit_support: false },
    });
  });

  it('filters connectors by API and APIs by status', () => {
    expect(catalog.connectors({ unified_api: 'shop' }).map((c) => c.id)).toEqual(['both']);
    expect(catalog.apis({ status: 'beta' }).map((api) => api.id)).toEqual(['shop']);
    expect(catalog.connector('both').unified_apis.map((api) => [api.id, api.name])).toEqual([
      ['crm', 'CRM API'],
      ['shop', 'Shop API'],
    ]);
  });

  it('links to documents only once they are served', () => {
    expect(catalog.api('crm')).not.toHaveProperty('spec_url');
    const documented = new Catalog(
      { connectors: new ConnectorRegistry([both]), apis },
      {
        publicUrl: 'https://svc.example',
        logoUrl: (id) => id,
        oauthCallbackUrl: 'https://svc.example/vault/callback',
        hasSandboxCredentials: () => false,
        documents: { specUrl: (id) => `https://svc.example/openapi/${id}.yml`, referenceUrl: (id) => `https://svc.example/reference/${id}` },
      },
    );
    expect(documented.api('crm')).toMatchObject({ spec_url: 'https://svc.example/openapi/crm.yml', api_reference_url: 'https://svc.example/reference/crm' });
  });

  it('answers the right error type for each unknown id', () => {
    expect(thrown(() => catalog.connector('none')).typeName).toBe('ConnectorNotFoundError');
    expect(thrown(() => catalog.api('none')).typeName).toBe('EntityNotFoundError');
    expect(thrown(() => catalog.apiResource('crm', 'none')).typeName).toBe('EntityNotFoundError');
    expect(thrown(() => catalog.connectorDoc('both', 'application_owner+oauth_credentials')).typeName).toBe('EntityNotFoundError');
  });

  it('freezes the records it hands out', () => {
    expect(() => {
      (catalog.connector('both').docs as unknown as unknown[]).push({});
    }).toThrow(TypeError);
  });
});
