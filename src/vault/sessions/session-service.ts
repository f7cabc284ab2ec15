/**
 * Vault sessions: a short-lived bearer token that lets one consumer of one
 * application (and key mode) manage their own connections on the hosted
 * connect page.
 *
 * The token is 32 random bytes shown once; only its SHA-256 is stored, so a
 * database read does not hand out working sessions. Lookups go through the
 * hash's unique index: an attacker cannot steer the hash of a guess, so the
 * index walk leaks nothing useful about stored tokens, and the final
 * comparison is made in constant time anyway.
 *
 * Opening the session link swaps the token for a new one that only ever
 * travels in a cookie: the link works once, so one found later in a browser
 * history, a proxy log or a chat message is worthless.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../store/database.js';
import * as sessionsRepo from '../../store/repositories/vault-sessions.js';
import type { TenantScope } from '../../store/repositories/consumers.js';
import type { VaultSessionRow } from '../../store/schema.js';
import { sessionSettings, type SessionBody, type SessionSettings, type SessionTheme } from './session-body.js';
import { sessionLengthMs } from './session-length.js';

/** 32 bytes in base64url: 43 characters, nothing else. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface VaultSession {
  id: string;
  scope: TenantScope;
  consumerId: string;
  redirectUri: string | undefined;
  settings: SessionSettings;
  theme: SessionTheme;
  consumerMetadata: Record<string, unknown>;
  expiresAt: Date;
}

export interface CreatedSession {
  session: VaultSession;
  /** The only time the token exists outside the caller's hands. */
  token: string;
}

export class SessionService {
  readonly #db: Database;
  readonly #now: () => Date;

  constructor(db: Database, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** Validates the body's session length and stores a new session; RequestValidationError on a bad length. */
  async create(scope: TenantScope, consumerId: string, body: SessionBody): Promise<CreatedSession> {
    const settings = sessionSettings(body);
    const now = this.#now();
    const expiresAt = new Date(now.getTime() + sessionLengthMs(settings.session_length));
    // Expired rows are useless to everyone: clear them while we are writing anyway.
    await sessionsRepo.deleteExpiredVaultSessions(this.#db, now);
    const token = newToken();
    const row = await sessionsRepo.insertVaultSession(this.#db, {
      id: randomUUID(),
      tokenHash: hashToken(token),
      applicationId: scope.applicationId,
      mode: scope.mode,
      consumerId,
      redirectUri: body.redirect_uri ?? null,
      settings: settings as unknown as Record<string, unknown>,
      theme: body.theme ?? {},
      consumerMetadata: body.consumer_metadata ?? {},
      expiresAt,
    });
    return { session: toSession(row), token };
  }

  /** The live session a token belongs to; undefined when the token is malformed, unknown or expired. */
  async resolve(token: string | undefined): Promise<VaultSession | undefined> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
    const hash = hashToken(token);
    const row = await sessionsRepo.findLiveVaultSession(this.#db, hash, this.#now());
    return row && sameHash(row.tokenHash, hash) ? toSession(row) : undefined;
  }

  /**
   * Spends a session link's token: answers the session with a fresh token
   * that replaces it, or undefined when the token is unknown, expired or
   * already spent.
   */
  async open(token: string): Promise<CreatedSession | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const next = newToken();
    const row = await sessionsRepo.rotateVaultSessionToken(this.#db, hashToken(token), hashToken(next), this.#now());
    return row ? { session: toSession(row), token: next } : undefined;
  }
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function toSession(row: VaultSessionRow): VaultSession {
  return {
    id: row.id,
    scope: { applicationId: row.applicationId, mode: row.mode === 'live' ? 'live' : 'sandbox' },
    consumerId: row.consumerId,
    redirectUri: row.redirectUri ?? undefined,
    settings: row.settings as unknown as SessionSettings,
    theme: row.theme as SessionTheme,
    consumerMetadata: row.consumerMetadata,
    expiresAt: row.expiresAt,
  };
}
