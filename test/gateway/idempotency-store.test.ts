/**
 * The idempotency key rows on both backends: one claim wins, a settled key
 * holds its answer, a released one is free again, an expired one is taken
 * over, a retry resumes a key whose first attempt ended unknown, and the sweep deletes expired rows a bounded batch at a time.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../src/store/repositories/applications.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  markIdempotencyOutcomeUnknown,
  releaseIdempotencyKey,
  resumeIdempotencyKey,
  storedAnswerBody,
  type IdempotencyClaim,
} from '../../src/store/repositories/idempotency-keys.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('idempotency key rows (%s)', (backend) => {
  let store: TestStore;
  let counter = 0;
  const claimOf = (overrides: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
    applicationId: 'app_idem',
    mode: 'sandbox',
    consumerId: 'consumer',
    kind: 'idempotency-key',
    key: `key-${++counter}`,
    operation: 'POST /sms/messages',
    requestHash: 'a'.repeat(64),
    windowMs: DAY_MS,
    ...overrides,
  });

  beforeAll(async () => {
    store = await openTestStore(backend);
    await insertApplication(store.db, { id: 'app_idem', name: 'Idempotency rows' });
  });
  afterAll(() => store?.dispose());

  it('lets one of many concurrent claims win and shows the winner to the others', async () => {
    const claim = claimOf();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => claimIdempotencyKey(store.db, claim)));
    const winners = outcomes.filter((outcome) => outcome.claimed);
    expect(winners).toHaveLength(1);
    for (const outcome of outcomes) {
      if (!outcome.claimed) expect(outcome.existing).toMatchObject({ state: 'running', requestHash: claim.requestHash });
    }
    const row = winners[0]!.claimed ? winners[0]!.row : undefined;
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(DAY_MS);
  });

  it('stores the answer of a completed claim, for this claim only', async () => {
    const claim = claimOf();
    const first = await claimIdempotencyKey(store.db, claim);
    if (!first.claimed) throw new Error('not claimed');
    const scope = { applicationId: claim.applicationId, mode: claim.mode, consumerId: claim.consumerId, kind: claim.kind, key: claim.key };
    expect(await completeIdempotencyKey(store.db, { scope, claimedAt: new Date(first.row.createdAt.getTime() - 1) }, 201, {})).toBe(false);
    const body = { status_code: 201, data: { id: 'SM1' }, nested: { b: 1, a: [1, 2] } };
    expect(await completeIdempotencyKey(store.db, { scope, claimedAt: first.row.createdAt }, 201, body)).toBe(true);
    const again = await claimIdempotencyKey(store.db, claim);
    expect(again).toMatchObject({ claimed: false, existing: { state: 'completed', responseStatus: 201 } });
    expect(storedAnswerBody(again.claimed ? first.row : again.existing!)).toEqual(body);
    // Settled once: a second settlement of the same claim changes nothing.
    expect(await releaseIdempotencyKey(store.db, { scope, claimedAt: first.row.createdAt })).toBe(false);
  });

  it('stores answers holding what jsonb refuses (NUL, unpaired surrogates) and gives them back exactly, keys in order', async () => {
    const claim = claimOf();
    const first = await claimIdempotencyKey(store.db, claim);
    if (!first.claimed) throw new Error('not claimed');
    const scope = { applicationId: claim.applicationId, mode: claim.mode, consumerId: claim.consumerId, kind: claim.kind, key: claim.key };
    const body = { status_code: 201, data: { id: 'SM\u0000' }, _raw: { body: 'hi \ud800 \udc00\u0000', z: 1, a: 2 } };
    expect(await completeIdempotencyKey(store.db, { scope, claimedAt: first.row.createdAt }, 201, body)).toBe(true);
    const again = await claimIdempotencyKey(store.db, claim);
    if (again.claimed || !again.existing) throw new Error('the answer was not stored');
    expect(again.existing.state).toBe('completed');
    const replayed = storedAnswerBody(again.existing) as typeof body;
    expect(replayed).toEqual(body);
    expect(Object.keys(replayed._raw)).toEqual(['body', 'z', 'a']);
  });

  it('frees a released key and keeps a key whose outcome is unknown', async () => {
    const released = claimOf();
    const first = await claimIdempotencyKey(store.db, released);
    if (!first.claimed) throw new Error('not claimed');
    const scopeOf = (claim: IdempotencyClaim) => ({ applicationId: claim.applicationId, mode: claim.mode, consumerId: claim.consumerId, kind: claim.kind, key: claim.key });
    expect(await releaseIdempotencyKey(store.db, { scope: scopeOf(released), claimedAt: first.row.createdAt })).toBe(true);
    expect((await claimIdempotencyKey(store.db, released)).claimed).toBe(true);

    const unknown = claimOf();
    const held = await claimIdempotencyKey(store.db, unknown);
    if (!held.claimed) throw new Error('not claimed');
    expect(await markIdempotencyOutcomeUnknown(store.db, { scope: scopeOf(unknown), claimedAt: held.row.createdAt })).toBe(true);
    expect(await claimIdempotencyKey(store.db, unknown)).toMatchObject({ claimed: false, existing: { state: 'outcome_unknown' } });
  });

  it('lets one retry of the same request resume a key left unknown or running past the stale time, and nothing else', async () => {
    const scopeOf = (claim: IdempotencyClaim) => ({ applicationId: claim.applicationId, mode: claim.mode, consumerId: claim.consumerId, kind: claim.kind, key: claim.key });
    const resume = (claim: IdempotencyClaim, staleAfterMs = 60_000, requestHash = claim.requestHash) => resumeIdempotencyKey(store.db, { scope: scopeOf(claim), requestHash, staleAfterMs });

    const unknown = claimOf();
    const held = await claimIdempotencyKey(store.db, unknown);
    if (!held.claimed) throw new Error('not claimed');
    // Running and fresh: its request may still be under way.
    expect(await resume(unknown)).toBeUndefined();
    await markIdempotencyOutcomeUnknown(store.db, { scope: scopeOf(unknown), claimedAt: held.row.createdAt });
    // Another request under the key never resumes it.
    expect(await resume(unknown, 60_000, 'c'.repeat(64))).toBeUndefined();
    const racing = await Promise.all(Array.from({ length: 6 }, () => resume(unknown)));
    const resumed = racing.filter((row) => row !== undefined);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({ state: 'running', completedAt: null });
    // The resumed claim settles like a first one, and a completed key is never resumed.
    expect(await completeIdempotencyKey(store.db, { scope: scopeOf(unknown), claimedAt: resumed[0]!.createdAt }, 201, { id: 'p1' })).toBe(true);
    expect(await resume(unknown, 0)).toBeUndefined();

    const abandoned = claimOf();
    expect((await claimIdempotencyKey(store.db, abandoned)).claimed).toBe(true);
    await sql`select pg_sleep(0.02)`.execute(store.db);
    expect(await resume(abandoned, 60_000)).toBeUndefined();
    expect(await resume(abandoned, 10)).toMatchObject({ state: 'running' });
  });

  it('keeps keys apart by application scope, consumer and header', async () => {
    const claim = claimOf();
    expect((await claimIdempotencyKey(store.db, claim)).claimed).toBe(true);
    expect((await claimIdempotencyKey(store.db, { ...claim, consumerId: 'someone-else' })).claimed).toBe(true);
    expect((await claimIdempotencyKey(store.db, { ...claim, mode: 'live' })).claimed).toBe(true);
    expect((await claimIdempotencyKey(store.db, { ...claim, kind: 'x-unique-transaction-id' })).claimed).toBe(true);
  });

  it('takes over an expired key, whatever its state', async () => {
    const claim = claimOf({ windowMs: 1 });
    const first = await claimIdempotencyKey(store.db, claim);
    if (!first.claimed) throw new Error('not claimed');
    await sql`select pg_sleep(0.01)`.execute(store.db);
    const second = await claimIdempotencyKey(store.db, { ...claim, requestHash: 'b'.repeat(64), windowMs: DAY_MS });
    expect(second).toMatchObject({ claimed: true, row: { state: 'running', requestHash: 'b'.repeat(64), responseStatus: null } });
  });

  it('sweeps expired rows in bounded batches and leaves live ones', async () => {
    await store.db.deleteFrom('idempotencyKeys').execute();
    for (let i = 0; i < 5; i++) await claimIdempotencyKey(store.db, claimOf({ windowMs: 1 }));
    const live = claimOf();
    await claimIdempotencyKey(store.db, live);
    await sql`select pg_sleep(0.01)`.execute(store.db);
    expect(await deleteExpiredIdempotencyKeys(store.db, 3)).toBe(3);
    expect(await deleteExpiredIdempotencyKeys(store.db, 3)).toBe(2);
    expect(await deleteExpiredIdempotencyKeys(store.db, 3)).toBe(0);
    const left = await store.db.selectFrom('idempotencyKeys').select('key').execute();
    expect(left.map((row) => row.key)).toEqual([live.key]);
  });
});
