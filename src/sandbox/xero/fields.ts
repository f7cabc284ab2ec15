/**
 * Field rules Xero's resources share (wire.ts field tables): records are
 * stored under their wire names, ids are lower-case GUIDs stored as `id`
 * and written as `InvoiceID`, `ContactID` …, document dates are days
 * written `/Date(ms+0000)/`, computed amounts are read-only numbers.
 */
import { fail, type FieldRule } from '../framework/kit/index.js';
import { msDate, parseXeroDay } from './dates.js';

/** The record's GUID under its wire name. */
export const guid = (wire: string): FieldRule => ({ wire, kind: 'string', readOnly: true });

/** A document date: accepted as YYYY-MM-DD or /Date(…)/, kept as midnight UTC. */
export const day = (options: { required?: boolean; nullable?: boolean } = {}): FieldRule => ({
  kind: 'time',
  ...options,
  format: (value) => msDate(value as number),
  parse: (value) => {
    const ms = parseXeroDay(value);
    if (ms === undefined) throw fail.validation(`'${String(value)}' is not a valid date`);
    return ms;
  },
});

export const updatedAt: FieldRule = { kind: 'time', readOnly: true };

/** An amount Xero computes (totals, amounts due). */
export const computed: FieldRule = { kind: 'number', readOnly: true };

export const text = (maxLength?: number): FieldRule => ({ kind: 'string', ...(maxLength ? { maxLength } : {}) });

/** A GUID named in a path or a body, as stored (Xero's GUIDs are case-insensitive). */
export function normalId(value: string): string {
  return value.trim().toLowerCase();
}

/** The fields a write really changes besides the status: Xero takes a field sent back unchanged as no edit. */
export function realEdits(record: Record<string, unknown>, changes: Record<string, unknown>): string[] {
  return Object.keys(changes).filter((key) => key !== 'Status' && JSON.stringify(changes[key]) !== JSON.stringify(record[key]));
}
