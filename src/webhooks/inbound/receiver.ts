/**
 * Receiving a platform's webhook for one connection: find the endpoint from
 * the lookup id, the connection and its settings (secrets decrypted), answer a
 * handshake, check the platform's signature with the connector's hooks, and
 * publish each change as a unified event. Knows no platform: every platform's
 * way is a hook in its connector folder (`inbound`).
 *
 * A bad signature is refused (401), logged without secrets and counted, and
 * nothing is published. A request that verifies shows its sources working
 * (sources.ts): from then on the poller leaves their events to the platform.
 * Changes of one request are published in one transaction, with ids derived
 * from the request, so a platform's retry publishes nothing new (publishEvent
 * ignores an id it has), and through the record ledger, so a change the
 * poller reported already is not published twice.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { InboundAnswer, InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../../connectors/framework/inbound.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import type { CredentialCipher } from '../../vault/credential-cipher.js';
import type { ResolvedConnection } from '../../vault/vault.js';
import { signalOutbox } from '../delivery/outbox-signal.js';
import { publishRecordChanges, type RecordChange } from '../delivery/record-ledger.js';
import { countRefusedInboundWebhook } from '../telemetry.js';
import type { InboundEndpointRow } from '../../store/schema.js';
import { EndpointRows } from './endpoint-rows.js';
import { keyOf, openRegistration, rememberInRegistration, type EndpointKey } from './endpoints.js';
import { nativeEventOf } from './native-events.js';
import { pollNow } from '../polling/poller-store.js';
import { recordSourceHappening } from './source-store.js';
import { sourcesShownBy } from './sources.js';

export interface InboundReceiverOptions {
  db: Database;
  /** Opens the endpoints' registrations (the `inbound-webhooks` key). */
  cipher: CredentialCipher;
  connectors: ConnectorRegistry;
  /** The connection's settings, decrypted (the Vault's cached view). */
  connection(key: EndpointKey): Promise<ResolvedConnection | undefined>;
  /** The application's OAuth client secret for the connector, where it has one (Intercom signs with it). */
  clientSecret(key: EndpointKey, connector: ConnectorDefinition): Promise<string | undefined>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** How long an endpoint's row is kept between webhooks (endpoint-rows.ts); 0 reads it for each. */
  cacheTtlMs?: number;
  now?: () => Date;
}

export interface ReceivedRequest {
  lookupId: string;
  serviceId: string;
  method: InboundRequest['method'];
  /** Path and query as received. */
  rawUrl: string;
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Buffer;
  query: Readonly<Record<string, string>>;
  requestId: string;
}

/** What the route sends back: the platform's expected handshake answer, or the reference's acknowledgement. */
export type ReceiverAnswer = { kind: 'handshake'; answer: InboundAnswer } | { kind: 'received'; published: number };

/** Seconds a platform is asked to wait when it calls before its registration is stored. */
const REGISTRATION_PENDING_RETRY_AFTER_S = 5;

const notFound = () => new ApiError('EntityNotFoundError', { message: 'No webhook endpoint has this address' });

/** What a request checked against a kept endpoint row gets instead of a refusal: read the row again and decide on it. */
const REREAD = Symbol('read the endpoint again');

export class InboundReceiver {
  readonly #options: InboundReceiverOptions;
  readonly #now: () => Date;
  readonly #endpoints: EndpointRows;

  constructor(options: InboundReceiverOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    this.#endpoints = new EndpointRows(options.db, options.cacheTtlMs ?? 0);
  }

