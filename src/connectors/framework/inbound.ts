/**
 * A platform's own webhooks, received at `/webhook/w/{lookup id}/{service id}`
 * (issue 11, item 7). A connector declares here how its platform signs them,
 * how it answers a handshake, what changes a request reports, and how the
 * service registers its webhooks at the platform. The shared receiver
 * (src/webhooks/inbound/) finds the connection from the lookup id, calls these
 * hooks, and publishes the changes as unified events; it knows no platform.
 */
import type { ConnectorContext } from './context.js';
import type { EventAction } from '../../unified/define.js';

/** The request as the platform sent it: the exact bytes, since signatures cover them. */
export interface InboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'HEAD';
  /** The public URL the platform called, query included (Twilio signs it). */
  url: string;
  /** Lower-cased header names. */
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Buffer;
  query: Readonly<Record<string, string>>;
}

/** What the receiver knows of the connection a lookup id names. */
export interface InboundContext {
  /** Every setting value of the connection, secret ones included (Twilio's auth token signs). */
  settings: Readonly<Record<string, string>>;
  /** The integration's OAuth client secret, where the platform signs with it (Intercom). */
  clientSecret?: string | undefined;
  /** What `register` (or a handshake) stored for this connection: platform webhook ids, signing secrets, expiry. */
  registration: Readonly<Record<string, unknown>>;
}

/** One change a platform's request reports, in unified terms. */
export interface NativeChange {
  /** The resource key the change is about: "sms/messages", "issue-tracking/tickets". */
  resource: string;
  action: EventAction;
  /** The unified id of the record (what `GET` on the resource accepts). */
  entityId: string;
  /** Parent path parameters where the resource has them ({ collection_id }). */
  parents?: Readonly<Record<string, string>>;
  /** The platform's own event name (one of the connector's declared `events[].downstream`). */
  downstreamEventType: string;
  /** When the platform says the change happened; the time of receipt otherwise. */
  occurredAt?: Date | undefined;
  /**
   * The record's own last-modified time as the request states it (the
   * payload's `updated_at`), where it carries one: the same instant a listing
   * of the record shows, so a change reported by both the platform and the
   * poller is recognised as one (src/webhooks/delivery/record-ledger.ts).
   * Absent: `occurredAt` stands in, which never precedes the change.
   */
  version?: Date | undefined;
}

/**
 * One way a platform sends a connection's events to its inbound URL. Most
 * platforms have one; some have several set up apart (Vonage: delivery
 * receipts to the callback each send names, inbound messages to the URL set
 * on the number in the dashboard). Each is confirmed on its own: the service
 * counts on it only once it has seen it work, and polls for its events until
 * then (src/webhooks/inbound/sources.ts).
 */
export interface NativeSource {
  /** Names it in the connection's `subscriptions`: "webhooks", "delivery-receipts". */
  id: string;
  /** The platform's event names it carries (among the resources' declared `events[].downstream`); all when absent. */
  downstreamEvents?: readonly string[];
  /** How the platform learns the URL. */
  setup: NativeSourceSetup;
  /**
   * The longest the platform stays silent while the source works, where it
   * documents one (a heartbeat, a subscription's lifetime): past it without a
   * verified request, the source counts as lost and its events are polled.
   * Absent: silence says nothing (a quiet account sends nothing).
   */
  heartbeatMs?: number;
}

export type NativeSourceSetup =
  /** The service registers it through the platform's API (`register`). */
  | { kind: 'registered' }
  /** Each write the service makes names the URL (Twilio's StatusCallback, Vonage's callback): nothing to set. */
  | { kind: 'per-request'; description: string }
  /** Someone pastes the URL at the platform: where, and what to choose there. */
  | { kind: 'paste'; where: string; instructions: string };

/** An answer the platform expects instead of the usual 200 (a handshake). */
export interface InboundAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Values to keep in the connection's registration (Asana's X-Hook-Secret).
   * A handshake is not signed: the receiver adds these but never replaces a
   * value kept already, and a connector should prefer what the platform
   * confirms over its own API (Asana's answer to the create call).
   */
  remember?: Record<string, unknown>;
}

export interface InboundWebhooks {
  /**
   * A handshake the platform makes before it sends events (a GET with a
   * challenge, Asana's X-Hook-Secret): its answer, or undefined when the
   * request is not one. Answered before `verify`.
   */
  handshake?(request: InboundRequest, context: InboundContext): InboundAnswer | undefined;
  /** Whether the platform's signature over the request is good; a false is refused (401) and logged. */
  verify(request: InboundRequest, context: InboundContext): boolean;
  /** The changes a verified request reports; unknown event types yield none. */
  changes(request: InboundRequest, context: InboundContext): NativeChange[];
  /**
   * Whether a verified request says only that there are changes to read
   * (Drive's watch notifications carry none): the connection's pollers are
   * then made due at once, and they report what changed.
   */
  wakesPolling?(request: InboundRequest, context: InboundContext): boolean;
  /**
   * What names this notification across the platform's retries (Twilio's
   * I-Twilio-Idempotency-Token, a message id and status), so a retried request
   * publishes nothing new; the hash of the request's body when absent or
   * undefined (a platform that signs each retry afresh must say, or its
   * retries look new).
   */
  deliveryId?(request: InboundRequest, context: InboundContext): string | undefined;
  /**
   * Registers the service's webhook at the platform, called when a connection
   * becomes callable; returns what to keep (webhook ids, secrets, expiry).
   * Absent where the platform has no API for it (Twilio's callbacks are set per
   * message; Intercom's in the app's settings).
   */
  register?(ctx: ConnectorContext, target: { url: string }): Promise<Record<string, unknown>>;
  /**
   * Whether the platform sends this connection's events under `registration`
   * (true when absent). False where it could not register (Jira refuses
   * API-token connections): the poller then reports every change (virtual
   * webhooks), as it does until a registration is stored.
   */
  delivers?(registration: Readonly<Record<string, unknown>>): boolean;
  /** When the registration must be renewed (Jira's 30-day expiry); undefined when it does not expire. */
  renewAt?(registration: Readonly<Record<string, unknown>>): Date | undefined;
  /** Renews an expiring registration; returns the new registration. */
  renew?(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>, target: { url: string }): Promise<Record<string, unknown>>;
  /** Removes the registration at the platform when the connection is deleted or revoked. */
  unregister?(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void>;
  /**
   * How the platform sends the events: one source, or several confirmed
   * apart. Absent: one source, "webhooks", carrying every declared event,
   * registered by the service where there is a `register`, pasted by hand
   * otherwise.
   */
  sources?: readonly NativeSource[];
}
