/**
 * Whether a connection's native sources work (issue 29): a platform's own
 * webhooks count as live only once the service has seen them work, either a
 * registration the platform confirmed or a request whose signature verified.
 * Until then, and again when a source goes quiet past its platform's
 * documented heartbeat or a renewal fails, the poller reports their events.
 *
 * Each source is `pending` (not seen working yet: the URL to paste, the
 * first callback, the registration under way), `confirmed` or `polling`
 * (it worked, then stopped: quiet, renewal failed, changes it missed found
 * by a reconciliation; or the platform cannot send this connection's events
 * at all). What is stored per source, in
 * inbound_endpoints.sources, is only what happened; the heartbeat rule is
 * applied when read, so a source goes quiet without anything being written.
 *
 * Everything here follows from the connectors' declarations (`inbound.sources`,
 * the resources' `events`): nothing names a platform.
 */
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { NativeSource } from '../../connectors/framework/inbound.js';

export type SourceState = 'pending' | 'confirmed' | 'polling';

export type SourceReason =
  /** Someone has to paste the URL at the platform. */
  | 'awaiting_setup'
  /** Nothing to set up; no signed request has come yet. */
  | 'awaiting_first_delivery'
  /** The service is registering it at the platform. */
  | 'registering'
  /** The platform refused the registration; the service tries again. */
  | 'registration_failed'
  /** It was registered, and renewing it failed; the service tries again. */
  | 'renewal_failed'
  /** The platform cannot send this connection's events (Jira for API-token connections). */
  | 'platform_does_not_deliver'
  /** No verified request within the platform's documented heartbeat. */
  | 'quiet'
  /** A reconciliation found changes the platform had not reported. */
  | 'missed_changes';

/** What is stored per source (JSON in inbound_endpoints.sources). */
export interface StoredSource {
  state: SourceState;
  /** ISO 8601. */
  since: string;
  reason?: SourceReason;
  /** The last request whose signature verified (ISO 8601). */
  last_seen_at?: string;
}

export type StoredSources = Readonly<Record<string, StoredSource>>;

/** A source with its downstream events resolved. */
export interface DeclaredSource extends NativeSource {
  downstreamEvents: readonly string[];
}

/** A source as it stands now. */
export interface SourceStatus {
  source: DeclaredSource;
  state: SourceState;
  since: Date;
  reason?: SourceReason | undefined;
  lastSeenAt?: Date | undefined;
}

/** A verified request refreshes `last_seen_at` at most this often (a busy platform writes once a minute, not per request). */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

const DEFAULT_SOURCE_ID = 'webhooks';

/** Every platform event name a connector's resources declare. */
function declaredDownstream(connector: ConnectorDefinition): string[] {
  return [...new Set(connector.resources.flatMap((binding) => (binding.implementation.events ?? []).map((event) => event.downstream)))];
}

/** The connector's sources: declared, or one carrying every event (registered where there is `register`, pasted otherwise). */
export function nativeSourcesOf(connector: ConnectorDefinition): DeclaredSource[] {
  const inbound = connector.inbound;
  if (!inbound) return [];
  const all = declaredDownstream(connector);
  const declared: readonly NativeSource[] = inbound.sources ?? [
    {
      id: DEFAULT_SOURCE_ID,
      setup: inbound.register
        ? { kind: 'registered' }
        : { kind: 'paste', where: `${connector.name}'s webhook settings`, instructions: 'Paste the URL as the webhook URL for the events listed in downstream_event_types.' },
    },
  ];
  return declared.map((source) => ({ ...source, downstreamEvents: source.downstreamEvents ?? all }));
}

function initialReason(source: NativeSource): SourceReason {
  if (source.setup.kind === 'registered') return 'registering';
  return source.setup.kind === 'paste' ? 'awaiting_setup' : 'awaiting_first_delivery';
}

const STATES: readonly string[] = ['pending', 'confirmed', 'polling'];

/** A stored entry as written, or undefined when it is not one (a column edited by hand reads as nothing stored). */
function storedEntry(value: unknown): StoredSource | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entry = value as Record<string, unknown>;
  if (typeof entry.state !== 'string' || !STATES.includes(entry.state) || typeof entry.since !== 'string' || Number.isNaN(Date.parse(entry.since))) return undefined;
  return entry as unknown as StoredSource;
}

export function storedSources(value: unknown): StoredSources {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const sources: Record<string, StoredSource> = {};
  for (const [id, entry] of Object.entries(value)) {
    const stored = storedEntry(entry);
    if (stored) sources[id] = stored;
  }
  return sources;
}

/**
 * Each source of the connector as it stands at `now`: what is stored, or
 * pending since `createdAt` (the endpoint's, or the connection's) when
 * nothing is; a confirmed source silent past its heartbeat is `polling`
 * (`quiet`) from the moment the heartbeat ran out.
 */
