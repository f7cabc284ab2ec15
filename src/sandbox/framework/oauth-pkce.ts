/**
 * Proof Key for Code Exchange (RFC 7636), the authorization server's side:
 * check the challenge of an authorization request, then the verifier of the
 * code exchange. Both RFC methods are implemented; each platform says which
 * ones it accepts (Zendesk and Atlassian document S256 only).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type PkceMethod = 'S256' | 'plain';

export interface PkceChallenge {
  method: PkceMethod;
  value: string;
}

/** RFC 7636 §4.1: 43 to 128 unreserved characters (a plain challenge is a verifier). */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** RFC 7636 §4.2: BASE64URL(SHA256(verifier)) without padding is always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The challenge an authorization request carries: none, one to bind the code
 * to, or why it is malformed (an `invalid_request` for the redirect).
 */
export function readChallenge(
  challenge: string | undefined,
  method: string | undefined,
  accepted: readonly PkceMethod[],
): { challenge?: PkceChallenge } | { invalid: string } {
  if (challenge === undefined) {
    return method === undefined ? {} : { invalid: 'code_challenge_method was sent without code_challenge' };
  }
  // RFC 7636 §4.3: a challenge without a method is "plain".
  const chosen = method ?? 'plain';
  if (chosen !== 'S256' && chosen !== 'plain') return { invalid: `code_challenge_method "${chosen}" is not a PKCE method` };
  if (!accepted.includes(chosen)) return { invalid: `code_challenge_method ${chosen} is not supported; use ${accepted.join(' or ')}` };
  const wellFormed = chosen === 'S256' ? S256_CHALLENGE.test(challenge) : VERIFIER.test(challenge);
  if (!wellFormed) return { invalid: 'code_challenge is malformed' };
  return { challenge: { method: chosen, value: challenge } };
}

/** Whether the verifier sent to the token endpoint proves possession of the challenge (RFC 7636 §4.6). */
export function verifierMatches(challenge: PkceChallenge, verifier: string | undefined): boolean {
  if (verifier === undefined || !VERIFIER.test(verifier)) return false;
  const derived = challenge.method === 'S256' ? createHash('sha256').update(verifier, 'ascii').digest('base64url') : verifier;
  const expected = Buffer.from(challenge.value);
  const actual = Buffer.from(derived);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
