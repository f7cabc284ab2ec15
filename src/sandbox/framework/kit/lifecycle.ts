/**
 * A resource's lifecycle as data (moto's managed state model is the model):
 * the field that holds the state, the moves a client or the control plane may
 * make, and timed progressions the platform makes by itself (a message goes
 * queued → sending → sent → delivered within about a second). Progressions
 * are computed from the time a record entered its state, so reads see the
 * right state whenever they come; a timer per record makes the moves happen
 * on time too, so the webhooks they emit are sent without a read.
 */
import { fail } from './failures.js';
import type { StoredRecord } from './wire.js';

export interface Progression {
  from: string;
  /** The next state; a function lets a documented test value end in failure. */
  to: string | ((record: StoredRecord) => string);
  afterMs: number;
  /** Applies only to the records it holds for (a history the seed wrote does not move); all when absent. */
  when?: (record: StoredRecord) => boolean;
}

export interface Lifecycle {
  /** Stored field that holds the state. */
  field: string;
  /** State of a new record; a function reads the request (a scheduled message starts "scheduled"). */
  initial?: string | ((record: StoredRecord) => string);
  /** Moves a client's update or the control plane may make, by state. */
  transitions: Readonly<Record<string, readonly string[]>>;
  progressions?: readonly Progression[];
  /** What entering a state does to the record besides the state (a sent date, a price). */
  onEnter?: Readonly<Record<string, (record: StoredRecord, at: number) => void>>;
}

/** Stored beside the state: when the record entered it. Not a declared field, so never on the wire. */
const SINCE = '__stateSince';

export function stateOf(record: StoredRecord, lifecycle: Lifecycle): string {
  return String(record[lifecycle.field]);
}

export function enter(record: StoredRecord, lifecycle: Lifecycle, state: string, at: number): void {
  record[lifecycle.field] = state;
  record[SINCE] = at;
  lifecycle.onEnter?.[state]?.(record, at);
}

export function start(record: StoredRecord, lifecycle: Lifecycle, at: number): void {
  const initial = typeof lifecycle.initial === 'function' ? lifecycle.initial(record) : lifecycle.initial;
  enter(record, lifecycle, initial ?? stateOf(record, lifecycle), at);
}

/** A move asked for by a client or the control plane; refused unless declared. */
export function move(record: StoredRecord, lifecycle: Lifecycle, to: string, at: number): void {
  const from = stateOf(record, lifecycle);
  if (from === to) return;
  if (!(lifecycle.transitions[from] ?? []).includes(to)) {
    throw fail.conflict(`Cannot move from ${from} to ${to}`, { field: lifecycle.field, from, to });
  }
  enter(record, lifecycle, to, at);
}

function dueProgression(record: StoredRecord, lifecycle: Lifecycle): { progression: Progression; at: number } | undefined {
  const progression = lifecycle.progressions?.find((candidate) => candidate.from === stateOf(record, lifecycle) && (candidate.when?.(record) ?? true));
  if (!progression) return undefined;
  const since = typeof record[SINCE] === 'number' ? (record[SINCE] as number) : 0;
  return { progression, at: since + progression.afterMs };
}

/** Applies every progression due by `now`; returns the states entered, in order. */
export function settle(record: StoredRecord, lifecycle: Lifecycle, now: number): string[] {
  const entered: string[] = [];
  for (let due = dueProgression(record, lifecycle); due && due.at <= now; due = dueProgression(record, lifecycle)) {
    const to = typeof due.progression.to === 'function' ? due.progression.to(record) : due.progression.to;
    enter(record, lifecycle, to, due.at);
    entered.push(to);
    if (entered.length > 100) break; // a declared cycle must not hang a read
  }
  return entered;
}

/** When the record's next progression is due, if it has one. */
export function nextDue(record: StoredRecord, lifecycle: Lifecycle): number | undefined {
  return dueProgression(record, lifecycle)?.at;
}
