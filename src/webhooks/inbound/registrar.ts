/**
 * Registering the service's webhooks at the platforms that have an API for it
 * (Jira, Asana, Zendesk...): when a connection becomes callable, Vault's
 * change reaches `onConnectionChange`, which makes its endpoint due and wakes
 * the sweep; the sweep (every instance runs one) leases due endpoints
 * (registration-store.ts), calls the connector's `register` (or `renew` for a
 * registration due to expire, `renewAt`) through withConnectorContext, and
 * keeps what it returns, sealed. It also finds callable connections whose
 * change it missed. A deleted or revoked connection's registration is
 * removed at the platform where the connection can still call it, and
 * forgotten either way.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectorContext, ConnectorDefinition } from '../../connectors/framework/define.js';
import type { InboundWebhooks } from '../../connectors/framework/inbound.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import { withConnectorContext, type ConnectorCallDeps } from '../../gateway/connector-call.js';
import type { Database } from '../../store/database.js';
import type { ConnectionChange } from '../../vault/connection-changes.js';
import type { CredentialCipher } from '../../vault/credential-cipher.js';
import type { ResolvedConnection } from '../../vault/vault.js';
import { ensureEndpoint, findEndpointOf, inboundUrlOf, keyOf, openRegistration, sealRegistration, type EndpointKey } from './endpoints.js';
import { anyConnection, finishEndpoint, forgetRegistration, leaseDueEndpoints, markDue, unregisteredConnections, type EndpointOutcome, type LeasedEndpoint } from './registration-store.js';
import { sourcesChange, type SourcesChange } from './source-store.js';

export interface RegistrarOptions {
  db: Database;
  cipher: CredentialCipher;
  connectors: ConnectorRegistry;
  /** What withConnectorContext needs: the vault (OAuth refresh), targets, pacing. */
  calls: ConnectorCallDeps;
  publicUrl: string;
  /** Time budget of one registration's platform calls. */
  budgetMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => Date;
  /** How often the sweep runs when nothing wakes it. */
  intervalMs?: number;
  leaseMs?: number;
}

const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_LEASE_MS = 120_000;
const BATCH = 16;
/** After a failure: 1 min, 2, 4 … up to 6 h between tries. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60 * 1000;
/** A registration due for renewal whose connection cannot call the platform right now. */
const IDLE_RENEW_RETRY_MS = 60 * 60 * 1000;

export class InboundRegistrar {
  readonly #options: RegistrarOptions;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;

  constructor(options: RegistrarOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.wake();
  }

