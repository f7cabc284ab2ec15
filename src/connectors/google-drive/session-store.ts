/**
 * Where the connector keeps its resumable upload sessions. Drive's session
 * URI uploads into the user's Drive to whoever holds it (Google: "the session
 * URI … authorizes the upload"), so it is a credential: it stays in this
 * process, and the client gets an unguessable id of the connector's own
 * (144 random bits), usable only through the connection that made it (the
 * id is bound to a digest of its credentials). With the URI the store keeps
 * the running SHA-1 of the parts received (a hash state, not the bytes) and
 * each part's digest, for retries and the finish.
 *
 * Sessions live as long as Drive's (a week, developers.google.com/drive/api/guides/manage-uploads#resumable)
 * and no longer: an expired one is dropped when the store is next used.
 * Bounded: past MAX_SESSIONS the oldest is dropped.
 */
import { createHash, randomBytes, type Hash } from 'node:crypto';
import type { ConnectorContext } from '../framework/define.js';

export const SESSION_LIFETIME_MS = 7 * 24 * 3600 * 1000;
const MAX_SESSIONS = 10_000;

export interface UploadSessionState {
  id: string;
  owner: string;
  /** Drive's session URI: never answered, logged or put in an error. */
  sessionUri: string;
  size: number;
  partSize: number;
  /** Bytes received by Drive through whole parts, from 0. */
  received: number;
  /** SHA-1 of the bytes received so far. */
  hash: Hash;
  /** Each part's SHA-1 (base64), by part number, for a retried part. */
  parts: Map<number, string>;
  /** The file Drive made when the last byte arrived. */
  fileId?: string | undefined;
  expiresAt: number;
  /** Set while a part is being sent: parts go to Drive one at a time. */
  busy?: boolean;
  /** The last part sent was cut short: Drive may hold some of it. */
  interrupted?: boolean;
}

const sessions = new Map<string, UploadSessionState>();

/** Who may use a session: the connection's credentials, by digest (Google does not rotate refresh tokens). */
export function ownerOf(ctx: ConnectorContext): string {
  const { refresh_token: refresh, access_token: access, manual_access_token: manual } = ctx.settings;
  return createHash('sha256').update(`${refresh || access || manual || ''}`).digest('base64url');
}

export function expired(now = Date.now()): UploadSessionState[] {
  const gone = [...sessions.values()].filter((session) => session.expiresAt <= now);
  for (const session of gone) sessions.delete(session.id);
  return gone;
}

export function openSession(ctx: ConnectorContext, fields: Pick<UploadSessionState, 'sessionUri' | 'size' | 'partSize'>): UploadSessionState {
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  const session: UploadSessionState = { ...fields, id: randomBytes(18).toString('base64url'), owner: ownerOf(ctx), received: 0, hash: createHash('sha1'), parts: new Map(), expiresAt: Date.now() + SESSION_LIFETIME_MS };
  sessions.set(session.id, session);
  return session;
}

/** The connection's session, or undefined (another connection's is as unknown as a made-up id). */
export function sessionOf(ctx: ConnectorContext, id: string): UploadSessionState | undefined {
  const session = sessions.get(id);
  if (!session || session.owner !== ownerOf(ctx) || session.expiresAt <= Date.now()) return undefined;
  return session;
}

export function closeSession(id: string): void {
  sessions.delete(id);
}
