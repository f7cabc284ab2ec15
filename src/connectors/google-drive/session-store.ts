/**
 * Where the connector keeps its resumable upload sessions. Drive's session
 * URI uploads into the user's Drive to whoever holds it (Google: "the session
 * URI … authorizes the upload"), so it is a credential: it stays in this
 * process, and the client gets an unguessable id of the connector's own
 * (144 random bits), usable only by the Drive user who made it: the session
 * is bound to the user's permission id (`about`), asked again only when a
 * call brings an access token the session has not seen (the vault refreshes
 * Google's hourly tokens; it hands connectors the access token alone). With the URI the store keeps
 * the running SHA-1 of the parts received (a hash state, not the bytes) and
 * each part's digest, for retries and the finish.
 *
 * Sessions live as long as Drive's (a week, developers.google.com/drive/api/guides/manage-uploads#resumable)
 * and no longer: an expired one is dropped when the store is next used.
 * Bounded: past MAX_SESSIONS the oldest is dropped.
 */
import { createHash, randomBytes, type Hash } from 'node:crypto';
import type { ConnectorContext } from '../framework/define.js';
import { DRIVE } from './api.js';

export const SESSION_LIFETIME_MS = 7 * 24 * 3600 * 1000;
const MAX_SESSIONS = 10_000;

export interface UploadSessionState {
  id: string;
  /** The Drive user's permission id. */
  owner: string;
  /** Digests of the access tokens seen acting for that user. */
  tokens: Set<string>;
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

/** The call's access token, by digest. */
function tokenOf(ctx: ConnectorContext): string {
  const { access_token: access, manual_access_token: manual } = ctx.settings;
  return createHash('sha256').update(`${access || manual || ''}`).digest('base64url');
}

/** The Drive user the connection's token acts for. */
export async function userOf(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ user?: { permissionId?: string } }>({ method: 'GET', path: `${DRIVE}/about`, query: { fields: 'user(permissionId)' } });
  return body.user?.permissionId ?? '';
}

export function expired(now = Date.now()): UploadSessionState[] {
  const gone = [...sessions.values()].filter((session) => session.expiresAt <= now);
  for (const session of gone) sessions.delete(session.id);
  return gone;
}

export async function openSession(ctx: ConnectorContext, fields: Pick<UploadSessionState, 'sessionUri' | 'size' | 'partSize'>): Promise<UploadSessionState> {
  const owner = await userOf(ctx);
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  const session: UploadSessionState = { ...fields, id: randomBytes(18).toString('base64url'), owner, tokens: new Set([tokenOf(ctx)]), received: 0, hash: createHash('sha1'), parts: new Map(), expiresAt: Date.now() + SESSION_LIFETIME_MS };
  sessions.set(session.id, session);
  return session;
}

/** The user's session, or undefined (another user's is as unknown as a made-up id). */
export async function sessionOf(ctx: ConnectorContext, id: string): Promise<UploadSessionState | undefined> {
  const session = sessions.get(id);
  if (!session || session.expiresAt <= Date.now()) return undefined;
  const token = tokenOf(ctx);
  if (session.tokens.has(token)) return session;
  if ((await userOf(ctx)) !== session.owner) return undefined;
  if (session.tokens.size >= 50) session.tokens.clear();
  session.tokens.add(token);
  return session;
}

export function closeSession(id: string): void {
  sessions.delete(id);
}
