/**
 * Cross-site request forgery guard for the page's forms. The SameSite=Lax
 * cookie already keeps other sites' POSTs from carrying the session; the token
 * is the second lock, and does not depend on how a browser reads SameSite.
 *
 * The token is an HMAC of the session id under a key of its own, so it needs
 * no storage, differs per session, and cannot be computed without the key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export class CsrfTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  tokenFor(sessionId: string): string {
    return createHmac('sha256', this.#key).update(`connect-page-form:${sessionId}`).digest('base64url');
  }

  matches(sessionId: string, given: unknown): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(this.tokenFor(sessionId));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
