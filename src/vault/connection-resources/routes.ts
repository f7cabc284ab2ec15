/**
 * Vault API routes about one resource of a connection (reference vault.yml,
 * `/vault/connections/{unified_api}/{service_id}/{resource}/…`) and the
 * application's and consumers' custom mappings (`/vault/custom-mappings/…`).
 * Custom fields, schema and example read one record from the platform through
 * the consumer's connection (`sample`), as a unified call would.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { consumerIdHeader, headerValue } from '../../core/http/request-headers.js';
import { requireAuth } from '../../core/http/route-config.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import type { CustomMappings } from '../custom-mappings/custom-mappings.js';
import { requireMappable, requireResource, TARGET_FIELD_ID_PATTERN } from '../custom-mappings/target-field.js';
import type { TenantScope, Vault } from '../vault.js';
import { approximateSchema, customFieldFinders } from './record-shape.js';
import { setResourceDefaults, type ConfigurationEntry } from './resource-config.js';

export type Sampler = (scope: TenantScope, consumerId: string, serviceId: string, resource: ResourceDeclaration, id?: string) => Promise<unknown>;

export interface ConnectionResourceDeps {
  vault: Vault;
  connectors: ConnectorRegistry;
  mappings: CustomMappings;
  sample: Sampler;
}

const name = Type.String({ minLength: 1, maxLength: 64 });
const ResourceParams = Type.Object({ unified_api: name, service_id: name, resource: name });
const MappingsParams = Type.Object({ unified_api: name, service_id: name });
const TargetParams = Type.Object({
  unified_api: name,
  service_id: name,
  target_field_id: Type.String({ pattern: TARGET_FIELD_ID_PATTERN, maxLength: 200, example: 'crm+leads+first_aid_training' }),
});
const SampleQuery = Type.Object({ resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })) }, { additionalProperties: false });
const MappingBody = Type.Object({ value: Type.String({ minLength: 1, maxLength: 512, description: 'Where the value sits in the platform\'s record: "$.root" then .name, [\'name\'] or [index] steps.' }) }, { additionalProperties: false });

/** Reference `Connection` with `configuration`; its other members are accepted so a GET answer can be sent back, and ignored. */
const ConfigBody = Type.Object(
  {
    configuration: Type.Array(
      Type.Object(
        {
          resource: name,
          defaults: Type.Optional(
            Type.Array(
              Type.Object({ id: name, value: Type.Optional(Type.Unknown()), target: Type.Optional(Type.String({ maxLength: 32 })), options: Type.Optional(Type.Unknown()) }, { additionalProperties: false }),
              { maxItems: 100 },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: true },
);

type ResourceKey = { unified_api: string; service_id: string; resource: string };
const ok = <T>(data: T) => ({ status_code: 200, status: 'OK', data });
const secret = { config: { auth: 'secret' as const } };

/** The consumer header where the reference makes it optional: absent, a mapping is the application's. */
function optionalConsumer(request: FastifyRequest): string | undefined {
  return headerValue(request, 'x-svc-consumer-id') === undefined ? undefined : consumerIdHeader(request);
}

export function registerConnectionResourceRoutes(app: FastifyInstance, deps: ConnectionResourceDeps): void {
  const { vault, connectors, mappings } = deps;

  /** A platform record of the resource: the one `resource_id` names, else the list's first. */
  const sampleOf = async (request: FastifyRequest, consumerId: string) => {
    const scope = requireAuth(request.auth);
    const params = request.params as ResourceKey;
    const { declaration } = requireResource(connectors, params.unified_api, params.service_id, params.resource);
    const id = (request.query as { resource_id?: string }).resource_id;
    const record = await deps.sample(scope, consumerId, params.service_id, declaration, id);
    return { params, record };
  };
  const noRecord = (params: ResourceKey) =>
    new ApiError('EntityNotFoundError', { message: `The connection has no ${params.resource} to read a sample from; create one, or name one with resource_id`, detail: { resource: params.resource } });

  app.get('/vault/connections/:unified_api/:service_id/:resource/custom-fields', { ...secret, schema: { params: ResourceParams, querystring: SampleQuery } }, async (request) => {
    const consumerId = consumerIdHeader(request);
    const params = request.params as ResourceKey;
    const { support } = requireMappable(connectors, params.unified_api, params.service_id, params.resource);
    const { record } = await sampleOf(request, consumerId);
    return ok(record === undefined ? [] : customFieldFinders(record, support.standardPaths));
  });

  app.get('/vault/connections/:unified_api/:service_id/:resource/schema', { ...secret, schema: { params: ResourceParams, querystring: SampleQuery } }, async (request) => {
    const { params, record } = await sampleOf(request, consumerIdHeader(request));
    if (record === undefined) throw noRecord(params);
    return ok({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: `${params.service_id} ${params.resource}`, ...approximateSchema(record) });
  });

  app.get('/vault/connections/:unified_api/:service_id/:resource/example', { ...secret, schema: { params: ResourceParams, querystring: SampleQuery } }, async (request) => {
    const { params, record } = await sampleOf(request, consumerIdHeader(request));
    if (record === undefined) throw noRecord(params);
    return ok({ unified_api: params.unified_api, service_id: params.service_id, resource: { id: params.resource, name: params.resource }, example_response: record });
  });

  app.get('/vault/connections/:unified_api/:service_id/:resource/custom-mappings', { ...secret, schema: { params: ResourceParams, querystring: SampleQuery } }, async (request) => {
    const caller = { scope: requireAuth(request.auth), consumerId: consumerIdHeader(request) };
    const params = request.params as ResourceKey;
    requireResource(connectors, params.unified_api, params.service_id, params.resource);
    return ok(await mappings.list(caller, params.unified_api, params.service_id, params.resource));
  });

  app.get('/vault/connections/:unified_api/:service_id/:resource/config', { ...secret, schema: { params: ResourceParams } }, async (request) => {
    const consumerId = consumerIdHeader(request);
    const params = request.params as ResourceKey;
    requireResource(connectors, params.unified_api, params.service_id, params.resource);
    const view = await vault.getConnection(requireAuth(request.auth), consumerId, params.unified_api, params.service_id);
    return ok({ ...view, configuration: view.configuration.filter((entry) => entry.resource === params.resource) });
  });

  app.patch('/vault/connections/:unified_api/:service_id/:resource/config', { ...secret, schema: { params: ResourceParams, body: ConfigBody } }, async (request) => {
    const params = request.params as ResourceKey;
    const key = { scope: requireAuth(request.auth), consumerId: consumerIdHeader(request), unifiedApi: params.unified_api, serviceId: params.service_id, resource: params.resource };
    const view = await setResourceDefaults({ vault, connectors }, key, (request.body as { configuration: ConfigurationEntry[] }).configuration);
    return ok({ ...view, configuration: view.configuration.filter((entry) => entry.resource === params.resource) });
  });

  type MappingKey = { unified_api: string; service_id: string; target_field_id: string };
  const callerOf = (request: FastifyRequest) => ({ scope: requireAuth(request.auth), consumerId: optionalConsumer(request) });

  app.get('/vault/custom-mappings/:unified_api/:service_id', { ...secret, schema: { params: MappingsParams } }, async (request) => {
    const params = request.params as MappingKey;
    return ok(await mappings.list(callerOf(request), params.unified_api, params.service_id));
  });
  app.get('/vault/custom-mappings/:unified_api/:service_id/:target_field_id', { ...secret, schema: { params: TargetParams } }, async (request) => {
    const params = request.params as MappingKey;
    return ok(await mappings.one(callerOf(request), params.unified_api, params.service_id, params.target_field_id));
  });
  app.post('/vault/custom-mappings/:unified_api/:service_id/:target_field_id', { ...secret, schema: { params: TargetParams, body: MappingBody } }, async (request) => {
    const params = request.params as MappingKey;
    return ok(await mappings.put(callerOf(request), params.unified_api, params.service_id, params.target_field_id, (request.body as { value: string }).value));
  });
  app.patch('/vault/custom-mappings/:unified_api/:service_id/:target_field_id', { ...secret, schema: { params: TargetParams, body: MappingBody } }, async (request) => {
    const params = request.params as MappingKey;
    return ok(await mappings.update(callerOf(request), params.unified_api, params.service_id, params.target_field_id, (request.body as { value: string }).value));
  });
  app.delete('/vault/custom-mappings/:unified_api/:service_id/:target_field_id', { ...secret, schema: { params: TargetParams } }, async (request, reply) => {
    const params = request.params as MappingKey;
    await mappings.remove(callerOf(request), params.unified_api, params.service_id, params.target_field_id);
    return reply.code(204).send();
  });
}
