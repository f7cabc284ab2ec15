/**
 * Inbound endpoints: one per consumer's connection to a connector that
 * receives its platform's webhooks, named by a random lookup id. The id is the
 * only thing in the URL that points at a tenant, so it is unguessable (192
 * random bits) and never derived from anything else; the platform's signature,
 * checked on every request, is what authenticates. A row outlives the
 * connection it served (the URL a user pasted at the platform stays the same
 * when the connection is set up again); the receiver answers 404 while the
 * connection is gone.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../store/database.js';
import type { InboundEndpointRow } from '../../store/schema.js';
import type { CredentialCipher } from '../../vault/credential-cipher.js';

/** Which connection an endpoint serves: the same tuple names a connection in the Vault. */
export interface EndpointKey {
  applicationId: string;
  mode: 'sandbox' | 'live';
  consumerId: string;
  unifiedApi: string;
  serviceId: string;
}

/** Lookup ids are base64url of 24 random bytes: 32 characters. */
export const LOOKUP_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function newLookupId(): string {
  return randomBytes(24).toString('base64url');
}

/** The URL a platform is given: `${publicUrl}/webhook/w/{lookupId}/{serviceId}`. */
export function inboundUrlOf(publicUrl: string, lookupId: string, serviceId: string): string {
  return `${publicUrl}/webhook/w/${lookupId}/${encodeURIComponent(serviceId)}`;
}

/** The connection's endpoint, created on first need (every instance agrees on one: the tuple is unique). */
export async function ensureEndpoint(db: Database, key: EndpointKey, now: Date): Promise<InboundEndpointRow> {
  await db
    .insertInto('inboundEndpoints')
    // Named one by one: a key built from a request's auth context carries more (its key id).
    .values({ lookupId: newLookupId(), applicationId: key.applicationId, mode: key.mode, consumerId: key.consumerId, unifiedApi: key.unifiedApi, serviceId: key.serviceId, createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['applicationId', 'mode', 'consumerId', 'unifiedApi', 'serviceId']).doNothing())
    .execute();
  const row = await findEndpointOf(db, key);
  if (!row) throw new Error('inbound endpoint vanished right after it was written');
  return row;
}

export function findEndpointOf(db: Database, key: EndpointKey): Promise<InboundEndpointRow | undefined> {
  return db
    .selectFrom('inboundEndpoints')
    .selectAll()
    .where('applicationId', '=', key.applicationId)
    .where('mode', '=', key.mode)
    .where('consumerId', '=', key.consumerId)
    .where('unifiedApi', '=', key.unifiedApi)
    .where('serviceId', '=', key.serviceId)
    .executeTakeFirst();
}

export function findEndpoint(db: Database, lookupId: string): Promise<InboundEndpointRow | undefined> {
  if (!LOOKUP_ID_PATTERN.test(lookupId)) return Promise.resolve(undefined);
  return db.selectFrom('inboundEndpoints').selectAll().where('lookupId', '=', lookupId).executeTakeFirst();
}

export function keyOf(row: InboundEndpointRow): EndpointKey {
  return { applicationId: row.applicationId, mode: row.mode as EndpointKey['mode'], consumerId: row.consumerId, unifiedApi: row.unifiedApi, serviceId: row.serviceId };
}

// ---- the registration, sealed ------------------------------------------------

export type Registration = Readonly<Record<string, unknown>>;

/** Bound to the lookup id: a ciphertext copied onto another endpoint's row does not open. */
const boundTo = (lookupId: string) => `inbound-endpoint:${lookupId}`;

export function openRegistration(cipher: CredentialCipher, row: Pick<InboundEndpointRow, 'lookupId' | 'registration'>): Registration {
  return row.registration === null ? {} : cipher.decrypt<Registration>(row.registration, boundTo(row.lookupId));
}

export function sealRegistration(cipher: CredentialCipher, lookupId: string, registration: Registration): string | null {
  return Object.keys(registration).length === 0 ? null : cipher.encrypt(registration, boundTo(lookupId));
}

/**
 * Keeps what a handshake asked to remember (Asana's X-Hook-Secret) beside what
 * is registered. A handshake carries no signature, so it may add a value but
 * never replace one: a stranger's handshake cannot swap a secret for its own.
 */
export async function rememberInRegistration(db: Database, cipher: CredentialCipher, lookupId: string, values: Record<string, unknown>, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('inboundEndpoints').select(['lookupId', 'registration']).where('lookupId', '=', lookupId).forUpdate().executeTakeFirst();
    if (!row) return;
    const merged = { ...values, ...openRegistration(cipher, row) };
    await tx.updateTable('inboundEndpoints').set({ registration: sealRegistration(cipher, lookupId, merged), updatedAt: now }).where('lookupId', '=', lookupId).execute();
  });
}
