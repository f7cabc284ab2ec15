/**
 * Schemas of the unified list filters (`filter[name]=value`), typed as the
 * reference API types them: text, dates, date-times, booleans and enums.
 * Text values are bounded so a filter cannot carry a page of text to the
 * platform.
 */
import { Type } from 'typebox';
import { StringEnum } from './schema.js';

export const FILTER_TEXT_MAX_LENGTH = 256;

export function filterText(description: string, example?: string) {
  return Type.String({ minLength: 1, maxLength: FILTER_TEXT_MAX_LENGTH, description, ...(example === undefined ? {} : { example }) });
}

export function filterEnum<const T extends string>(values: readonly T[], description: string) {
  return StringEnum(values, { description });
}

export function filterBoolean(description: string) {
  return Type.Boolean({ description });
}

/** A calendar date, YYYY-MM-DD. */
export function filterDate(description: string) {
  return Type.String({ format: 'date', description, example: '2020-09-30' });
}

export function updatedSince(records: string) {
  return Type.String({ format: 'date-time', title: 'Updated since (timestamp)', description: `Only ${records} updated at or after this date-time.`, example: '2020-09-30T07:43:32.000Z' });
}

export function createdSince(records: string) {
  return Type.String({ format: 'date-time', title: 'Created since (timestamp)', description: `Only ${records} created at or after this date-time.`, example: '2020-09-30T07:43:32.000Z' });
}

/** The reference's `id_since`: platforms whose ids grow page records after an id. */
export function idSince(records: string) {
  return filterText(`Only ${records} whose id comes after this one, on platforms whose ids increase.`, '1');
}
