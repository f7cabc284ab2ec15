/**
 * A subscription's signing secrets. Each subscription has its own
 * `whsec_<base64 of 32 random bytes>` (the Standard Webhooks form), stored
 * only as AES-256-GCM ciphertext bound to the subscription's id (the vault's
 * CredentialCipher, with a key of its own from the keyring), and shown to the
 * caller once: when created and when rotated.
 *
 * Rotation keeps the previous secret beside the new one for an overlap, so
 * receivers can switch at their own pace: during the overlap every delivery
 * carries a signature made with each (activeSigningSecrets).
 */
import { randomBytes } from 'node:crypto';
import type { CredentialCipher } from '../../vault/credential-cipher.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';

export const SIGNING_SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
/** How long a rotated-out secret still signs deliveries. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export function newSigningSecret(): string {
  return `${SIGNING_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** What a ciphertext is bound to: copied onto another subscription's row, it does not decrypt. */
const boundTo = (subscriptionId: string) => `webhook-subscription:${subscriptionId}`;

export function sealSigningSecret(cipher: CredentialCipher, subscriptionId: string, secret: string): string {
  return cipher.encrypt(secret, boundTo(subscriptionId));
}

export function openSigningSecret(cipher: CredentialCipher, subscriptionId: string, sealed: string): string {
  return cipher.decrypt<string>(sealed, boundTo(subscriptionId));
}

type SecretColumns = Pick<WebhookSubscriptionRow, 'signingSecret' | 'previousSigningSecret' | 'previousSigningSecretExpiresAt'>;

/** The columns after a rotation to `secret` at `now`: the current secret becomes the previous one until the overlap ends. */
export function rotatedSecretColumns(cipher: CredentialCipher, row: Pick<WebhookSubscriptionRow, 'id' | 'signingSecret'>, secret: string, now: Date): SecretColumns {
  const current = openSigningSecret(cipher, row.id, row.signingSecret);
  return {
    signingSecret: sealSigningSecret(cipher, row.id, secret),
    previousSigningSecret: sealSigningSecret(cipher, row.id, current),
    previousSigningSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
  };
}

/** The secrets a delivery made at `now` is signed with: the current one, then the previous one while its overlap lasts. */
export function activeSigningSecrets(cipher: CredentialCipher, row: Pick<WebhookSubscriptionRow, 'id'> & SecretColumns, now: Date): string[] {
  const secrets = [openSigningSecret(cipher, row.id, row.signingSecret)];
  if (row.previousSigningSecret && row.previousSigningSecretExpiresAt && row.previousSigningSecretExpiresAt.getTime() > now.getTime()) {
    secrets.push(openSigningSecret(cipher, row.id, row.previousSigningSecret));
  }
  return secrets;
}
