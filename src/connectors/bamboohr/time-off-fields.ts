/**
 * Unified HRIS time-off requests ⇄ BambooHR time off requests, one table.
 *   id ← id; employee_id ← employeeId; status ← status.status (requested, approved,
 *   denied → declined, canceled → cancelled, superceded → other);
 *   start_date, end_date ← start, end; request_date ← created; approval_date ← status.lastChanged
 *   of an approved request; policy_id ← type.id (BambooHR's time off type, what a request draws on);
 *   policy_type ← type.name; request_type ← type.name where it is one of the reference's kinds
 *   (Vacation, Sick, Bereavement…), else other; units, amount ← amount.unit, amount.amount;
 *   notes ← notes.employee, notes.manager; created_at ← created; updated_at ← status.lastChanged.
 * BambooHR keeps both as dates: the times are midnight UTC of that date.
 * Written (Create Time Off Request): status, start, end, timeOffTypeId (policy_id, or the type named
 * by request_type), amount, notes as [{from, note}].
 * Left out: description and day_part (BambooHR has neither), created_by and updated_by.
 */
import type { Static } from 'typebox';
import { toIsoDateTime } from '../../core/dates.js';
import { ApiError } from '../../core/errors/api-error.js';
import type { TimeOffRequest } from '../../unified/hris/time-off-requests.js';
import { codecs, fieldTable } from '../kit/index.js';
import type { BambooHRTimeOffRequest } from './wire-types.js';

type Model = Static<typeof TimeOffRequest>;
type Status = NonNullable<Model['status']>;

/** BambooHR's statuses by the unified one; `deleted` has none (BambooHR keeps every request). */
export const PLATFORM_STATUS: Readonly<Partial<Record<Status, string>>> = { requested: 'requested', approved: 'approved', declined: 'denied', cancelled: 'canceled', other: 'superceded' };
const STATUS_OF: Readonly<Record<string, Status>> = { requested: 'requested', approved: 'approved', denied: 'declined', canceled: 'cancelled', superceded: 'other' };

const REQUEST_TYPES = ['vacation', 'sick', 'personal', 'jury_duty', 'volunteer', 'bereavement'] as const;

/** The reference's kind of a type name: "Jury Duty" → jury_duty; other names → other. */
export function requestTypeOf(name: unknown): Model['request_type'] {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (REQUEST_TYPES as readonly string[]).includes(key) ? (key as Model['request_type']) : 'other';
}

const midnight = (date: unknown) => (typeof date === 'string' && date !== '' ? toIsoDateTime(`${date.slice(0, 10)}T00:00:00Z`) : null);

function writeStatus(status: Status | null | undefined): Record<string, unknown> {
  const platform = status === null || status === undefined ? undefined : PLATFORM_STATUS[status];
  if (platform === undefined || platform === 'superceded') {
    throw new ApiError('RequestValidationError', { message: 'A BambooHR time off request is requested, approved, declined or cancelled', detail: { field: 'status' } });
  }
  return { status: platform };
}

function notesOf(request: BambooHRTimeOffRequest): Model['notes'] {
  const notes = Array.isArray(request.notes) ? {} : (request.notes ?? {});
  return { employee: notes.employee ?? null, manager: notes.manager ?? null };
}

export const timeOffFields = fieldTable<Model, BambooHRTimeOffRequest>({
  id: { at: 'id', codec: codecs.idText, write: false },
  employee_id: { at: 'employeeId', codec: codecs.idText, write: false },
  status: { read: (request) => STATUS_OF[request.status?.status ?? ''] ?? null, reads: ['status.status'], write: writeStatus },
  start_date: { at: 'start', write: (start) => ({ start }) },
  end_date: { at: 'end', write: (end) => ({ end }) },
  request_date: { at: 'created', write: false },
  approval_date: { read: (request) => (request.status?.status === 'approved' ? (request.status.lastChanged ?? null) : null), reads: ['status.lastChanged'], write: false },
  policy_id: { at: 'type.id', codec: codecs.idText, write: (id) => ({ timeOffTypeId: id === null ? null : Number(id) }) },
  policy_type: { at: 'type.name', write: false },
  request_type: { read: (request) => requestTypeOf(request.type?.name), reads: ['type.name'], write: () => ({}) },
  units: { read: (request) => (request.amount?.unit === 'days' || request.amount?.unit === 'hours' ? request.amount.unit : request.amount?.unit ? 'other' : null), reads: ['amount.unit'], write: false },
  amount: { at: 'amount.amount', codec: codecs.number, write: (amount) => ({ amount }) },
  notes: {
    read: notesOf,
    reads: ['notes'],
    write: (notes) => ({
      notes: [
        ...(notes?.employee ? [{ from: 'employee', note: notes.employee }] : []),
        ...(notes?.manager ? [{ from: 'manager', note: notes.manager }] : []),
      ],
    }),
  },
  created_at: { read: (request) => midnight(request.created), reads: ['created'], write: false },
  updated_at: { read: (request) => midnight(request.status?.lastChanged), reads: ['status.lastChanged'], write: false },
});
