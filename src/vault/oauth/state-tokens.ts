/**
 * Signed tokens of the OAuth flow, HMAC-SHA256 with the keyring's
 * "oauth-state" key:
 * - the authorize ticket, carried by a connection's `authorize_url`: who may
 *   authorize what (application, key mode, consumer, connector), for an hour;
 * - the state sent to the platform: names a single-use row of oauth_states
 *   (the row holds the binding and the redirect URI), for 15 minutes.
 * The PKCE verifier is derived from the state's row id with the same key, so
 * it is never stored and never leaves the service before the code exchange.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { TargetMode } from '../../connectors/targets.js';

export const TICKET_TTL_MS = 60 * 60 * 1000;
export const STATE_TTL_MS = 15 * 60 * 1000;

export interface AuthorizeTicket {
  applicationId: string;
  mode: TargetMode;
  consumerId: string;
  unifiedApi: string;
  serviceId: string;
}

interface TicketPayload {
  t: 'ticket';
  a: string;
  m: TargetMode;
  c: string;
  u: string;
  s: string;
  e: number;
}

interface StatePayload {
  t: 'state';
  id: string;
  e: number;
}

function invalid(reason: string): ApiError {
  return new ApiError('OAuthInvalidStateError', { detail: { reason } });
}

export class OAuthStateSigner {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  ticket(ticket: AuthorizeTicket, now = Date.now()): string {
    const payload: TicketPayload = { t: 'ticket', a: ticket.applicationId, m: ticket.mode, c: ticket.consumerId, u: ticket.unifiedApi, s: ticket.serviceId, e: now + TICKET_TTL_MS };
    return this.#sign(payload);
  }

  readTicket(text: string | undefined): AuthorizeTicket {
    const payload = this.#verify(text, 'ticket') as TicketPayload;
    return { applicationId: payload.a, mode: payload.m, consumerId: payload.c, unifiedApi: payload.u, serviceId: payload.s };
  }

  state(id: string, expiresAt: number): string {
    return this.#sign({ t: 'state', id, e: expiresAt } satisfies StatePayload);
  }

  /** The row id a state names; the caller still has to consume the row (single use). */
  readState(text: string | undefined): string {
    return (this.#verify(text, 'state') as StatePayload).id;
  }

  pkceVerifier(stateId: string): string {
    return createHmac('sha256', this.#key).update(`pkce|${stateId}`).digest('base64url');
  }

  #sign(payload: TicketPayload | StatePayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `v1.${body}.${this.#mac(body)}`;
  }

  #verify(text: string | undefined, type: 'ticket' | 'state'): TicketPayload | StatePayload {
    if (!text) throw invalid('missing');
    const [version, body, mac] = text.split('.');
    if (version !== 'v1' || !body || !mac || text.length > 2048) throw invalid('malformed');
    const expected = Buffer.from(this.#mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('signature');
    let payload: TicketPayload | StatePayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketPayload | StatePayload;
    } catch {
      throw invalid('malformed');
    }
    if (payload.t !== type) throw invalid('wrong type');
    if (typeof payload.e !== 'number' || payload.e < Date.now()) throw invalid('expired');
    return payload;
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(`oauth|${body}`).digest('base64url');
  }
}
