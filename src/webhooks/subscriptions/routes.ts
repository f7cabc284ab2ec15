/**
 * Webhook API: subscriptions (reference webhook.yml, /webhook/webhooks), plus
 * our secret rotation. Secret keys only; every query is scoped to the
 * caller's application and key mode, so another tenant's subscription is 404.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CursorCodec } from '../../core/cursor.js';
import { statusText } from '../../core/envelope.js';
import { requireAuth, type AuthContext } from '../../core/http/route-config.js';
import { UNIFIED_APIS } from '../../unified/index.js';
import { VAULT_API_ID, WebhookEventTypeSchema } from '../event-types.js';
import type { SubscriptionScope } from './repository.js';
import type { NewSubscriptionInput, SubscriptionPatch, SubscriptionService, WithSecret } from './subscriptions.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';
import type { PollingCoverageView } from './polling-coverage.js';
import { webhookView } from './view.js';
import { keysetPage, keysetStart } from '../../core/http/keyset-page.js';

// Examples that go together (an example request, the mock's made-up bodies): events must belong to the unified API.
const UnifiedApi = Type.Union([...UNIFIED_APIS.map((api) => api.id), VAULT_API_ID].map((id) => Type.Literal(id)), { example: 'issue-tracking' });
const Events = Type.Array(WebhookEventTypeSchema, { maxItems: 500, example: ['issue-tracking.ticket.created'] });
const Status = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]);
const DeliveryUrl = Type.String({ format: 'uri', pattern: '^(https?)://', maxLength: 2048 });
const Description = Type.Union([Type.String({ maxLength: 1024 }), Type.Null()]);

const CreateBody = Type.Object(
  { unified_api: UnifiedApi, delivery_url: DeliveryUrl, events: Events, status: Status, description: Type.Optional(Description) },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { delivery_url: Type.Optional(DeliveryUrl), events: Type.Optional(Events), status: Type.Optional(Status), description: Type.Optional(Description) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 255 }) });
const ListQuery = Type.Object(
  { cursor: Type.Optional(Type.String({ maxLength: 4096 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
);

export interface SubscriptionRoutesOptions {
  subscriptions: SubscriptionService;
  cursors: CursorCodec;
  publicUrl: string;
  /** Which of each subscription's connections the poller covers (reads only). */
  coverage: (scope: SubscriptionScope, rows: readonly WebhookSubscriptionRow[]) => Promise<Map<string, PollingCoverageView>>;
}

export function registerSubscriptionRoutes(app: FastifyInstance, { subscriptions, cursors, publicUrl, coverage }: SubscriptionRoutesOptions): void {
  const scopeOf = (auth: AuthContext | undefined): SubscriptionScope => {
    const { applicationId, mode } = requireAuth(auth);
    return { applicationId, mode };
  };
  const cursorBinding = (scope: SubscriptionScope) => ({ connector: 'webhook', resource: 'webhooks', connectionId: `${scope.applicationId}:${scope.mode}` });
  const envelope = <T>(data: T, status = 200) => ({ status_code: status, status: statusText(status), data });
  const withSecret = ({ row, secret }: WithSecret) => ({ ...webhookView(row, publicUrl), secret });
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.get('/webhook/webhooks', { config: { auth: 'secret' }, schema: { querystring: ListQuery } }, async (request) => {
    const scope = scopeOf(request.auth);
    const paging = { cursors, binding: cursorBinding(scope), query: request.query as { cursor?: string; limit?: number }, url: request.url, publicUrl };
    const { page, meta, links } = keysetPage(paging, await subscriptions.list(scope, keysetStart(paging)), (row) => row.id);
    const covered = await coverage(scope, page);
    return { ...envelope(page.map((row) => ({ ...webhookView(row, publicUrl), polling_coverage: covered.get(row.id) }))), meta, links };
  });

  app.post('/webhook/webhooks', { config: { auth: 'secret' }, schema: { body: CreateBody } }, async (request, reply) => {
    const created = await subscriptions.create(scopeOf(request.auth), request.body as NewSubscriptionInput);
    reply.code(201);
    return envelope(withSecret(created), 201);
  });

  app.get('/webhook/webhooks/:id', { config: { auth: 'secret' }, schema: { params: IdParams } }, async (request) => {
    const scope = scopeOf(request.auth);
    const row = await subscriptions.get(scope, idOf(request.params));
    return envelope({ ...webhookView(row, publicUrl), polling_coverage: (await coverage(scope, [row])).get(row.id) });
  });

  app.patch('/webhook/webhooks/:id', { config: { auth: 'secret' }, schema: { params: IdParams, body: UpdateBody } }, async (request) => {
    const row = await subscriptions.update(scopeOf(request.auth), idOf(request.params), request.body as SubscriptionPatch);
    return envelope(webhookView(row, publicUrl));
  });

  app.delete('/webhook/webhooks/:id', { config: { auth: 'secret' }, schema: { params: IdParams } }, async (request) => {
    return envelope(webhookView(await subscriptions.delete(scopeOf(request.auth), idOf(request.params)), publicUrl));
  });

  app.post('/webhook/webhooks/:id/rotate-secret', { config: { auth: 'secret' }, schema: { params: IdParams } }, async (request) => {
    return envelope(withSecret(await subscriptions.rotateSecret(scopeOf(request.auth), idOf(request.params))));
  });
}