  /** A kept endpoint row may accept a request; whatever it would refuse is decided on the row as stored now. */
  async receive(received: ReceivedRequest): Promise<ReceiverAnswer> {
    const kept = this.#endpoints.kept(received.lookupId);
    const answer = kept ? await this.#receiveAt(received, kept, true) : REREAD;
    return answer !== REREAD ? answer : (this.#receiveAt(received, await this.#endpoints.fresh(received.lookupId), false) as Promise<ReceiverAnswer>);
  }

  async #receiveAt(received: ReceivedRequest, endpoint: InboundEndpointRow | undefined, kept: boolean): Promise<ReceiverAnswer | typeof REREAD> {
    const { db, cipher, connectors, publicUrl, log } = this.#options;
    // A service id other than the endpoint's is as unknown as a lookup id: nothing tells which part was wrong.
    if (!endpoint || endpoint.serviceId !== received.serviceId) throw notFound();
    const connector = connectors.find(endpoint.serviceId);
    const hooks = connector?.inbound;
    if (!connector || !hooks) throw notFound();
    const key = keyOf(endpoint);
    const connection = await this.#options.connection(key);
    if (!connection) throw notFound();

    const request: InboundRequest = {
      method: received.method,
      url: `${publicUrl}${received.rawUrl}`,
      headers: received.headers,
      rawBody: received.rawBody,
      query: received.query,
    };
    const context: InboundContext = {
      settings: connection.values,
      clientSecret: await this.#options.clientSecret(key, connector),
      registration: openRegistration(cipher, endpoint),
    };

    const handshake = hooks.handshake?.(request, context);
    if (handshake) {
      if (handshake.remember) {
        await rememberInRegistration(db, cipher, endpoint.lookupId, handshake.remember, this.#now());
        this.#endpoints.forget(endpoint.lookupId);
      }
      return { kind: 'handshake', answer: handshake };
    }
    if (!safely(() => hooks.verify(request, context), false)) {
      // A kept row may hold a registration replaced since (a new secret): the refusal is the stored row's to make.
      if (kept) return REREAD;
      if (hooks.register && endpoint.registeredAt === null) {
        // The platform may call before the registration it answered is stored here (its secret with it): a 503 makes it
        // retry, where a 401 would make Jira and Asana drop the event. Nothing is published either way.
        throw new ApiError('ServiceUnavailableError', {
          message: 'This webhook endpoint is still being registered; retry shortly',
          headers: { 'retry-after': String(REGISTRATION_PENDING_RETRY_AFTER_S) },
        });
      }
      countRefusedInboundWebhook(connector.id);
      // Never the lookup id in full, a header or the body: whoever holds them could replay or forge.
      log.warn(
        { service_id: connector.id, application_id: key.applicationId, mode: key.mode, endpoint: `${endpoint.lookupId.slice(0, 6)}…`, request_id: received.requestId },
        'inbound webhook refused: its signature does not verify',
      );
      throw new ApiError('UnauthorizedError', { message: 'The webhook\'s signature does not verify' });
    }
    const changes = hooks.changes(request, context);
    // Signed, so the platform sends to this URL: the sources it shows working count as live from now (sources.ts).
    const shown = sourcesShownBy(connector, changes.map((change) => change.downstreamEventType));
    if (shown.length > 0) await recordSourceHappening(db, connector, endpoint, { kind: 'verified', sourceIds: shown }, this.#now());
    if (!connection.enabled) {
      // Turned off by the consumer: acknowledged, so the platform does not retry, and not published.
      return { kind: 'received', published: 0 };
    }
    if (safely(() => hooks.wakesPolling?.(request, context) ?? false, false)) await pollNow(db, connection.id, this.#now());
    const published = await this.#publish(hooks, request, context, changes, { ...key, lookupId: endpoint.lookupId }, connector);
    return { kind: 'received', published };
  }

  async #publish(
    hooks: InboundWebhooks,
    request: InboundRequest,
    context: InboundContext,
    changes: readonly NativeChange[],
    endpoint: EndpointKey & { lookupId: string },
    connector: ConnectorDefinition,
  ): Promise<number> {
    const { db, publicUrl, log } = this.#options;
    const receivedAt = this.#now();
    const deliveryKey = hooks.deliveryId?.(request, context) ?? `body:${createHash('sha256').update(request.rawBody).digest('hex')}`;
    const reported: RecordChange[] = [];
    for (const [index, change] of changes.entries()) {
      const result = nativeEventOf(change, index, { endpoint, connector, publicUrl, deliveryKey, receivedAt });
      if (result.ok) reported.push({ event: { ...result.event, detectedBy: 'native' }, version: change.version ?? result.event.occurredAt });
      else log.info({ service_id: connector.id, reason: result.reason }, 'inbound webhook change not published');
    }
    if (reported.length === 0) return 0;
    // Through the ledger: a change the poller reported already (while the source was not confirmed yet) is not published again.
    const publications = await db.transaction().execute((tx) => publishRecordChanges(tx, reported, receivedAt));
    if (publications.some((publication) => (publication?.subscriptionIds.length ?? 0) > 0)) signalOutbox();
    return publications.filter((publication) => publication !== undefined && !publication.duplicate).length;
  }
}

/** A hook that throws on a malformed request (a body that is not what the platform sends) counts as a refusal. */
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
