/** What a connector's call is given, apart from the connector contract (define.ts), which the platform's webhooks (inbound.ts) also name. */
import type { DownstreamHttp } from './http.js';
import type { SettingValues } from './settings.js';

export interface ConnectorContext {
  http: DownstreamHttp;
  /** Every setting value of the connection, secret ones included. */
  settings: SettingValues;
  /**
   * Where the platform's webhooks for this connection are received
   * (`/webhook/w/…`), for connectors that name it in a request (Twilio's
   * StatusCallback); given on writes to connectors that declare `inbound`.
   */
  inboundUrl?: string | undefined;
  /**
   * For a request under an idempotency key: a key derived from it (stable
   * across retries, distinct per application, consumer, operation and
   * record, at most 43 URL-safe characters) for platforms with a mechanism
   * of their own (Xero's Idempotency-Key header, QuickBooks' requestid), so a
   * retry after a lost answer is safe at the platform too.
   */
  idempotencyKey?: string | undefined;
  /**
   * A folder under the service's data directory where a connector may keep a
   * transfer's bytes between requests (Box's small upload sessions), never
   * in memory; absent where the service has no data directory (a connector
   * then uses the system's temporary folder).
   */
  spoolDir?: string | undefined;
}
