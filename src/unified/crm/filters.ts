/**
 * Schemas of the CRM list filters (`filter[name]=value`), which the
 * reference API types as plain strings, numbers and date-times. Text values
 * are bounded so a filter cannot carry a page of text to the platform.
 */
import { Type } from 'typebox';

export const FILTER_TEXT_MAX_LENGTH = 256;

export function filterText(description: string) {
  return Type.String({ minLength: 1, maxLength: FILTER_TEXT_MAX_LENGTH, description });
}

export function updatedSince(records: string) {
  return Type.String({ format: 'date-time', title: 'Updated since (timestamp)', description: `Only ${records} updated at or after this date-time.`, example: '2020-09-30T07:43:32.000Z' });
}

export function createdSince(records: string) {
  return Type.String({ format: 'date-time', title: 'Created since (timestamp)', description: `Only ${records} created at or after this date-time.`, example: '2020-09-30T07:43:32.000Z' });
}
