/**
 * How Jira authenticates the webhooks an OAuth 2.0 app registered: no body
 * signature, but `Authorization: Bearer <JWT>`, HS256 with the app's client
 * secret (https://developer.atlassian.com/cloud/jira/platform/webhooks/ ,
 * "Webhooks authentication for OAuth 2.0 apps"). The claims are the ones
 * observed on real deliveries: iss (the app's client id), sub (the user who
 * registered the webhook), iat, exp and a unique jti.
 */
import { createHmac, randomUUID } from 'node:crypto';

/** How long a webhook's token is valid: a few minutes, enough for delivery and retries of one attempt. */
const TOKEN_SECONDS = 180;

const segment = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signed with the wall clock, not the emulator's (tests move that one by days): the receiver checks exp against its own. */
export function webhookJwt(clientId: string, clientSecret: string, accountId: string, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const unsigned = `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment({ iss: clientId, sub: accountId, iat, exp: iat + TOKEN_SECONDS, jti: randomUUID() })}`;
  return `${unsigned}.${createHmac('sha256', clientSecret).update(unsigned).digest('base64url')}`;
}
