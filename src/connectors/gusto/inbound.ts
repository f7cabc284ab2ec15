/**
 * Gusto's own webhooks (the description's Webhooks operations;
 * https://docs.gusto.com/embedded-payroll/docs/webhooks for the handshake and
 * the signature, .../employee-events and .../company-events for the event
 * types), received at the connection's `/webhook/w/…` URL:
 *
 *  - register: one subscription per connection (`POST /v1/webhook_subscriptions`,
 *    `Employee` and `Company`), made with the application's system access
 *    token (the `system_access_token` setting; none: nothing is registered and
 *    the poller reports every change). It starts `pending`;
 *  - the handshake: Gusto POSTs `{"verification_token": …}`, unsigned, to
 *    the URL; it is remembered (never replacing one kept), and the next
 *    renewal sends it to `PUT …/verify`. Gusto refuses a token that is not the
 *    subscription's (a stranger's handshake), so a refused one is dropped and
 *    Gusto asked to send it again (`…/request_verification_token`). Only a
 *    verified subscription counts as delivering;
 *  - verify: `X-Gusto-Signature` is the hex HMAC-SHA256 of the raw body keyed
 *    with the verification token, compared in constant time;
 *  - changes: events of the connection's company only (an application's
 *    subscriptions hear every company it reaches). Gusto's payloads carry
 *    ids, not values. `employee.terminated` is reported as
 *    `hris.employee.terminated` as Gusto says it; the other lifecycle events
 *    (onboarded, rehired, a termination cancelled) are updates.
 *  - unregister: `DELETE` the subscription (already gone is fine).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { EventAction } from '../../unified/define.js';
import { bearerAuth, type AuthStrategy } from '../framework/auth.js';
import type { ConnectorContext } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundAnswer, InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { segment } from '../framework/rest/path.js';
import { downstreamStatus, GUSTO_API_VERSION, UUID, VERSION_HEADER } from './api.js';
import { bodyObject } from '../framework/inbound-body.js';

export const SYSTEM_ACCESS_TOKEN = 'system_access_token';

export const GUSTO_EMPLOYEE_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'employee.created' },
  { action: 'updated', downstream: 'employee.updated' },
  { action: 'updated', downstream: 'employee.onboarded' },
  { action: 'updated', downstream: 'employee.rehired' },
  { action: 'updated', downstream: 'employee.termination_cancelled' },
  { action: 'terminated', downstream: 'employee.terminated' },
  { action: 'deleted', downstream: 'employee.deleted' },
];

export const GUSTO_COMPANY_EVENTS: readonly NativeEvent[] = [{ action: 'updated', downstream: 'company.updated' }];

const SUBSCRIPTION_TYPES = ['Employee', 'Company'];
const RESOURCES = new Map<string, { resource: string; action: EventAction }>([
  ...GUSTO_EMPLOYEE_EVENTS.map((event): [string, { resource: string; action: EventAction }] => [event.downstream, { resource: 'hris/employees', action: event.action }]),
  ...GUSTO_COMPANY_EVENTS.map((event): [string, { resource: string; action: EventAction }] => [event.downstream, { resource: 'hris/companies', action: event.action }]),
]);

export interface GustoRegistration {
  /** `unavailable`: the connection has no system access token, so nothing was registered. */
  status: 'pending' | 'verified' | 'unavailable';
  subscriptionUuid?: string;
  /** From the handshake: the key of X-Gusto-Signature, and what `verify` takes. */
  verificationToken?: string;
  /** How often the token was asked for again (the renewal's backoff). */
  tokenRequests?: number;
}

/** The application's token, with the pinned version (the connection's credentials are the company's). */
const systemAuth: AuthStrategy = {
  needs: [SYSTEM_ACCESS_TOKEN],
  headers: (values) => ({ ...bearerAuth(SYSTEM_ACCESS_TOKEN).headers(values), [VERSION_HEADER]: GUSTO_API_VERSION }),
};

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;
const TOKEN = /^[A-Za-z0-9._~-]{8,200}$/;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

const registrationOf = (value: Readonly<Record<string, unknown>>) => value as Partial<GustoRegistration>;