export function sourceStatuses(connector: ConnectorDefinition, stored: unknown, createdAt: Date, now: Date): SourceStatus[] {
  const entries = storedSources(stored);
  return nativeSourcesOf(connector).map((source) => {
    const entry = entries[source.id];
    if (!entry) return { source, state: 'pending', since: createdAt, reason: initialReason(source) };
    const since = new Date(entry.since);
    const lastSeenAt = entry.last_seen_at === undefined ? undefined : new Date(entry.last_seen_at);
    if (entry.state === 'confirmed' && source.heartbeatMs !== undefined) {
      const silentSince = Math.max(since.getTime(), lastSeenAt?.getTime() ?? 0);
      if (now.getTime() - silentSince > source.heartbeatMs) return { source, state: 'polling', since: new Date(silentSince + source.heartbeatMs), reason: 'quiet', lastSeenAt };
    }
    return { source, state: entry.state, since, reason: entry.reason, lastSeenAt };
  });
}

/** The platform event names the connection's confirmed sources carry: what the platform reports itself right now. */
export function liveDownstreamEvents(statuses: readonly SourceStatus[]): Set<string> {
  return new Set(statuses.filter((status) => status.state === 'confirmed').flatMap((status) => status.source.downstreamEvents));
}

/**
 * The sources a verified request shows working: those carrying the events it
 * reports; a request that reports none (a ping, a heartbeat, Xero's intent to
 * receive) shows the connector's only source working, and nothing when it has
 * several (it cannot tell which).
 */
export function sourcesShownBy(connector: ConnectorDefinition, downstreamEventTypes: readonly string[]): string[] {
  const sources = nativeSourcesOf(connector);
  if (downstreamEventTypes.length === 0) return sources.length === 1 ? [sources[0]!.id] : [];
  return sourcesCarrying(connector, downstreamEventTypes);
}

// ---- transitions: what a happening makes of the stored states ---------------

type Happening =
  /** A request of these sources verified. */
  | { kind: 'verified'; sourceIds: readonly string[] }
  /** The platform accepted the registration; `delivers` false when it cannot send this connection's events. */
  | { kind: 'registered'; delivers: boolean }
  /** A registration (or, when `renewal`, its renewal) failed. */
  | { kind: 'registration_failed'; renewal: boolean }
  /** The registration was forgotten (connection deleted or revoked). */
  | { kind: 'forgotten' }
  /** A reconciling pass found changes of these sources that the platform had not reported. */
  | { kind: 'missed'; sourceIds: readonly string[] };

/**
 * The stored states after `happening`, or undefined when nothing changes
 * (so a busy platform's requests write nothing between two `last_seen_at`
 * refreshes). A state that stays the same keeps its `since`.
 */
export function afterHappening(connector: ConnectorDefinition, stored: unknown, createdAt: Date, happening: Happening, now: Date): Record<string, StoredSource> | undefined {
  const current = storedSources(stored);
  const next: Record<string, StoredSource> = { ...current };
  const at = now.toISOString();
  let changed = false;
  const set = (id: string, entry: StoredSource | undefined) => {
    if (JSON.stringify(entry) === JSON.stringify(next[id])) return;
    if (entry) next[id] = entry;
    else delete next[id];
    changed = true;
  };
  const move = (status: SourceStatus, state: SourceState, reason?: SourceReason) => {
    const same = status.state === state && status.reason === reason;
    const base = { state, since: same ? status.since.toISOString() : at, ...(reason ? { reason } : {}) };
    const lastSeen = current[status.source.id]?.last_seen_at;
    set(status.source.id, lastSeen === undefined ? base : { ...base, last_seen_at: lastSeen });
  };

  for (const status of sourceStatuses(connector, stored, createdAt, now)) {
    const { source } = status;
    const registered = source.setup.kind === 'registered';
    switch (happening.kind) {
      case 'verified': {
        if (!happening.sourceIds.includes(source.id)) break;
        const lastSeen = status.lastSeenAt?.getTime() ?? 0;
        if (status.state === 'confirmed' && now.getTime() - lastSeen < LAST_SEEN_RESOLUTION_MS) break;
        const since = status.state === 'confirmed' ? status.since.toISOString() : at;
        set(source.id, { state: 'confirmed', since, last_seen_at: at });
        break;
      }
      case 'registered':
        if (registered) move(status, happening.delivers ? 'confirmed' : 'polling', happening.delivers ? undefined : 'platform_does_not_deliver');
        break;
      case 'registration_failed':
        if (registered) move(status, happening.renewal ? 'polling' : 'pending', happening.renewal ? 'renewal_failed' : 'registration_failed');
        break;
      case 'missed':
        if (happening.sourceIds.includes(source.id) && status.state === 'confirmed') move(status, 'polling', 'missed_changes');
        break;
      case 'forgotten':
        // Registered afresh on the next `callable`; a URL pasted at the platform stays where it is, and so does its state.
        if (registered) set(source.id, undefined);
        break;
    }
  }
  return changed ? next : undefined;
}

/** The sources of `connector` that carry one of these platform event names. */
export function sourcesCarrying(connector: ConnectorDefinition, downstreamEventTypes: readonly string[]): string[] {
  return nativeSourcesOf(connector)
    .filter((source) => downstreamEventTypes.some((type) => source.downstreamEvents.includes(type)))
    .map((source) => source.id);
}
