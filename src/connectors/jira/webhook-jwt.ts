/**
 * How the service knows a webhook came from Jira. Webhooks an OAuth 2.0 app
 * registered carry no body signature (Jira's `X-Hub-Signature` exists only
 * for admin webhooks given a secret); they carry `Authorization: Bearer
 * <JWT>`, signed HS256 with the app's client secret
 * (https://developer.atlassian.com/cloud/jira/platform/webhooks/, "Webhooks
 * authentication for OAuth 2.0 apps"). Verified by hand with node:crypto
 * because the inbound hooks are synchronous (the well-kept JWT libraries
 * verify asynchronously): only HS256 is accepted (never `none` nor another
 * algorithm named by the token), the signature is compared in constant
 * time, and the token must carry an `exp` that has not passed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Clock difference tolerated between Atlassian and the service. */
const LEEWAY_SECONDS = 60;

function segment(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The token's claims when it is signed with `secret` and in date; undefined otherwise. */
export function verifiedJwtClaims(token: string, secret: string, nowMs: number): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || secret === '') return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (segment(header)?.alg !== 'HS256') return undefined;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = segment(payload);
  const now = nowMs / 1000;
  if (typeof claims?.exp !== 'number' || claims.exp + LEEWAY_SECONDS < now) return undefined;
  if (typeof claims.nbf === 'number' && claims.nbf - LEEWAY_SECONDS > now) return undefined;
  return claims;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}
