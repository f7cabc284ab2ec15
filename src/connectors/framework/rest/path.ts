/**
 * Values in a platform's URL path, checked once for every connector.
 *
 * Path templates of a REST resource: "/2010-04-01/Accounts/{account_sid}/Messages/{id}.json".
 * A placeholder takes the record id, a parent path parameter (collection_id)
 * or a connection setting, in that order, always through `segment`: a value
 * can never add a path segment or a query. A function is there for paths a
 * template cannot say.
 *
 * `segment` is the one way a value becomes part of a platform path. It
 * refuses what cannot be a path segment before anything is sent: text that
 * is not well-formed UTF-16 (an unpaired surrogate, which no URL can encode:
 * encodeURIComponent throws) and the dot segments "." and "..", which a URL
 * resolves to another path (".." would climb out of the record's path). The
 * gateway checks the request's own path ids with `segmentProblem` before the
 * connector runs (an id that cannot be a segment names no record: 404); a
 * value from a request body is refused with 400 naming its field.
 */
import { ApiError } from '../../../core/errors/api-error.js';
import { isWellFormed, shownWellFormed } from '../../../core/well-formed-text.js';
import type { SettingValues } from '../settings.js';

export interface PathValues {
  id?: string | undefined;
  parents: Readonly<Record<string, string>>;
  settings: SettingValues;
}

export type PathTemplate = string | ((values: PathValues) => string);

/** Why a value cannot be one segment of a URL path; undefined when it can. */
export function segmentProblem(value: string): string | undefined {
  if (!isWellFormed(value)) return 'holds an unpaired UTF-16 surrogate, which no URL can carry';
  if (value === '.' || value === '..') return `is "${value}", which a URL resolves to another path`;
  return undefined;
}

/**
 * Why a whole platform path (its query left out) must not be sent: the last
 * check before a call (http.ts), for a path that was built without `segment`.
 */
export function pathProblem(path: string): string | undefined {
  const end = path.indexOf('?');
  const segments = (end < 0 ? path : path.slice(0, end)).split('/');
  for (const part of segments) {
    const problem = segmentProblem(part);
    if (problem) return `a segment of the platform path ${problem}`;
  }
  return undefined;
}

/**
 * The value as one encoded segment of a platform path. `field` names where
 * it came from in the request ("contact_id"); without one the value is the
 * record's id.
 */
export function segment(value: string, field?: string): string {
  const problem = segmentProblem(value);
  if (problem === undefined) return encodeURIComponent(value);
  const shown = shownWellFormed(value).slice(0, 64);
  if (field === undefined) throw new ApiError('EntityNotFoundError', { message: 'No record can have this id: it cannot be part of a URL path', detail: { id: shown, reason: problem } });
  throw new ApiError('RequestValidationError', { message: `${field} ${problem}`, detail: { field, reason: problem } });
}

export function resolvePath(template: PathTemplate, values: PathValues): string {
  if (typeof template === 'function') return template(values);
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = name === 'id' ? values.id : (values.parents[name] ?? values.settings[name]);
    if (value === undefined || value === '') {
      throw new ApiError('ConnectorCredentialsError', {
        message: 'The connection lacks a value the platform\'s path needs',
        detail: { missing: name },
      });
    }
    return segment(value, name === 'id' ? undefined : name);
  });
}
