/**
 * The one rule for a write that takes more than one platform call (create
 * then link, create then set a status, a person then the lead that needs it,
 * a pipeline then its stages): an answer that reports an error leaves nothing
 * behind at the platform, or says exactly what it left.
 *
 * 1. Check first: whatever the connector can check without writing (the
 *    associated records exist, a status the later step would refuse) is
 *    checked before the write's first call.
 * 2. Each call that makes a record is a `create` step with its undo (a
 *    delete); a call that changes an existing record is a `change` step, and
 *    every other call a `step`, named for the report.
 * 3. When a call after the first fails, what was created is undone, newest
 *    first, and the caller gets the failed call's own error, with
 *    `detail.partial_write` saying what was written, what was undone and
 *    which step failed. Where something could not be undone (no undo, the
 *    undo failed, or an existing record was changed), the message starts
 *    with it: "The note was created (id 123) but associating it with contact
 *    9 failed: …", so a retry does not make a second one.
 *
 * docs/writing-a-connector.md ("Writes in several calls") and
 * docs/unified-apis.md ("Errors") describe the answer.
 */
import { ApiError } from '../../core/errors/api-error.js';

/** A record a write made or changed, as `detail.partial_write` reports it. */
export interface WrittenRecord {
  /** What it is, in the platform's words: "note", "contact", "stage". */
  type: string;
  id: string;
  /** created: made by this write; changed: an existing record this write changed (never undone). */
  change: 'created' | 'changed';
  /** For created records: whether it was removed again. */
  undone?: boolean;
  /** What undoing it left, where the platform keeps a removed record ("archived (HubSpot keeps it in its recycling bin for 90 days)"). */
  undo_leaves?: string;
  /** Why it could not be removed again. */
  undo_error?: string;
}

export interface PartialWrite {
  /** The step that failed: "associating it with contact 9". */
  failed_step: string;
  records: WrittenRecord[];
}

export interface WriteSteps {
  /**
   * A call that makes a record: its id is remembered with its undo, so a
   * later failure removes it again. Without `undo` (the platform cannot
   * delete it) a later failure reports it.
   */
  create(type: string, run: () => Promise<string>, undo?: Undo): Promise<string>;
  /** A call that changes an existing record: a later failure reports it (a change is not undone). */
  change<T>(type: string, id: string, name: string, run: () => Promise<T>): Promise<T>;
  /** Any other call (a link, a status move), named for the report: "setting its status to inactive". */
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
}

export interface Undo {
  (id: string): Promise<unknown>;
}

/** How an undo is described where the platform keeps what it removes. */
export function undoLeaving(leaves: string, run: (id: string) => Promise<unknown>): Undo {
  return Object.assign((id: string) => run(id), { leaves });
}

interface Done {
  type: string;
  id: string;
  change: 'created' | 'changed';
  undo?: Undo | undefined;
}

const detailOf = (error: unknown): Record<string, unknown> => {
  const detail = error instanceof ApiError ? error.detail : undefined;
  if (detail === undefined) return {};
  return detail !== null && typeof detail === 'object' && !Array.isArray(detail) ? (detail as Record<string, unknown>) : { cause: detail };
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs a write of several calls by the rule above. `write` makes its calls
 * through the steps it is handed; its checks come before its first `create`
 * or `change` (an error there leaves nothing and is passed on as it is).
 */
export async function compositeWrite<T>(write: (steps: WriteSteps) => Promise<T>): Promise<T> {
  const done: Done[] = [];
  let current = 'the write';
  /** A call, named while it runs; what fails between calls is "the rest of the write". */
  const named = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    current = name;
    const result = await run();
    current = 'the rest of the write';
    return result;
  };
  const steps: WriteSteps = {
    async create(type, run, undo) {
      const id = await named(`creating the ${type}`, run);
      done.push({ type, id, change: 'created', undo });
      return id;
    },
    async change(type, id, name, run) {
      const result = await named(name, run);
      if (!done.some((record) => record.change === 'changed' && record.type === type && record.id === id)) done.push({ type, id, change: 'changed' });
      return result;
    },
    step: named,
  };
  try {
    return await write(steps);
  } catch (error) {
    if (done.length === 0) throw error;
    throw await undoAndReport(done, current, error);
  }
}

async function undoAndReport(done: readonly Done[], failedStep: string, error: unknown): Promise<ApiError> {
  const records: WrittenRecord[] = [];
  // Newest first: a lead goes before the contact made for it.
  for (const record of [...done].reverse()) {
    if (record.change === 'changed') {
      records.unshift({ type: record.type, id: record.id, change: 'changed' });
      continue;
    }
    const leaves = (record.undo as { leaves?: string } | undefined)?.leaves;
    if (!record.undo) {
      records.unshift({ type: record.type, id: record.id, change: 'created', undone: false, undo_error: 'the platform cannot delete it' });
      continue;
    }
    try {
      await record.undo(record.id);
      records.unshift({ type: record.type, id: record.id, change: 'created', undone: true, ...(leaves ? { undo_leaves: leaves } : {}) });
    } catch (undoError) {
      records.unshift({ type: record.type, id: record.id, change: 'created', undone: false, undo_error: messageOf(undoError).slice(0, 300) });
    }
  }
  const left = records.filter((record) => record.change === 'changed' || record.undone === false);
  const said = (record: WrittenRecord) => `the ${record.type} was ${record.change} (id ${record.id})`;
  const undone = records.filter((record) => record.undone === true);
  const original = messageOf(error);
  const message = left.length > 0
    ? `${capitalise(left.map(said).join(' and '))} but ${failedStep} failed: ${original}`
    : `${original} (while ${failedStep}; ${undone.map((record) => `the ${record.type} created first (id ${record.id}) was ${record.undo_leaves ? record.undo_leaves : 'deleted again'}`).join(', ')})`;
  const partial: PartialWrite = { failed_step: failedStep, records };
  const detail = { ...detailOf(error), partial_write: partial };
  if (error instanceof ApiError) return new ApiError(error.typeName, { status: error.status, message, detail, headers: error.headers, cause: error });
  // Not the platform's answer (a fault of ours after a write): still the envelope, still what was left.
  return new ApiError('ConnectorExecutionError', { status: 502, message, detail, cause: error });
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