function handshake(request: InboundRequest): InboundAnswer | undefined {
  if (request.method !== 'POST' || request.headers['x-gusto-signature'] !== undefined) return undefined;
  const body = bodyObject(request);
  const token = body?.verification_token;
  if (!body || Object.keys(body).length !== 1 || typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  return { status: 200, remember: { verificationToken: token } };
}

function verify(request: InboundRequest, context: InboundContext): boolean {
  const { status, verificationToken } = registrationOf(context.registration);
  const signature = request.headers['x-gusto-signature'];
  if (request.method !== 'POST' || status !== 'verified' || typeof verificationToken !== 'string' || verificationToken === '' || !signature || !HEX_SIGNATURE.test(signature)) return false;
  const expected = createHmac('sha256', verificationToken).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

function changes(request: InboundRequest, context: InboundContext): NativeChange[] {
  const event = bodyObject(request);
  const type = typeof event?.event_type === 'string' ? event.event_type : '';
  const known = RESOURCES.get(type);
  const company = String(event?.resource_uuid ?? '');
  const entity = String(event?.entity_uuid ?? '');
  // An application's subscription hears every company: this connection reports its own.
  if (!known || company.toLowerCase() !== (context.settings.company_id ?? '').toLowerCase() || !UUID.test(entity)) return [];
  const occurredAt = typeof event?.timestamp === 'number' && Number.isFinite(event.timestamp) ? new Date(event.timestamp * 1000) : undefined;
  return [{ resource: known.resource, action: known.action, entityId: entity.toLowerCase(), downstreamEventType: type, occurredAt }];
}

/** Gusto retries an event with the same `uuid`. */
function deliveryId(request: InboundRequest): string | undefined {
  const uuid = bodyObject(request)?.uuid;
  return typeof uuid === 'string' && UUID.test(uuid) ? `gusto-event:${uuid.toLowerCase()}` : undefined;
}

const subscriptionPath = (uuid: string, rest = '') => `/v1/webhook_subscriptions/${segment(uuid)}${rest}`;

async function register(ctx: ConnectorContext, target: { url: string }): Promise<Record<string, unknown>> {
  if (!ctx.settings[SYSTEM_ACCESS_TOKEN]) return { status: 'unavailable' } satisfies GustoRegistration;
  const { body } = await ctx.http.request<{ uuid?: unknown }>({
    method: 'POST',
    path: '/v1/webhook_subscriptions',
    json: { url: target.url, subscription_types: SUBSCRIPTION_TYPES },
    auth: systemAuth,
  });
  if (typeof body.uuid !== 'string' || body.uuid === '') {
    throw new ApiError('ConnectorExecutionError', { message: 'Gusto created a webhook subscription without saying its uuid', detail: { service: 'gusto' } });
  }
  return { status: 'pending', subscriptionUuid: body.uuid, tokenRequests: 0 } satisfies GustoRegistration;
}

/** Asks Gusto to POST the verification token again; the registration waits for it. */
async function askForToken(ctx: ConnectorContext, registration: GustoRegistration & { subscriptionUuid: string }): Promise<Record<string, unknown>> {
  await ctx.http.request({ method: 'GET', path: subscriptionPath(registration.subscriptionUuid, '/request_verification_token'), auth: systemAuth });
  const { verificationToken: _dropped, ...rest } = registration;
  return { ...rest, status: 'pending', tokenRequests: (registration.tokenRequests ?? 0) + 1 } satisfies GustoRegistration;
}

/** A pending subscription's next step: verify with the token the handshake brought, or ask for it again. */
async function renew(ctx: ConnectorContext, current: Readonly<Record<string, unknown>>, target: { url: string }): Promise<Record<string, unknown>> {
  const registration = registrationOf(current) as GustoRegistration;
  const uuid = registration.subscriptionUuid;
  if (registration.status === 'verified' || registration.status === 'unavailable') return { ...registration };
  if (!ctx.settings[SYSTEM_ACCESS_TOKEN] || !uuid) return register(ctx, target);
  const pending = { ...registration, subscriptionUuid: uuid };
  try {
    if (!registration.verificationToken) return await askForToken(ctx, pending);
    await ctx.http.request({ method: 'PUT', path: subscriptionPath(uuid, '/verify'), json: { verification_token: registration.verificationToken }, auth: systemAuth });
    return { status: 'verified', subscriptionUuid: uuid, verificationToken: registration.verificationToken } satisfies GustoRegistration;
  } catch (error) {
    const status = downstreamStatus(error);
    // Removed at Gusto meanwhile: made again.
    if (status === 404) return register(ctx, target);
    // Not the subscription's token (a handshake that was not Gusto's): dropped, and Gusto's asked for again.
    if (status === 422) return askForToken(ctx, pending);
    throw error;
  }
}

/** Pending: soon, then less often while the token does not come (5 s, 10 s, 20 s … an hour). */
function renewAt(current: Readonly<Record<string, unknown>>): Date | undefined {
  const { status, tokenRequests = 0 } = registrationOf(current);
  if (status !== 'pending') return undefined;
  return new Date(Date.now() + Math.min(FIRST_RETRY_MS * 2 ** Math.min(tokenRequests, 20), LONGEST_RETRY_MS));
}

async function unregister(ctx: ConnectorContext, current: Readonly<Record<string, unknown>>): Promise<void> {
  const uuid = registrationOf(current).subscriptionUuid;
  if (!uuid || !ctx.settings[SYSTEM_ACCESS_TOKEN]) return;
  await ctx.http.request({ method: 'DELETE', path: subscriptionPath(uuid), auth: systemAuth }).catch((error: unknown) => {
    // Already gone: what deleting wanted.
    if (downstreamStatus(error) !== 404) throw error;
  });
}

export const gustoInbound: InboundWebhooks = {
  handshake,
  verify,
  changes,
  deliveryId,
  register,
  renew,
  renewAt,
  delivers: (current) => registrationOf(current).status === 'verified',
  unregister,
};
