/**
 * Reads one writable issue field from a create or edit body and checks it the
 * way Jira does, returning either the stored value or Jira's per-field error
 * sentence (the `errors` map of an ErrorCollection).
 */
import { isAdfDocument, NOT_ADF_MESSAGE, type AdfDocument } from './adf.js';
import { issueTypeById, PRIORITIES } from './catalog.js';
import { isCalendarDate } from './dates.js';
import type { IssueRecord, JiraProject } from './model.js';
import type { JiraStore } from './store.js';

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(error: string): Read<T> => ({ ok: false, error });

function asObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** `{ "id": "10000" }` / `{ "key": "WEB" }` / `{ "name": "High" }`: ids may arrive as numbers. */
function reference(value: unknown, property: 'id' | 'key' | 'name' | 'accountId'): string | undefined {
  const raw = asObject(value)?.[property];
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

export function readProject(store: JiraStore, value: unknown): Read<JiraProject> {
  const wanted = reference(value, 'id') ?? reference(value, 'key');
  const project = wanted === undefined ? undefined : store.findProject(wanted);
  return project ? ok(project) : fail('Specify a valid project ID or key');
}

export function readIssueType(project: JiraProject, value: unknown): Read<string> {
  if (value === undefined || value === null) return fail('Specify an issue type');
  const id = reference(value, 'id');
  const name = reference(value, 'name')?.toLowerCase();
  const { issueTypeIds } = project;
  const match = issueTypeIds.find((candidate) => candidate === id) ?? (name === undefined ? undefined : findTypeByName(issueTypeIds, name));
  return match ? ok(match) : fail('Specify a valid issue type');
}

function findTypeByName(ids: readonly string[], name: string): string | undefined {
  // "Sub-task" is the older spelling of the subtask type's name; accept both.
  const normalized = name === 'sub-task' ? 'subtask' : name;
  return ids.find((id) => issueTypeById(id)?.name.toLowerCase() === normalized);
}

export function readSummary(value: unknown): Read<string> {
  if (typeof value !== 'string' || value.trim() === '') return fail('You must specify a summary of the issue.');
  if (value.length > 255) return fail('Summary must be less than 255 characters.');
  if (/[\r\n]/.test(value)) return fail('The summary is invalid because it contains newline characters.');
  return ok(value);
}

export function readDescription(value: unknown): Read<AdfDocument | null> {
  if (value === null) return ok(null);
  return isAdfDocument(value) ? ok(value) : fail(NOT_ADF_MESSAGE);
}

export function readPriority(value: unknown): Read<string> {
  const id = reference(value, 'id');
  const name = reference(value, 'name')?.toLowerCase();
  if (id === undefined && name === undefined) return fail('Specify the Priority (id or name) in the string format');
  const match = PRIORITIES.find((priority) => priority.id === id || priority.name.toLowerCase() === name);
  return match ? ok(match.id) : fail('The priority selected is invalid.');
}

/**
 * Assignee or reporter: `null` clears it, `{accountId}` (or the older `{id}`)
 * names a user; for assignee, accountId "-1" means the project's default
 * assignee, which here is the project lead.
 */
export function readUser(store: JiraStore, field: 'assignee' | 'reporter', value: unknown, project: JiraProject): Read<string | null> {
  if (value === null) return ok(null);
  const object = asObject(value);
  if (object && object.accountId === null) return ok(null);
  const accountId = reference(value, 'accountId') ?? reference(value, 'id');
  if (field === 'assignee' && accountId === '-1') return ok(project.leadAccountId);
  const user = accountId === undefined ? undefined : store.userById(accountId);
  if (!user) return fail(`Specify a valid value for ${field}`);
  if (!user.active) return fail(`User '${user.displayName}' cannot be assigned issues.`);
  return ok(user.accountId);
}

export function readLabels(value: unknown): Read<string[]> {
  if (value === null) return ok([]);
  if (!Array.isArray(value)) return fail('data was not an array');
  const labels: string[] = [];
  for (const label of value) {
    if (typeof label !== 'string' || label === '') return fail('Label cannot be empty.');
    if (/\s/.test(label)) return fail(`The label '${label}' contains spaces which is invalid.`);
    if (label.length > 255) return fail('The label must not exceed 255 characters.');
    if (!labels.includes(label)) labels.push(label);
  }
  return ok(labels.sort());
}

export function readDueDate(value: unknown): Read<string | null> {
  if (value === null || value === '') return ok(null);
  if (typeof value === 'string' && isCalendarDate(value)) return ok(value);
  return fail(`Error parsing date string: ${String(value)}`);
}

export function readParent(store: JiraStore, value: unknown): Read<IssueRecord | null> {
  if (value === null) return ok(null);
  const wanted = reference(value, 'id') ?? reference(value, 'key');
  const parent = wanted === undefined ? undefined : store.findIssue(wanted);
  return parent ? ok(parent) : fail('Could not find issue by id or key.');
}
