/** Calendar dates of the HRIS reference: `YYYY-MM-DD`, as its pay periods and time off spell them. */
import { Type } from 'typebox';
import { NullableString } from '../../common/schema.js';

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

interface DateAnnotations {
  description: string;
  example?: string;
  title?: string;
  readOnly?: boolean;
  'x-pii'?: boolean;
}

/** A nullable calendar date held to the reference's pattern (pay periods, time off). */
export function PatternDate(annotations: DateAnnotations) {
  return NullableString({ pattern: DATE_PATTERN, ...annotations });
}

/** A nullable calendar date the reference marks `format: date` (birthdays, job dates). */
export function FormatDate(annotations: DateAnnotations) {
  return NullableString({ format: 'date', ...annotations });
}

/** A date filter, `filter[start_date]=2022-04-08`. */
export function filterPatternDate(description: string, example: string) {
  return Type.String({ pattern: DATE_PATTERN, description, example });
}
