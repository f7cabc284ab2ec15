/**
 * Vault API: consumers (reference vault.yml, /vault/consumers). Every query is
 * scoped to the caller's application and key mode.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CursorCodec } from '../core/cursor.js';
import { keysetPage, keysetStart } from '../core/http/keyset-page.js';
import { requireAuth } from '../core/http/route-config.js';
import type { ConnectionRow, ConsumerRow } from '../store/schema.js';
import type { TenantScope, Vault } from './vault.js';
import type { RequestCounts } from './request-logs/log-query.js';

const ConsumerId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[^\\u0000-\\u001f\\u007f]+$' });

export const ConsumerMetadata = Type.Object(
  {
    account_name: Type.Optional(Type.String({ maxLength: 255 })),
    user_name: Type.Optional(Type.String({ maxLength: 255 })),
    email: Type.Optional(Type.String({ maxLength: 255 })),
    image: Type.Optional(Type.String({ maxLength: 2048, format: 'uri' })),
  },
  { additionalProperties: false },
);

const ConsumerParams = Type.Object({ consumer_id: ConsumerId });

const ListQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 4096 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    'filter[consumer_id]': Type.Optional(Type.String({ maxLength: 255 })),
    'filter[search]': Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);

/** The reference API answers every consumer operation, create included, with 200. */
function ok<T>(data: T) {
  return { status_code: 200, status: 'OK', data };
}

/** A consumer's calls within the request logs' retention (src/vault/request-logs/): its `aggregated_request_count`. */
export type ConsumerRequestCounts = (scope: TenantScope, consumerIds: readonly string[]) => Promise<ReadonlyMap<string, RequestCounts>>;

function consumerView(vault: Vault, consumer: ConsumerRow, connections: ConnectionRow[], counts: ReadonlyMap<string, RequestCounts>) {
  const mine = vault.consumerConnections(consumer, connections);
  const requests = counts.get(consumer.consumerId);
  return {
    consumer_id: consumer.consumerId,
    application_id: consumer.applicationId,
    metadata: consumer.metadata,
    connections: mine,
    services: [...new Set(mine.map((connection) => connection.service_id))],
    aggregated_request_count: requests?.total ?? 0,
    request_counts: { unify: requests?.unify ?? 0, proxy: requests?.proxy ?? 0 },
    created: consumer.createdAt.toISOString(),
    modified: consumer.updatedAt.toISOString(),
    // Left out until the consumer makes a call: the reference types it as a date-time, never null.
    ...(requests?.latest ? { request_count_updated: requests.latest.toISOString() } : {}),
  };
}

export function registerConsumerRoutes(app: FastifyInstance, vault: Vault, cursors: CursorCodec, publicUrl: string, requestCounts: ConsumerRequestCounts = async () => new Map()): void {
  const scopeOf = (auth: TenantScope): TenantScope => ({ applicationId: auth.applicationId, mode: auth.mode });
  const cursorBinding = (scope: TenantScope) => ({ connector: 'vault', resource: 'consumers', connectionId: `${scope.applicationId}:${scope.mode}` });

  app.post(
    '/vault/consumers',
    {
      config: { auth: 'secret' },
      schema: { body: Type.Object({ consumer_id: ConsumerId, metadata: Type.Optional(ConsumerMetadata) }, { additionalProperties: false }) },
    },
    async (request) => {
      const scope = scopeOf(requireAuth(request.auth));
      const body = request.body as { consumer_id: string; metadata?: Record<string, unknown> };
      const [consumer] = await vault.upsertConsumer(scope, body.consumer_id, body.metadata);
      return ok(consumerView(vault, consumer, await vault.connectionRowsOf([consumer]), await requestCounts(scope, [consumer.consumerId])));
    },
  );

  app.get('/vault/consumers', { config: { auth: 'secret' }, schema: { querystring: ListQuery } }, async (request) => {
    const scope = scopeOf(requireAuth(request.auth));
    const query = request.query as { cursor?: string; limit?: number; 'filter[consumer_id]'?: string; 'filter[search]'?: string };
    const paging = { cursors, binding: cursorBinding(scope), query, url: request.url, publicUrl };
    const rows = await vault.listConsumers(scope, { ...keysetStart(paging), consumerIdPrefix: query['filter[consumer_id]'], search: query['filter[search]'] });
    const { page, meta, links } = keysetPage(paging, rows, (consumer) => consumer.consumerId);
    const [connections, counts] = await Promise.all([vault.connectionRowsOf(page), requestCounts(scope, page.map((consumer) => consumer.consumerId))]);
    return { ...ok(page.map((consumer) => consumerView(vault, consumer, connections, counts))), meta, links };
  });

  app.get('/vault/consumers/:consumer_id', { config: { auth: 'secret' }, schema: { params: ConsumerParams } }, async (request) => {
    const scope = scopeOf(requireAuth(request.auth));
    const consumer = await vault.requireConsumer(scope, (request.params as { consumer_id: string }).consumer_id);
    return ok(consumerView(vault, consumer, await vault.connectionRowsOf([consumer]), await requestCounts(scope, [consumer.consumerId])));
  });

  app.patch(
    '/vault/consumers/:consumer_id',
    {
      config: { auth: 'secret' },
      schema: { params: ConsumerParams, body: Type.Object({ metadata: ConsumerMetadata }, { additionalProperties: false }) },
    },
    async (request) => {
      const scope = scopeOf(requireAuth(request.auth));
      const { consumer_id: consumerId } = request.params as { consumer_id: string };
      const consumer = await vault.updateConsumer(scope, consumerId, (request.body as { metadata: Record<string, unknown> }).metadata);
      return ok(consumerView(vault, consumer, await vault.connectionRowsOf([consumer]), await requestCounts(scope, [consumer.consumerId])));
    },
  );

  app.delete('/vault/consumers/:consumer_id', { config: { auth: 'secret' }, schema: { params: ConsumerParams } }, async (request) => {
    const scope = scopeOf(requireAuth(request.auth));
    const { consumer_id: consumerId } = request.params as { consumer_id: string };
    await vault.deleteConsumer(scope, consumerId);
    return ok({ consumer_id: consumerId });
  });
}
