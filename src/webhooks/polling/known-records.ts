/**
 * What a poller remembers of the records it has seen: a sorted list of
 * record keys, each with an 8-byte fingerprint of the unified record.
 *
 * Why this and not a hash per page: page boundaries move whenever a record
 * is added or removed before them (offset and cursor paging alike), so one
 * deletion changes the hash of every later page, and a page hash that
 * differs still does not say which record went, nor whether a record was
 * created or changed. Keys with fingerprints give all three exactly, from
 * one listing, whatever the platform's page size or order, and let a pass
 * that re-reads a record it already reported (the overlap of the "updated
 * since" window) recognise it and stay silent.
 *
 * The fingerprint is the first 8 bytes of the SHA-256 of the unified record
 * as canonical JSON: an update fires when what a receiver reads through the
 * unified API changed, not for platform-side churn the model does not show.
 * Two different versions of one record collide with probability 2^-64.
 *
 * A resource that reports some updates as their own action (an employee's
 * termination, the declaration's `updateEvents`) remembers which of them a
 * record satisfied as `+<action>` after its fingerprint ("…+terminated"):
 * the hashes alone could not say whether the record satisfied it before.
 *
 * Cost: a line is the key (the record id, with its parents' ids for nested
 * resources, percent-encoded), a tab, 11 base64url characters and a newline:
 * 13 bytes plus the key. For 10,000 records with 11-character keys (a Jira
 * ticket's is `collection/id`, `10003/100042`) that is 250 KB of text in the
 * poller's row, 180 KB once PostgreSQL has compressed it (TOAST; measured),
 * and about 4 MB of memory while a pass runs (the remembered and the new
 * map of short strings).
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../gateway/idempotency/fingerprint.js';

/** Record key → fingerprint. */
export type KnownRecords = Map<string, string>;

/** 8 bytes of SHA-256 over the canonical JSON of the record, base64url (11 characters). */
export function fingerprintOf(record: unknown): string {
  return createHash('sha256').update(canonicalJson(record)).digest().subarray(0, 8).toString('base64url');
}

/** What is remembered of a record: its fingerprint, then `+<action>` for each of `marks` (the update events it satisfies). */
export function rememberedOf(fingerprint: string, marks: readonly string[]): string {
  return fingerprint + marks.map((mark) => `+${mark}`).join('');
}

/** Whether what is remembered of a record carries a mark. */
export function hasMark(remembered: string, mark: string): boolean {
  return remembered.split('+').slice(1).includes(mark);
}

/** The key of a record: its parents' ids, outermost first, then its own id, each percent-encoded so no id can fake a boundary. */
export function recordKey(parentIds: readonly string[], id: string): string {
  return [...parentIds, id].map(encodeURIComponent).join('/');
}

/** The parts of a key: parents' ids, then the record's id. */
export function keyParts(key: string): string[] {
  return key.split('/').map(decodeURIComponent);
}

/** Sorted lines "key<TAB>fingerprint": the same set always encodes to the same text. */
export function encodeKnown(known: KnownRecords): string {
  return [...known.keys()]
    .sort()
    .map((key) => `${key}\t${known.get(key)}`)
    .join('\n');
}

export function decodeKnown(text: string): KnownRecords {
  const known: KnownRecords = new Map();
  if (text === '') return known;
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) known.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return known;
}
