/**
 * Calling a connector on behalf of one connection: the downstream client with
 * its base URL, auth, pacing and time budget, and the OAuth rule (a token due
 * to expire is refreshed first; one the platform rejects is refreshed once and
 * the call made again). Unified requests use it, and so does work with no
 * request behind it: registering webhooks at a platform, polling for changes.
 */
import { ApiError } from '../core/errors/api-error.js';
import { usesOAuthToken, type ConnectorContext, type ConnectorDefinition } from '../connectors/framework/define.js';
import type { RawCall } from '../connectors/framework/http.js';
import type { PacingProvider } from '../connectors/framework/pacing.js';
import { TimeBudget } from '../connectors/framework/time-budget.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import type { ResolvedConnection, TenantScope, Vault } from '../vault/vault.js';
import { downstreamHttp, type IdempotencyGuard } from './idempotency/index.js';

export interface ConnectorCallDeps {
  vault: Vault;
  targets: DownstreamTargets;
  /** The shared token buckets; without them downstream calls go unpaced. */
  pacing?: PacingProvider | undefined;
  /** Where connectors keep transfers' bytes between requests (ConnectorContext.spoolDir). */
  spoolDir?: string | undefined;
}

export interface ConnectorCall {
  scope: TenantScope;
  consumerId: string;
  connector: ConnectorDefinition;
  connection: ResolvedConnection;
  /** The downstream time budget of the whole call: requests, retries and pacing waits included. */
  budgetMs: number;
  /** The longest a rate limit may hold the call (time-budget.ts); the whole budget when unset (work no caller waits for). */
  rateLimitWaitMs?: number | undefined;
  /** Present when a unified request sent an idempotency key. */
  guard?: IdempotencyGuard | undefined;
  /** Collects the downstream calls when the caller asked for them (`raw`). */
  rawCalls?: RawCall[] | undefined;
  /** The connection's inbound webhook URL, for the connector to name in its request (ConnectorContext.inboundUrl). */
  inboundUrl?: string | undefined;
  /** Settings that replace the connection's for this call only (the company of `x-svc-company-id`). */
  settingOverrides?: Readonly<Record<string, string>> | undefined;
}

/** Runs `work` with a context for the connection, refreshing its OAuth token as needed. */
export async function withConnectorContext<T>(deps: ConnectorCallDeps, call: ConnectorCall, work: (ctx: ConnectorContext) => Promise<T>): Promise<T> {
  const { scope, consumerId, connector, connection } = call;
  const budget = new TimeBudget(call.budgetMs, { rateLimitWaitMs: call.rateLimitWaitMs });
  const contextFor = (stored: Readonly<Record<string, string>>): ConnectorContext => {
    const values = call.settingOverrides ? { ...stored, ...call.settingOverrides } : stored;
    return {
      settings: values,
      ...(call.inboundUrl !== undefined ? { inboundUrl: call.inboundUrl } : {}),
      ...(call.guard ? { idempotencyKey: call.guard.platformKey } : {}),
      ...(deps.spoolDir !== undefined ? { spoolDir: deps.spoolDir } : {}),
      http: downstreamHttp(call.guard, {
        connectorId: connector.id,
        baseUrl: deps.targets.baseUrl(connector, scope.mode, values),
        auth: connector.auth,
        values,
        // Each call gets what is left of the budget, or the connector's own limit when that is smaller.
        timeoutMs: Math.min(connector.timeoutMs ?? call.budgetMs, call.budgetMs),
        budget,
        pacing: deps.pacing?.forConnection({ connector, mode: scope.mode, connectionId: connection.id, settings: values }),
        rateLimit: connector.rateLimit,
        errorMessage: connector.errorMessage,
        rawCalls: call.rawCalls,
      }),
    };
  };
  if (!usesOAuthToken(connector, connection.values)) return work(contextFor(connection.values));

  const values = await deps.vault.freshValues(scope, consumerId, connection);
  try {
    return await work(contextFor(values));
  } catch (error) {
    if (!rejectedToken(error)) throw error;
    return work(contextFor(await deps.vault.freshValues(scope, consumerId, connection, { rejectedToken: values.access_token })));
  }
}

/** The platform said 401: the token, not the request, is what failed (a 403 is a permission the token lacks). */
function rejectedToken(error: unknown): boolean {
  return error instanceof ApiError && error.typeName === 'ConnectorCredentialsError' && (error.detail as { downstream_status?: number } | undefined)?.downstream_status === 401;
}
