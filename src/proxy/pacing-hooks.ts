/**
 * The Proxy API's calls in the shared downstream token buckets: each call
 * takes its connection's slot first (waiting for it within the call's
 * timeout when the caller named one, else SVC_DOWNSTREAM_WAIT_MS, or refused
 * at once with ConnectorRateLimitError and Retry-After),
 * and a rate-limited answer from the platform makes every instance hold off
 * for the time the platform asked. The buckets themselves are the gateway's
 * (src/gateway/rate-limits); this only speaks their interface.
 */
import { takeSlot, type PacingProvider } from '../connectors/framework/pacing.js';
import type { ProxyCallInfo, ProxyDeps } from './proxy-call.js';

/** Without a wait from the platform, a 429 pauses the connection this long. */
const DEFAULT_HOLD_OFF_MS = 1000;

function bucketOf(provider: PacingProvider, call: ProxyCallInfo) {
  return provider.forConnection({ connector: call.connector, mode: call.auth.mode, connectionId: call.connection.id, settings: call.connection.values });
}

function platformWaitSeconds(call: ProxyCallInfo, headers: Record<string, string | string[] | undefined>): number | undefined {
  try {
    const seconds = call.connector.rateLimit.retryAfterSeconds(headers, undefined);
    return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

export function pacingHooks(provider: PacingProvider): Pick<ProxyDeps, 'beforeDownstreamCall' | 'afterDownstreamCall'> {
  return {
    async beforeDownstreamCall(call) {
      await takeSlot(bucketOf(provider, call), call.connector.name, call.rateLimitWaitMs, call.timeoutMs);
    },
    async afterDownstreamCall(call, answer) {
      // The body is streamed to the caller unread, so only status and headers can signal a limit here.
      let limited = answer.status === 429;
      try {
        limited ||= call.connector.rateLimit.isRateLimited?.(answer.status, answer.headers, undefined) === true;
      } catch {
        // A signal reader that needs the body cannot decide from headers alone.
      }
      if (!limited) return;
      const seconds = platformWaitSeconds(call, answer.headers);
      await bucketOf(provider, call).holdOff(seconds !== undefined && seconds > 0 ? seconds * 1000 : DEFAULT_HOLD_OFF_MS);
    },
  };
}