  /**
   * Stops sweeping and waits up to `graceMs` for the sweep under way. One still
   * calling a platform then is left to end with the process: its endpoints'
   * leases expire and any instance registers them again.
   */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    if (!this.#running) return;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = Number.isFinite(graceMs) ? new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))) : new Promise<void>(() => {});
    await Promise.race([this.#running, graceOver]);
    clearTimeout(timer);
  }

  /** Runs a sweep soon (or right after the one under way). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.sweep()
      .catch((error: unknown) => this.#options.log.warn({ err: errorText(error) }, 'inbound webhook registration sweep failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.wake();
          return;
        }
        this.#timer = setTimeout(() => this.wake(), this.#options.intervalMs ?? DEFAULT_INTERVAL_MS);
        this.#timer.unref();
      });
  }

  /** Vault's change listener (after the commit): register on `callable`, unregister on `deleted` and `revoked`. */
  async onConnectionChange(change: ConnectionChange): Promise<void> {
    await this.#options.connectors.ready();
    const hooks = this.#options.connectors.find(change.connection.serviceId)?.inbound;
    if (!hooks) return;
    const key: EndpointKey = { ...change.scope, consumerId: change.consumerId, unifiedApi: change.connection.unifiedApi, serviceId: change.connection.serviceId };
    if (change.type === 'vault.connection.callable') {
      const endpoint = await ensureEndpoint(this.#options.db, key, this.#now());
      if (!hooks.register) return;
      await markDue(this.#options.db, endpoint.lookupId, this.#now());
      this.wake();
    } else if (change.type === 'vault.connection.deleted' || change.type === 'vault.connection.revoked') {
      await this.#unregister(key, hooks);
    }
  }

  /** One sweep: make missed connections due, then register or renew every due endpoint. */
  async sweep(): Promise<void> {
    const { db, connectors } = this.#options;
    // Before any connection there is nothing to register, and the connectors' code need not load (connectors/index.ts).
    if (!connectors.isReady) {
      if (!(await anyConnection(db))) return;
      await connectors.ready();
    }
    const registering = connectors.all.filter((connector) => connector.inbound?.register).map((connector) => connector.id);
    for (const key of await unregisteredConnections(db, registering, 100)) {
      const endpoint = await ensureEndpoint(db, key as EndpointKey, this.#now());
      await markDue(db, endpoint.lookupId, this.#now());
    }
    for (;;) {
      const leased = await leaseDueEndpoints(db, { now: this.#now(), leaseMs: this.#options.leaseMs ?? DEFAULT_LEASE_MS, limit: BATCH });
      if (leased.length === 0) return;
      await Promise.all(
        leased.map(async (endpoint) => {
          const { outcome, keepingRemembered } = await this.#turn(endpoint);
          await finishEndpoint(db, endpoint, outcome, this.#now(), this.#sourcesAfter(endpoint, outcome), keepingRemembered);
        }),
      );
      if (this.#stopped) return;
    }
  }

  /**
   * Registers or renews one leased endpoint. A handshake the platform makes
   * while the turn is under way (Gusto posts its verification token when the
   * subscription is created) remembers values the hook's answer cannot know:
   * `keepingRemembered` keeps those beside it (the hook's values win; a value
   * the hook was given and left out stays out).
   */
  async #turn(leased: LeasedEndpoint): Promise<{ outcome: EndpointOutcome; keepingRemembered?: (stored: string | null) => string | null }> {
    const { row } = leased;
    const { cipher } = this.#options;
    const connector = this.#options.connectors.find(row.serviceId);
    const hooks = connector?.inbound;
    if (!connector || !hooks?.register) return { outcome: { kind: 'idle', retryAt: null } };
    const key = keyOf(row);
    const connection = await this.#callableConnection(key);
    // Not callable now: a new registration waits for `callable`; a renewal is looked at again later, not dropped.
    if (!connection) return { outcome: { kind: 'idle', retryAt: row.registeredAt === null ? null : new Date(this.#now().getTime() + IDLE_RENEW_RETRY_MS) } };
    const target = { url: inboundUrlOf(this.#options.publicUrl, row.lookupId, row.serviceId) };
    try {
      const current = openRegistration(cipher, row);
      const registration = await this.#call(key, connector, connection, (ctx) =>
        row.registeredAt !== null && hooks.renew ? hooks.renew(ctx, current, target) : hooks.register!(ctx, target),
      );
      this.#options.log.info({ service_id: row.serviceId, application_id: row.applicationId }, 'inbound webhook registered at the platform');
      const keepingRemembered = (stored: string | null) => {
        const arrived = Object.entries(openRegistration(cipher, { lookupId: row.lookupId, registration: stored })).filter(([name]) => !Object.hasOwn(current, name));
        return sealRegistration(cipher, row.lookupId, { ...Object.fromEntries(arrived), ...registration });
      };
      return {
        outcome: {
          kind: 'registered',
          registration: sealRegistration(cipher, row.lookupId, registration),
          renewAt: hooks.renewAt?.(registration) ?? null,
          delivers: hooks.delivers?.(registration) ?? true,
        },
        keepingRemembered,
      };
    } catch (error) {
      const retryAt = new Date(this.#now().getTime() + Math.min(RETRY_BASE_MS * 2 ** Math.min(row.failures, 20), RETRY_MAX_MS));
      this.#options.log.warn({ service_id: row.serviceId, application_id: row.applicationId, err: errorText(error), retry_at: retryAt.toISOString() }, 'inbound webhook registration failed');
      return { outcome: { kind: 'failed', error: errorText(error), retryAt } };
    }
  }

  /**
   * What a turn makes of the endpoint's sources: confirmed by a registration
   * the platform accepted (polling where it cannot send this connection's
   * events); a failed renewal leaves them to the poller until one succeeds.
   */
  #sourcesAfter(leased: LeasedEndpoint, outcome: EndpointOutcome): SourcesChange | undefined {
    const connector = this.#options.connectors.find(leased.row.serviceId);
    if (!connector) return undefined;
    const now = this.#now();
    if (outcome.kind === 'registered') return sourcesChange(connector, { kind: 'registered', delivers: outcome.delivers }, now);
    if (outcome.kind === 'failed') return sourcesChange(connector, { kind: 'registration_failed', renewal: leased.row.registeredAt !== null }, now);
    return undefined;
  }

  async #unregister(key: EndpointKey, hooks: InboundWebhooks): Promise<void> {
    const { db, cipher, connectors } = this.#options;
    const endpoint = await findEndpointOf(db, key);
    if (!endpoint || endpoint.registeredAt === null) return;
    const connection = await this.#callableConnection(key);
    const connector = connectors.find(key.serviceId);
    // A deleted connection, or a revoked one, can no longer call the platform: the registration is forgotten here, and
    // lapses there (most platforms drop a token's webhooks with the token; Jira's expire after 30 days).
    if (hooks.unregister && connection && connector) {
      const registration = openRegistration(cipher, endpoint);
      await this.#call(key, connector, connection, (ctx) => hooks.unregister!(ctx, registration)).catch((error: unknown) =>
        this.#options.log.warn({ service_id: key.serviceId, application_id: key.applicationId, err: errorText(error) }, 'inbound webhook could not be removed at the platform'),
      );
    }
    await forgetRegistration(db, endpoint.lookupId, this.#now(), sourcesChange(connector ?? connectors.require(key.unifiedApi, key.serviceId), { kind: 'forgotten' }, this.#now()));
  }

  async #callableConnection(key: EndpointKey): Promise<ResolvedConnection | undefined> {
    const connections = await this.#options.calls.vault.resolvedConnections(key, key.consumerId);
    return connections.find((candidate) => candidate.unifiedApi === key.unifiedApi && candidate.serviceId === key.serviceId && candidate.enabled && candidate.state === 'callable');
  }

  #call<T>(key: EndpointKey, connector: ConnectorDefinition, connection: ResolvedConnection, work: (ctx: ConnectorContext) => Promise<T>): Promise<T> {
    return withConnectorContext(this.#options.calls, { scope: key, consumerId: key.consumerId, connector, connection, budgetMs: this.#options.budgetMs }, work);
  }
}

/** Names and messages only: an error may carry a request whose headers hold credentials. */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
